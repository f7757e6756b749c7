import { describe, expect, it } from 'vitest';
import { coverageScore, FULL_MARKS_COVERAGE, referenceByDimension, scoreAdvice } from '../../../main/consultation';
import type { RubricItem } from '../../../shared/scenario';
import { housingConsultation } from '../../support/consultationFixture';

const rubric = housingConsultation().rubric;

const GOOD_ADVICE =
  'You are an assured shorthold tenant, and since the fixed twelve-month term ended your tenancy continued as a statutory periodic tenancy. ' +
  'The section 21 notice is likely invalid because the deposit was not protected in an approved scheme, and a notice served right after your written complaint about disrepair may be a retaliatory eviction. ' +
  'The biggest risk is the rent arrears, which give the landlord a section 8 ground for possession; your cousin staying as a lodger without permission may also breach the tenancy. ' +
  'Do not leave before a court order. Gather the deposit receipt and your emails, contact environmental health again, and agree a repayment plan for the arrears.';
const WEAK_ADVICE = 'I think you should just move out and find somewhere else to live.';

describe('coverageScore', () => {
  it('is 10 at full-marks coverage, 0 for empty advice, and proportional between', () => {
    expect(coverageScore('deposit protected scheme', 'the deposit was protected in a scheme')).toBe(10);
    expect(coverageScore('deposit protected scheme', '')).toBe(0);
    // One of five words = 0.2 coverage -> 0.2 / 0.6 of full marks.
    expect(coverageScore('deposit protected scheme landlord notice', 'deposit')).toBeCloseTo((0.2 / FULL_MARKS_COVERAGE) * 10, 1);
  });
});

describe('referenceByDimension', () => {
  it('sorts reference sentences into relationship, rule, risk and next step', () => {
    const item: Pick<RubricItem, 'category' | 'referenceAnswer'> = {
      category: 'advice',
      referenceAnswer: {
        evaluationOnly: true,
        text: 'She is a tenant. The notice must follow the Act. The arrears are a risk. She should write to the council.',
      },
    };
    const dims = referenceByDimension(item);
    expect(dims.relationship).toEqual(['She is a tenant.']);
    expect(dims.rule).toEqual(['The notice must follow the Act.']);
    expect(dims.risk).toEqual(['The arrears are a risk.']);
    expect(dims.nextStep).toEqual(['She should write to the council.']);
  });

  it('reads cues by lemma, so plurals and other forms count', () => {
    const dims = referenceByDimension({ category: 'advice', referenceAnswer: { evaluationOnly: true, text: 'Deadlines apply. Limitations are short. Tenancies of this kind end by notice. Serve it under s. 21.' } });
    expect(dims.risk).toEqual(['Deadlines apply.', 'Limitations are short.']);
    expect(dims.relationship).toEqual(['Tenancies of this kind end by notice.']);
    expect(dims.rule).toEqual(['Serve it under s. 21.']);
  });
});

describe('scoreAdvice', () => {
  it('labels itself approximate and scores only advice, analysis and ethics items', () => {
    const score = scoreAdvice(rubric, GOOD_ADVICE);
    expect(score).toMatchObject({ approximate: true, method: 'keyword-coverage' });
    expect(score.items.map((i) => i.rubricId)).toEqual(['relationship', 'rule', 'risk', 'next-steps']);
  });

  it('gives good advice high marks on every dimension and weak advice low ones', () => {
    const good = scoreAdvice(rubric, GOOD_ADVICE);
    const weak = scoreAdvice(rubric, WEAK_ADVICE);
    for (const item of good.items) expect(item.score).toBeGreaterThanOrEqual(8);
    for (const dim of ['relationship', 'rule', 'risk', 'nextStep'] as const) {
      expect(good.dimensions[dim]).toBeGreaterThanOrEqual(8);
      expect(weak.dimensions[dim]).toBeLessThanOrEqual(2);
    }
    for (const item of weak.items) expect(item.score).toBeLessThan(3);
  });

  it('scores 0 for no advice, and every score stays within 0..10', () => {
    const none = scoreAdvice(rubric, '');
    expect(none.items.every((i) => i.score === 0)).toBe(true);
    const good = scoreAdvice(rubric, GOOD_ADVICE);
    for (const item of good.items) {
      expect(item.score).toBeLessThanOrEqual(10);
      for (const value of Object.values(item.dimensions)) if (value !== null) expect(value).toBeLessThanOrEqual(10);
    }
  });

  it('rewards advice on one dimension only on that dimension', () => {
    const riskOnly = scoreAdvice(rubric, 'The rent arrears give the landlord a possible section 8 ground for possession, the biggest risk.');
    expect(riskOnly.dimensions.risk!).toBeGreaterThan(riskOnly.dimensions.relationship!);
    expect(riskOnly.items.find((i) => i.rubricId === 'risk')!.score).toBeGreaterThan(riskOnly.items.find((i) => i.rubricId === 'next-steps')!.score);
  });
});
