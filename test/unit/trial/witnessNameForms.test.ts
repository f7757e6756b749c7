import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A disputed will, written for these tests: the testator is named in full in one sentence and
// by title and surname in another, and his first name is one WordNet knows only as someone famous.
const account = (naming: string) => [
  'I have examined handwriting for the county laboratory since 2009.',
  naming,
  'The signature on the will is upright and firm, with a looped capital P.',
  'His signatures from 2021 lean to the right and the capital P has no loop.',
  'I never met Mr. Pellow, and I did not read his diaries.',
  'In my opinion the signature on the will was probably not written by the same hand.',
];
const examiner = (affidavit: readonly string[]): WitnessSpec => ({
  id: 'rhona-teal',
  name: 'Rhona Teal',
  side: 'plaintiff',
  role: 'Document examiner',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: affidavit.join(' '),
});

describe('RulesWitness on a person named in full and by title and surname', () => {
  it('confirms the full name from "Mr." and the surname when the first name is a famous one', () => {
    const spec = examiner(account('I was sent the will and forty signatures of Isaac Pellow from his bank.'));
    expect(askRulesWitness(spec, 'You never met Isaac Pellow.', { friendlyExaminer: false }).kind).toBe('confirm');
  });

  it('reads a possessive with no noun after it as the name ("signatures known to be Isaac Pellow\'s,")', () => {
    const spec = examiner(account("I was sent the will and forty signatures known to be Isaac Pellow's, from his bank."));
    expect(askRulesWitness(spec, 'You never met Isaac Pellow.', { friendlyExaminer: false }).kind).toBe('confirm');
  });
});
