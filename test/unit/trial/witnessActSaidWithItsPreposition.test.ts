import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A missing till float at a garden centre, written for these tests: acts that WordNet lists as a
// verb with its preposition ("get into" is to "enter"), told by the one-word verb or the reverse.
const keyholder: WitnessSpec = {
  id: 'odile-praxton',
  name: 'Odile Praxton',
  side: 'plaintiff',
  role: 'Keyholder',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I entered the potting shed at 6:15 on the Sunday morning.',
    'My colleague Bram went into the cash office at seven.',
    'I did not examine the float bags that night.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(keyholder, question, { friendlyExaminer: false });

describe('RulesWitness on an act said as a verb with its preposition', () => {
  it.each([
    ["You got into the potting shed at 6:15, didn't you?"],
    ["Bram entered the cash office at seven, didn't he?"],
    ["You went into the potting shed at 6:15, didn't you?"],
    ["You never looked at the float bags that night, did you?"],
  ])('confirms the act told by its one-word verb: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    ["You got into the potting shed at 8:15, didn't you?"],
    ["Bram entered the cash office at nine, didn't he?"],
    ["You didn't get into the potting shed, did you?"],
    ["Bram didn't enter the cash office, did he?"],
    ["You went into the cash office at seven, didn't you?"],
  ])('does not confirm another time, another person or a denial: %s', (question) => {
    expect(ask(question).kind).not.toBe('confirm');
  });
});
