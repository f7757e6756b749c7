import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language/analyse';
import { sameActWithPreposition } from '../../../main/language/relatedWords';

/** Whether the first verb of each says one act, either read with its preposition. */
const same = (premise: string, sentence: string) => {
  const premiseTokens = tokensOf(premise);
  const sentenceTokens = tokensOf(sentence);
  const firstVerb = (tokens: typeof premiseTokens) => tokens.findIndex((token) => token.pos === 'VERB');
  const at = firstVerb(sentenceTokens);
  return sameActWithPreposition(premiseTokens, firstVerb(premiseTokens), sentenceTokens, at, sentenceTokens[at]!.negated);
};

describe('sameActWithPreposition', () => {
  it.each([
    ['The clerk went into the vault.', 'The clerk entered the vault.'],
    ['The clerk entered the vault.', 'The clerk went into the vault.'],
  ])('reads a verb with its preposition as the verb WordNet lists: %s / %s', (premise, sentence) => {
    expect(same(premise, sentence)).toBe(true);
  });

  it('does not read a light verb as a pair one of whose senses it has ("take" is a sense of "look at")', () => {
    expect(same('The clerk took a break.', 'The clerk looked at the ledger.')).toBe(false);
  });

  it('does not read a preposition that says when ("went at nine")', () => {
    expect(same('The clerk entered the vault.', 'The clerk went at nine.')).toBe(false);
  });
});
