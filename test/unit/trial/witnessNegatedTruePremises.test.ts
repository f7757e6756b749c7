import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A fall from a mare on a trail ride, claimed against a riding school, written for these tests:
// true premises put in the negative, against sentences that say another thing as well.
const instructor: WitnessSpec = {
  id: 'nina-marsh',
  name: 'Nina Marsh',
  side: 'defense',
  role: 'Riding instructor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.5, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have taught riding at Fernleigh Stables in Oakhurst for eleven years.',
    'I checked the girth on the first pony at 10:15 a.m., and I tightened it by two holes.',
    'The saddle on the grey looked like a child\'s saddle, though I am not a saddle fitter and I did not measure it.',
    'My assistant, Tom Hale, was not at the stables that morning.',
    'None of my riders was hurt on the way out, though one rider, Mrs. Pell, slipped from the mare on the way back.',
    'The survey is thin: only 14 of the 30 families returned it, and few could say which pony their child rode.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(instructor, question, { friendlyExaminer: false });

describe('RulesWitness on a true premise put in the negative', () => {
  // The act done to another one of the kind ("the first pony") leaves the act denied of this one standing.
  it.each([['You never checked the girth on the second pony, did you?'], ['You didn\'t check the girth on the third pony, did you?']])('does not deny: %s', (question) => {
    expect(['deny', 'correct', 'confirm']).not.toContain(ask(question).kind);
  });

  // A state said twice ("a child's saddle", "a saddle fitter") is read where the premise's words are.
  it('confirms a calling the witness says it lacks, beside another use of the word', () => {
    expect(ask('You\'re not a saddle fitter, are you?').kind).toBe('confirm');
  });

  // A premise that itself counts one of many, or a part of a whole, says what the sentence says.
  it.each([['One of your riders, Mrs. Pell, slipped from the mare on the way back, didn\'t she?'], ['Only 14 of the 30 families returned the survey, right?']])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it('still corrects the same premises put the other way round', () => {
    expect(['deny', 'correct']).toContain(ask('Two of your riders slipped from the mare on the way back, didn\'t they?').kind);
    expect(ask('Only 14 of the 40 families returned the survey, right?').kind).toBe('correct');
    expect(ask('You\'re a saddle fitter, aren\'t you?').kind).toBe('deny');
    expect(ask('You tightened the girth by three holes, didn\'t you?').kind).toBe('correct');
    expect(ask('Tom Hale was at the stables that morning, wasn\'t he?').kind).toBe('deny');
  });
});

// The same riding school's owner, on her own horses: a denial said of another one of the kind.
const owner: WitnessSpec = {
  ...instructor,
  id: 'gwen-fernleigh',
  name: 'Gwen Fernleigh',
  role: 'Owner of the stables',
  affidavit: [
    'I have owned Fernleigh Stables since 2009.',
    'Mrs. Pell does not keep a grey mare at the yard that I know of.',
    'She rode one of our school horses, a bay cob called Juniper, on the day she fell.',
  ].join(' '),
};

describe('RulesWitness on a denial said of another one of the kind', () => {
  // "a grey mare" is not "a black mare": the denial of one neither bears out nor denies the
  // other, alone or beside another sentence about the same rider.
  it('gives no yes to the denial put of another one', () => {
    expect(askRulesWitness(owner, 'Mrs. Pell does not keep a black mare at the yard that you know of, correct?', { friendlyExaminer: false }).kind).not.toBe('confirm');
  });

  it('still bears out the denial as said', () => {
    expect(askRulesWitness(owner, 'Mrs. Pell does not keep a grey mare at the yard that you know of, correct?', { friendlyExaminer: false }).kind).toBe('confirm');
  });
});
