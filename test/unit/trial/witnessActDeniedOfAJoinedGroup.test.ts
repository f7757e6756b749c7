import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A playground accident claim, written for these tests: the affidavit denies an act of a named
// person and, joined by "or", of a group ("I did not question Ruby or any of the parents").
const supervisor: WitnessSpec = {
  id: 'anders-holm',
  name: 'Anders Holm',
  side: 'defense',
  role: 'Play-scheme supervisor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'After the fall I wrote the incident form, but I did not question Ruby or any of the parents.',
    'I telephoned the office at about 4 p.m.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(supervisor, question, { friendlyExaminer: false });

describe('RulesWitness on an act denied of a person and of a group joined to it', () => {
  it.each([['You questioned some of the parents, didn\'t you?'], ['Did you question the parents?']])('says no of the group: %s', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('deny');
    expect(answer.text).toMatch(/^No\./);
  });

  it('bears out the act denied of the group', () => {
    expect(ask('You never questioned any of the parents, did you?').kind).toBe('confirm');
  });
});
