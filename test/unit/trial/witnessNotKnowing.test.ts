import { describe, expect, it } from 'vitest';
import { knownClaim, notKnown } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A night in an allotment shed, written for these tests: a keeper who says, in several ways, what
// she does not know.
const keeper: WitnessSpec = {
  id: 'ines-varga',
  name: 'Ines Varga',
  side: 'plaintiff',
  role: 'Allotment keeper',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I keep the allotments on Sorrel Lane and hold the key to the tool shed.',
    'On 2 August I found the shed padlock cut.',
    'I have no idea who cut it, and I do not know who took the strimmer.',
    'The lamp by the gate showed a cyclist on the towpath, whom I took to be Mr. Penrose, but the light was too weak to be sure.',
    'I locked the shed at eight the evening before.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(keeper, question, { friendlyExaminer: false });

describe('not knowing, said in one way and asked in another', () => {
  it.each([
    ["You can't say who took the strimmer, can you?"],
    ["You couldn't be sure the cyclist on the towpath was Mr. Penrose, could you?"],
  ])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    ['You knew who took the strimmer, didn\'t you?'],
    ['You were certain the cyclist on the towpath was Mr. Penrose, weren\'t you?'],
  ])('denies a claim to know it: %s', (question) => {
    expect(ask(question).kind).toBe('deny');
  });
});

describe('what a sentence says is, or is not, known', () => {
  it('reads not knowing in its several forms', () => {
    expect(notKnown('I cannot tell which van it was.')).toBe('which van it was');
    expect(notKnown('She was unable to recall the number.')).toBe('the number');
    expect(notKnown('The fog was too thick to be certain.')).toBe('');
  });

  it('leaves a silence, a view and an act of making sure alone', () => {
    expect(notKnown('I did not say who rang.')).toBeNull();
    expect(notKnown('I did not think the tyre was flat.')).toBeNull();
    expect(knownClaim('You made sure the gate was shut.')).toBeNull();
  });

  it('reads a claim to know, by a verb of knowing or of seeing what', () => {
    expect(knownClaim('You saw who opened the gate')).toBe('who opened the gate');
  });
});
