import { describe, expect, it } from 'vitest';
import { contradictedDetails } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A tenancy deposit withheld by a letting agent, written for these tests: the examiner hedges an
// amount ("close to", "roughly", "around", "approximately") and the affidavit gives it exactly.
const agent: WitnessSpec = {
  id: 'tomasz-kell',
  name: 'Tomasz Kell',
  side: 'defense',
  role: 'Letting agent',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'The tenants paid a deposit of $1,940 when they moved into 12 Aldous Row.',
    'We kept back $460 of it for cleaning and a broken blind.',
    'The checkout inspection took 65 minutes.',
    'I have managed lettings for the Aldous estate for 23 years.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(agent, question, { friendlyExaminer: false });

describe('RulesWitness on an amount the examiner hedges', () => {
  it.each([
    ['The tenants paid a deposit of close to two thousand dollars, didn\'t they?'],
    ['You held back roughly $500 of the deposit, did you not?'],
    ['Had you managed lettings on the estate for around twenty years?'],
    ['The checkout inspection took approximately an hour, didn\'t it?'],
  ])('confirms a hedge the exact figure falls within: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    ['The tenants paid a deposit of close to three thousand dollars, didn\'t they?'],
    ['You held back roughly $900 of the deposit, did you not?'],
    ['Had you managed lettings on the estate for around ten years?'],
  ])('corrects a hedge the exact figure falls outside: %s', (question) => {
    expect(ask(question).kind).toBe('correct');
  });
});

describe('a hedged amount as a range', () => {
  it('is no rival of an exact figure close to it, and a rival of one far from it', () => {
    expect(contradictedDetails('the fence cost about 80 pounds', 'the fence cost 84 pounds')).toEqual([]);
    expect(contradictedDetails('the fence cost about 80 pounds', 'the fence cost 140 pounds')).not.toEqual([]);
  });

  it('meets a bound it overlaps, and reaches only from a round figure', () => {
    expect(contradictedDetails('the fence cost about 113 pounds', 'the fence cost 110 pounds')).not.toEqual([]);
    expect(contradictedDetails('the fence cost about 80 pounds', 'the fence cost more than 75 pounds')).toEqual([]);
    expect(contradictedDetails('the fence cost about 80 pounds', 'the fence cost less than 40 pounds')).not.toEqual([]);
  });
});
