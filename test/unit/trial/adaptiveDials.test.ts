import { describe, expect, it } from 'vitest';
import { withAdaptiveDials } from '../../../main/trial/TrialService';

describe('withAdaptiveDials', () => {
  const settings = { opposingCounsel: { intentionalErrorRate: 0.3, temperature: 0.7 }, judge: { strictness: 0.5, rulingStyle: 'explanatory' as const } };

  it("sets counsel's error rate and subtlety and the judge's strictness over Settings', keeping the other dials", () => {
    expect(withAdaptiveDials(settings, { intentionalErrorRate: 0.1, errorSubtlety: 0.9, judgeStrictness: 0.8, hideElicitChecklist: true })).toEqual({
      opposingCounsel: { intentionalErrorRate: 0.1, errorSubtlety: 0.9, temperature: 0.7 },
      judge: { strictness: 0.8, rulingStyle: 'explanatory' },
    });
  });

  it("leaves Settings' dials alone without the opt-in, and fills them in when Settings had none", () => {
    expect(withAdaptiveDials(settings, undefined)).toBe(settings);
    expect(withAdaptiveDials({}, { intentionalErrorRate: 0.45, errorSubtlety: 0.2, judgeStrictness: 0.3, hideElicitChecklist: false })).toEqual({
      opposingCounsel: { intentionalErrorRate: 0.45, errorSubtlety: 0.2 },
      judge: { strictness: 0.3 },
    });
  });
});
