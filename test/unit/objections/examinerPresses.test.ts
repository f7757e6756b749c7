import { describe, expect, it } from 'vitest';
import { pressesForAnAnswer } from '../../../main/trial/rules/rulingMerits';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// In wordings of our own: on direct, the examiner has just had to insist that its own witness
// answer. A witness that evades the side that called it may be led (FRE 611(c)(2)).
const { confidence, excusedOn, rule } = objectionRig(classificationContextOf(null));
const after = (question: string, answer: string) => ({ examination: 'direct' as const, recentQuestions: [question], recentAnswers: [answer] });
const LEADING = "The pump was switched off that night, wasn't it?";

describe('leading a witness its own examiner had to press for an answer', () => {
  it.each([
    after('Could you answer my question plainly? Was the pump running?', 'Well, pumps are often left running.'),
    after('Was the pump running? Please answer the question.', 'That depends on the night.'),
    after("With respect, you haven't answered my question.", 'I said what I remember.'),
  ])('after %j counsel lets the leading question pass, and the judge would overrule it', (context) => {
    expect(confidence(LEADING, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(confidence(LEADING, 'leading', context)).toBeLessThan(COUNSEL_BAR);
    expect(excusedOn(LEADING, 'leading', context)).toMatch(/hostile/);
    expect(rule(LEADING, 'leading', context).ruling).toBe('overruled');
  });
  it.each([
    // answering in the events, not the examiner's insistence now
    after("Did you answer the inspector's question?", 'Yes, I told him the pump was off.'),
    after('Did you answer the question he asked you?', 'I did.'),
    after('What did you answer?', 'That the pump was off.'),
  ])('after %j leading on direct is still objectionable', (context) => {
    expect(confidence(LEADING, 'leading', context)).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(LEADING, 'leading', context).ruling).toBe('sustained');
  });
  it('reads the insistence, not the word', () => {
    expect(pressesForAnAnswer('Will you simply answer the question, madam?')).toBe(true);
    expect(pressesForAnAnswer('Did she answer your question?')).toBe(false);
  });
});
