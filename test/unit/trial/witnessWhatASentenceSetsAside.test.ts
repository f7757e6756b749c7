import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A courier's account, written for these tests: a subject qualified by a participle ("the returned
// parcels") in a question opened by "did", and a count the sentence sets aside ("…, not from one
// depot").
const courier: WitnessSpec = {
  id: 'ned-farrow',
  name: 'Ned Farrow',
  side: 'plaintiff',
  role: 'Courier',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: ['I collected the returned parcels on Friday.', 'The returned parcels came from several different depots, not from one depot.'].join(' '),
};

const askCourier = (question: string) => askRulesWitness(courier, question, { friendlyExaminer: true });

describe('a "did" question whose subject a participle qualifies', () => {
  it('keeps the participle in the subject and puts "did" before the verb', () => {
    expect(analyseQuestion('Did the returned parcels come from the depot?').proposition).toBe('the returned parcels did come from the depot');
    expect(analyseQuestion('Was the stolen van found in May?').proposition).toBe('the stolen van was found in May');
  });
});

describe('RulesWitness on what a sentence keeps against what it sets aside', () => {
  it('agrees with what the sentence keeps', () => {
    const answer = askCourier('Did the returned parcels come from several different depots?');
    expect(answer.kind).toBe('confirm');
  });

  it('corrects the count it sets aside, and another count', () => {
    expect(askCourier('Did the returned parcels come from one depot?').kind).toBe('correct');
    expect(askCourier('Did the returned parcels come from two depots?').kind).not.toBe('confirm');
  });
});
