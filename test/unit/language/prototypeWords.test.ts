import { describe, expect, it } from 'vitest';
import { asWitness, detailsOf, personOf, tokensOf } from '../../../main/language';

// Words that happen to be the names of Object.prototype's members are words like any other: a
// table of words must not answer for them with the prototype's functions.
describe('words that name members of Object.prototype', () => {
  it('keep their own word as their lemma', () => {
    const tokens = tokensOf('The constructor poured the slab, and the valueOf figure was a typo.');
    for (const token of tokens) expect(typeof token.lemma).toBe('string');
    expect(tokens.find((token) => token.lower === 'constructor')?.lemma).toBe('constructor');
  });

  it('give no count or other detail of their own', () => {
    const details = detailsOf('Our constructor left the site before noon.');
    for (const detail of details) expect(typeof detail.value).toBe('string');
    expect(details.some((detail) => detail.cls === 'number')).toBe(false);
  });

  it('are no person', () => {
    expect(personOf('constructor')).toBeUndefined();
    expect(personOf('toString')).toBeUndefined();
    const [token] = tokensOf('constructor');
    expect(asWitness(token!)).toBe('constructor');
  });
});
