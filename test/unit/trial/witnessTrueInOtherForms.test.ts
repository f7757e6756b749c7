import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A roofer hurt when a scaffold tower tipped, written for these tests: true premises worded
// otherwise than the affidavit (an age as a bare number, a hyphenated noun, one act named by a
// noun after another support verb), each beside its false twin.
const roofer: WitnessSpec = {
  id: 'owen-prytherch',
  name: 'Owen Prytherch',
  side: 'plaintiff',
  role: 'Roofer',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I am a self-employed roofer from Penarth, and I am 37 years old.',
    'Set-up at the site was at 8 a.m. on Monday, June 2, 2025.',
    'Before lunch we did three lifts of slates up the tower.',
    'At about 1:40 p.m. the tower tipped over while I was on the second lift.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(roofer, question, { friendlyExaminer: false });

describe('RulesWitness on a true premise in other words', () => {
  it('confirms an age put as a bare number, and not another number', () => {
    expect(ask("You're 37, aren't you?").kind).toBe('confirm');
    expect(ask("You're 39, aren't you?").kind).not.toBe('confirm');
  });

  it('confirms a premise about a thing named by a hyphenated noun, and corrects its wrong time', () => {
    expect(ask('Set-up was at eight, wasn\'t it?').kind).toBe('confirm');
    expect(ask('Set-up was at nine, wasn\'t it?').kind).toBe('correct');
  });

  it('confirms an act named by its noun after another support verb, not one of another thing', () => {
    expect(ask("You made three lifts of slates up the tower before lunch, didn't you?").kind).toBe('confirm');
    expect(ask('Did you make three lifts of slates up the tower?').kind).toBe('confirm');
    expect(ask("You made three lifts of timber up the tower before lunch, didn't you?").kind).not.toBe('confirm');
    expect(ask("You made five lifts of slates up the tower before lunch, didn't you?").kind).toBe('correct');
  });
});
