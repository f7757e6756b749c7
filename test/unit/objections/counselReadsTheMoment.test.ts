import { describe, expect, it } from 'vitest';
import { DEFAULT_OPPOSING_COUNSEL_CONFIG, ObjectionClassifier, RulesOpposingCounsel, SeededRandom } from '../../../main/trial';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// A bakery case: a delivery van backed into the baker's awning one foggy morning. A witness that
// has just turned on its own examiner may ordinarily be led (FRE 611(c)(2)): the judge overrules an
// objection to it, so counsel, reading the same answers, does not make one. A failed memory only
// lets the court allow leading as far as needed (FRE 611(c)), a call counsel leaves to the judge.
const caseText = 'The delivery van reversed into the awning of the Linden Street bakery at six in the morning. The fog was thick. Pia Novak drove the van.';
const base = classificationContextOf(caseText);
const { analyse, confidence, excusedOn, rule } = objectionRig(base);
const counsel = new RulesOpposingCounsel({ ...DEFAULT_OPPOSING_COUNSEL_CONFIG, intentionalErrorRate: 0 }, new ObjectionClassifier(), new SeededRandom(7));
const objects = (question: string, recentAnswers: string[]) =>
  counsel.considerObjectionSync({ turn: 1, questionId: 'q', question, analysis: analyse(question, { recentAnswers, recentQuestions: recentAnswers.map(() => 'And then?') }), projection: {} as never }).object;

const leadingQuestion = "Novak was looking at her phone when the van moved, wasn't she?";

describe('counsel lets pass a leading question the moment makes proper', () => {
  it.each([
    ['a witness that scolds its own examiner', "I've told you already, I was inside kneading the dough."],
    ['a witness that declines to give its examiner an answer', "I'm not going to tell you who rang me that morning."],
  ])('does not object after %s', (_kind, answer) => {
    expect(confidence(leadingQuestion, 'leading', { recentAnswers: [answer] })).toBe(0);
    expect(excusedOn(leadingQuestion, 'leading', { recentAnswers: [answer] })).toMatch(/FRE 611\(c\)/);
    expect(objects(leadingQuestion, [answer])).toBe(false);
    // The judge gives the same reason when the student objects anyway.
    expect(rule(leadingQuestion, 'leading', { recentAnswers: [answer] }).ruling).toBe('overruled');
  });

  it.each([
    ['a cooperative answer', 'I was inside kneading the dough when I heard the crunch.'],
    ['an answer that only lacks knowledge', "I don't know who was driving."],
    ['no answer yet', null],
  ])('still objects after %s', (_kind, answer) => {
    const recentAnswers = answer === null ? [] : [answer];
    expect(confidence(leadingQuestion, 'leading', { recentAnswers })).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(objects(leadingQuestion, recentAnswers)).toBe(true);
  });

  it('still objects after a failed memory, which the judge may then overrule', () => {
    const recentAnswers = ["I can't remember which way the van was facing."];
    expect(objects(leadingQuestion, recentAnswers)).toBe(true);
    expect(rule(leadingQuestion, 'leading', { recentAnswers })).toMatchObject({ ruling: 'overruled', reason: expect.stringContaining('memory') });
  });

  it('reads hostility in either of the answers just given, not only the last', () => {
    expect(objects(leadingQuestion, ["I've told you already, I was inside kneading the dough.", 'The fog was thick.'])).toBe(false);
  });

  it('changes nothing on cross, where leading is proper anyway', () => {
    expect(excusedOn(leadingQuestion, 'leading', { examination: 'cross', recentAnswers: ["I've told you already."] })).toMatch(/cross-examination/);
  });
});
