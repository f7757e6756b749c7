import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A boundary dispute between neighbours, written for these tests: the surveyor's first figure was
// put right by a second measurement, told in the same sentence.
const surveyor: WitnessSpec = {
  id: 'ines-halloway',
  name: 'Ines Halloway',
  side: 'defense',
  role: 'Land surveyor',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I am a chartered land surveyor and was asked by the defendant to measure the boundary at Elm Cottage.',
    'My first report put the fence 12 metres from the gable wall; after measuring again with a laser I found it was 14 metres.',
    'I did not speak to the claimant.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(surveyor, question, { friendlyExaminer: false });

describe('RulesWitness on a figure first told and then put right', () => {
  it('corrects the first figure put as the fact', () => {
    expect(ask('The fence was 12 metres from the gable wall, wasn\'t it?').kind).toBe('correct');
  });

  it('still confirms the later figure', () => {
    expect(ask('The fence was 14 metres from the gable wall, wasn\'t it?').kind).toBe('confirm');
  });

  it('does not correct the first figure put as what the first survey said', () => {
    expect(ask('Your first report put the fence 12 metres from the gable wall, didn\'t it?').kind).not.toBe('correct');
    expect(ask('You initially put the fence 12 metres from the gable wall, didn\'t you?').kind).not.toBe('correct');
  });
});
