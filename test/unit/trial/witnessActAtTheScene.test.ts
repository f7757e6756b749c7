import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A boat lost from a marina in a gale, claimed against the marina, written for these tests: what
// someone did when (or once) something happened is told with the event, or just after it.
const watchman: WitnessSpec = {
  id: 'idris-fenwick',
  name: 'Idris Fenwick',
  side: 'defense',
  role: 'Night watchman at Saltmere Marina',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.5, memoryQuality: 0.9 },
  affidavit: [
    'I have kept the night watch at Saltmere Marina since 2019, and I had not met a harbour inspector before that winter.',
    'On the night of 11 January 2025 the wind rose to a full gale at about 1 a.m.',
    'When the gale warning came over the radio, I walked the pontoons with a torch.',
    'Most of the boats were riding well on their lines.',
    'I doubled the bow line on the yacht Petrel, because it had begun to chafe.',
    'At about 3 a.m. the owner of Petrel, Mr. Jacob Orme, rang the office.',
    'I asked him to come down to the marina.',
    'He drove over within the hour, which I had not expected in that weather.',
    'The harbour inspector examined the pontoons on 14 January.',
    'She measured the cleats on berth 12 and photographed the chafed line.',
    'I climbed down into the dinghy store behind the office.',
    'Two of the outboard motors had water in their fuel tanks.',
    'Right after the harbour inspector left I saw that the gate to the dinghy store was open.',
    'I locked it again.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(watchman, question, { friendlyExaminer: true });

describe('RulesWitness on what was done when, or once, something happened', () => {
  it('gives the act told after the event, with the event', () => {
    const answer = ask('What did you do when the wind rose to a full gale?').text;
    expect(answer).toContain('the wind rose to a full gale');
    expect(answer).toContain('I walked the pontoons with a torch');
  });

  it('reads the act of a sentence that opens with its own scene from its main statement', () => {
    expect(ask('What did you do after the wind rose to a full gale?').text).toBe('When the gale warning came over the radio, I walked the pontoons with a torch.');
  });

  it('looks for the scene with the one asked about in place of the pronoun for them', () => {
    // "I asked him to come down" is the scene; "He drove over" is Mr. Orme's act, though its
    // sentence goes on to deny something else.
    expect(ask('What did Mr. Orme do when you asked him to come down?').text).toContain('He drove over within the hour');
  });

  it('does not take a sentence that denies the scene for its telling', () => {
    expect(ask('What did the harbour inspector do when she examined the pontoons?').text).toContain('She measured the cleats on berth 12');
  });
});

describe('RulesWitness on what was found or seen when something was done', () => {
  it('gives the sentence after the doing, which tells what was found as what it is', () => {
    expect(ask('What did you find when you climbed down into the dinghy store?').text).toContain('Two of the outboard motors had water in their fuel tanks.');
  });

  it('keeps a sentence that tells the seeing with the event', () => {
    expect(ask('What did you see right after the harbour inspector left?').text).toContain('I saw that the gate to the dinghy store was open.');
  });
});
