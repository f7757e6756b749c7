import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A school trip that went wrong, written for these tests: who did each act, put to the teacher
// in charge as someone else's act, or as hers, by a description, a passive, a cleft or a name
// she shares with her brother.
const teacher: WitnessSpec = {
  id: 'leah-brandt',
  name: 'Leah Brandt',
  side: 'defense',
  role: 'Teacher in charge of the trip',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have taught geography at Holm Park School in Ardley since 2016.',
    'The consent forms were collected by the school secretary on 2 May 2025.',
    'The coach was booked by the parish council in March.',
    'I counted the children onto the coach myself at 8:15 a.m.',
    'It was Mr. Dunne who first spotted the broken seat belt.',
    'My brother, Karl Brandt, drove the minibus behind the coach.',
    'Mr. Quist, the coach firm\'s driver, checked the seat belts before we set off.',
    'Mrs. Roth carried the Canon camera all day, and I carried my own phone.',
    'At the services I warned Mr. Quist about the speed limit on the bridge.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(teacher, question, { friendlyExaminer: false });

describe('RulesWitness on who did the act', () => {
  it.each([
    ['You counted the children onto the coach yourself, didn\'t you?'],
    ['The school secretary collected the consent forms, didn\'t she?'],
    ['The parish council booked the coach in March, didn\'t it?'],
    ['It was Mr. Dunne who first spotted the broken seat belt, wasn\'t it?'],
    ['Karl Brandt drove the minibus, didn\'t he?'],
    ['Mr. Quist checked the seat belts before you set off, didn\'t he?'],
    ['Mrs. Roth carried the Canon all day, didn\'t she?'],
  ])('confirms the doer the affidavit gives: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([
    // One of the witness's own people for the witness herself.
    ['Your brother counted the children onto the coach, didn\'t he?'],
    ['The children were counted onto the coach by your brother, weren\'t they?'],
    // The witness for a person the affidavit describes doing it.
    ['You collected the consent forms yourself, didn\'t you?'],
    // One body for another.
    ['The school booked the coach, didn\'t it?'],
    // A cleft whose clause opens with an adverb ("who first spotted").
    ['It was your brother who first spotted the broken seat belt, wasn\'t it?'],
    // The witness's surname inside another person's full name.
    ['Isn\'t it true that Karl Brandt counted the children onto the coach?'],
    // Another person named, then described between commas with a possessive ("the coach firm's driver").
    ['You checked the seat belts yourself, didn\'t you?'],
    // The witness doing the act too, but to another thing ("my own phone"); the thing asked
    // named inside the other's compound ("the Canon camera").
    ['You carried the Canon yourself, didn\'t you?'],
    // A telling goes one way: the witness telling another is no telling by that other.
    ['Mr. Quist warned you about the speed limit on the bridge, didn\'t he?'],
  ])('corrects another doer: %s', (question) => {
    expect(ask(question).kind).toBe('correct');
  });
});

describe('RulesWitness on a telling, which goes one way', () => {
  it('confirms the witness\'s own telling', () => {
    expect(ask('You warned Mr. Quist about the speed limit on the bridge, didn\'t you?').kind).toBe('confirm');
  });
});
