import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A lock-keeper, written for these tests: premises that give a time in words ("half past nine
// in the evening") against an affidavit that gives the same act a clock time ("7:05 p.m.").
const keeper: WitnessSpec = {
  id: 'tobias-reeve',
  name: 'Tobias Reeve',
  side: 'plaintiff',
  role: 'Lock-keeper',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have kept Hensall Lock for nine years.',
    'On Friday, March 7, at about 7:05 p.m., I spotted Mrs. Ilford standing by the lower gates.',
    'Mr. Bexley fetched me from the lock cottage at about 6:20 the next morning in his lorry.',
    'I did not speak to Mrs. Ilford that evening.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(keeper, question, { friendlyExaminer: false });

describe('RulesWitness on a time in words put to the same act', () => {
  it('confirms the time the affidavit gives', () => {
    expect(ask('On March 7 you spotted her at about five past seven in the evening.').kind).toBe('confirm');
  });

  it.each([['On March 7 you spotted her at about half past nine in the evening.'], ["He fetched you at about nine o'clock, didn't he?"]])('corrects another time: %s', (question) => {
    expect(ask(question).kind).toBe('correct');
  });

  it('does not know of an act the affidavit never tells', () => {
    expect(ask('On March 7 you waved to her at about half past nine in the evening.').kind).toBe('unknown');
  });
});
