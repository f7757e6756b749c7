import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A storm-damaged roof, claimed against a builder, written for these tests: an act put as the
// noun of it, said to have happened ("your survey came…"), which the affidavit tells by its verb.
const surveyor: WitnessSpec = {
  id: 'ines-marlow',
  name: 'Ines Marlow',
  side: 'defense',
  role: 'Building surveyor',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I surveyed the roof at 14 Kenning Street on 3 March 2025, two weeks after the storm.',
    'I did not repair the gutter until April.',
    'My assistant called the owner at nine.',
    'I am a chartered surveyor with 12 years of practice.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(surveyor, question, { friendlyExaminer: false });

describe('RulesWitness on an act put as its noun, said to have happened', () => {
  it.each([
    ["Your survey came two weeks after the storm, didn't it?"],
    ["The call to the owner came at nine, didn't it?"],
  ])('confirms the act the affidavit tells by its verb: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    ["Your survey came two weeks before the storm, didn't it?"],
    ["Your survey came a month after the storm, didn't it?"],
    ["Your repair came in March, didn't it?"],
    ["The call came at ten, didn't it?"],
  ])('does not confirm a rival time: %s', (question) => {
    expect(ask(question).kind).not.toBe('confirm');
  });
});

describe('RulesWitness on an act told as the noun of a length of time', () => {
  it('confirms the act from the time spent at it ("12 years of practice")', () => {
    expect(ask("You've been practising for twelve years, haven't you?").kind).toBe('confirm');
  });

  it('does not confirm another length of time', () => {
    expect(ask("You've been practising for twenty years, haven't you?").kind).not.toBe('confirm');
  });
});
