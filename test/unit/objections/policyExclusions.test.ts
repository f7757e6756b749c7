import { describe, expect, it } from 'vitest';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// Relevant facts that policy keeps out (FRE 408, 409, 411), in wordings of our own: counsel objects
// as irrelevant, and the judge sustains unless the question shows the other purpose the rules allow.
const { confidence, excusedOn, rule } = objectionRig(classificationContextOf(null));

describe('liability insurance (FRE 411)', () => {
  it.each([
    "Was the van's owner insured at the time?",
    'Did the bakery carry insurance?',
    "Who was the landlord's insurer?",
    'Did her insurance company pay for the repairs?',
  ])('%j draws a relevance objection, and the judge sustains it', (question) => {
    expect(confidence(question, 'relevance')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'relevance').ruling).toBe('sustained');
  });
  it('is irrelevant to fault on cross too, where leading is proper', () => {
    const question = "The cyclist was insured, wasn't he?";
    expect(confidence(question, 'relevance', { examination: 'cross' })).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'relevance', { examination: 'cross' }).ruling).toBe('sustained');
  });
  it.each(['Do you work for the insurer of the bakery?', 'Are you paid by the insurance company?', 'The insurer of the bakery has hired you four times, has it not?'])('%j shows the witness in an insurer\'s pay: bias, which the rule allows', (question) => {
    expect(confidence(question, 'relevance', { examination: 'cross' })).toBe(0);
    expect(excusedOn(question, 'relevance', { examination: 'cross' })).toMatch(/411/);
  });
  it('leaves "insure that…" (meant as "ensure") alone, and a case about the insurance itself', () => {
    expect(confidence('Did you insure that the shutters were down?', 'relevance')).toBe(0);
    expect(confidence('Did the bakery carry insurance?', 'relevance', { caseVocabulary: new Set(['insurer', 'bakery', 'claim', 'fire']) })).toBe(0);
  });
});

describe('offers to compromise a claim or to pay for care (FRE 408, 409)', () => {
  it.each([
    'Did the landlord ever offer to settle?',
    'Was there a settlement offer?',
    'How much did they offer you to drop the lawsuit?',
    'Did the shop owner offer to pay your hospital bills?',
  ])('%j draws a relevance objection, and the judge sustains it', (question) => {
    expect(confidence(question, 'relevance')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'relevance').ruling).toBe('sustained');
  });
  it.each(['Did the dust settle?', 'Did you settle the bill?', 'When did you settle in the town?', 'Did he offer to pay for lunch?'])('%j is no compromise', (question) => {
    expect(confidence(question, 'relevance')).toBe(0);
  });
  it("lets cross show the witness's own settlement with a party, for its bias", () => {
    const question = "You settled your own claim against the hotel, didn't you?";
    expect(confidence(question, 'relevance', { examination: 'cross' })).toBe(0);
    expect(excusedOn(question, 'relevance', { examination: 'cross' })).toMatch(/408/);
  });
});
