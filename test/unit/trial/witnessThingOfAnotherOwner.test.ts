import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A fishing-boat collision, written for these tests. What is tested is a kind of account: a thing
// the question calls the witness's own ("your own boat") that the account gives to someone else,
// a relative or a named person ("my uncle's boat", "Dana Pryce's trailer").
const skipper: WitnessSpec = {
  id: 'owen-tarrant',
  name: 'Owen Tarrant',
  side: 'plaintiff',
  role: 'Fisherman',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have fished out of Greyhaven harbour for sixteen years.',
    'On the morning of 14 June I was taking my uncle\'s boat out past the breakwater to lift crab pots.',
    'I towed the pots back on Dana Pryce\'s trailer.',
    'I keep my own dinghy on the slipway by the chandlery.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(skipper, question, { friendlyExaminer: false });

describe('RulesWitness on a thing the account gives to another owner', () => {
  it('corrects the thing put as the witness\'s own', () => {
    expect(ask('You were taking your own boat out past the breakwater, weren\'t you?').kind).toBe('correct');
    expect(ask('You towed the pots back on your trailer, didn\'t you?').kind).toBe('correct');
  });

  it('confirms the owner the account gives, and a thing it gives as the witness\'s', () => {
    expect(ask('You were taking your uncle\'s boat out past the breakwater, weren\'t you?').kind).toBe('confirm');
    expect(ask('You keep your own dinghy on the slipway, don\'t you?').kind).toBe('confirm');
  });
});
