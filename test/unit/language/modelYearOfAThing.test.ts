import { describe, expect, it } from 'vitest';
import { contradictedDetails, detailsOf } from '../../../main/language';

// A year written between "a" and a make's name ("a 2016 Volvo estate", "a 1998 Gibson") says
// which model the thing is, not when anything in the sentence was done: it is no date of the act,
// and neither bears out nor rivals the day a claim gives.
const evidence = 'I was shown a copy of the bill of sale for a 2016 Volvo, signed by the dealer and dated March 14, 2023.';

describe('a model year of a thing', () => {
  it('is not read as a date of the sentence', () => {
    expect(detailsOf('She bought a 1998 Gibson from the shop.').some((detail) => detail.cls === 'date')).toBe(false);
  });

  it('leaves the day the record gives as the rival of another day', () => {
    expect(contradictedDetails('the bill of sale for the car is dated May 2', evidence).map((detail) => detail.cls)).toContain('date');
  });

  it('bears out the day the record does give', () => {
    expect(contradictedDetails('the bill of sale for the car is dated March 14', evidence).map((detail) => detail.cls)).not.toContain('date');
  });

  it('still reads a year said of when something happened, or of when a thing was made', () => {
    expect(detailsOf('In 2019 she sold the car.').some((detail) => detail.cls === 'date' && detail.value === 'year-2019')).toBe(true);
    expect(detailsOf('She wrote a 2019 survey of river pollution.').some((detail) => detail.cls === 'date' && detail.value === 'year-2019')).toBe(true);
  });
});
