import { describe, expect, it } from 'vitest';
import { contradictedDetails } from '../../../main/language';

// A shop floor, written for these tests: a thing named in the sentence's same phrase by its kind
// ("other footwear" for "other shoes") is said, in broader words, and the other thing beside it
// ("the agent's boots") is no rival.
describe('contradictedDetails on a thing the evidence names by its kind', () => {
  it('does not contradict a thing the evidence names in the same phrase by a broader word', () => {
    const evidence = "The mud on the shop carpet is consistent with having been brought in on the agent's boots, or on any other footwear worn outside.";
    expect(contradictedDetails('That mud could just as well have been brought in on other shoes', evidence)).toHaveLength(0);
  });

  it('still contradicts it where that phrase names a rival of the same rank', () => {
    const evidence = "The mud on the shop carpet is consistent with having been brought in on the agent's boots, or on any other boots worn outside.";
    expect(contradictedDetails('That mud could just as well have been brought in on other shoes', evidence).map((detail) => detail.value)).toContain('shoe');
  });
});
