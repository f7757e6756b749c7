import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A cyclist knocked down at a crossing, written for these tests: a length of time the affidavit
// gives as two counts ("four or five seconds"), and "a second" that is an ordinal, not a length.
const pedestrian: WitnessSpec = {
  id: 'ivo-marsh',
  name: 'Ivo Marsh',
  side: 'plaintiff',
  role: 'Pedestrian',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I was waiting at the crossing on Lowe Street at about 8 a.m.',
    'A tram stopped in front of me and hid the junction for four or five seconds.',
    'I waited ten or fifteen minutes for the ambulance.',
    'I did not see anyone else cross the road.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(pedestrian, question, { friendlyExaminer: false });

describe('RulesWitness on a length of time given as two counts', () => {
  it.each([["A tram hid the junction for four seconds, didn't it?"], ["A tram hid the junction for five seconds, didn't it?"], ["You waited ten minutes for the ambulance, didn't you?"]])(
    'confirms either count: %s',
    (question) => {
      expect(ask(question).kind).toBe('confirm');
    },
  );

  it.each([["A tram hid the junction for a minute, didn't it?"], ["You waited an hour for the ambulance, didn't you?"]])('corrects another length: %s', (question) => {
    expect(ask(question).kind).toBe('correct');
  });

  it('reads "a second" before a noun as an ordinal, no length to set against "four or five seconds"', () => {
    expect(ask('Didn\'t you see a second cyclist cross the road?').text).not.toMatch(/seconds/);
  });
});
