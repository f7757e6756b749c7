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
