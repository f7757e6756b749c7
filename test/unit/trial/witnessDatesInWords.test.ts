import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A flooded shop, written for these tests: dates put in words ("the ninth of June") against an
// affidavit that gives them in figures ("9 June 2025").
const shopkeeper: WitnessSpec = {
  id: 'ada-pell',
  name: 'Ada Pell',
  side: 'plaintiff',
  role: 'Shopkeeper',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: ['I have run the shop on Dock Road since 2015.', 'The water main burst on 9 June 2025 and the shop was shut for six days.', 'The insurer sent an assessor on 23 June 2025.'].join(' '),
};

const ask = (question: string) => askRulesWitness(shopkeeper, question, { friendlyExaminer: false });

describe('RulesWitness on a date said in words', () => {
  it.each([["The water main burst on the ninth of June, didn't it?"], ["The water main burst on June the ninth, didn't it?"]])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([["The water main burst on the tenth of June, didn't it?"], ["The water main burst on the ninth of July, didn't it?"], ["The water main burst on June the eighth, didn't it?"]])(
    'corrects another day: %s',
    (question) => {
      expect(ask(question).kind).toBe('correct');
    },
  );
});
