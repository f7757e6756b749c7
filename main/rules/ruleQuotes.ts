import type { RulingDecision } from '../../shared/domain';
import { citedText, freRule, headingOf, normaliseCitation } from './FreText';

/** "FRE 602, 701" -> ["FRE 602", "FRE 701"]; "FRE 801, 802" likewise. Unknown rules are dropped. */
export function citationsIn(rule: string): string[] {
  const body = rule.replace(/^\s*(?:FRE|Fed\.?\s*R\.?\s*Evid\.?)\s*/i, '');
  return body
    .split(/\s*(?:,|;|\band\b)\s*/)
    .map((part) => normaliseCitation(part))
    .filter((citation): citation is string => citation !== null);
}

const MAX_QUOTE = 320;

/** A line without its paragraph marker and heading: "(c) Leading Questions. Leading ..." -> "Leading ...". */
function bodyOf(line: string): string {
  const heading = headingOf(line);
  const unmarked = line.replace(/^\([a-zA-Z0-9]+\)\s*/, '');
  return heading ? unmarked.slice(heading.length + 1).trim() : unmarked;
}

/**
 * The operative clause of a cited rule: its first sentence without the paragraph marker and
 * heading, carried on through the list it introduces ("Evidence is relevant if: (a) ...; and (b) ...").
 */
export function operativeClause(citation: string): { citation: string; clause: string } | undefined {
  const cited = citedText(citation);
  if (!cited) return undefined;
  const bare = /^FRE \d+$/.test(cited.citation);
  const lines = (bare ? (freRule(cited.citation.slice(4))?.text ?? cited.text) : cited.text).split('\n');
  let quote = '';
  for (const [index, line] of lines.entries()) {
    const piece = index === 0 || quote === '' ? bodyOf(line) : line;
    if (!piece) continue;
    const sentence = quote === '' ? (/^.*?(?:[.;](?=\s|$)|:$)/.exec(piece)?.[0] ?? piece) : piece;
    quote = quote ? `${quote} ${sentence}` : sentence;
    if (!/(?:[:;]|\band|\bor)$/.test(quote) || quote.length > MAX_QUOTE) break;
  }
  const clause = quote.length > MAX_QUOTE ? `${quote.slice(0, MAX_QUOTE - 1).trimEnd()}…` : quote.replace(/[:;]$/, ' …');
  return { citation: cited.citation, clause };
}

/**
 * The ruling with the operative clause of its rule quoted after the judge's explanation, so the
 * student reads the rule it rests on. The deciding (ruling, ground, rule) is left as the judge made it.
 */
export function quoteRuling(decision: RulingDecision): RulingDecision {
  // A terse judge ("Sustained.") gives no explanation, so there is nothing to quote into.
  if (/^(?:Sustained|Overruled)\.$/.test(decision.reason.trim())) return decision;
  const first = citationsIn(decision.rule)[0];
  const quoted = first ? operativeClause(first) : undefined;
  if (!quoted || decision.reason.includes(quoted.clause)) return decision;
  const reason = `${decision.reason} ${quoted.citation}: “${quoted.clause}”`;
  return reason.length <= 1000 ? { ...decision, reason } : decision;
}

/**
 * A ruling's reason without the quote `quoteRuling` adds: sessions stored before rulings quoted
 * their rule compare equal on resume to the same ruling made now.
 */
export function withoutRuleQuote(reason: string): string {
  return reason.replace(/ FRE \d+(?:\([a-zA-Z0-9]+\))*: “[^”]*”$/, '');
}

/** Characters of rule text a ruling prompt may carry: enough for the clause, small for a local model. */
const PROMPT_BUDGET = 900;

/**
 * The text of the rules a citation names ("FRE 801, 802"), retrieved from the shipped rules for
 * the LLM judge's ruling prompt, within a small budget.
 */
export function ruleTextForPrompt(rule: string): string {
  const parts = citationsIn(rule).flatMap((citation) => {
    const cited = citedText(citation);
    return cited ? [`${cited.citation} (${cited.title}): ${cited.text.replace(/\n/g, ' ')}`] : [];
  });
  const text = parts.join('\n');
  return text.length > PROMPT_BUDGET ? `${text.slice(0, PROMPT_BUDGET - 1).trimEnd()}…` : text;
}
