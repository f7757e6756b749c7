import { tokensOf, type Token } from './analyse';

// "You didn't hear everything they said" denies only that the act reached all of its thing:
// "I heard him say the price" tells it done to a part, and is no "no" to that, as the act told
// once is no "no" to "not the whole time" (see wholeWhile).

/** Words that put an act on all of its thing ("everything", "every page", "all the windows", "each box"). */
const ALL_OF = new Set(['everything', 'everyone', 'everybody', 'every', 'all', 'each']);

/** Whether the word at `at` puts an act on all of its thing: not the "all" of "at all", which only strengthens a denial ("nothing at all"). */
function putsOnAll(tokens: readonly Token[], at: number): boolean {
  return ALL_OF.has(tokens[at]!.lower) && !(tokens[at]!.lower === 'all' && tokens[at - 1]?.lower === 'at');
}

/** Whether the tokens put an act on all of its thing after their first negation ("not … everything"). */
function allOfTheThingAfterNegation(tokens: readonly Token[]): boolean {
  const negation = tokens.findIndex((token) => token.negation);
  return negation >= 0 && tokens.some((_, at) => at > negation && putsOnAll(tokens, at));
}

/**
 * Whether a denied premise denies only that its act reached all of its thing ("you did not read
 * every page"), and the sentence says no "all" of its own: the act done to some of it neither
 * bears the premise out nor denies it.
 */
export function deniesOnlyTheWhole(premise: string, sentence: string): boolean {
  const told = tokensOf(sentence);
  return allOfTheThingAfterNegation(tokensOf(premise)) && !told.some((_, at) => putsOnAll(told, at));
}
