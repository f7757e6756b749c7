import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A letting agent who told a tribunal that every window locked, and corrects it in the same
// sentence; written for these tests.
const agent: WitnessSpec = {
  id: 'rowan-pelly',
  name: 'Rowan Pelly',
  side: 'defense',
  role: 'Letting agent',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have managed 14 Alder Row for the owner since 2019.',
    'At the tribunal hearing I said each window in the flat had a lock; the truth is I know there were locks on at least three, and I did not try every window.',
    'The tenant reported the break-in on 3 March 2024.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(agent, question, { friendlyExaminer: false });

describe('RulesWitness on what the witness once said, put right in the same sentence', () => {
  it('does not correct what it said because the same sentence goes on to limit the fact', () => {
    const answer = ask("You told the tribunal that every window in the flat had a lock, didn't you?");
    expect(answer.kind).not.toBe('correct');
    expect(answer.text).not.toMatch(/^No\b/);
  });

  it('still corrects another figure put as what it said', () => {
    expect(ask("You told the tribunal that every window in the flat had two locks, didn't you?").text).toMatch(/^No\b/);
  });

  it('still corrects the whole put as the fact', () => {
    expect(ask("Every window in the flat had a lock, didn't it?").text).toMatch(/^No\b/);
  });
});
