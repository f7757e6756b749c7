import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A night fire at a paint warehouse, written for these tests (no pack uses it). The kinds tested:
// a time put to the second against a log read to the second, and a place named by the noun before
// its head ("the dispatch bay") against another one ("the loading bay").
const manager: WitnessSpec = {
  id: 'owen-treace',
  name: 'Owen Treace',
  side: 'defense',
  role: 'Night manager, Treace Paints warehouse',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.3, memoryQuality: 0.9 },
  affidavit: [
    'I have been the night manager at the Treace Paints warehouse in Holbeck for six years.',
    'We stored the solvent drums in the loading bay, beside the roller shutter.',
    'On the night of 9 March 2025 the first smoke alert started at 02:14:33 and lasted 40 seconds.',
    'The yard camera did not start recording until 02:14:50, which is after the first smoke alert had ended.',
    'I phoned the fire service from the office at about 02:16.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(manager, question, { examination: 'cross', friendlyExaminer: false }).text;

describe('a time given to the second', () => {
  it('corrects a first alert put some seconds early', () => {
    const answer = ask('The first smoke alert began at 02:14:05, didn\'t it?');
    expect(answer).toMatch(/^No\./);
    expect(answer).toContain('02:14:33');
  });

  it('bears out the right second, though a sentence of another act gives another second', () => {
    // The camera's sentence names the alert too, and its own second is a rival of the asked one.
    expect(ask('The first smoke alert began at 02:14:33, didn\'t it?')).toMatch(/^Yes\./);
  });
});

describe('a place named by the noun before its head', () => {
  it('corrects the drums put in another bay', () => {
    const answer = ask('You stored the solvent drums in the dispatch bay, didn\'t you?');
    expect(answer).toMatch(/^No\./);
    expect(answer).toContain('loading bay');
  });

  it('bears out the drums in the bay the affidavit names', () => {
    expect(ask('You stored the solvent drums in the loading bay, didn\'t you?')).toMatch(/^Yes\./);
  });
});
