import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A dented delivery van, written for these tests: the witness said to be the one who does an act
// ("the owner", "the yard manager"), put to her as the act itself.
const operator: WitnessSpec = {
  id: 'petra-voss',
  name: 'Petra Voss',
  side: 'defense',
  role: 'Haulage operator',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: ['I am the registered owner of the white Transit van.', 'I have been the yard manager at Eastgate for four years.'].join(' '),
};

const ask = (question: string) => askRulesWitness(operator, question, { friendlyExaminer: false });

describe('RulesWitness on an act told by the role of the one who does it', () => {
  it.each([["You own the white Transit van, don't you?"], ["You've managed the yard at Eastgate for four years, haven't you?"]])('confirms the act: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([["You've managed the yard at Eastgate for ten years, haven't you?"], ["You don't own the white Transit van, do you?"], ["You own the red Luton lorry, don't you?"]])('does not confirm another length of time, another thing or a denial: %s', (question) => {
    expect(ask(question).kind).not.toBe('confirm');
  });
});
