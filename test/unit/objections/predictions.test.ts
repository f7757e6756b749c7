import { describe, expect, it } from 'vitest';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// What another has yet to do, or what is yet to happen, is a guess: no one has perceived it.
const { confidence, rule } = objectionRig(classificationContextOf(null));

describe('a prediction of another’s act, or of what will happen (speculation)', () => {
  it.each([
    'What will the insurer do once the claim is refused?',
    'Is the school going to expel your son?',
    'Will the foreman sign the overtime sheet?',
    'Is the lodger likely to move out before winter?',
    'What will happen to the warehouse staff?',
  ])('%j draws the objection, and the judge sustains it', (question) => {
    expect(confidence(question, 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'speculation').ruling).toBe('sustained');
  });
  it.each([
    'What are you going to do with the van?',
    'Will you state your occupation, please?',
    'Will the clerk mark this photograph?',
    'Will you tell the jury what the foreman did?',
    'Will he usually ring before he comes?',
    'Is the foreman going to the depot now?',
  ])('%j asks for the witness’s own plans, directs the courtroom, or asks of a habit or a place', (question) => {
    expect(confidence(question, 'speculation')).toBeLessThan(COUNSEL_BAR);
  });
});
