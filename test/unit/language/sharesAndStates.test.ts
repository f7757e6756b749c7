import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language/analyse';
import { detailsOf } from '../../../main/language/details';
import { rivalShares, sharesOf } from '../../../main/language/proportions';

// Shares of a whole and states read as adverbs, in sentences written for these tests.
describe('sharesOf', () => {
  it.each([
    ['Roughly half the tenants pay late.', [0.5]],
    ['Two thirds of the invoices were unpaid.', [2 / 3]],
    ['Perhaps one claim in eight succeeds.', [1 / 8]],
    ['About 40 per cent of the boxes leaked.', [0.4]],
  ])('reads %s', (text, shares) => {
    expect(sharesOf(text).map((share) => share.toFixed(3))).toEqual(shares.map((share) => share.toFixed(3)));
  });

  it.each([['We met at half past nine.'], ['The hearing took half an hour.'], ['The call lasted a quarter of an hour.']])('reads no share of a whole in a time: %s', (text) => {
    expect(sharesOf(text)).toEqual([]);
  });

  it.each([['The fifth batch failed the test.'], ['The two halves of the door were warped.']])('reads no share in an ordinal or in pieces: %s', (text) => {
    expect(sharesOf(text)).toEqual([]);
  });
});

// The rival details read the same fraction words, as percentages.
describe('a share among the details', () => {
  const percents = (text: string) => detailsOf(text).filter((detail) => detail.unit === 'percent').map((detail) => detail.value);

  it.each([
    ['A fifth of the claims were paid.', ['20']],
    ['Three quarters of the staff left.', ['75']],
    ['He arrived on the fifth of May.', []],
    ['The two halves of the door were warped.', []],
  ])('reads %s', (text, expected) => {
    expect(percents(text)).toEqual(expected);
  });
});

describe('rivalShares', () => {
  it('finds half and one in eight far apart', () => {
    expect(rivalShares('half of the claims succeed', 'Perhaps one claim in eight succeeds.')).toBe(true);
  });

  it('takes a third and 30 per cent as the same share', () => {
    expect(rivalShares('about a third of the boxes leaked', 'About 30 per cent of the boxes leaked.')).toBe(false);
  });
});

describe('a state the tagger reads as an adverb', () => {
  it.each([
    ['The lake was not still when the ferry left.', 'still'],
    ['the patient alone that night', 'alone'],
  ])('reads the state as an adjective: %s', (text, word) => {
    expect(tokensOf(text).find((token) => token.lower === word)?.pos).toBe('ADJ');
  });

  it.each([
    ['Once the van was back, we unloaded it.', 'back'],
    ['He was still at the depot.', 'still'],
  ])('leaves an adverb that tells no state to deny: %s', (text, word) => {
    expect(tokensOf(text).find((token) => token.lower === word)?.pos).toBe('ADV');
  });
});
