import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A tenancy dispute written for these tests (no pack uses it). The kind tested: a premise that
// names the witness only as the one another's quality was shown towards ("courteous with you")
// is about that other person, and is borne out by the sentence that tells the quality of them,
// though it never says "me"; not by the quality shown towards someone else, nor by another quality.
const tenant: WitnessSpec = {
  id: 'mina-osei',
  name: 'Mina Osei',
  side: 'plaintiff',
  role: 'Tenant',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I have rented the flat above the bakery on Quay Street since 2019.',
    'The surveyor who came on 3 May was courteous and patient for the whole visit.',
    'The landlord\'s agent, Mr. Pryce, was abrupt with the plumber and left after ten minutes.',
    'The damp in the bedroom wall came back in October.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { examination: 'cross', friendlyExaminer: false });

describe('RulesWitness on a quality shown towards the witness', () => {
  it('confirms the quality told of the one it is said of', () => {
    const answer = ask('The surveyor was courteous and patient with you throughout, wasn\'t he?');
    expect(answer.kind).toBe('confirm');
    expect(answer.sources).toEqual([1]);
  });

  it('does not confirm the quality when the sentence shows it towards someone else', () => {
    expect(ask('Mr. Pryce was abrupt with you, wasn\'t he?').kind).not.toBe('confirm');
  });

  it('does not confirm another quality of the same person', () => {
    expect(ask('The surveyor was rude to you, wasn\'t he?').kind).not.toBe('confirm');
  });
});
