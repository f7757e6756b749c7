import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A storeman's account of a delivery, written for these tests: one sentence counts the goods and
// the cartons they came in, another counts a part of the complaints he dealt with.
const storeman: WitnessSpec = {
  id: 'owen-talbot',
  name: 'Owen Talbot',
  side: 'defense',
  role: 'Storeman',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I work as the storeman at the Marsh Lane depot.',
    'On the Tuesday I received 240 tins in 12 cardboard cartons.',
    'I have handled five other complaints about that supplier; in three of those complaints the driver was late.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(storeman, question, { friendlyExaminer: false });

describe('RulesWitness on a count of one thing put as the count of another', () => {
  it('does not confirm the goods\' count given to their cartons', () => {
    expect(ask("You received 240 cartons that Tuesday, didn't you?").kind).not.toBe('confirm');
  });

  it.each([["You received 240 tins, didn't you?"], ["There were 12 cartons, weren't there?"]])('confirms each count of its own thing: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });
});

describe('RulesWitness on "all" of a whole the affidavit counts only a part of', () => {
  it('does not confirm it of all of them', () => {
    expect(ask("The driver was late in all of those complaints, wasn't he?").kind).not.toBe('confirm');
  });

  it('confirms it of the part', () => {
    expect(ask("The driver was late in three of those complaints, wasn't he?").kind).toBe('confirm');
  });
});
