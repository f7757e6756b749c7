import { describe, expect, it } from 'vitest';
import { ClientOutputGuard, DisclosureEngine, PERSONA_PRESETS, type ClientReply } from '../../../main/consultation';
import { withoutEvaluationOnly } from '../../../shared/scenario';
import { housingConsultation } from '../../support/consultationFixture';

const scenario = housingConsultation();
const guard = new ClientOutputGuard(scenario);
const engine = new DisclosureEngine(withoutEvaluationOnly(scenario), PERSONA_PRESETS.medium);
const question = 'What has been happening?';
const projection = engine.project({ trust: 0.3, revealedFactIds: [], questions: [question], lastToldFactIds: [], followUp: false });
const reply = (text: string, disclosedFactIds: string[] = []): ClientReply => ({ text, kind: 'narrative', disclosedFactIds, endsMeeting: false });

describe('ClientOutputGuard', () => {
  it('passes an answer made of allowed facts', () => {
    const text = scenario.facts.find((f) => f.id === 'notice')!.text;
    expect(guard.check(reply(text, ['notice']), projection, question)).toEqual({ ok: true, violations: [] });
  });

  it('catches a locked fact quoted or paraphrased with its own words', () => {
    const quoted = guard.check(reply('Honestly I still owe about eighteen hundred pounds.'), projection, question);
    expect(quoted.violations).toContainEqual(expect.objectContaining({ kind: 'locked_fact', factId: 'arrears' }));
    const paraphrased = guard.check(reply('Tomasz, my cousin, sleeps in the box room.'), projection, question);
    expect(paraphrased.violations).toContainEqual(expect.objectContaining({ kind: 'locked_fact', factId: 'cousin' }));
  });

  it('catches evaluation-only text, unknown fact ids and legal advice', () => {
    const evaluation = guard.check(reply('I read that a section 21 notice is invalid if the deposit was not protected.'), projection, question);
    expect(evaluation.violations).toContainEqual(expect.objectContaining({ kind: 'evaluation_only', rubricId: 'rule' }));
    expect(guard.check(reply('Okay.', ['threat']), projection, question).violations).toContainEqual({ kind: 'unknown_fact_id', factId: 'threat' });
    expect(guard.check(reply('Well, the law says he cannot do that.'), projection, question).violations[0]?.kind).toBe('legal_advice');
    expect(guard.check(reply('  '), projection, question).violations).toContainEqual({ kind: 'empty' });
  });

  it('does not flag words the student used in the question', () => {
    const q = 'Do you owe any rent?';
    const p = engine.project({ trust: 0.1, revealedFactIds: [], questions: [q], lastToldFactIds: [], followUp: false });
    expect(guard.check(reply("I don't know if I owe rent."), p, q).ok).toBe(true);
  });
});
