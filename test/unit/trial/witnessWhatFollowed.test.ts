import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A workplace-injury case written for these tests: "What happened next?" names nothing to look
// for, so the witness goes on from the last thing it told.
const foreman: WitnessSpec = {
  id: 'dev-rana',
  name: 'Dev Rana',
  side: 'plaintiff',
  role: 'Site foreman',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I have been the foreman at the Calder Road site since 2021.',
    'On 4 June I was checking the scaffold on the east side at about 10 a.m.',
    'I heard a shout and saw Mr. Lowe lying at the foot of the ladder.',
    'I called an ambulance and stayed with him until it came.',
    'Later that day I found that the ladder had no rubber feet.',
  ].join(' '),
};

const afterSaying = (answer: string) => [{ question: 'Earlier question', answer }];

describe('RulesWitness on "what happened next"', () => {
  it('goes on from the last sentence it told', () => {
    const answer = askRulesWitness(foreman, 'What happened next?', {
      examination: 'direct',
      friendlyExaminer: true,
      ownRecord: afterSaying('I heard a shout and saw Mr. Lowe lying at the foot of the ladder.'),
    });
    expect(answer.text.startsWith('I called an ambulance and stayed with him until it came.')).toBe(true);
    expect(answer.sources[0]).toBe(3);
  });

  it('goes on from the last answer that told something, past an "I don\'t know"', () => {
    const ownRecord = [
      { question: 'Who was on the ladder with him?', answer: "I don't know." },
      { question: 'Where were you that morning?', answer: 'On 4 June I was checking the scaffold on the east side at about 10 a.m.' },
    ];
    expect(askRulesWitness(foreman, 'And then what happened?', { examination: 'direct', friendlyExaminer: true, ownRecord }).sources[0]).toBe(2);
  });

  it('goes on from the last answer when asked what happened to it, or asked to tell the court', () => {
    const ownRecord = afterSaying('I heard a shout and saw Mr. Lowe lying at the foot of the ladder.');
    for (const question of ['What happened to him after that?', 'Tell the jury what you did after that.', 'What did you do after that shout?']) {
      expect(askRulesWitness(foreman, question, { examination: 'direct', friendlyExaminer: true, ownRecord }).sources[0], question).toBe(3);
    }
  });

  it('answers as it otherwise would with nothing told yet', () => {
    expect(askRulesWitness(foreman, 'What happened next?', { examination: 'direct', friendlyExaminer: true }).sources).not.toContain(3);
  });
});
