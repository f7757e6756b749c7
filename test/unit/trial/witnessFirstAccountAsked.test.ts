import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A flooded flat and a joiner's survey, written for these tests. The tenant puts right the time
// she first gave the insurer; the joiner gives a first measurement and, a sentence later, the one
// that replaced it. A premise about the first account asks what was first said or measured.
const tenant: WitnessSpec = {
  id: 'odile-marsh',
  name: 'Odile Marsh',
  side: 'plaintiff',
  role: 'Tenant',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I rent the top-floor flat at 9 Calder Row.',
    'I need to put right what I first told the insurer: I told her the pipe burst at around nine in the evening, and after I checked my phone I saw it was earlier.',
    'The plumber came the next morning.',
  ].join(' '),
};

const joiner: WitnessSpec = {
  id: 'anselm-reid',
  name: 'Anselm Reid',
  side: 'defense',
  role: 'Joiner',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I was asked by the landlord to look at the kitchen door of the flat.',
    'On my first visit I measured the gap under the door with a steel rule, and it was 18 millimetres.',
    'A week later I measured it again with callipers, and the true gap is 12 millimetres.',
    'I did not look at the bathroom.',
  ].join(' '),
};

const askTenant = (question: string) => askRulesWitness(tenant, question, { friendlyExaminer: false });
const askJoiner = (question: string) => askRulesWitness(joiner, question, { friendlyExaminer: false });

describe('RulesWitness on a premise about the first account', () => {
  it('reads "first told" as which account, not as an act done before the one told after it', () => {
    expect(askTenant("You first told the insurer that the pipe burst at around nine in the evening, didn't you?").kind).toBe('confirm');
  });

  it('still corrects another time put as the first account', () => {
    expect(askTenant("You first told the insurer that the pipe burst at around eleven in the evening, didn't you?").kind).toBe('correct');
  });

  it('does not deny the first measurement with the figure that replaced it', () => {
    const first = askJoiner("Your first measurement of the gap under the door came out at 18 millimetres, didn't it?");
    expect(['correct', 'deny']).not.toContain(first.kind);
    expect(first.text).toContain('18 millimetres');
  });

  it('does not bear out another figure put as the first measurement', () => {
    expect(askJoiner("Your first measurement of the gap under the door came out at 25 millimetres, didn't it?").kind).not.toBe('confirm');
    expect(askJoiner("The gap under the door is 25 millimetres, isn't it?").kind).toBe('correct');
  });
});
