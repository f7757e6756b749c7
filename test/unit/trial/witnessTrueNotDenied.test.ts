import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A warehouse lease gone wrong, written for these tests: true premises that a word of the
// sentence beside the act (a second doer, a perfect tense, a plural subject the tagger misreads,
// "any other day", "his other shop", a "nobody" of another clause) once made the witness deny.
const manager: WitnessSpec = {
  id: 'ines-corley',
  name: 'Ines Corley',
  side: 'defense',
  role: 'Warehouse manager',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have managed the Dace Storage warehouse on Quay Lane since 2018.',
    'I signed the lease renewal in May 2024, and Ms. Varga signed it too.',
    'The loading bay has two pumps for the sprinklers, but one of them had not worked since March.',
    'I do not allow the porters to use the goods lift for their own parcels, though I know that some do.',
    'On Friday 4 April 2025 I went to see Mr. Dace at noon.',
    'I did not see him open any letter, that day or any other day.',
    'I still work for Mr. Dace, at his other shop in Harlow.',
    'I worked at the Wexford mill until 2019.',
    'The insurer\'s assessor did not ask me to sign anything, and nobody from the insurer has been back to me since.',
    'At around 3:10 I saw the courier, the man we all know as Ned, walk up the ramp toward the loading door.',
    'Mr. Dace gave the alarm code to me and to the driver, Paul Ebb, years ago, and nobody ever changed it.',
    'Paul was angry, and he said to Mr. Dace, right in front of me, "You will pay for this."',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(manager, question, { friendlyExaminer: false });

describe('RulesWitness on true premises a word beside the act does not deny', () => {
  it('confirms one of two doers of the same act ("I signed it, and Ms. Varga signed it too")', () => {
    expect(ask('Did Ms. Varga sign the lease renewal as well?').kind).toBe('confirm');
  });

  it.each([
    ['One of the sprinkler pumps had been dead since March, hadn\'t it?'],
    ['Some of your porters use the goods lift for their own parcels, don\'t they?'],
    ['You didn\'t see Mr. Dace open a letter in March?'],
    ['Didn\'t Paul say something to Mr. Dace on his way out?'],
    ['You weren\'t watching the courier walk up the ramp the whole time, were you?'],
  ])('does not deny or correct: %s', (question) => {
    expect(['deny', 'correct']).not.toContain(ask(question).kind);
  });
});

describe('RulesWitness on a sentence about another of the premise\'s thing', () => {
  it('does not bear out "the shop" with "his other shop"', () => {
    expect(ask('You got to the shop before Mr. Dace did, didn\'t you?').kind).not.toBe('confirm');
  });
});

describe('RulesWitness on "still" with a word of now', () => {
  it('confirms "still … today" from a sentence of now', () => {
    expect(ask('You still work for Mr. Dace today, don\'t you?').kind).toBe('confirm');
  });

  it('does not confirm "still … today" from a sentence of then', () => {
    expect(ask('You still work at the Wexford mill today, don\'t you?').kind).not.toBe('confirm');
  });
});

describe('RulesWitness on a "nobody" that denies an act said with a light verb', () => {
  it('denies "get back to you" with "nobody has been back to me"', () => {
    expect(ask('Did anyone from the insurer get back to you afterwards?').kind).toBe('deny');
  });
});
