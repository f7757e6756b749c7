import { describe, expect, it } from 'vitest';
import { clausesOf } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A burglary at a garden centre, written for this test: two sentences that together hold a
// premise's words do not bear it out when the one that says the state says it of another thing.
const keyholder: WitnessSpec = {
  id: 'marta-keane',
  name: 'Marta Keane',
  side: 'plaintiff',
  role: 'Keyholder',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.5, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I hold the keys to the Fernleigh Garden Centre on Dunmore Road.',
    'When I arrived on Sunday morning the padlock on the delivery gate was intact.',
    'Later that morning I saw that a glass panel at the side of the greenhouse had been smashed.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(keyholder, question, { friendlyExaminer: false });

describe('RulesWitness on a premise whose state two sentences hold of different things', () => {
  it('reads the subject of "the padlock on the delivery gate" as the padlock', () => {
    expect(clausesOf('The padlock on the delivery gate had been smashed')[0]?.subject).toBe('padlock');
    expect(clausesOf('Early on Sunday I opened the gate')[0]?.subject).toBe('i');
  });

  it('does not confirm that the padlock was smashed from a smashed glass panel', () => {
    expect(ask('The padlock on the delivery gate had been smashed, hadn\'t it?').kind).not.toBe('confirm');
  });

  it('still confirms the state of the thing that has it', () => {
    expect(ask('A glass panel on the greenhouse had been smashed, hadn\'t it?').kind).toBe('confirm');
  });
});
