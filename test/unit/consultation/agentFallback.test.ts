import { describe, expect, it } from 'vitest';
import { buildConsultationReport, runConsultationScript, type AdviceJudge, type ClientAgent, type ClientReply, type ClientTurn } from '../../../main/consultation';
import type { ConsultationEvent } from '../../../shared/domain/consultationEvents';
import { housingConsultation } from '../../support/consultationFixture';
import { makeConsultation } from '../../support/consultationRig';

// Stand-ins for a misbehaving LLM cast: the engine must never log what they try to say.
const scenario = housingConsultation();
const arrears = scenario.facts.find((f) => f.id === 'arrears')!.text;

class LeakingAgent implements ClientAgent {
  readonly cast = 'local' as const;
  seen: ClientTurn[] = [];
  reply(turn: ClientTurn): Promise<ClientReply> {
    this.seen.push(turn);
    return Promise.resolve({ text: `Well, ${arrears}`, kind: 'narrative', disclosedFactIds: [], endsMeeting: false });
  }
}

class ClaimingAgent implements ClientAgent {
  readonly cast = 'cloud' as const;
  reply(): Promise<ClientReply> {
    return Promise.resolve({ text: 'Okay.', kind: 'narrative', disclosedFactIds: ['threat'], endsMeeting: false });
  }
}

class FailingAgent implements ClientAgent {
  readonly cast = 'local' as const;
  reply(): Promise<ClientReply> {
    return Promise.reject(new Error('model timed out'));
  }
}

const spoken = (events: ConsultationEvent[]) => events.filter((e): e is Extract<ConsultationEvent, { type: 'ClientSpoke' }> => e.type === 'ClientSpoke');

describe('a misbehaving client cast', () => {
  it('never gets a locked fact in its projection, and its leak is replaced by the rules cast', async () => {
    const agent = new LeakingAgent();
    const { session } = makeConsultation({ preset: 'hard', agent });
    const events = await runConsultationScript(session, { turns: [{ text: 'Tell me what happened.' }, { text: 'Do you owe any rent?' }], advice: null });
    for (const turn of agent.seen) expect(JSON.stringify(turn)).not.toContain(arrears);
    const lines = spoken(events);
    expect(lines.length).toBe(3);
    for (const line of lines) {
      expect(line.text).not.toContain('eighteen hundred');
      expect(line).toMatchObject({ cast: 'rules', fallbackReason: 'guard: locked_fact' });
    }
    expect(session.state.fallbacks).toBe(3);
  });

  it('rejects fact ids outside the projection', async () => {
    const { session } = makeConsultation({ preset: 'medium', agent: new ClaimingAgent() });
    const events = await runConsultationScript(session, { turns: [{ text: 'How are you?' }], advice: null });
    expect(spoken(events)[1]).toMatchObject({ cast: 'rules', fallbackReason: 'guard: unknown_fact_id' });
    expect(session.state.toldFactIds).not.toContain('threat');
  });

  it('falls back to the rules cast when the model fails, and records why', async () => {
    const { session } = makeConsultation({ preset: 'easy', agent: new FailingAgent() });
    const events = await runConsultationScript(session, { turns: [{ text: 'Tell me about the deposit.' }], advice: null });
    const answer = spoken(events)[1]!;
    expect(answer).toMatchObject({ cast: 'rules', fallbackReason: 'error: an unexpected error' });
    expect(answer.disclosedFactIds).toContain('deposit');
  });
});

describe('meeting limits', () => {
  it('ends the meeting when time is up', async () => {
    const { session } = makeConsultation({ preset: 'easy', maxTurns: 2 });
    const events = await runConsultationScript(session, { turns: ['One?', 'Two?', 'Three?'].map((text) => ({ text })), advice: null });
    expect(events.at(-1)).toMatchObject({ type: 'MeetingEnded', by: 'client', reason: 'time_up', turn: 2 });
    expect(session.state.questions).toHaveLength(2);
  });
});

describe('the advice judge', () => {
  const advice = 'You are an assured shorthold tenant. Do not leave before a court order.';
  const turns = [{ text: 'Tell me what happened.' }];

  it('stores the keyword score when the advice is given, and the report reads it', async () => {
    const { session, scenario } = makeConsultation({ preset: 'easy' });
    const events = await runConsultationScript(session, { turns, advice });
    const scored = events.find((e) => e.type === 'AdviceScored')!;
    expect(scored).toMatchObject({ method: 'keyword-coverage', approximate: true, fallbackReason: null });
    const report = buildConsultationReport(scenario, session.state);
    expect(report.advice.items).toEqual((scored as { items: unknown }).items);
    expect(report.advice.items.find((i) => i.rubricId === 'relationship')!.score).toBeGreaterThan(0);
  });

  it("uses a model judge's verdict as stored, and falls back to keywords when it fails", async () => {
    // Stands in for the LLM judge at the model boundary: a fixed, schema-shaped verdict.
    const modelJudge: AdviceJudge = {
      method: 'llm-judge',
      score: ({ rubric }) =>
        Promise.resolve({
          approximate: false,
          method: 'llm-judge',
          items: rubric
            .filter((r) => r.category === 'advice')
            .map((r) => ({ rubricId: r.id, score: 7, dimensions: { relationship: null, rule: null, risk: 7, nextStep: 7 }, rationale: 'ok' })),
          dimensions: { relationship: null, rule: null, risk: 7, nextStep: 7 },
        }),
    };
    const judged = makeConsultation({ preset: 'easy', judge: modelJudge });
    await runConsultationScript(judged.session, { turns, advice });
    const report = buildConsultationReport(judged.scenario, judged.session.state);
    expect(report.advice).toMatchObject({ method: 'llm-judge', approximate: false, dimensions: { risk: 7 } });
    expect(report.rubric.items.find((i) => i.rubricId === 'risk')!.score).toBe(7);

    const failing: AdviceJudge = { method: 'llm-judge', score: () => Promise.reject(new Error('judge timed out')) };
    const fallback = makeConsultation({ preset: 'easy', judge: failing });
    await runConsultationScript(fallback.session, { turns, advice });
    expect(fallback.session.log.find((e) => e.type === 'AdviceScored')).toMatchObject({ method: 'keyword-coverage', fallbackReason: 'error: an unexpected error' });
  });
});
