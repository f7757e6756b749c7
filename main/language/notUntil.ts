import { tokensOf, type Token } from './analyse';
import { statedDetails } from './details';
import { relatedLemmas } from './relatedWords';

// "I did not call the police until the Friday" says when the police were called, not that they
// never were: a negation closed by "until" (or "till") in its own clause puts the act off to the
// time it names. Put to a premise that names that same time ("You called them on the Friday"),
// it is no denial; against any other time ("at around five", "while she worked for you") the
// act had not yet been done, and the negation stands.

const UNTIL = new Set(['until', 'till']);

/**
 * Whether the negated word at `at` is denied only up to a time an "until" after it in its clause
 * names, and `other` (the other side of the comparison) says that same time or day.
 */
export function deniedOnlyUntil(tokens: readonly Token[], at: number, other: string): boolean {
  if (!tokens[at]?.negated) return false;
  for (let index = at + 1; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.pos === 'PUNCT' && token.text !== ',') return false;
    if (!UNTIL.has(token.lower)) continue;
    const until = phraseFrom(tokens, index + 1).map((later) => later.text).join(' ');
    return statedDetails(other, until).length > 0;
  }
  return false;
}

/** The words of a phrase up to the end of its clause, from `from` on. */
function phraseFrom(tokens: readonly Token[], from: number): readonly Token[] {
  const end = tokens.findIndex((token, index) => index >= from && token.pos === 'PUNCT');
  return tokens.slice(from, end < 0 ? tokens.length : end);
}

/** Whether two phrases tell the same time: the same figure or date, or most of the first's content words ("the police showed it to you" and "the police showed it to me"). */
function sameTime(first: readonly Token[], second: readonly Token[]): boolean {
  const text = (tokens: readonly Token[]) => tokens.map((token) => token.text).join(' ');
  if (statedDetails(text(first), text(second)).length > 0) return true;
  const words = new Set(first.filter((token) => token.content).map((token) => token.lemma));
  const lemmas = new Set(second.map((token) => token.lemma));
  const shared = [...words].filter((lemma) => lemmas.has(lemma)).length;
  return shared > 0 && shared * 2 >= words.size;
}

/**
 * Whether `claim` puts an act before the very time `evidence` says it was not done until: "You had
 * seen the video before the police showed it to you" against "I did not see the video until the
 * police showed it to me". Done at that time at the earliest, it was not done before it, so the
 * "before" is a rival telling of when, not a polarity: the act was done. "After" or "when" that
 * time agrees with the evidence, and a claim that itself says "not … until" is read by
 * `deniedOnlyUntil`.
 */
export function putBeforeItsUntil(claimText: string, evidenceText: string): boolean {
  const claim = tokensOf(claimText);
  const before = claim.findIndex((token, index) => token.lower === 'before' && !token.negated && index > 0);
  if (before < 0) return false;
  const acts = claim.slice(0, before).filter((token) => token.pos === 'VERB' && !token.negated);
  const when = phraseFrom(claim, before + 1);
  if (acts.length === 0 || when.length === 0) return false;
  const evidence = tokensOf(evidenceText);
  return evidence.some((token, at) => {
    if (!token.negated || token.pos !== 'VERB' || !acts.some((act) => act.lemma === token.lemma || relatedLemmas(act.lemma, 'v').has(token.lemma))) return false;
    const clause = phraseFrom(evidence, at + 1);
    const until = clause.findIndex((later) => UNTIL.has(later.lower));
    return until >= 0 && sameTime(when, phraseFrom(clause, until + 1));
  });
}
