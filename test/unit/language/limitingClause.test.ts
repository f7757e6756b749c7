import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language';
import { limitsTheSentence } from '../../../main/language/limitingClause';

const verbAt = (text: string, word: string) => {
  const tokens = tokensOf(text);
  return limitsTheSentence(tokens, tokens.findIndex((token) => token.lower === word));
};

describe('limitsTheSentence', () => {
  it.each([
    ['Nobody left early, as far as I saw.', 'saw'],
    ['As far as we could tell, the van was empty.', 'tell'],
    ['The alarm never rang, so far as I know.', 'know'],
  ])('reads the verb of a bounding clause as no act: %s', (text, word) => {
    expect(verbAt(text, word)).toBe(true);
  });

  it.each([
    ['I walked as far as the gate and saw the van.', 'saw'],
    ['I saw nobody leave early.', 'saw'],
  ])('reads any other verb as an act: %s', (text, word) => {
    expect(verbAt(text, word)).toBe(false);
  });
});
