import { describe, expect, it } from 'vitest';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// A denial stays on the record while the examiner asks about something else: a question two
// answers on that takes the denied act as done assumes a fact the record itself rules out. The
// twins: the witness never denied it, or corrected itself in the answer after.
const { analyse, confidence, rule } = objectionRig(classificationContextOf(null));

/** Two exchanges, the earlier first, as a trial's context holds them. */
const exchanges = (first: [string, string], second: [string, string]) => ({
  recentQuestions: [first[0], second[0]],
  recentAnswers: [first[1], second[1]],
});

describe('an act the witness denied an answer earlier, taken as done (assumes facts)', () => {
  it.each([
    [['Did you hear the alarm go off?', 'No.'], ['Where were you sitting?', 'In the back office.'], 'What did you do after you heard the alarm?'],
    [['Did you unlock the storeroom?', 'No, I never unlocked the storeroom.'], ['Who had the keys that night?', 'The night manager.'], 'Why did you unlock the storeroom?'],
    [['Did you sign the tenancy form?', 'No, sir.'], ['Was the landlord there?', 'He came in later.'], 'Did the landlord leave after you signed the tenancy form?'],
  ] as const)('after %j and %j, %j draws the objection, and the judge sustains it', (first, second, question) => {
    const context = exchanges([...first], [...second]);
    expect(analyse(question, context).findings[0]).toMatchObject({ ground: 'assumes_facts' });
    expect(confidence(question, 'assumes_facts', context)).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'assumes_facts', context).ruling).toBe('sustained');
  });

  it.each([
    // Said yes earlier: the act is in evidence.
    [['Did you hear the alarm go off?', 'Yes.'], ['Where were you sitting?', 'In the back office.'], 'What did you do after you heard the alarm?'],
    // Denied, then corrected in the next answer.
    [['Did you unlock the storeroom?', 'No.'], ['Are you sure?', 'Sorry, I did unlock the storeroom, just for a minute.'], 'Why did you unlock the storeroom?'],
    // Denied, and put again for a yes: the witness may deny it again.
    [['Did you sign the tenancy form?', 'No, sir.'], ['Was the landlord there?', 'He came in later.'], 'You never signed the tenancy form?'],
  ] as const)('after %j and %j, %j takes nothing denied as done', (first, second, question) => {
    expect(confidence(question, 'assumes_facts', exchanges([...first], [...second]))).toBeLessThan(COUNSEL_BAR);
  });
});
