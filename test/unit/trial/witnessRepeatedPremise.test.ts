import { describe, expect, it } from 'vitest';
import { AffidavitIndex } from '../../../main/trial/AffidavitIndex';
import type { AnswerRequest } from '../../../main/trial/agents';
import { RulesWitness } from '../../../main/trial/rules/RulesWitness';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { identitySentences } from '../../../main/trial/witnessIdentity';

// A boatyard foreman's account of a dinghy left unsecured, written for these tests. One witness
// answers a whole examination: what it keeps of one question (a premise put in a sentence's own
// words) must give a later question the answer a witness asked it first would give.
const foreman: WitnessSpec = {
  id: 'ros-dallimore',
  name: 'Ros Dallimore',
  side: 'defense',
  role: 'Boatyard foreman',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have been the foreman at Quayside Boatyard since 2019.',
    'On the evening of March 3 I walked the slipway at about 6 pm.',
    'I telephoned the harbour office about the rising wind at 6:20 pm.',
    'I did not lash the blue dinghy to the rail that night.',
    'The next morning the dinghy was found on the mudflats with a split transom.',
  ].join(' '),
};

function request(question: string): AnswerRequest {
  return {
    turn: 1,
    questionId: 'q',
    question,
    examination: 'cross',
    examinerSide: 'plaintiff',
    projection: { witness: { id: foreman.id, name: foreman.name, role: foreman.role, side: foreman.side }, examination: 'cross', friendlyExaminer: false, ownRecord: [] },
  };
}

const newWitness = () => new RulesWitness(foreman, new AffidavitIndex(foreman.affidavit, identitySentences(foreman)));

describe('a witness asked again what it has weighed before', () => {
  const questions = [
    "You rang the harbour office about the wind, didn't you?",
    'You tied the blue dinghy to the rail that night?',
    'You walked the slipway, and you lashed the blue dinghy to the rail?',
    'You phoned the harbour office at 7 pm?',
  ];

  it('answers each question as a witness asked it first does, in any order and asked twice', () => {
    const fresh = questions.map((question) => newWitness().answerSync(request(question)));
    const one = newWitness();
    const forwards = questions.map((question) => one.answerSync(request(question)));
    const backwards = [...questions].reverse().map((question) => one.answerSync(request(question))).reverse();
    expect(forwards).toEqual(fresh);
    expect(backwards).toEqual(fresh);
  });

  it('denies a statement whose second joined act the affidavit tells the other way round', () => {
    const answer = newWitness().answerSync(request(questions[2]!));
    expect(answer.kind).toBe('deny');
    expect(answer.text).toContain('I did not lash the blue dinghy to the rail that night.');
  });
});
