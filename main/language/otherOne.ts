import { tokensOf, type Token } from './analyse';

// "I still work for him, at his other store" speaks of a store besides the one the account is
// about: it bears out nothing said of "the store". A premise that itself asks of another ("his
// other store", "another car") is met by such a sentence, and is weighed elsewhere.

/** Words that set a thing apart from the one already spoken of. */
const SET_APART = new Set(['other', 'another']);
/** Words that may stand between "other" and its noun ("his other two stores", "another big van"). */
const BETWEEN = new Set(['ADJ', 'NUM', 'NOUN']);

/** Whether the noun at `at` is set apart by "other" or "another" before it, in its own noun phrase. */
function setApartAt(tokens: readonly Token[], at: number): boolean {
  for (let before = at - 1; before >= 0; before--) {
    const token = tokens[before]!;
    if (SET_APART.has(token.lower)) return true;
    if (!BETWEEN.has(token.pos)) return false;
  }
  return false;
}

/**
 * Whether the sentence speaks only of another of a thing the premise names plainly: every time it
 * names the premise's noun, it sets it apart ("the store" against "his other store").
 */
export function namesOnlyAnotherOf(premise: string, sentence: string): boolean {
  const premiseTokens = tokensOf(premise);
  const sentenceTokens = tokensOf(sentence);
  return premiseTokens.some((noun, at) => {
    if (noun.pos !== 'NOUN' || !noun.content || setApartAt(premiseTokens, at)) return false;
    const mentions = sentenceTokens.flatMap((token, index) => (token.pos === 'NOUN' && token.lemma === noun.lemma ? [index] : []));
    return mentions.length > 0 && mentions.every((index) => setApartAt(sentenceTokens, index));
  });
}
