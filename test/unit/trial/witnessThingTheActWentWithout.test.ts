import { describe, expect, it } from 'vitest';
import { givesWhatWasLacking } from '../../../main/language';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A courier whose van was searched, written for these tests: a premise that says an act went
// "without" a thing, put against a sentence that gives the act that very thing ("with", "on").
const courier: WitnessSpec = {
  id: 'dev-okoro',
  name: 'Dev Okoro',
  side: 'defense',
  role: 'Courier',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: ['I have driven for Fleetline Couriers since 2020.', 'On May 4, 2023, Detective Rourke searched my van with a warrant.', 'After the search I was sent home on full pay.'].join(' '),
};

const ask = (question: string) => askRulesWitness(courier, question, { friendlyExaminer: false });

describe('givesWhatWasLacking', () => {
  it('finds the thing given with the act that the premise says it went without', () => {
    expect(givesWhatWasLacking('you were sent home without pay', 'I was sent home on full pay.')).toBe(true);
    expect(givesWhatWasLacking('he searched the van without a warrant', 'He searched my van with a warrant.')).toBe(true);
  });

  it('finds nothing where the thing is not given with an act, or the premise lacks nothing', () => {
    expect(givesWhatWasLacking('he searched the van without a warrant', 'I never saw a warrant.')).toBe(false);
    expect(givesWhatWasLacking('he searched the van with a warrant', 'He searched my van with a warrant.')).toBe(false);
  });
});

describe('RulesWitness on an act put as done without a thing', () => {
  it.each([["You were sent home without pay, weren't you?"], ['Your van was searched without a warrant.']])('corrects it with the thing the act went with: %s', (question) => {
    expect(ask(question).kind).toBe('correct');
  });

  it.each([['You were sent home on full pay.'], ["Detective Rourke searched your van with a warrant, didn't he?"]])('confirms the act with that thing: %s', (question) => {
    expect(ask(question).kind).toBe('confirm');
  });

  it.each([['Your van was searched without your consent.']])('neither confirms nor corrects a thing the affidavit never speaks of: %s', (question) => {
    expect(['confirm', 'correct']).not.toContain(ask(question).kind);
  });
});
