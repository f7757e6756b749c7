import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A boundary dispute between neighbours, written for these tests: premises denied in one way
// ("didn't give you anything", "never had it measured", "took no photographs") against an affidavit
// that denies them in another ("gave me nothing", "have not had it measured", "no Sunday").
const neighbour: WitnessSpec = {
  id: 'nell-garrow',
  name: 'Nell Garrow',
  side: 'plaintiff',
  role: 'Neighbour',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have lived at Fern House since 2004.',
    'In May 2024 a builder called Mr Tobin put up a garage against my hedge.',
    'Mr Tobin gave me nothing in writing.',
    'I have not had my hedge measured, and I do not own a camera.',
    'My log covered three weekdays and no Sunday.',
    'I accept that I took no photographs before the garage went up.',
    'I heard no drilling from him on the Monday.',
    'I told nobody about the crack at the time.',
    'Our permit allows drilling between 8 a.m. and 5 p.m. on weekdays, with no work on Sundays.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(neighbour, question, { friendlyExaminer: false });

describe('RulesWitness on a premise and a sentence denied in different words', () => {
  it.each([
    // "nothing" as what the act is done to denies the act, as "didn't … anything" does.
    ["Mr Tobin didn't give you anything in writing, did he?"],
    // A thing had done, denied with "never" or "haven't", against "have not had … measured".
    ["You've never had your hedge measured, have you?"],
    ["You haven't had your hedge measured, have you?"],
    // "no" before the premise's thing denies the act of it.
    ["Your log didn't cover a Sunday, did it?"],
    ['You took no photographs at all before the garage went up, did you?'],
    // "about it" is about the thing the premise names.
    ['You told nobody about the crack at the time, did you?'],
  ])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    ["Mr Tobin gave you something in writing, didn't he?"],
    ["You've had your hedge measured, haven't you?"],
    ["Your log covered a Sunday, didn't it?"],
    ["You took photographs before the garage went up, didn't you?"],
  ])('does not confirm the premise the other way round: %s', (question) => {
    expect(ask(question).kind).not.toBe('confirm');
  });

  it('does not deny a premise that says "no" of the same thing, however it names the day', () => {
    // "on Sundays" is the premise's "on a Sunday".
    expect(ask("Your permit allows no work at all on a Sunday, doesn't it?").kind).not.toBe('deny');
  });

  it('does not deny a premise with a "no" narrowed to another thing', () => {
    // "no drilling from him" says nothing of your own drilling.
    expect(ask('You heard your own drilling on the Monday?').kind).not.toBe('deny');
  });
});
