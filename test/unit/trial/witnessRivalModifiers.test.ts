import { describe, expect, it } from 'vitest';
import type { WitnessSpec } from '../../../main/trial/TrialScenarioSpec';
import { askRulesWitness } from '../../support/askRulesWitness';

// A burgled allotment shed, written for these tests: premises that put the rival of a word the
// affidavit says (the front of a thing for its back, days for nights, forward for back), another
// count of the witness's own things, another hour, or an act the affidavit denies ("no rotting",
// "any notes or photographs"); and premises that must not be corrected or confirmed by mistake.
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
    'By the end of that spring, because my shifts at the hospital had been cut, I was two rent payments behind, about £900 in all.',
    'The night before, I got back to my flat at about 11:20 p.m.',
    'The man in the red cap was shouting at the gate.',
    'I walked round the plots on the Sunday morning.',
    'I did not take any notes or photographs that morning.',
    'The boy in the yellow coat jumped off the water butt and fell straight back onto the compost heap.',
    'I wrote to the parish council in writing twice that June about the broken fence.',
    'I went over the shed roof and the timber frame, and I found no rotting in them.',
    'I accept that the weather matters, and that night the rain was heavy and from the north, driving against the shed.',
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

describe('RulesWitness on an act denied of things joined by "or"', () => {
  it('denies the act of each of them ("any notes or photographs" to "take photographs")', () => {
    const answer = ask('Didn\'t you take photographs of the broken hinges for the police?');
    expect(['correct', 'deny']).toContain(answer.kind);
    expect(answer.text).toContain('notes or photographs');
  });
});

describe('RulesWitness on a direction said by a small adverb', () => {
  it('corrects "fell forward" with "fell straight back"', () => {
    const answer = ask('The boy in the yellow coat fell forward onto his face.');
    expect(['correct', 'deny']).toContain(answer.kind);
    expect(answer.text).toContain('straight back');
  });
});

describe('RulesWitness on "that" as what a preposition takes, not a clause put', () => {
  it('asks of the confirming in "Did they confirm any of that in writing?", and confirms nothing from the witness\'s own writing', () => {
    expect(ask('Did the council confirm any of that in writing?').kind).not.toBe('confirm');
  });
});

describe('RulesWitness on a gerund the act is done to, denied by "no"', () => {
  it('denies "found rotting" with "found no rotting"', () => {
    const answer = ask('You found rotting in the timber frame, didn\'t you?');
    expect(['correct', 'deny']).toContain(answer.kind);
  });
});

describe('RulesWitness on rival words in the same phrase of two statements so alike', () => {
  it('corrects "from the south" with "from the north"', () => {
    expect(ask('The rain that night was heavy and from the south, wasn\'t it?').kind).toBe('correct');
  });

  it('confirms "from the north"', () => {
    expect(ask('The rain that night was heavy and from the north, wasn\'t it?').kind).toBe('confirm');
  });
});
