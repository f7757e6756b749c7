import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A flood-damage claim, written for these tests. What is tested is a kind of account: an act told
// with a count of days or weeks from another ("three weeks after the flood"), in other words than
// the question puts it ("went out to" for "visited", a name for "the car").
const assessor: WitnessSpec = {
  id: 'petra-lindell',
  name: 'Petra Lindell',
  side: 'defense',
  role: 'Insurance assessor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have worked as an assessor for Calder Mutual for nine years.',
    'The claim concerned a bookshop on Wharf Lane that took in water when the river rose on 2 March.',
    'I visited Wharf Lane on 23 March, three weeks after the flood, and photographed the tide mark on the shelving.',
    'The owner kept a delivery van, and I inspected the Transit at the Ferris garage on 5 March, three days after it was towed out.',
    'I did not speak to the neighbours.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(assessor, question, { friendlyExaminer: false });

describe('RulesWitness on a day told from another act', () => {
  it('corrects another count of days, though the act is worded otherwise', () => {
    expect(ask('You went out to Wharf Lane the day after the flood, didn\'t you?').kind).toBe('correct');
    expect(ask('You inspected the van the same day it was pulled out, didn\'t you?').kind).toBe('correct');
  });

  it('confirms the count the account gives', () => {
    expect(ask('You visited Wharf Lane three weeks after the flood, didn\'t you?').kind).toBe('confirm');
    expect(ask('You inspected the van three days after it was towed out, didn\'t you?').kind).toBe('confirm');
  });
});
