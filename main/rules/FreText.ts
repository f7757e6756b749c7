import freJson from './data/fre.json';

/** One rule as shipped: its number ("803"), title and text, one paragraph a line. */
export interface FreRule {
  number: string;
  title: string;
  text: string;
}

/** The shipped Federal Rules of Evidence and where their text comes from. */
export interface FreData {
  title: string;
  licence: string;
  source: string;
  sourceDate: string;
  retrieved: string;
  /** Rules whose text was brought up to amendments the source predates, and from where. */
  amended: string;
  rules: readonly FreRule[];
}

/**
 * One citable piece of a rule: a subdivision ("(c)") or a numbered paragraph ("(b)(3)") with
 * its lettered items folded in, or the whole rule when it has no subdivisions.
 */
export interface FreClause {
  /** "FRE 803(6)", "FRE 611(c)", "FRE 403". */
  citation: string;
  rule: string;
  ruleTitle: string;
  /** The clause's own heading ("Leading Questions"), if it has one. */
  heading: string | null;
  text: string;
}

export const FRE: FreData = freJson;

const byNumber = new Map(FRE.rules.map((rule) => [rule.number, rule]));

export function freRule(number: string): FreRule | undefined {
  return byNumber.get(number);
}

const SUBDIVISION = /^\(([a-h])\)\s/;
const PARAGRAPH = /^\((\d+)\)\s/;

/** "(c) Leading Questions. Leading ..." -> "Leading Questions" (the heading is a short title-case run). */
export function headingOf(line: string): string | null {
  const match = /^(?:\([a-zA-Z0-9]+\)\s)([A-Z][^.]{1,90})\.(?:\s|$)/.exec(line);
  if (!match) return null;
  const heading = match[1]!;
  // A heading has its words capitalised ("Leading Questions"); an opening sentence does not.
  const lower = heading.split(' ').filter((word) => /^[a-z]{4,}/.test(word) && !['that', 'with', 'from', 'than', 'into'].includes(word));
  return lower.length === 0 ? heading : null;
}

/** Splits a rule into citable clauses, in order. Text before the first marker stays with the rule. */
export function clausesOf(rule: FreRule): FreClause[] {
  const clauses: FreClause[] = [];
  let subdivision = '';
  let current: FreClause | null = null;
  const open = (path: string, line: string) => {
    current = { citation: `FRE ${rule.number}${path}`, rule: rule.number, ruleTitle: rule.title, heading: headingOf(line), text: line };
    clauses.push(current);
  };
  for (const line of rule.text.split('\n')) {
    const sub = SUBDIVISION.exec(line);
    const para = PARAGRAPH.exec(line);
    if (sub) {
      subdivision = `(${sub[1]})`;
      open(subdivision, line);
    } else if (para) {
      open(`${subdivision}(${para[1]})`, line);
    } else if (current) {
      (current as FreClause).text += `\n${line}`;
    } else {
      open('', line);
    }
  }
  return clauses;
}

/** Every clause of every rule, built once. */
export const FRE_CLAUSES: readonly FreClause[] = FRE.rules.flatMap(clausesOf);

const clauseByCitation = new Map(FRE_CLAUSES.map((clause) => [clause.citation, clause]));

/** Parses "FRE 611(c)", "Rule 611(c)" or "611(c)" into its canonical form "FRE 611(c)"; null if it is not one. */
export function normaliseCitation(text: string): string | null {
  const match = /^(?:FRE|Fed\.?\s*R\.?\s*Evid\.?|Rule)?\s*(\d{3,4})((?:\([a-zA-Z0-9]+\))*)\s*$/i.exec(text.trim());
  if (!match || !byNumber.has(match[1]!)) return null;
  return `FRE ${match[1]}${match[2]!.toLowerCase().replace(/\(([a-z])\)/g, (_, letter: string) => `(${letter})`)}`;
}

/**
 * The text a citation points at: the clause itself ("FRE 611(c)"), the nearest enclosing clause
 * ("FRE 803(6)(A)" -> 803(6)), or the whole rule ("FRE 403"). Undefined for an unknown rule.
 */
export function citedText(citation: string): { citation: string; title: string; text: string } | undefined {
  const canonical = normaliseCitation(citation);
  if (!canonical) return undefined;
  let path = canonical;
  for (;;) {
    const clause = clauseByCitation.get(path);
    if (clause) return { citation: path, title: clause.heading ?? clause.ruleTitle, text: clause.text };
    const shorter = path.replace(/\([^()]*\)$/, '');
    if (shorter === path) break;
    path = shorter;
  }
  const rule = byNumber.get(canonical.slice(4).replace(/\(.*$/, ''));
  return rule ? { citation: `FRE ${rule.number}`, title: rule.title, text: rule.text } : undefined;
}
