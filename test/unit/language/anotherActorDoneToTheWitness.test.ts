import { describe, expect, it } from 'vitest';
import { anotherActor } from '../../../main/language';

// Another doer of the premise's act is a rival only when the act is done to the premise's own
// thing. The witness's "me" after the sentence's verb is the witness itself, the premise's doer:
// never the person or thing the premise's act is done to.
describe('anotherActor with the act done to the witness', () => {
  it('finds no rival doer where the one the witness told is the one who told the witness', () => {
    expect(anotherActor('you warned Nadia the stairs were loose', 'Nadia warned me in March that the handrail was loose.')).toBe(false);
  });

  it('still finds the same act done the other way round, to the witness, with the same thing given', () => {
    expect(anotherActor('you handed Mr. Okoro the keys', 'Mr. Okoro handed me the keys at the depot.')).toBe(true);
  });

  it('still finds another doer of the act done to the same thing', () => {
    expect(anotherActor('you locked the side door', 'Mr. Brennan locked the side door at six.')).toBe(true);
  });

  it('still finds another doer of an act done to the witness', () => {
    expect(anotherActor('Ms. Ferris met you', 'Mr. Oduya met me at the station.')).toBe(true);
  });
});
