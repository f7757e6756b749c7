import { describe, expect, it } from 'vitest';
import { contradictedDetails, statedDetails } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A forklift accident in a builders' merchant's yard, written for these tests: a cross-examiner
// puts amounts as bounds ("more than", "at least", "no more than", "nearly"), which the affidavit's
// own figure bears out or rules out.
const driver: WitnessSpec = {
  id: 'odile-marsh',
  name: 'Odile Marsh',
  side: 'defense',
  role: 'Forklift driver',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.5, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I have driven forklifts in the timber yard at Harlow Builders for eight years.',
    'On the afternoon of 9 October 2024 I was moving a pallet of plasterboard across the yard.',
    'The pallet weighed 620 kilograms.',
    'I was travelling at about 6 miles per hour when Mr. Dube stepped out from behind the cement store.',
    'I stopped the truck within three metres.',
    'The forks struck his right shin.',
    'The yard had been without a banksman for eleven days because of staff sickness.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(driver, question, { friendlyExaminer: false });

describe('RulesWitness on an amount put as a bound', () => {
  it('confirms a lower bound the affidavit\'s figure is above', () => {
    expect(ask('You had been driving forklifts in that yard for more than five years, hadn\'t you?').kind).toBe('confirm');
    expect(ask('The pallet weighed at least 600 kilos, didn\'t it?').kind).toBe('confirm');
  });

  it('confirms an upper bound the figure is below', () => {
    expect(ask('You stopped the truck within less than five metres, correct?').kind).toBe('confirm');
  });

  it('corrects a bound the figure is outside, with the figure', () => {
    const answer = ask('The yard had been without a banksman for no more than a week, hadn\'t it?');
    expect(answer.kind).toBe('correct');
    expect(answer.text).toContain('eleven days');
    expect(ask('You were travelling at over 15 miles per hour, weren\'t you?').kind).toBe('correct');
  });

  it('reads "nearly" as a little below the figure, not any amount below it', () => {
    expect(statedDetails('It weighed nearly 650 kilograms', 'The pallet weighed 620 kilograms.')).toHaveLength(1);
    expect(contradictedDetails('The pallet weighed nearly 900 kilograms', 'The pallet weighed 620 kilograms.')).toHaveLength(1);
  });

  it('leaves open what a bound in the affidavit does not settle, and rules out what it excludes', () => {
    expect(contradictedDetails('He had worked there for twelve years', 'He had worked there for more than ten years.')).toHaveLength(0);
    expect(statedDetails('He had worked there for twelve years', 'He had worked there for more than ten years.')).toHaveLength(0);
    expect(contradictedDetails('He had worked there for six years', 'He had worked there for more than ten years.')).toHaveLength(1);
    expect(statedDetails('He had worked there for over eight years', 'He had worked there for more than ten years.')).toHaveLength(1);
  });

  it('takes "above" or "over" after a noun that is no amount for a bound ("a speed above 40")', () => {
    expect(statedDetails('The radar showed a speed above 40 miles per hour', 'The radar showed 52 miles per hour.')).toHaveLength(1);
    expect(contradictedDetails('The radar showed a speed above 40 miles per hour', 'The radar showed 52 miles per hour.')).toHaveLength(0);
    expect(contradictedDetails('The radar showed a speed over 60 miles per hour', 'The radar showed 52 miles per hour.')).toHaveLength(1);
  });

  it('does not take "over" or "under" after an amount for a bound', () => {
    // "21 knots over three minutes" is across three minutes, not more than three.
    expect(contradictedDetails('The ferry averaged 21 knots over three minutes', 'The ferry averaged 21 knots for three minutes.')).toHaveLength(0);
  });
});

describe('RulesWitness on a time put as a bound', () => {
  const guard: WitnessSpec = {
    ...driver,
    id: 'piet-ansell',
    name: 'Piet Ansell',
    affidavit: [
      'I was the night security guard at the Harlow Builders yard.',
      'I locked the main gate at 9:10 p.m. on 9 October 2024.',
      'I heard glass breaking in the office at about 11:20 p.m.',
    ].join(' '),
  };
  const askGuard = (question: string) => askRulesWitness(guard, question, { friendlyExaminer: false });

  it('confirms a time the affidavit\'s time is within ("before", "after", "just after")', () => {
    expect(askGuard('You locked the main gate before half past nine, didn\'t you?').kind).toBe('confirm');
    expect(askGuard('You heard the glass break after eleven, correct?').kind).toBe('confirm');
    expect(askGuard('You heard glass breaking in the office just after 11 p.m., didn\'t you?').kind).toBe('confirm');
  });

  it('corrects a time the affidavit\'s time is outside, "just after" keeping close to its hour', () => {
    expect(askGuard('You locked the main gate after ten, didn\'t you?').kind).toBe('correct');
    expect(askGuard('You heard glass breaking in the office just after nine, didn\'t you?').kind).toBe('correct');
  });

  it('leaves open a time put exactly against one the affidavit gives only as a bound', () => {
    expect(contradictedDetails('I left at 9:10', 'I left before 9:30.')).toHaveLength(0);
    expect(contradictedDetails('I left at 9:50', 'I left before 9:30.')).toHaveLength(1);
  });

  it('reads a denied "until" as the time of the act, not a bound', () => {
    expect(contradictedDetails('He did not leave the yard until about two', 'He left the yard at 12:30 a.m.')).toHaveLength(1);
  });
});
