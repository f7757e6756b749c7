import { describe, expect, it } from 'vitest';
import { contradictedDetails } from '../../../main/language';

// A change put the other way round ("from A to B" against "from B to A") names both words, each in
// the other's phrase: the claim is contradicted, though every word of it is said.
describe('contradictedDetails on words said in each other\'s phrases', () => {
  it('contradicts a move put the other way round', () => {
    expect(contradictedDetails('The pallets were moved from the warehouse to the shop', 'The pallets were moved from the shop to the warehouse.')).not.toHaveLength(0);
    expect(contradictedDetails('You switched from tea to coffee', 'I switched from coffee to tea.')).not.toHaveLength(0);
  });

  it('leaves the same move, and a word said in both phrases, alone', () => {
    expect(contradictedDetails('The pallets were moved from the warehouse to the shop', 'The pallets were moved from the warehouse to the shop.')).toHaveLength(0);
    expect(contradictedDetails('You switched to coffee', 'I switched from tea to coffee.')).toHaveLength(0);
  });
});
