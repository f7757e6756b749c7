import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A boiler repair disputed between a tenant and her landlord, written for these tests: what a
// sum came to, put by a verb of amounting, against an affidavit that says what the sum was.
const tenant: WitnessSpec = {
  id: 'dora-pell',
  name: 'Dora Pell',
  side: 'plaintiff',
  role: 'Tenant',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'The repair bill for the boiler was $400.',
    'The plumber came out on Monday.',
    'I live at 14 Kenning Street.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { friendlyExaminer: false });

describe('RulesWitness on what a sum came to', () => {
  it.each([
    ["The repair bill for the boiler came to $400, didn't it?"],
    ["The repair bill for the boiler added up to $400, didn't it?"],
    ["The repair bill for the boiler amounted to $400, didn't it?"],
  ])('confirms the sum the affidavit says it was: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it('corrects another sum', () => {
    expect(ask("The repair bill for the boiler came to $500, didn't it?").kind).toBe('correct');
  });

  it('does not read going to an address as a sum', () => {
    expect(ask("You came to 14 Kenning Street, didn't you?").kind).not.toBe('confirm');
  });
});
