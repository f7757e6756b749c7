import { describe, expect, it } from 'vitest';
import { mostDeniedByCounts } from '../../../main/language';

// "Most of" a thing that is the doing of an act ("your inspections") is counted by the times the
// act was done: the whole is those times, and its parts are the counts after it.
const sentence = 'I have inspected kitchens 40 times this year, 28 of them in schools and 12 in restaurants.';

describe('"most of" an act counted in times', () => {
  it('denies "most" of the lesser part', () => {
    expect(mostDeniedByCounts('most of your inspections this year were in restaurants', sentence)).toBe(true);
  });

  it('does not deny "most" of the greater part, nor read the whole as a rival part', () => {
    expect(mostDeniedByCounts('most of your inspections this year were in schools', sentence)).toBe(false);
  });
});
