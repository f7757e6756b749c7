import { describe, expect, it } from 'vitest';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// In wordings of our own: the witness asked to agree it perceived an act the examiner names. A
// real record has no case file.
const { confidence, rule, grounds } = objectionRig(classificationContextOf(null));

describe('whether the witness perceived an act the examiner names (leading on direct)', () => {
  it.each([
    'Did you see the cashier slip the envelope into her coat?',
    'Did you see him shove the courier?',
    'Did you hear the generator stalling?',
    'Did you ever notice the foreman unlock the side gate?',
    'Did you watch the tenant carry the boxes out?',
    "Did you see the porter's trolley rolling down the ramp?",
    'Did you see the bursar lock the safe that evening?',
  ])('%j draws leading from counsel, and the judge sustains it', (question) => {
    expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'leading').ruling).toBe('sustained');
  });
  it('is proper on cross', () => {
    expect(grounds('Did you see the cashier slip the envelope into her coat?', { examination: 'cross' })).not.toContain('leading');
  });
  it.each([
    // a thing perceived, the act only saying when
    'Did you see the lorry before it turned?',
    // no act named: a thing, a place, a possession
    'Did you see the courier at the door?',
    'Did you see her bruises?',
    'Did you see the loading bay?',
    // an act that supplies nothing, or the words of another (hearsay's test)
    'Did you see him do anything with the key?',
    'Did you hear the landlord say anything about rent?',
    // nobody in particular, and another's perceiving
    'Did you see anybody leave?',
    'Did the caretaker see him climb the fence?',
    // news, not a perception
    'Did you hear that the depot had shut?',
  ])('%j draws no leading objection from counsel', (question) => {
    expect(confidence(question, 'leading')).toBeLessThan(COUNSEL_BAR);
  });
});

describe('the fact perceived, the words spoken or the doer named by the examiner (leading on direct)', () => {
  it.each([
    'Did you notice that the cellar door was unbolted?',
    'Did you observe the ferry was already leaving?',
    'Did the caretaker tell you he would replace the lock?',
    'Has your landlady ever said that the rent was waived?',
    'Was it the night porter who rang the bell?',
    'Was it Mrs. Okoye that drove the van away?',
  ])('%j draws leading from counsel, and the judge sustains it', (question) => {
    expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'leading').ruling).toBe('sustained');
    expect(grounds(question, { examination: 'cross' })).not.toContain('leading');
  });
  it.each([
    // the telling left to the witness
    'Did the caretaker say anything about the lock?',
    'Did you notice whether the cellar door was bolted?',
    'Did the caretaker ask you to wait?',
    // the witness's own words, and news heard
    'Did you tell the caretaker you were moving out?',
    'Did you hear that the ferry had sunk?',
    // a time, and a state of mind, not a doer
    'Was it the following week that you wrote?',
    'Was it clear to you that the van was gone?',
  ])('%j stays below counsel\'s bar', (question) => {
    expect(confidence(question, 'leading')).toBeLessThan(COUNSEL_BAR);
  });
});
