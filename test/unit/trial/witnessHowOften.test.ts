import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A dispute over a care home's records, written for these tests: the examiner puts how often
// something was done, in words of its own, against an affidavit that says it in others.
const nurse: WitnessSpec = {
  id: 'marisol-okafor',
  name: 'Marisol Okafor',
  side: 'defense',
  role: 'Charge nurse',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I worked at Brackenfield House from 2019 until 2023.',
    'The chart on the door of room 6 said "turn every two hours", and the care plan said to weigh Mr. Dunmore once weekly.',
    'His daughter visited him twice a month, usually on a Sunday.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(nurse, question, { friendlyExaminer: false });

describe('RulesWitness on how often something was done', () => {
  it.each([
    ["The care plan said to weigh Mr. Dunmore every week, didn't it?"],
    ["His daughter visited him two times a month, didn't she?"],
  ])('confirms the same rate in other words: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    ["The care plan said to weigh Mr. Dunmore every day, didn't it?"],
    ["His daughter visited him every weekend, didn't she?"],
  ])('corrects another rate: %s', (question) => {
    expect(ask(question).kind).toBe('correct');
  });

  it('does not know a rate the affidavit never gives', () => {
    expect(ask("His son phoned him every evening, didn't he?").kind).toBe('unknown');
  });
});
