import { describe, expect, it } from 'vitest';
import { contradictedDetails } from '../../../main/language';

// A particle that closes its phrase after a thing or "be" says the thing's state ("with the visor
// up", "the heater was off"): its WordNet rival ("down", "on") said of the same thing corrects it.
describe('contradictedDetails on a state said by a particle', () => {
  it('contradicts the rival state of the same thing', () => {
    expect(contradictedDetails('She rode with the visor down', 'She rode the scooter with the visor up.')).not.toHaveLength(0);
    expect(contradictedDetails('The heater was off', 'The heater was on when I came in.')).not.toHaveLength(0);
  });

  it('leaves the same state, and a particle that opens a phrase, alone', () => {
    expect(contradictedDetails('She rode with the visor up', 'She rode the scooter with the visor up.')).toHaveLength(0);
    expect(contradictedDetails('She walked up the lane', 'She walked down the lane.')).toHaveLength(0);
  });
});

// "Thirty hours a week" is how much time in each week: a rate, compared with rates, and no length
// of time that a "for more than five years" could be set against.
describe('detailsOf on a length of time given per another', () => {
  it('reads "N hours a week" as a rate, not as two lengths of time', () => {
    expect(contradictedDetails('You had driven buses for more than five years', 'I now drive buses thirty hours a week for the council.')).toHaveLength(0);
    expect(contradictedDetails('You drive buses fifty hours a week', 'I now drive buses thirty hours a week for the council.')).not.toHaveLength(0);
    expect(contradictedDetails('You drive buses thirty hours a week', 'I now drive buses thirty hours a week for the council.')).toHaveLength(0);
  });
});
