import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A break-in at a self-storage site, written for these tests: true premises put on cross in other
// words than the affidavit's, which the witness should grant, and never deny.
const manager: WitnessSpec = {
  id: 'ines-marlowe',
  name: 'Ines Marlowe',
  side: 'defense',
  role: 'Site manager',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I manage the Stonebridge self-storage site on Quarry Lane and have done so since 2017.',
    'On the evening of 9 January 2025 I locked the main gate at 8 p.m. and went home.',
    'I cannot say whether the side door of block C was locked that night.',
    'At 7:15 the next morning I found the padlock of unit 44 cut and lying on the floor.',
    'I saw a white van parked by block C as I drove in.',
    'I did not see the van again that day.',
    'I did not see the driver\'s face, because he had his back to me.',
    'I do not know who rented unit 44 before Mr. Okafor.',
    'I did not call the police until the Friday afternoon.',
    'I have had no first-aid training since 2019.',
    'I broke my right wrist in a cycling accident in June 2018, and I still cannot grip a bolt cutter.',
    'Mr. Okafor rang the office on 3 February 2025 and spoke to my assistant.',
    'She told me he wanted his deposit back.',
    'I have not seen Mr. Okafor at the site since the break-in.',
    'I thought the van might be delivering to unit 12, so I did not stop it.',
    'I did not open the office until about 10 a.m.',
    'We photograph most units when a tenant moves out.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(manager, question, { friendlyExaminer: false });

describe('RulesWitness grants a true premise put in other words', () => {
  it.each([
    // "again": the first sighting is no denial of not seeing it again.
    ['You never saw that van again that day, did you?'],
    // an adverb that only vouches for the act
    ['You never actually saw the driver\'s face, did you?'],
    // "have no idea" is not knowing
    ['You have no idea who rented unit 44 before Mr. Okafor, do you?'],
    // "it's fair to say" with "that" left out
    ['It\'s fair to say you never saw the driver\'s face.'],
    // "not … until Friday" says the act was done on the Friday
    ['You called the police on the Friday afternoon, didn\'t you?'],
  ])('confirms: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    // a year alone, borne out by a month in it
    ['You hurt that wrist cycling back in 2018, didn\'t you?'],
    // "no" before a hyphened modifier denies the noun it modifies, as "not any" does
    ['You haven\'t had any first-aid training for years, have you?'],
    // a habit of most cases says nothing of one
    ['You didn\'t photograph Mr. Okafor\'s unit when he moved out, did you?'],
  ])('does not deny or correct: %s', (question) => {
    expect(['deny', 'correct']).not.toContain(ask(question).kind);
  });
});

describe('RulesWitness still meets a false premise of the same kinds', () => {
  it.each([
    ['You called the police on the Thursday afternoon, didn\'t you?'],
    ['You hurt that wrist cycling back in 2016, didn\'t you?'],
    // a titled name is not "she", though "she" follows a sentence that names him
    ['It was Mr. Okafor who told you he wanted his deposit back, wasn\'t it?'],
    // what the witness thought might be so is no "yes"
    ['The van was delivering to unit 12, wasn\'t it?'],
    // nor is a habit of most cases, either way round
    ['You didn\'t photograph his unit, did you?'],
    ['You photographed his unit, didn\'t you?'],
  ])('does not confirm: %s', (question) => {
    expect(ask(question).kind).not.toBe('confirm');
  });

  it.each([
    // "not until ten" against another time: the act had not been done yet
    ['Didn\'t you open the office at eight?'],
    // all the time up to now denies "since"
    ['You have seen Mr. Okafor at the site since the break-in, haven\'t you?'],
    // a habit put as a habit
    ['You don\'t usually photograph units when a tenant moves out, do you?'],
  ])('denies or corrects: %s', (question) => {
    expect(['deny', 'correct']).toContain(ask(question).kind);
  });
});
