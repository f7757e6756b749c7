import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// "Too" before a state and "to" before an act denies the act: "too heavy to lift" says it was not
// lifted. The case is this file's own: a riding school's worn tack.

const token = (text: string, word: string) => tokensOf(text).find((each) => each.lower === word)!;

describe('"too … to" before an act, as the language layer reads it', () => {
  it('denies the act and what it is done to, after one state or several', () => {
    expect(token('The stirrup leather was too cracked to hold a rider.', 'hold').negated).toBe(true);
    expect(token('The buckles were too rusty or too bent to close the strap.', 'close').negated).toBe(true);
    expect(token('The buckles were too rusty or too bent to close the strap.', 'strap').negated).toBe(true);
  });

  it('reads no "to" as the negation where a negation stands before it, nor where "too" means "also"', () => {
    expect(token('It was not too late to call the farrier.', 'to').negation).toBe(false);
    expect(token('I went along too, to see the ponies.', 'see').negated).toBe(false);
  });
});

const groom: WitnessSpec = {
  id: 'eli-brand',
  name: 'Eli Brand',
  side: 'defense',
  role: 'Groom',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.5, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: 'The girth strap on the bay mare was too worn and too stiff to pass the tack inspection. I replaced it the next morning.',
};

describe('RulesWitness on an act said with "too … to"', () => {
  it('confirms the act denied in other words, and denies it asserted', () => {
    expect(askRulesWitness(groom, 'The girth strap couldn\'t pass the tack inspection, could it?', { friendlyExaminer: false }).kind).toBe('confirm');
    expect(askRulesWitness(groom, 'The girth strap passed the tack inspection, didn\'t it?', { friendlyExaminer: false }).kind).toBe('deny');
  });
});
