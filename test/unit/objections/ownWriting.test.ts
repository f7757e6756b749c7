import { describe, expect, it } from 'vitest';
import { writingOfItsOwn } from '../../../main/trial/objections/ownWriting';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// In wordings of our own: the witness asked to read out a writing. Counsel may object that it is
// hearsay; the judge asks who wrote it, and lets its author read its own words.
const { confidence, rule } = objectionRig(classificationContextOf(null));
const after = (question: string, answer: string) => ({ recentQuestions: [question], recentAnswers: [answer] });

describe('a writing read out by the witness who wrote it (hearsay)', () => {
  it.each([
    ['Would you read that note aloud for the jury?', after('What is this document?', 'It is the note to the council that I wrote after the flood.')],
    ['Please read the memo aloud.', after('Who wrote the memo?', 'I wrote it myself, the day after the inspection.')],
    ['Please read the memo aloud.', after('What are you holding?', 'My memo to the site manager.')],
  ])('%j after the witness claimed it as its own draws hearsay from counsel, and the judge overrules it', (question, context) => {
    expect(confidence(question, 'hearsay', context)).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'hearsay', context).ruling).toBe('overruled');
  });
  it.each([
    ['Would you read that note aloud for the jury?', after('What is this document?', 'It is the note the council sent me after the flood.')],
    ['Please read the memo aloud.', after('Who wrote the memo?', 'The site manager wrote it.')],
    ['Please read the memo aloud.', after('How did you get the memo?', 'I received it by post.')],
  ])("%j, another's writing, is sustained", (question, context) => {
    expect(rule(question, 'hearsay', context).ruling).toBe('sustained');
  });
});

describe('writingOfItsOwn', () => {
  it('reads ownership from the question itself', () => {
    expect(writingOfItsOwn('Could you read out the report you drafted?', [])).toBe(true);
    expect(writingOfItsOwn('Could you read out the report he drafted?', [])).toBe(false);
  });
  it("never takes another's writing for the witness's, whatever the witness made", () => {
    expect(writingOfItsOwn("Could you read out the surveyor's report?", ['I drafted it.'])).toBe(false);
  });
});
