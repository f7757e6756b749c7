import { tokensOf, type Token } from './analyse';
import { NOUN_KIND, nounKinds } from './relatedWords';

// "You weren't watching her the whole time, were you?" denies only that the act lasted
// throughout: "I saw her walk up the path" tells it at one moment, and is no "no" to that.

/** Words that stretch a time noun after them over all of it ("the whole time", "all night"). */
const WHOLE_OF = new Set(['whole', 'entire', 'all']);

/** Whether the tokens stretch a time over all of it ("the whole time", "all evening", "the entire shift", "throughout"). */
export function spansAWhile(tokens: readonly Token[]): boolean {
  return tokens.some((token, at) => token.lower === 'throughout' || (WHOLE_OF.has(token.lower) && nounKinds(tokens[at + 1]?.lemma ?? '').has(NOUN_KIND.time)));
}

/**
 * Whether a denied premise denies only that its act lasted a whole while ("not watching the
 * whole time"), and the sentence tells no whole while of its own: the act told at one time
 * neither bears it out nor denies it.
 */
export function deniesOnlyTheWholeWhile(premise: string, sentence: string): boolean {
  return spansAWhile(tokensOf(premise)) && !spansAWhile(tokensOf(sentence));
}
