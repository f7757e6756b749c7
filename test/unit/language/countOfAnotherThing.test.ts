import { describe, expect, it } from 'vitest';
import { contradictedDetails, overstatesExtent } from '../../../main/language';

// "N X in M Y" gives N to X and M to Y: a claim that counts Y with N is answered by M, the count
// of Y, not borne out by the N that counts X.
describe('contradictedDetails on a number that counts another thing in the same sentence', () => {
  const evidence = 'She packed 120 jars into 10 wooden crates.';

  it('contradicts a count of the containers given the count of their contents', () => {
    expect(contradictedDetails('You filled 120 crates that day', evidence)).not.toHaveLength(0);
  });

  it('leaves each count of its own thing alone', () => {
    expect(contradictedDetails('You packed 120 jars', evidence)).toHaveLength(0);
    expect(contradictedDetails('There were 10 crates', evidence)).toHaveLength(0);
  });
});

// "In two of those cases" takes a part of a whole the sentence counts as more: "all" of it overstates.
describe('overstatesExtent on "all" against a part of a whole pointed back to', () => {
  const evidence = 'We had six further outbreaks; in two of those outbreaks the water was to blame.';

  it('holds where the sentence counts the whole as more than the part', () => {
    expect(overstatesExtent('The water was to blame in all of those outbreaks', evidence)).toBe(true);
  });

  it('does not hold where no larger whole is counted', () => {
    expect(overstatesExtent('The water was to blame in all of those outbreaks', 'In two of those outbreaks the water was to blame.')).toBe(false);
  });
});
