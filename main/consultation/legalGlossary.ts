import { tokensOf, verbOfInflection, type Token } from '../language';
import glossaryJson from './data/legalGlossary.json';

/**
 * One legal term a lay client may not follow, and the everyday words the report suggests instead.
 * A `term` is compared by lemma ("mitigated" meets "mitigate"), an `exact` one as written
 * ("damages" never meets the everyday "damage"), an `abbreviation` as written with capitals
 * ("ADA", not the name "Ada"), and a `form` by its number in any case ("w2", "W-2").
 */
export interface GlossaryEntry {
  term: string;
  plain: string;
  kind: 'term' | 'abbreviation' | 'form';
  exact?: boolean;
}

export interface LegalGlossary {
  title: string;
  licence: string;
  source: string;
  retrieved: string;
  matching: string;
  entries: readonly GlossaryEntry[];
}

export const LEGAL_GLOSSARY = glossaryJson as LegalGlossary;

/** One word of a term: as written (lower case) and its lemma, for the tagger may read a lone term otherwise than a sentence ("pleading"). */
interface TermWord {
  lower: string;
  lemma: string;
}

interface SequenceTerm {
  entry: GlossaryEntry;
  words: readonly TermWord[];
}

interface Matchers {
  /** Sequence terms by their first word (as written and as lemma). */
  byFirstWord: Map<string, SequenceTerm[]>;
  patterns: ReadonlyArray<{ entry: GlossaryEntry; pattern: RegExp }>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(entry: GlossaryEntry): RegExp {
  if (entry.kind === 'abbreviation') return new RegExp(`(?<![A-Za-z0-9])${escape(entry.term)}s?(?![A-Za-z0-9])`, 'g');
  // "W-2", "W2", "w 2"; "Form 1040", "form1040".
  const flexible = entry.term.split(/[-\s]+/).map(escape).join('[-\\s]?');
  return new RegExp(`(?<![A-Za-z0-9])${flexible}(?![A-Za-z0-9])`, 'gi');
}

const wordsOf = (text: string) => tokensOf(text).filter((token) => token.pos !== 'PUNCT' && token.pos !== 'SYM');

/**
 * The forms a said word is compared on: as written, its lemma, and the verb it is of when the
 * tagger left a participle as it stands ("Have you mitigated…?" read as an adjective).
 */
function formsOf(token: Token): ReadonlySet<string> {
  const forms = new Set([token.lower, token.lemma]);
  if (token.lemma === token.lower && /(?:ed|ing)$/.test(token.lower)) {
    const verb = verbOfInflection(token.lower);
    if (verb) forms.add(verb);
  }
  return forms;
}

/** An exact term's word meets only itself as written; any other meets by any of the said word's forms. */
function meets(entry: GlossaryEntry, word: TermWord, token: Token, forms: ReadonlySet<string>): boolean {
  if (entry.exact) return token.lower === word.lower;
  return forms.has(word.lemma) || forms.has(word.lower);
}

let matchers: Matchers | undefined;

/** Built on first use, not at import: lemmatising 300 terms waits for the language model. */
function matchersFor(): Matchers {
  if (matchers) return matchers;
  const byFirstWord = new Map<string, SequenceTerm[]>();
  const patterns: Matchers['patterns'][number][] = [];
  for (const entry of LEGAL_GLOSSARY.entries) {
    if (entry.kind !== 'term') {
      patterns.push({ entry, pattern: patternOf(entry) });
      continue;
    }
    const words = wordsOf(entry.term).map((token) => ({ lower: token.lower, lemma: token.lemma }));
    if (words.length === 0) continue;
    for (const key of new Set([words[0]!.lower, words[0]!.lemma])) {
      const list = byFirstWord.get(key) ?? [];
      list.push({ entry, words });
      byFirstWord.set(key, list);
    }
  }
  matchers = { byFirstWord, patterns };
  return matchers;
}

/**
 * The glossary's terms in a text, each once, in the order they are said. The longest term at a
 * place wins ("constructive dismissal" hides "dismissal", "breach of contract" hides "breach").
 */
export function findJargon(text: string): string[] {
  const { byFirstWord, patterns } = matchersFor();
  const tokens = wordsOf(text);
  const forms = tokens.map(formsOf);
  const found: Array<{ at: number; term: string }> = [];
  for (let i = 0; i < tokens.length; i++) {
    const candidates = new Set([...forms[i]!].flatMap((form) => byFirstWord.get(form) ?? []));
    const hit = [...candidates]
      .sort((a, b) => b.words.length - a.words.length)
      .find(({ entry, words }) => words.every((word, j) => tokens[i + j] !== undefined && meets(entry, word, tokens[i + j]!, forms[i + j]!)));
    if (!hit) continue;
    found.push({ at: text.toLowerCase().indexOf(tokens[i]!.lower), term: hit.entry.term });
    i += hit.words.length - 1;
  }
  for (const { entry, pattern } of patterns) {
    pattern.lastIndex = 0;
    const match = pattern.exec(text);
    if (match) found.push({ at: match.index, term: entry.term });
  }
  const terms = found.sort((a, b) => a.at - b.at).map((hit) => hit.term);
  return [...new Set(terms)];
}

const plainByTerm = new Map(LEGAL_GLOSSARY.entries.map((entry) => [entry.term.toLowerCase(), entry.plain]));

/** The everyday words the report suggests for a term `findJargon` found (terms from older logs may have none). */
export function plainWordsFor(term: string): string | undefined {
  return plainByTerm.get(term.toLowerCase());
}
