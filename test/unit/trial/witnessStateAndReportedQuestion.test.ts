import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A depot's missing delivery, claimed under a haulage contract, written for these tests: a state
// put with no verb of its own, told beside another clause's "not", and what the witness cannot
// say either way.
const supervisor: WitnessSpec = {
  id: 'dora-lenz',
  name: 'Dora Lenz',
  side: 'defense',
  role: 'Depot foreman',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have run the night crew at the Calder Road depot for six years.',
    'The pallets from Brightwell Foods were stacked four high by the roller door.',
    'On the morning of 3 May I was at the dentist in Harlow, so I cannot say whether anyone came to the depot that day.',
    'The forklift was away being repaired that month, and I did not sign the hire papers.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(supervisor, question, { friendlyExaminer: false });

describe('RulesWitness on a state told beside another clause\'s "not"', () => {
  it('does not deny the state for the "not" of a clause that says nothing of it', () => {
    const answer = ask('That month the forklift was out for repair, wasn\'t it?');
    expect(answer.kind).not.toBe('deny');
    expect(answer.kind).not.toBe('correct');
  });

  it('still does not confirm the state put at another time', () => {
    expect(ask('The forklift was out for repair in March, wasn\'t it?').kind).not.toBe('confirm');
  });
});

describe('RulesWitness on what the witness cannot say either way', () => {
  it('agrees that it cannot say the opposite of what it cannot tell', () => {
    expect(ask('So you can\'t say that nobody came to look at the depot that day.').kind).toBe('confirm');
  });

  it('still denies that it can say who came', () => {
    expect(ask('You can say that somebody came to look at the depot that day, can\'t you?').kind).toBe('deny');
  });
});
