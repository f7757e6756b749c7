import { describe, expect, it } from 'vitest';
import { DisclosureEngine, PERSONA_PRESETS, type DisclosureContext } from '../../../main/consultation';
import { withoutEvaluationOnly } from '../../../shared/scenario';
import { housingConsultation } from '../../support/consultationFixture';

const scenario = housingConsultation();
const context = (over: Partial<DisclosureContext> = {}): DisclosureContext => ({
  trust: 0.5,
  revealedFactIds: [],
  questions: [],
  lastToldFactIds: [],
  followUp: false,
  ...over,
});
const allowedIds = (engine: DisclosureEngine, ctx: DisclosureContext) => engine.project(ctx).facts.map((f) => f.id);

describe('DisclosureEngine', () => {
  const medium = new DisclosureEngine(withoutEvaluationOnly(scenario), PERSONA_PRESETS.medium);
  const hard = new DisclosureEngine(withoutEvaluationOnly(scenario), PERSONA_PRESETS.hard);

  it('always allows volunteered facts, and nothing else before a question', () => {
    expect(allowedIds(medium, context({ trust: 0 }))).toEqual(['notice', 'household']);
  });

  it('allows an on-request fact only when the question is about it', () => {
    expect(allowedIds(medium, context({ questions: ['Tell me about the deposit you paid.'] }))).toContain('deposit');
    expect(allowedIds(medium, context({ questions: ['How are the children?'] }))).not.toContain('deposit');
  });

  it('withholds on-request facts from a guarded client until trust reaches its floor', () => {
    const asked = { questions: ['Tell me about the deposit you paid.'] };
    expect(allowedIds(hard, context({ ...asked, trust: 0.29 }))).not.toContain('deposit');
    expect(allowedIds(hard, context({ ...asked, trust: 0.3 }))).toContain('deposit');
  });

  it('answers a follow-up from the category of the last fact told', () => {
    const gates = medium.gates(context({ questions: ['Go on.'], followUp: true, lastToldFactIds: ['repairs'] }));
    expect(gates.find((g) => g.factId === 'complaint')).toMatchObject({ allowed: true, reason: 'follow_up' });
  });

  it('keeps a hidden fact locked until every condition of an "all" rule holds', () => {
    const rent = ['How has paying the rent been going?'];
    expect(medium.gates(context({ questions: rent, trust: 0.49 })).find((g) => g.factId === 'arrears')?.reason).toBe('locked');
    expect(medium.gates(context({ questions: ['How are you?'], trust: 0.9 })).find((g) => g.factId === 'arrears')?.reason).toBe('locked');
    expect(allowedIds(medium, context({ questions: rent, trust: 0.5 }))).toContain('arrears');
  });

  it('shifts rapport thresholds up and adds a trust floor for a guarded client', () => {
    const rent = ['How has paying the rent been going?'];
    // Hard: rapport 0.5 + 0.1 shift.
    expect(allowedIds(hard, context({ questions: rent, trust: 0.59 }))).not.toContain('arrears');
    expect(allowedIds(hard, context({ questions: rent, trust: 0.6 }))).toContain('arrears');
  });

  it('unlocks after earlier facts are out', () => {
    const q = ['Have you contacted the council?'];
    expect(allowedIds(medium, context({ questions: q }))).not.toContain('inspection');
    expect(allowedIds(medium, context({ questions: q, revealedFactIds: ['complaint'] }))).toContain('inspection');
  });

  it('projects no locked fact, no unlock rule and no rubric', () => {
    const projection = medium.project(context({ trust: 0 }));
    const json = JSON.stringify(projection);
    for (const fact of scenario.facts.filter((f) => f.disclosure !== 'volunteered')) expect(json).not.toContain(fact.text);
    for (const item of scenario.rubric) expect(json).not.toContain(item.referenceAnswer.text);
    expect(json).not.toContain('unlock');
    expect(json).not.toContain('askedAbout');
  });
});
