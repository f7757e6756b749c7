import { describe, expect, it } from 'vitest';
import { actsOf, tokensOf } from '../../../main/language';
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

// A rowing club's boathouse, written for these tests: an act the affidavit says in one verb and a
// question says as a verb with its preposition.
const steward: WitnessSpec = {
  id: 'tomas-rhee',
  name: 'Tomas Rhee',
  side: 'defense',
  role: 'Club steward',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am the steward of the Larkfield rowing club.',
    'I shut the boathouse doors at nine on 6 October.',
    'Nobody else entered the boathouse after dark.',
    'In the morning two oars were missing from the rack.',
  ].join(' '),
};

const askSteward = (question: string) => askRulesWitness(steward, question, { friendlyExaminer: false });

describe('RulesWitness on no one else doing an act said as a verb with its preposition', () => {
  it('confirms that no one else did it', () => {
    expect(askSteward('No one else went into the boathouse after dark, did they?').kind).toBe('confirm');
  });

  it('denies that someone else did it', () => {
    expect(askSteward('Somebody else went into the boathouse after dark, didn\'t they?').kind).toBe('deny');
  });

  it('reads the verb with its preposition as the act WordNet lists, beside the verb alone', () => {
    const tokens = tokensOf('She went into the shed');
    expect(actsOf(tokens, 1, true)).toEqual(['go', 'go_into']);
  });
});
