import { describe, expect, it } from 'vitest';
import { moodAt, moodsAgree, tokensOf } from '../../../main/language';

const moodOf = (sentence: string, verb: string) => {
  const tokens = tokensOf(sentence);
  return moodAt(tokens, tokens.findIndex((token) => token.lower === verb));
};

describe('moodAt on "would not"', () => {
  it('reads what the speaker, or the one spoken to, would not do as unwilling', () => {
    expect(moodOf('I would not rent the flat to a stranger.', 'rent')).toBe('unwilling');
    expect(moodOf("You wouldn't sign a blank cheque.", 'sign')).toBe('unwilling');
  });

  it('reads what a thing or another person would not do, and what could not be, as impossible', () => {
    expect(moodOf('The boiler would not light that morning.', 'light')).toBe('impossible');
    expect(moodOf('He would not take the money.', 'take')).toBe('impossible');
    expect(moodOf('I could not see the driver.', 'see')).toBe('impossible');
  });

  it('weighs the unwilling as the impossible against a premise', () => {
    expect(moodsAgree('plain', 'unwilling')).toBe(true);
    expect(moodsAgree('possible', 'unwilling')).toBe(true);
    expect(moodsAgree('modal', 'unwilling')).toBe(false);
  });
});
