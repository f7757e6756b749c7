import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A boiler that failed in a rented flat, written for these tests: the part of the day put against
// a clock time, or against another part of the day.
const engineer: WitnessSpec = {
  id: 'petra-lindqvist',
  name: 'Petra Lindqvist',
  side: 'defense',
  role: 'Heating engineer',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have serviced boilers for Kelda Heating since 2015.',
    'On 9 January 2025 I serviced the boiler at 14 Orchard Row at about 3:30 p.m.',
    'I checked the flue at 7:45 that evening, after the tenant rang me.',
    'The tenant smelt gas in the early hours of the next day.',
    'On 10 January 2025 I fitted a new pressure valve at 8:15 that morning.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(engineer, question, { friendlyExaminer: false });

describe('RulesWitness on the part of the day an act was done in', () => {
  it.each([
    ['You serviced the boiler in the morning, didn\'t you?', /3:30 p\.m\./],
    ['You checked the flue that morning, didn\'t you?', /that evening/],
    ['You fitted the new pressure valve that afternoon, didn\'t you?', /8:15 that morning/],
  ])('corrects another part of the day: %s', (question, said) => {
    const answer = ask(question);
    expect(answer.kind).toBe('correct');
    expect(answer.text).toMatch(said);
  });

  it.each([
    ['You checked the flue that evening, didn\'t you?'],
    ['You checked the flue at about 7:45, didn\'t you?'],
    ['You serviced the boiler that afternoon, didn\'t you?'],
  ])('does not correct the part of the day it was: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });
});
