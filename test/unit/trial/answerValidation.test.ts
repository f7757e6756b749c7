import { describe, expect, it } from 'vitest';
import { AffidavitIndex } from '../../../main/trial/AffidavitIndex';
import { validateAnswerDecision } from '../../../main/trial/decisionValidation';
import { trafficScenario } from './fixtures/trafficScenario';

// A model's answer is checked against the affidavit, sentence by sentence; the rules witness's own
// answer is grounded by construction (its tests and `npm run fidelity` hold it to that), so only
// its shape is checked on the turn's path.

const affidavit = new AffidavitIndex(trafficScenario.witnesses.find((witness) => witness.id === 'maria-reyes')!.affidavit);
const INVENTED = 'I saw a purple elephant on the roof of the bank.';

describe('validating a witness answer', () => {
  it('refuses an invented sentence from a model, and fills the sources of a grounded one from the affidavit', () => {
    expect(validateAnswerDecision({ text: INVENTED, kind: 'narrative', sources: [] }, affidavit)).toMatchObject({ ok: false, reason: expect.stringContaining('ungrounded') });
    const grounded = validateAnswerDecision({ text: affidavit.sentences[0], kind: 'narrative', sources: [] }, affidavit);
    expect(grounded).toMatchObject({ ok: true, value: { sources: [0] } });
  });

  it('checks only the shape of a decision grounded by construction, keeping its own sources within the affidavit', () => {
    const outside = affidavit.sentences.length + 3;
    expect(validateAnswerDecision({ text: affidavit.sentences[1], kind: 'narrative', sources: [1, outside] }, affidavit, 'by construction')).toEqual({ ok: true, value: { text: affidavit.sentences[1], kind: 'narrative', sources: [1] } });
    expect(validateAnswerDecision({ text: INVENTED, kind: 'narrative', sources: [] }, affidavit, 'by construction').ok).toBe(true);
    expect(validateAnswerDecision({ text: 42, kind: 'narrative', sources: [] }, affidavit, 'by construction')).toMatchObject({ ok: false, reason: expect.stringContaining('answer decision') });
  });
});
