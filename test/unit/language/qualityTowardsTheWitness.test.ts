import { describe, expect, it } from 'vitest';
import { qualityToldTowardsAnother, tokensOf, witnessOnlyAsWhomAQualityIsTowards } from '../../../main/language';

// Wording of our own: the witness named only as the one a quality was shown towards, and the same
// quality told towards somebody else.
const youAt = (text: string) => tokensOf(text).findIndex((token) => token.lower === 'you');

describe('a quality shown towards the witness', () => {
  it('reads "you" after an adjective and a preposition as the one it was shown towards', () => {
    const text = 'The receptionist was friendly to you';
    expect(witnessOnlyAsWhomAQualityIsTowards(tokensOf(text), youAt(text))).toBe(true);
  });

  it('does not read the witness as the doer or the one an act is done to', () => {
    const doer = 'You were friendly to the receptionist';
    const object = 'The receptionist phoned you';
    expect(witnessOnlyAsWhomAQualityIsTowards(tokensOf(doer), youAt(doer))).toBe(false);
    expect(witnessOnlyAsWhomAQualityIsTowards(tokensOf(object), youAt(object))).toBe(false);
  });

  it('finds the same quality told towards another person, not towards the witness or a time', () => {
    const premise = tokensOf('The receptionist was friendly to you');
    expect(qualityToldTowardsAnother(premise, tokensOf('The receptionist was friendly to the courier.'))).toBe(true);
    expect(qualityToldTowardsAnother(premise, tokensOf('The receptionist was friendly to me.'))).toBe(false);
    expect(qualityToldTowardsAnother(premise, tokensOf('The receptionist was friendly all morning.'))).toBe(false);
  });
});

describe('a state told from the witness\'s side', () => {
  it('does not read "for you" as the one a quality was shown towards', () => {
    const text = 'The signal was amber for you';
    expect(witnessOnlyAsWhomAQualityIsTowards(tokensOf(text), youAt(text))).toBe(false);
  });
});
