import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A courier firm's depot manager, written for these tests: a premise whose subject is narrowed by a
// participle ("the van borrowed from Corby") asserts the act or state of its finite verb, not the
// participle's, which the affidavit need not say in that verb at all.
const manager: WitnessSpec = {
  id: 'odette-brannock',
  name: 'Odette Brannock',
  side: 'plaintiff',
  role: 'Depot manager at Fleetmoor Couriers',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I have managed the Fleetmoor depot since 2021.',
    'Our second van from Corby broke down on the ring road on the Wednesday.',
    'Every crate on the lower shelf of the loading bay was soaked when the roof leaked.',
    'The driver parked outside the depot at seven.',
    'The pallet under the north window was damp by morning.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(manager, question, { friendlyExaminer: false }).text;

describe('RulesWitness on a subject narrowed by a participle', () => {
  it('confirms the act of the finite verb after the participle', () => {
    expect(ask('The van borrowed from Corby broke down on the ring road, didn’t it?')).toMatch(/^Yes\b/);
  });

  it('does not confirm another act of that subject', () => {
    expect(ask('The van borrowed from Corby caught fire on the ring road, didn’t it?')).not.toMatch(/^Yes\b/);
  });

  it('confirms the state said by "be" after the participle', () => {
    expect(ask('The crates stored on the lower shelf were soaked, weren’t they?')).toMatch(/^Yes\b/);
  });

  it('does not confirm another state of that subject', () => {
    expect(ask('The crates stored on the lower shelf were stolen, weren’t they?')).not.toMatch(/^Yes\b/);
  });

  it('confirms a state said by an adjective after "be" and the participle', () => {
    expect(ask('The pallet kept under the north window was damp, wasn’t it?')).toMatch(/^Yes\b/);
  });

  it('does not confirm another adjective of that subject', () => {
    expect(ask('The pallet kept under the north window was broken, wasn’t it?')).not.toMatch(/^Yes\b/);
  });

  it('still reads a past tense with nothing after it as the act', () => {
    expect(ask('The driver parked outside the depot, didn’t he?')).toMatch(/^Yes\b/);
  });
});
