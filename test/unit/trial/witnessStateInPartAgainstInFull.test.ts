import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A warehouse fire, written for these tests: the affidavit says a state held in full ("fully
// open"). Put to the witness as held only in part ("only half open"), it is corrected; put as
// held in full, borne out.
const keyholder: WitnessSpec = {
  id: 'dara-quill',
  name: 'Dara Quill',
  side: 'defense',
  role: 'Warehouse keyholder',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.6, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I reached the warehouse on Tanner Lane at about 11 p.m. on June 2.',
    'The loading bay shutter was fully raised when I got there.',
    'I phoned the fire service from the yard.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(keyholder, question, { friendlyExaminer: false });

describe('RulesWitness on a state put as held in part that the affidavit says held in full', () => {
  it.each([['The loading bay shutter was only half raised, wasn\'t it?'], ['The loading bay shutter was partly raised when you got there.']])('corrects it: %s', (question) => {
    const answer = ask(question);
    expect(answer.text).toMatch(/^No\./);
    expect(answer.text).toMatch(/fully raised/);
  });

  it('bears out the state held in full', () => {
    expect(ask('The loading bay shutter was fully raised, wasn\'t it?').text).toMatch(/^Yes\./);
  });

  it('leaves a state of a thing it never names unknown', () => {
    expect(ask('The office window was only half open, wasn\'t it?').text).toMatch(/I don't know/);
  });
});
