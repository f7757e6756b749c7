import { describe, expect, it } from 'vitest';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// Whether the witness saw what it has itself just told asks for the basis of its account (FRE 602),
// not for agreement with something the examiner supplies.
const { confidence, excusedOn } = objectionRig(classificationContextOf(null));
const after = (question: string, answer: string) => ({ recentQuestions: [question], recentAnswers: [answer] });

describe("asking whether the witness perceived the act of its own account", () => {
  it.each([
    ['Did you watch the goat cross the lane?', after('What did the goat do?', 'It ran over the lane towards the barn.')],
    ['Did you see the lorry hit the gate?', after('What happened to the gate?', 'The lorry smashed into it. The gate broke.')],
  ])('%j after the witness told it is no leading', (question, context) => {
    expect(confidence(question, 'leading')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(confidence(question, 'leading', context)).toBeLessThan(COUNSEL_BAR);
    expect(excusedOn(question, 'leading', context)).toBeDefined();
  });
  it.each([
    // The act is the examiner's, not the witness's.
    ['Did you see the man smash the window?', after('Who was in the yard?', 'A man in a grey coat.')],
    // The act is the witness's, but the thing it was done to is the examiner's.
    ['Did you see the goat cross the railway?', after('What did the goat do?', 'It ran over the lane towards the barn.')],
  ])('%j still supplies what the witness did not tell', (question, context) => {
    expect(confidence(question, 'leading', context)).toBeGreaterThanOrEqual(COUNSEL_BAR);
  });
});
