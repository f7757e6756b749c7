import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A dispute over a garden wall, written for these tests: the affidavit tells what others did to
// the witness's own things without "my" ("the plans", "there"), and tells one act outright after a
// clause it does not know.
const architect: WitnessSpec = {
  id: 'oksana-trelawney',
  name: 'Oksana Trelawney',
  side: 'defense',
  role: 'Architect who drew the wall plans',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I drew the plans for the new boundary wall at 14 Quarry Lane in March 2023.',
    'Mr. Penhallow asked for one alteration to the plans: he wanted the wall a brick lower.',
    'I keep the drawings at my studio on Fore Street.',
    'On April 3 the builder, Mr. Yeo, brought the signed copy there and left it at the front desk.',
    'I did not check whether the footings had been inspected, and I never met the building inspector.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(architect, question, { friendlyExaminer: false });

describe("RulesWitness on another's act done to the witness's own thing", () => {
  it.each([['Did Mr. Penhallow ask for any alteration to your plans?'], ["Mr. Yeo brought the signed copy to your studio, didn't he?"]])('confirms: %s', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('confirm');
    expect(answer.text).toMatch(/^Yes/);
  });

  it.each([['Did Mr. Penhallow ask for any alteration to your contract?'], ["Mr. Yeo brought the signed copy to your house, didn't he?"], ["Mr. Penhallow brought the signed copy to your studio, didn't he?"]])('gives no yes to a false twin: %s', (question) => {
    const answer = ask(question);
    expect(answer.kind).not.toBe('confirm');
    expect(answer.text).not.toMatch(/^Yes/);
  });
});

describe('RulesWitness on an act told in its own clause after one it does not know', () => {
  it("confirms the act, not left open: \"You never met the inspector, did you?\"", () => {
    const answer = ask('You never met the building inspector, did you?');
    expect(answer.kind).toBe('confirm');
  });

  it('still leaves open the act inside the clause it does not know', () => {
    expect(ask('The footings had been inspected, had they?').kind).not.toBe('confirm');
  });
});
