import { describe, expect, it } from 'vitest';
import { questionWords } from '../../../main/language';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// Kinds of language seen in real records where counsel objected to proper questions or missed a
// real objection, each in wordings of our own, with the proper questions that must not draw it.
const base = classificationContextOf(null);
const { confidence, excusedOn, rule } = objectionRig(base);

describe('leading on what the proceedings themselves show', () => {
  it.each(['You are the plaintiff in this suit, correct?', 'That is the lady who testified this morning?', 'And you have sat in the courtroom through the whole trial?'])(
    'is allowed on direct: %j',
    (question) => {
      expect(confidence(question, 'leading')).toBe(0);
      expect(excusedOn(question, 'leading')).toMatch(/proceedings themselves/);
      expect(rule(question, 'leading').ruling).toBe('overruled');
    },
  );
  it.each(['The defendant was drunk that night, wasn\'t he?', 'You saw the plaintiff run the red light?', 'That is the man who hit you?'])('is still leading when anything else is put: %j', (question) => {
    expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});

describe('the body the witness served in is its background', () => {
  it.each(['In 2015, you were connected with the county sheriff\'s office?', 'And you were attached to the Harbor Patrol back then?'])('allows leading: %j', (question) => {
    expect(confidence(question, 'leading')).toBe(0);
  });
  it.each(['You were connected with the burglary on Elm Street?', 'You were attached to the ladder when it slipped?'])('is not background when the object is no body of people: %j', (question) => {
    expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});

describe('where a place lies, said with a participle', () => {
  it.each(['Millbrook is situated in Fairview County, isn\'t it?', 'Fort Alder was stationed near Millbrook?'])('is an undisputed setting: %j', (question) => {
    expect(confidence(question, 'leading')).toBe(0);
    expect(excusedOn(question, 'leading')).toMatch(/undisputed setting/);
  });
  it.each(['The van was parked in the alley, wasn\'t it?', 'The gun was located in his drawer?'])('is not when something is done or a person is placed: %j', (question) => {
    expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});

describe("the witness's own record brought out by the side that called it", () => {
  it.each(['Back in 2004, you were convicted of shoplifting there?', 'Your conviction was for forgery, wasn\'t it?'])('draws no leading objection on direct: %j', (question) => {
    expect(confidence(question, 'leading')).toBe(0);
    expect(excusedOn(question, 'leading')).toMatch(/own record/);
  });
  it('draws no character objection on direct when put as a statement, but does on cross', () => {
    const question = 'You were arrested once before, in 2001?';
    expect(confidence(question, 'character')).toBe(0);
    expect(excusedOn(question, 'character')).toMatch(/draw the sting/);
    expect(confidence(question, 'character', { examination: 'cross' })).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it('still objects to asking on direct whether the witness was ever arrested: it invites a clean record', () => {
    expect(confidence('Have you ever been arrested?', 'character')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it.each(['Your brother was convicted of forgery, wasn\'t he?', 'You were charged forty dollars for the tow?'])('is not someone else\'s record or a price: %j', (question) => {
    expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});

describe('speculation asked in the clause that asks', () => {
  it('reads whether the witness reflected on a hypothetical as its own act of mind', () => {
    expect(confidence('Have you ever considered what would have happened to the dam if the rain had kept on?', 'speculation')).toBeLessThan(COUNSEL_BAR);
    expect(confidence('Did you stop to think about what might have followed if the brakes had failed?', 'speculation')).toBeLessThan(COUNSEL_BAR);
  });
  it.each(['What would have happened to the dam if the rain had kept on?', 'Do you think the driver would have stopped if the light had been red?'])('still objects to the hypothetical itself: %j', (question) => {
    expect(confidence(question, 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it('leaves a preamble about what others realised to the examiner', () => {
    expect(confidence('The engineers all knew the beam was cracked; did you ever inspect it yourself?', 'speculation')).toBe(0);
    expect(confidence('Did the engineers know the beam was cracked?', 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
  it('reads what a rule of access allowed as known to the one who worked under it, not a guess', () => {
    expect(confidence('Nobody could have opened the locker unless a guard was present, correct?', 'speculation', { examination: 'cross' })).toBeLessThan(COUNSEL_BAR);
    expect(confidence('Could the guard have opened the locker if he had wanted to?', 'speculation', { examination: 'cross' })).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});

describe("the witness's work and a named honour", () => {
  it.each(['Did this novel win the Hawthorne Prize?', 'Can you tell us whether the film received any awards?'])('bolster the witness on direct: %j', (question) => {
    expect(confidence(question, 'character')).toBeGreaterThanOrEqual(0.6);
    expect(rule(question, 'character').ruling).toBe('sustained');
  });
  it.each(['Did the team win the county cup?', 'Was the award ceremony crowded?', "Did the defendant's book win a prize?"])('is not the witness\'s honour: %j', (question) => {
    expect(confidence(question, 'character')).toBe(0);
  });
  it('is the examiner\'s to test on cross', () => {
    expect(confidence('Did this novel win the Hawthorne Prize?', 'character', { examination: 'cross' })).toBe(0);
  });
});

describe('what the witness was told of the rules it worked under', () => {
  it.each(['What were you told the procedure was for sealing the vault?', 'What were you informed the policy was on refunds?'])('is offered for its effect on the listener: %j', (question) => {
    expect(confidence(question, 'hearsay')).toBe(0);
    expect(excusedOn(question, 'hearsay')).toMatch(/effect on the listener/);
  });
  it.each(['What were you told about the accident?', 'What did the supervisor tell you the driver had done?'])('is still hearsay when the telling is of facts: %j', (question) => {
    expect(confidence(question, 'hearsay')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});

describe('asked and answered, and a check of the answer', () => {
  const answeredQuestions = [questionWords('Where were you working that winter?')];
  it('lets the examiner point back at the answer to check it', () => {
    expect(confidence('And is that where you were working?', 'asked_and_answered', { answeredQuestions })).toBe(0);
  });
  it('still catches the question put again', () => {
    expect(confidence('Where were you working that winter?', 'asked_and_answered', { answeredQuestions })).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});

describe('a yes/no question broken off inside "whether"', () => {
  it('puts both answers, so leads to neither', () => {
    expect(confidence('Have you any view as to whether or not the builders intended—', 'leading')).toBeLessThan(COUNSEL_BAR);
    expect(confidence('Did the builders intend to cut the beam—', 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});

describe('a bare "No" to whether the witness perceived a thing', () => {
  const recentQuestions = ['Did you see the cart roll into the street?'];
  it('leaves the witness without knowledge of that thing on direct', () => {
    const context = { recentQuestions, recentAnswers: ['No.'] };
    expect(confidence('Is that the cart that rolled into the street?', 'foundation', context)).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule('Is that the cart that rolled into the street?', 'foundation', context).ruling).toBe('sustained');
  });
  it.each([
    ['a yes', { recentQuestions, recentAnswers: ['Yes, sir.'] }],
    ['a no to something else', { recentQuestions: ['Did you see the driver?'], recentAnswers: ['No.'] }],
    ['a no on cross', { recentQuestions, recentAnswers: ['No.'], examination: 'cross' as const }],
  ])('draws nothing after %s', (_label, context) => {
    expect(confidence('Is that the cart that rolled into the street?', 'foundation', context)).toBe(0);
  });
});
