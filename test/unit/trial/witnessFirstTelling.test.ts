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

// A loss adjuster on a storm claim, written for these tests: the first figures were put right in
// sentences of their own, one with a sentence of why between.
const adjuster: WitnessSpec = {
  id: 'tomas-reyne',
  name: 'Tomas Reyne',
  side: 'plaintiff',
  role: 'Loss adjuster',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am a loss adjuster and I inspected the Hartley farmhouse after the storm of 9 January.',
    'In my first estimate I put the cost of the roof repairs at $8,000.',
    'I had not seen the rotten joists under the flashing.',
    'After correcting that, I put it at $11,500.',
    'In my original notes I wrote that the crack in the kitchen ceiling was 3 centimetres wide.',
    'When I measured it again in February, it was 5 centimetres.',
    'In my notes I wrote that the porch was 4 metres long.',
    'The barn is 12 metres long.',
  ].join(' '),
};

const askAdjuster = (question: string) => askRulesWitness(adjuster, question, { friendlyExaminer: false });

describe('RulesWitness on a figure first told and put right in a later sentence', () => {
  it('corrects the first figure put as the fact, with the figure that replaced it', () => {
    const repairs = askAdjuster('The roof repairs were going to cost $8,000, weren\'t they?');
    expect(repairs.kind).toBe('correct');
    expect(repairs.text).toContain('$11,500');
    const ceiling = askAdjuster('The crack in the kitchen ceiling was 3 centimetres wide.');
    expect(ceiling.kind).toBe('correct');
    expect(ceiling.text).toContain('5 centimetres');
  });

  it('confirms the later figure with the sentence that gives it', () => {
    const ceiling = askAdjuster('The crack in the kitchen ceiling was 5 centimetres wide, wasn\'t it?');
    expect(ceiling.kind).toBe('confirm');
    expect(ceiling.text).toContain('measured it again');
  });

  it('does not correct the first figure put as what was first told, nor one no later sentence revises', () => {
    expect(askAdjuster('Your first estimate put the roof repairs at $8,000, didn\'t it?').kind).not.toBe('correct');
    expect(askAdjuster('The porch was 4 metres long, wasn\'t it?').kind).toBe('confirm');
  });
});
