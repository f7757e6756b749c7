import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A flooded boatyard, written for these tests: the act a premise puts in the passive of a
// thing is told in the affidavit as done to a person.
const caretaker: WitnessSpec = {
  id: 'bram-tolley',
  name: 'Bram Tolley',
  side: 'plaintiff',
  role: 'Boatyard keeper',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I have kept the boatyard at Ashby Quay for nine years.',
    'After the storm my neighbour towed me back to the quay for a fortnight because my launch had lost its propeller.',
    'The engineer did not come until the following Monday.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(caretaker, question, { friendlyExaminer: false });

describe('RulesWitness on a passive act of a thing against the act done to a person', () => {
  it('does not deny that the thing was not acted on', () => {
    expect(ask('Your launch couldn\'t be towed for a fortnight, could it?').kind).not.toBe('deny');
  });
});
