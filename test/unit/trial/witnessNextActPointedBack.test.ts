import { describe, expect, it } from 'vitest';
import { doerOfTheNextAct } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A flooded-basement case written for these tests (no pack uses it). The kind tested: "What did
// you do about it?", "What did she do?" name only the act of doing and a pronoun for its doer; the
// event they answer is the one the witness told last, and the answer is that doer's next act.
const tenant: WitnessSpec = {
  id: 'priya-landes',
  name: 'Priya Landes',
  side: 'plaintiff',
  role: 'Tenant of the basement flat',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'At about 2 a.m. on 4 March I woke to the sound of water running behind the kitchen wall.',
    'The floor of the kitchen was already wet to the skirting boards.',
    'I turned off the stopcock under the sink and rang the landlord twice.',
    'The landlord, Mrs Ottery, came down at about nine in the morning.',
    'She looked at the wall, said it was condensation and went back upstairs.',
    'My sofa and two rugs were ruined.',
  ].join(' '),
};

const ask = (question: string, answer: string) =>
  askRulesWitness(tenant, question, { examination: 'direct', friendlyExaminer: true, ownRecord: [{ question: 'What happened?', answer }] });

describe('a wh-question for the next act, by a pronoun for its doer', () => {
  it.each([
    ['What did you do about it?', 'you'],
    ['And what did she do?', 'she'],
    ['What did they do about that?', 'they'],
    ['What did you do with the rugs?', null],
    ['What did the plumber do?', null],
    ['What did you see?', null],
    ['What did you do before that?', null],
  ] as const)('reads the doer of "%s"', (question, doer) => {
    expect(doerOfTheNextAct(question)).toBe(doer);
  });

  it("answers with the doer's act told after its last answer", () => {
    const woke = 'At about 2 a.m. on 4 March I woke to the sound of water running behind the kitchen wall. The floor of the kitchen was already wet to the skirting boards.';
    expect(ask('What did you do about it?', woke).sources).toEqual([2]);
    expect(ask('What did she do?', 'The landlord, Mrs Ottery, came down at about nine in the morning.').sources).toEqual([4]);
  });

  it('says nothing of its own when the doer acts in none of the next sentences', () => {
    expect(ask('What did she do?', 'My sofa and two rugs were ruined.').kind).toBe('unknown');
  });
});
