import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A burst pipe in a rented flat, written for these tests: the tenant's family share her surname,
// and a sentence tells two of them doing different things side by side.
const tenant: WitnessSpec = {
  id: 'nadia-brook',
  name: 'Nadia Brook',
  side: 'plaintiff',
  role: 'Tenant',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I rent the top flat at 9 Weir Lane with my brother, Owen Brook, and my mother, Carys Brook.',
    'On 12 January the pipe under the kitchen sink burst.',
    'Owen turned off the stopcock, and Carys phoned the letting agent.',
    'That evening Owen was asleep on the sofa, and Carys was out at the cinema.',
    'The water came through the ceiling of the flat below.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(tenant, question, { friendlyExaminer: false });

describe('RulesWitness on a surname the witness shares with her family', () => {
  it('reads "Mr. Brook" as the brother the affidavit names, not as the witness', () => {
    expect(ask('Mr. Brook turned the stopcock off, didn\'t he?').kind).toBe('confirm');
  });

  it('reads "Mrs. Brook" as the mother', () => {
    expect(ask('Mrs. Brook called the letting agent, didn\'t she?').kind).toBe('confirm');
  });
});

describe('RulesWitness on two named people doing two things in one sentence', () => {
  it.each([['Owen phoned the letting agent, didn\'t he?'], ['Carys was asleep on the sofa that evening, wasn\'t she?'], ['Mr. Brook was out at the cinema, wasn\'t he?']])('does not confirm what the other one did: %s', (question) => {
    expect(ask(question).kind).not.toBe('confirm');
  });

  it('confirms what each one did', () => {
    expect(ask('Carys rang the letting agent, didn\'t she?').kind).toBe('confirm');
    expect(ask('Mrs. Brook was out at the cinema that evening, wasn\'t she?').kind).toBe('confirm');
  });
});
