import { describe, expect, it } from 'vitest';
import { contradictedDetails } from '../../../main/language';

// A sentence may give a month of one thing and a day of the act: "in the March statement … cashed
// on March 28". The month said of the statement does not bear out "cashed at the start of March".
const evidence = 'In the March statement I saw that the printer had been paid twice: number 31 for $400, cashed on March 28, and number 32 for $650, cashed on April 9.';

describe('a date said of another thing in the same sentence', () => {
  it('leaves the act its own date, a rival of the part of the month the claim names', () => {
    expect(contradictedDetails('it was cashed at the beginning of March', evidence).map((detail) => detail.cls)).toContain('date');
  });

  it('still bears out the part of the month the act was done in', () => {
    expect(contradictedDetails('it was cashed at the end of March', evidence).map((detail) => detail.cls)).not.toContain('date');
  });
});
