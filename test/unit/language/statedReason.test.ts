import { describe, expect, it } from 'vitest';
import { givesAReasonFor } from '../../../main/language';

// A why-question is answered by the sentence that explains its act, which shares only the act's
// half of the question. The wording here is this file's own.

describe('a sentence that gives a reason for what a why-question asks', () => {
  it('takes "because" after the thing asked about', () => {
    expect(givesAReasonFor('did the bakery close its doors early', 'We closed the bakery at noon because the ovens had failed.')).toBe(true);
  });

  it('takes "due to" and a purpose "to" after the act asked about', () => {
    expect(givesAReasonFor('was the train late', 'The train ran forty minutes behind due to a signal fault.')).toBe(true);
    expect(givesAReasonFor('did you drive to the depot', 'I drove to the depot to collect the spare keys.')).toBe(true);
  });

  it('takes "so" before the act it explains', () => {
    expect(givesAReasonFor('did you miss the meeting', 'The bus broke down, so I missed the meeting.')).toBe(true);
  });

  it('rejects a reason given for another act', () => {
    // The question's words lie on the reason's side of "so", not on the side it explains.
    expect(givesAReasonFor('was the roof so steep', 'The roof was steep, so I stayed on the ladder.')).toBe(false);
    expect(givesAReasonFor('did the bakery close early', 'I was tired because I had worked all night.')).toBe(false);
  });

  it('rejects a sentence with no reason word', () => {
    expect(givesAReasonFor('did the bakery close early', 'The bakery closed at noon on Friday.')).toBe(false);
    // "wanted to" is a wish, not a purpose.
    expect(givesAReasonFor('did you want the job', 'I wanted to take the job.')).toBe(false);
  });
});
