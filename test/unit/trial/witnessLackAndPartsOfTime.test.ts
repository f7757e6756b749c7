import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A care-home resident's daughter, written for this test. The account tells a day's evening,
// a month by its date, a stretch of time something was lacking for, what was lacking, a
// hedged amount, and a parent by the formal word.
const daughter: WitnessSpec = {
  id: 'maeve-corrigan',
  name: 'Maeve Corrigan',
  side: 'plaintiff',
  role: 'Daughter of a resident of Larchfield House',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.5, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'My mother, Agnes Corrigan, has lived at Larchfield House since 2021.',
    'I wrote to the manager, Mrs. Helen Shaw, on 26 March 2024 about the call bell in her room.',
    'On the evening of 2 April I visited my mother and found her sitting in the dark.',
    'Her call bell had no battery in it.',
    'The home had no hot water for nine days after the boiler failed.',
    'I took my mother home with me on 14 April.',
    'Larchfield House is a care home of about sixty beds.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(daughter, question, { friendlyExaminer: false });

describe('RulesWitness on a part of a day or a month, and on what was lacking', () => {
  it('does not set "that night" against an evening the account tells, but does set the morning against it', () => {
    expect(ask("You visited your mother that night and found her in the dark, didn't you?").kind).toBe('confirm');
    expect(ask("You visited your mother that morning and found her in the dark, didn't you?").kind).toBe('correct');
  });

  it('reads "without" as saying the thing was lacking, as "no" says it', () => {
    expect(ask("The home was without hot water for nine days, wasn't it?").kind).toBe('confirm');
    expect(ask("Her call bell was without a battery, wasn't it?").kind).toBe('confirm');
    expect(ask("The home was never without hot water, was it?").kind).not.toBe('confirm');
  });

  it('reads "for nine days afterwards" as how long, not as a day nine days later', () => {
    expect(ask("The home had no hot water for nine days afterwards, did it?").kind).toBe('confirm');
  });

  it('reads the start, middle and end of a month as spans of its days', () => {
    expect(ask("You wrote to the manager at the end of March, didn't you?").kind).toBe('confirm');
    expect(ask("You wrote to the manager in late March, didn't you?").kind).toBe('confirm');
    expect(ask("You wrote to the manager at the beginning of March, didn't you?").kind).toBe('correct');
    expect(ask("You took your mother home in mid-April, didn't you?").kind).toBe('confirm');
    expect(ask("You took your mother home in early April, didn't you?").kind).toBe('correct');
  });

  it('takes an everyday word for a person as the formal one', () => {
    // WordNet files "mum" as a kind of mother, glossed as an informal term for one.
    expect(ask("Your mum has lived at Larchfield House since 2021, hasn't she?").kind).toBe('confirm');
  });

  it('weighs a hedged amount by its number, whatever word hedges it', () => {
    expect(ask("Larchfield House has roughly sixty beds, doesn't it?").kind).toBe('confirm');
    expect(ask("Larchfield House has roughly ninety beds, doesn't it?").kind).toBe('correct');
  });
});
