import { describe, expect, it } from 'vitest';
import { deniedOnlyOfAnotherThing } from '../../../main/language';

// A planning appeal, written for these tests: the surveyor measured some things and not others.
describe('deniedOnlyOfAnotherThing on the act denied of a thing the premise does not name', () => {
  const premise = 'The surveyor measured the rear extension';

  it('holds where the denied act is done to another thing, named outright', () => {
    expect(deniedOnlyOfAnotherThing(premise, 'She never measured the garden wall, and she said so.')).toBe(true);
    expect(deniedOnlyOfAnotherThing(premise, 'She has not measured any other extension on the street.')).toBe(true);
  });

  it('does not hold where the denied thing is the premise\'s own, or a kind of it', () => {
    expect(deniedOnlyOfAnotherThing(premise, 'She did not measure the extension or the porch.')).toBe(false);
    expect(deniedOnlyOfAnotherThing(premise, "She didn't measure the extension's roof.")).toBe(false);
  });

  it('does not hold where the thing is only a pronoun', () => {
    expect(deniedOnlyOfAnotherThing(premise, 'She did not measure it.')).toBe(false);
    expect(deniedOnlyOfAnotherThing(premise, 'She did not measure anything.')).toBe(false);
  });
});
