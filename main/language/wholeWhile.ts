import { tokensOf, type Token } from './analyse';
import { NOUN_KIND, nounKinds } from './relatedWords';

// "You weren't watching her the whole time, were you?" denies only that the act lasted
// throughout: "I saw her walk up the path" tells it at one moment, and is no "no" to that.

/** Words that stretch a time noun after them over all of it ("the whole time", "all night"). */
const WHOLE_OF = new Set(['whole', 'entire', 'all']);

/** Words that stretch over the greater part of a time told after "of" ("most of the afternoon", "much of the night"). */
const MOST_OF = new Set(['most', 'much']);

/** Whether the token names a stretch of time ("weekend", "night", "shift"). */
const namesATime = (token: Token | undefined): boolean => nounKinds(token?.lemma ?? '').has(NOUN_KIND.time);

/**
 * Whether the tokens stretch a time over all or most of it ("the whole time", "all evening", "the
 * entire shift", "throughout", "for most of the afternoon"): a length of time told in words, as
 * "for three hours" is in figures.
 */
export function spansAWhile(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, at) =>
      token.lower === 'throughout' ||
      (WHOLE_OF.has(token.lower) && namesATime(tokens[at + 1])) ||
      // "most of the afternoon", "much of that night": the time after "of" and its determiner.
      (MOST_OF.has(token.lower) && tokens[at + 1]?.lower === 'of' && namesATime(tokens.slice(at + 2, at + 4).find((next) => next.pos === 'NOUN'))),
  );
}

/**
 * Whether a denied premise denies only that its act lasted a whole while ("not watching the
 * whole time"), and the sentence tells no whole while of its own: the act told at one time
 * neither bears it out nor denies it.
 */
export function deniesOnlyTheWholeWhile(premise: string, sentence: string): boolean {
  return spansAWhile(tokensOf(premise)) && !spansAWhile(tokensOf(sentence));
}
