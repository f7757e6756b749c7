import { describe, expect, it } from 'vitest';
import { daySettings, pointsBackToADay } from '../../../main/language/timeReference';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// An unfair-dismissal case written for these tests. What is tested are kinds of account: a day
// named once and pointed back to ("that afternoon"), an act told in the sentence after the one
// that sets it up, and a sentence that shares only the subject of what is asked.
const employee: WitnessSpec = {
  id: 'grace-okonjo',
  name: 'Grace Okonjo',
  side: 'plaintiff',
  role: 'Former warehouse supervisor',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.8, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I worked as a warehouse supervisor at Brantwood Logistics from 2017 until March 2024.',
    'On Thursday 4 May 2023 I met Mr. Hale about my timekeeping.',
    'Later that afternoon he emailed me a written warning.',
    'The next morning I replied and asked for a copy of the clocking records.',
    'In June the company offered to move me to the early shift at the same pay.',
    'I refused, because I care for my father in the mornings.',
    'The staff pension scheme was changed in 2021.',
    'During the disciplinary hearing I looked at the clock several times.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(employee, question, { friendlyExaminer: true });

describe('language: a day pointed back to', () => {
  it('reads "that afternoon" and "the same day" as the day said before, and "the next morning" as another', () => {
    expect(pointsBackToADay('Later that afternoon he emailed me.')).toBe(true);
    expect(pointsBackToADay('I rang him the same day.')).toBe(true);
    expect(pointsBackToADay('The next morning I replied.')).toBe(false);
    expect(pointsBackToADay('That evening I rang my union.')).toBe(true);
    expect(daySettings(['On Thursday 4 May I met him.', 'Later that afternoon he emailed me.', 'The next morning I replied.', 'That evening I rang my union.'])).toEqual([null, 0, null, 0]);
  });
});

describe('RulesWitness: a day named once and pointed back to', () => {
  it('corrects another day with the sentence that names the day', () => {
    const answer = ask('Mr. Hale emailed you the warning on the Friday, didn\'t he?');
    expect(answer.kind).toBe('correct');
    expect(answer.text).toContain('Thursday 4 May 2023');
    expect(answer.text).toContain('that afternoon he emailed me a written warning');
  });

  it('confirms the day it points back to, without doubting the detail', () => {
    const answer = ask('He emailed you the warning on the Thursday, didn\'t he?');
    expect(answer.kind).toBe('confirm');
  });

  it('does not carry the day over "the next morning"', () => {
    const answer = ask('You replied on the Thursday, didn\'t you?');
    expect(answer.kind).not.toBe('confirm');
    expect(answer.kind).not.toBe('correct');
  });
});

describe('RulesWitness: a cleft premise ("It was X who…")', () => {
  it('checks the proposition the cleft puts, with its focus as the subject', () => {
    // "Mr. Hale met you" is "I met Mr. Hale": the same two people, not another actor.
    expect(ask('It was Mr. Hale who met you about your timekeeping, wasn\'t it?').kind).toBe('confirm');
    expect(ask('It was Ms. Price who met you about your timekeeping, wasn\'t it?').kind).toBe('correct');
    expect(ask('It was in July that the company offered you the early shift?').kind).toBe('correct');
  });
});

describe('RulesWitness: an act told in the sentence after the one that sets it up', () => {
  it('confirms a premise the two sentences hold together', () => {
    const answer = ask('You turned down the company\'s offer of the early shift, didn\'t you?');
    expect(answer.kind).toBe('confirm');
    expect(answer.text).toContain('I refused');
  });

  it('does not confirm the act the other way round', () => {
    expect(ask('You accepted the company\'s offer of the early shift, didn\'t you?').kind).not.toBe('confirm');
  });
});

describe('RulesWitness: a sentence that shares only the subject of the premise', () => {
  it('says "I don\'t know" rather than tell something else of the subject', () => {
    expect(ask('Was the staff pension scheme still open to new members?').kind).toBe('unknown');
  });

  it('still tells what it knows when the sentence speaks to what was asked in other words', () => {
    const answer = ask('You kept glancing at the clock during the hearing, didn\'t you?');
    expect(answer.kind).not.toBe('unknown');
    expect(answer.text).toContain('I looked at the clock');
  });
});
