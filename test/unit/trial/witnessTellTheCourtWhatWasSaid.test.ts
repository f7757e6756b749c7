import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A warehouse picker dismissed after a dispute with her shift manager, written for this test: a
// request to tell the courtroom what someone else said asks what that person said.
const picker: WitnessSpec = {
  id: 'rosa-quint',
  name: 'Rosa Quint',
  side: 'plaintiff',
  role: 'Former picker',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I worked nights as a picker at the Corve Lane depot from 2019 until March 2024.',
    'On 4 March the stock audit found a pallet missing.',
    'The next evening Mr. Tannock, my shift manager, called me into his office.',
    'He said, "You have cost us a whole pallet of stock, and you are finished here."',
    'I was paid £11.40 an hour.',
  ].join(' '),
};

describe('RulesWitness on a request to tell the courtroom what another said', () => {
  it.each([['Tell the jury what Mr. Tannock said to you the following evening.'], ['Explain to the tribunal what Mr. Tannock said to you the following evening.']])('%s', (question) => {
    expect(askRulesWitness(picker, question, { examination: 'direct', friendlyExaminer: true }).text).toContain('you are finished here');
  });

  it('still reads "What can you tell us about…?" as the witness telling', () => {
    expect(askRulesWitness(picker, 'What can you tell us about your pay?', { examination: 'direct', friendlyExaminer: true }).text).toContain('£11.40 an hour');
  });
});
