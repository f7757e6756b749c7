import { describe, expect, it } from 'vitest';
import { buildConsultationReport, runConsultationScript } from '../../../main/consultation';
import { TrustModel } from '../../../main/consultation/TrustModel';
import { PERSONA_PRESETS } from '../../../main/consultation/personaPresets';
import type { QuestionAnalysis } from '../../../shared/domain/consultationEvents';
import { makeConsultation } from '../../support/consultationRig';

const KIND_WORDS = [
  "I'm so sorry you're going through this.",
  'That sounds really hard.',
  'Take your time, there is no rush.',
  'I can hear how stressful this is for you.',
  'You are doing the right thing by coming in.',
  'That must be exhausting.',
  "It's completely understandable to feel that way.",
  'Thank you for trusting me with this.',
  'I really appreciate you sharing that.',
  'That sounds frightening.',
];

describe('empathy without substance', () => {
  it('earns less trust the longer no fact comes out', () => {
    const model = new TrustModel(PERSONA_PRESETS.medium);
    const empathy: QuestionAnalysis = { form: 'statement', questionCount: 0, multiple: false, jargon: [], empathy: true, judgemental: false, summarising: false, interruption: false, wrapUp: false, followUp: false, asksForAdvice: false, givesAdvice: false, asksAboutFeelings: false };
    const gains = [0, 2, 3, 5, 8].map((turnsWithoutFacts) => model.update(0.5, empathy, turnsWithoutFacts).delta);
    expect(gains[0]).toBe(gains[1]);
    expect(gains[2]).toBeLessThan(gains[1]!);
    expect(gains[4]).toBeLessThan(gains[3]!);
    expect(gains[4]).toBeGreaterThan(0);
  });

  it('keeps rewarding a plain question on the matter that a guarded client is not ready to answer yet', async () => {
    const { session } = makeConsultation({ preset: 'hard', seed: 3 });
    await runConsultationScript(session, { turns: [...KIND_WORDS.slice(0, 4), 'Have you ever been behind with the rent?'].map((text) => ({ text })), advice: null });
    const changes = session.state.trustHistory.slice(1).map((trust, i) => trust - session.state.trustHistory[i]!);
    // Four kind remarks in a row fade; the question on the arrears (held back on Hard) does not.
    expect(changes[3]!).toBeLessThan(changes[0]!);
    expect(changes[4]!).toBeGreaterThan(changes[3]!);
    expect(session.state.uncovered.map((fact) => fact.factId)).not.toContain('arrears');
  });

  it('does not win a guarded client\'s full trust, nor most of its hidden facts, in twenty kind remarks', async () => {
    for (const preset of ['medium', 'hard'] as const) {
      const { session, scenario } = makeConsultation({ preset, seed: 3 });
      await runConsultationScript(session, { turns: [...KIND_WORDS, ...KIND_WORDS].map((text) => ({ text })), advice: null });
      const report = buildConsultationReport(scenario, session.state);
      const hidden = scenario.facts.filter((fact) => fact.disclosure === 'hidden').map((fact) => fact.id);
      expect(report.communication.trustEnd, preset).toBeLessThan(0.9);
      expect(report.facts.found.filter((fact) => hidden.includes(fact.factId)).length / hidden.length, preset).toBeLessThanOrEqual(0.3);
    }
  });
});
