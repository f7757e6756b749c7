import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A surveyor's account, written for these tests, whose false premises were once met with "yes" or
// "I don't know" because a word was misread or a detail not compared: an act denied of a list of
// things whose first head the tagger read as a verb ("any file transfer or letter"), or with
// "no" before the list ("no server upload or email"); what a "Lidar scan" can do, its "scan"
// read as a verb before "cannot"; "always" against "usually, but
// not always"; and the day of an act named by its noun ("took that measurement") against the day
// its verb is told ("I measured"). Each has a true twin that must still be borne out.
const surveyor: WitnessSpec = {
  id: 'petra-lindahl',
  name: 'Petra Lindahl',
  side: 'plaintiff',
  role: 'Marine surveyor',
  isExpert: true,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have surveyed harbours on the east coast since 2009.',
    'I found no server upload or email of the survey files on the harbour office computer.',
    'A Lidar scan cannot tell a sunken log from a rock at that depth.',
    'The harbour master did not send any file transfer or letter about the dredging.',
    'A ferry usually berths at the north pier, which is usually, but not always, the closest one.',
    'On April 3 I measured the swell at the harbour mouth at about 2 metres.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(surveyor, question, { friendlyExaminer: false });

describe('RulesWitness on false premises once misread', () => {
  it.each([
    ['You found an email of the survey files on the harbour office computer, didn\'t you?'],
    ['The harbour master sent a letter about the dredging, didn\'t he?'],
    ['Can a Lidar scan tell a sunken log from a rock at that depth?'],
  ])('denies the act the sentence denies: %s', (question) => {
    expect(ask(question).kind).toBe('deny');
  });

  it.each([
    ['A ferry always berths at the closest pier, doesn\'t it?'],
    ['You took that measurement on April 13, didn\'t you?'],
  ])('corrects the detail: %s', (question) => {
    const answer = ask(question);
    expect(answer.kind).toBe('correct');
    expect(answer.text.startsWith('No.')).toBe(true);
  });

  it.each([
    ['You found no email of the survey files on the harbour office computer, did you?'],
    ['The harbour master did not send a letter about the dredging, did he?'],
    ['A Lidar scan cannot tell a sunken log from a rock at that depth, can it?'],
    ['A ferry usually berths at the north pier, doesn\'t it?'],
  ])('still bears out the true twin: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it('does not correct the day the measurement was taken', () => {
    expect(['deny', 'correct']).not.toContain(ask('You took that measurement on April 3, didn\'t you?').kind);
  });
});
