import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A fall in a multi-storey car park, written for these tests: which way an act went, put the other way.
const attendant: WitnessSpec = {
  id: 'rafe-okonjo',
  name: 'Rafe Okonjo',
  side: 'plaintiff',
  role: 'Car park attendant',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have worked at the Quayside car park for three years.',
    'The van reversed down the ramp to the second level.',
    'The woman climbed up the ladder with her toolbag.',
    'The cleaning cart was parked below the pay machine.',
    'I picked up the radio and called the supervisor.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(attendant, question, { friendlyExaminer: false });

describe('RulesWitness on which way an act went', () => {
  it.each([
    ['The van reversed up the ramp, didn\'t it?', /down the ramp/],
    ['The woman climbed down the ladder, didn\'t she?', /up the ladder/],
    ['The cleaning cart was parked above the pay machine, wasn\'t it?', /below the pay machine/],
  ])('corrects the other way: %s', (question, said) => {
    const answer = ask(question);
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(said);
  });

  it.each([
    ['The van reversed down the ramp, didn\'t it?'],
    ['The woman climbed up the ladder, didn\'t she?'],
    ['You picked up the radio, didn\'t you?'],
  ])('confirms the way it went: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });
});

describe('RulesWitness on "up" and "down" along a way', () => {
  it('does not read "up the street" against "down the street" as another way: both may mean along it', () => {
    const walker: WitnessSpec = { ...attendant, affidavit: 'The courier walked down the service road to the barrier.' };
    expect(askRulesWitness(walker, 'The courier walked up the service road, didn\'t he?', { friendlyExaminer: false }).kind).not.toBe('correct');
  });
});
