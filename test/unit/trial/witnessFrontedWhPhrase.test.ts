import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A night porter's account, written for these tests: yes/no questions that open with a phrase
// holding a wh-word ("From where you sat, …", "After what the guest said, …") ask yes or no of
// the clause after the comma, and are answered so.
const porter: WitnessSpec = {
  id: 'anton-sade',
  name: 'Anton Sade',
  side: 'defense',
  role: 'Night porter',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.4, memoryQuality: 0.9 },
  affidavit: [
    'I have worked as the night porter at the Harbour Lodge hotel for four years.',
    'On the night of 9 October 2024 I sat at the front desk from ten in the evening.',
    'Just after midnight I saw a man in a grey raincoat carry a suitcase out of the side door.',
    'A guest in room 12 told me that her suitcase had been taken.',
    'I did not call the police that night.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(porter, question, { friendlyExaminer: false });

describe('RulesWitness on a yes/no question with a fronted wh-phrase', () => {
  it('confirms what it saw when the question opens with where it sat', () => {
    const answer = ask('From where you sat, did you see a man carry a suitcase out of the side door?');
    expect(answer.kind).toBe('confirm');
    expect(answer.text).toMatch(/^Yes\./);
  });

  it('denies what it never did when the question opens with what it was told', () => {
    const answer = ask('After what the guest told you, did you call the police that night?');
    expect(answer.kind).toBe('deny');
    expect(answer.text).toMatch(/^No\./);
    expect(answer.text).toMatch(/police/);
  });
});
