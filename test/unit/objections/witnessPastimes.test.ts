import { describe, expect, it } from 'vitest';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// The witness's own pastimes are private life: a case rarely turns on them, unless its file speaks of them.
const { confidence, rule } = objectionRig(classificationContextOf(null));

describe("the witness's pastimes (FRE 401)", () => {
  it.each(['What is your golf handicap these days?', 'Tell the jury about your ballroom dancing.', 'Did your weekend fishing go well?'])('%j draws relevance, and the judge sustains it', (question) => {
    expect(confidence(question, 'relevance')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'relevance').ruling).toBe('sustained');
  });
  it.each(['How far was the golf course from the junction?', 'What did your doctor tell you after the fall?', 'Was your statement to the police signed?', 'What is your occupation?'])('%j is not about a pastime of the witness', (question) => {
    expect(confidence(question, 'relevance')).toBeLessThan(COUNSEL_BAR);
  });
  it('is relevant when the case file speaks of it', () => {
    const { confidence: inCase } = objectionRig(classificationContextOf('The ladder fell on me at the golf club where I play golf every Sunday.'));
    expect(inCase('What is your golf handicap these days?', 'relevance')).toBeLessThan(COUNSEL_BAR);
  });
});
