import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A burgled allotment shed, written for these tests: premises that put the rival of a word the
// affidavit says (the front of a thing for its back, days for nights), another count of the
// witness's own things, another hour.
const keeper: WitnessSpec = {
  id: 'hollis-brandt',
  name: 'Hollis Brandt',
  side: 'plaintiff',
  role: 'Allotment warden',
  isExpert: false,
  knowledgeBoundaries: [],
  profile: { cooperativeness: 0.7, verbosity: 0.6, memoryQuality: 0.9 },
  affidavit: [
    'I have been the warden of the Dellow Road allotments for nine years.',
    'I keep the spare padlock keys in a tin behind the back hedge of plot 12.',
    'I work nights as a porter at Saltmarsh Hospital.',
    'On 3 May 2025 I found the shed door hanging off its hinges.',
    'By the end of that spring, because my shifts at the bakery had been cut, I was two rent payments behind, about £900 in all.',
    'The night before, I got back to my flat at about 11:20 p.m.',
    'The man in the red cap was shouting at the gate.',
  ].join(' '),
};

const ask = (question: string) => askRulesWitness(keeper, question, { friendlyExaminer: false });

describe('RulesWitness on a premise that puts the rival of the affidavit\'s word', () => {
  it('corrects "the front hedge" with the back one ("back" read as the hedge\'s modifier, not an adverb)', () => {
    const answer = ask('You keep the spare keys behind the front hedge of plot 12, don\'t you?');
    expect(['correct', 'deny']).toContain(answer.kind);
    expect(answer.text).toContain('back hedge');
  });

  it('corrects "days" with "nights": a noun of many senses still excludes its own opposite', () => {
    const answer = ask('You work days as a porter at Saltmarsh Hospital, don\'t you?');
    expect(['correct', 'deny']).toContain(answer.kind);
    expect(answer.text).toContain('nights');
  });

  it('still confirms the word the affidavit says', () => {
    expect(ask('You work nights as a porter, don\'t you?').kind).toBe('confirm');
    expect(ask('You keep the spare keys behind the back hedge of plot 12, don\'t you?').kind).toBe('confirm');
  });
});

describe('RulesWitness on a premise that puts another count or another hour', () => {
  it('corrects a count of the same things said of the witness, worded otherwise ("in arrears", "behind")', () => {
    const answer = ask('You were four payments in arrears, weren\'t you?');
    expect(answer.kind).toBe('correct');
    expect(answer.text).toContain('two rent payments');
  });

  it('corrects a bare hour after "after" ("just after nine") with the clock time the affidavit gives', () => {
    const answer = ask('You got back to your flat just after nine, didn\'t you?');
    expect(answer.kind).toBe('correct');
    expect(answer.text).toContain('11:20');
  });

  it('confirms the count and the hour the affidavit gives', () => {
    expect(ask('You were two rent payments behind, weren\'t you?').kind).toBe('confirm');
    expect(ask('You got back to your flat at about 11:20 p.m., didn\'t you?').kind).toBe('confirm');
  });
});

describe('RulesWitness on a premise that names both rivals itself', () => {
  it('does not correct "the women" with a sentence about "the man" the premise also names', () => {
    expect(ask('Did you see either of the women push the man in the red cap?').kind).toBe('unknown');
  });
});
