import { describe, expect, it } from 'vitest';
import { contradictedDetails } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// An unfair dismissal claim heard by an employment tribunal, written for these tests: the examiner
// says "a few" of something the affidavit counts or times exactly.
const manager: WitnessSpec = {
  id: 'hollis-ferrand',
  name: 'Hollis Ferrand',
  side: 'defense',
  role: 'Warehouse manager',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'The disciplinary hearing lasted 50 minutes.',
    'The claimant was owed $340 in unpaid overtime when she left.',
    'The night shift received 18 complaints from drivers in March.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(manager, question, { friendlyExaminer: false });

describe('RulesWitness on "a few" against an exact count or length', () => {
  it('confirms "a few hundred" the sum falls within', () => {
    expect(ask('The claimant was owed a few hundred dollars in unpaid overtime, wasn\'t she?').kind).toBe('confirm');
  });

  it.each([
    ['The disciplinary hearing had lasted only a few minutes, hadn\'t it?'],
    ['The night shift received a few complaints from drivers in March, didn\'t it?'],
  ])('corrects "a few" the count is far beyond: %s', (question) => {
    expect(ask(question).kind).toBe('correct');
  });
});

describe('"a few" as an amount', () => {
  it('is a rival of a count or a length well beyond it, and borne out by a small one', () => {
    expect(contradictedDetails('the kettle boiled in a few minutes', 'the kettle boiled in 25 minutes')).not.toEqual([]);
    expect(contradictedDetails('the kettle boiled in a few minutes', 'the kettle boiled in 3 minutes')).toEqual([]);
    expect(contradictedDetails('a few dozen sheep broke out', '400 sheep broke out')).not.toEqual([]);
  });
});
