import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A warehouse clerk let go after a stock count, written for these tests: acts done to the witness
// (or her things) by someone she names, put to her in the passive, with no doer.
const clerk: WitnessSpec = {
  id: 'ines-marlow',
  name: 'Ines Marlow',
  side: 'plaintiff',
  role: 'Former stock clerk',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I worked as a stock clerk at the Dunmore depot from 2019.',
    'Mrs. Okafor dismissed me on March 3, 2023.',
    'The night supervisor searched my locker on February 20, 2023.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(clerk, question, { friendlyExaminer: false });

describe('RulesWitness on a passive act asked of the witness, told in the affidavit with its doer', () => {
  it.each([['Were you dismissed in March 2023?'], ['Was your locker searched on February 20, 2023?']])('confirms the act done to her: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([['Were you dismissed in May 2023?'], ['Was your locker searched on February 27, 2023?']])('corrects another date of the same act: %s', (question) => {
    expect(ask(question).kind).toBe('correct');
  });

  it.each([['Were you promoted in 2021?'], ['Was your car searched on February 20, 2023?']])('does not bear out or deny an act the affidavit never tells: %s', (question) => {
    expect(['confirm', 'correct', 'deny']).not.toContain(ask(question).kind);
  });
});
