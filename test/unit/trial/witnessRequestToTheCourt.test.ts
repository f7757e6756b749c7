import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// Whom a request bids the witness tell ("…for the jury", "Explain to the court where…") is the
// courtroom's, not part of what is asked. Left in, "jury" (a word no affidavit uses) outweighed the
// rest of the request, and "where" after "the jury" was read as a relative clause about the jury.
const keeper: WitnessSpec = {
  id: 'tove-aalberg',
  name: 'Tove Aalberg',
  side: 'defense',
  role: 'Lighthouse keeper',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I have kept the Skerry Point light since 2015.',
    'A usual watch starts at dusk, when I light the lamp and log the weather every four hours.',
    'The keys to the lamp room hang on a hook inside the store.',
    'On 2 February 2024 the relief boat was two days late.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(keeper, question, { examination: 'direct', friendlyExaminer: true });

describe('a request that names the courtroom it is made for', () => {
  it('leaves the courtroom out of what a request for a thing asks', () => {
    expect(analyseQuestion('Describe a usual watch for the jury.').query).toBe('a usual watch');
    expect(analyseQuestion('Describe the lamp room for us.').query).toBe('lamp room');
    // Where a verb of the request takes it, the court is part of what is asked.
    expect(analyseQuestion('Tell us about the log you sent to the court.').query).toContain('court');
  });

  it('reads a wh-word after the jury as what a request asks, not a clause about the jury', () => {
    const analysis = analyseQuestion('Explain to the jury where the keys were kept.');
    expect(analysis.form).toBe('wh');
    expect(analysis.slot).toBe('place');
    expect(analysis.query).not.toContain('jury');
  });

  it('answers a request for a thing made for the jury from the sentence that tells it', () => {
    expect(ask('Describe a usual watch for the jury.').text).toContain('A usual watch starts at dusk');
  });
});
