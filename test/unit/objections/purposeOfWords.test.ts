import { describe, expect, it } from 'vitest';
import { canMeanIntending } from '../../../main/language';
import { classificationContextOf } from '../../support/classificationContext';
import { COUNSEL_BAR, objectionRig } from '../../support/objectionRig';

// The purpose someone gave words or an act, asked in the passive: the one who gave it is not the
// witness, so the witness can only guess at it (FRE 602, 701). A thing's design, the witness's own
// words and the witness's own duty are another matter.
const { confidence, rule } = objectionRig(classificationContextOf(null));

describe('verbs of intending, read in WordNet', () => {
  it.each(['intend', 'mean', 'design', 'calculate', 'aim'])('%j can say what something was meant for', (verb) => {
    expect(canMeanIntending(verb)).toBe(true);
  });
  it.each(['build', 'send', 'write', 'hope', 'shut'])('%j cannot', (verb) => {
    expect(canMeanIntending(verb)).toBe(false);
  });
});

describe("the purpose of another's words or acts, in the passive", () => {
  it.each([
    'Were the supervisor\'s comments designed to humiliate the apprentices?',
    'Was her text message calculated to make you drive over there?',
    'Was his visit to the bakery meant to intimidate the staff?',
    'Your neighbour wrote to the council twice that month. Could that have been aimed to get your licence pulled?',
  ])('draws speculation on direct, and the judge sustains it: %j', (question) => {
    expect(confidence(question, 'speculation')).toBeGreaterThanOrEqual(COUNSEL_BAR);
    expect(rule(question, 'speculation').ruling).toBe('sustained');
  });
  it.each([
    'Was the guard rail designed to hold a grown man\'s weight?',
    'Was your email meant to warn the tenants upstairs?',
    'Were you meant to lock the storeroom at night?',
    'Was the loan designed to be repaid within two years?',
    'Was the booking software designed to log every entry?',
    'The sign at the gate was put up in May. Was it meant to be read from the road?',
  ])('is not a guess at another\'s purpose: %j', (question) => {
    expect(confidence(question, 'speculation')).toBeLessThan(COUNSEL_BAR);
  });
});
