import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';
import { buildSessionReport } from '../../../main/scoring';
import { createRulesCast, foldTestimony, MemoryEventSink, parseScript, resumeTrialSession, runScript, TrialSession, type TrialSessionOptions } from '../../../main/trial';
import { trafficScenario } from './fixtures/trafficScenario';

async function collect(generator: AsyncGenerator<SessionEvent>): Promise<SessionEvent[]> {
  const events: SessionEvent[] = [];
  for await (const event of generator) events.push(event);
  return events;
}

// A witness who answers one question with a yes and then a speech: every sentence its own
// affidavit's (so it is grounded), none of them asked for.
const RAMBLING_QUESTION = 'Did you see the other car before the crash?';
const ramblingCast: TrialSessionOptions['cast'] = (context, random, config) => {
  const rules = createRulesCast(context, random, config);
  return {
    ...rules,
    name: 'rambling',
    witness: (id) => ({
      witnessId: id,
      answer: (request) =>
        request.question === RAMBLING_QUESTION
          ? Promise.resolve({ text: ['Yes.', ...context.affidavit(id).sentences.slice(-5)].join(' '), kind: 'narrative' as const, sources: [0, 1, 2, 3, 4] })
          : rules.witness(id).answer(request),
    }),
  };
};

// The student crosses counsel's witness (the classic motion: the examiner strikes what it did not ask for).
const OPTIONS = { scenario: trafficScenario, playerSide: 'defense', seed: 7, witnessIds: ['maria-reyes'], cast: ramblingCast, opposingCounsel: { intentionalErrorRate: 0 } } as const;

function session(sink = new MemoryEventSink(), playerSide: 'plaintiff' | 'defense' = 'defense') {
  return { sink, trial: new TrialSession({ ...OPTIONS, playerSide, sink }) };
}

describe('moving to strike an answer (STRIKE)', () => {
  it('strikes a yes that runs on into a speech: the ruling says why, the answer is marked struck and its elicits are withdrawn', async () => {
    const { trial, sink } = session();
    await collect(runScript(trial, parseScript(`${RAMBLING_QUESTION}\nSTRIKE`)));
    const events = sink.events;
    const questionId = events.find((event): event is Extract<SessionEvent, { type: 'QuestionAsked' }> => event.type === 'QuestionAsked' && event.text === RAMBLING_QUESTION)!.questionId;
    expect(events.find((event) => event.type === 'StrikeMoved')).toMatchObject({ by: 'player', questionId });
    // What this answer established first (not what counsel's direct had already put in evidence).
    const before = new Set(events.filter((event) => event.type === 'ElicitEstablished' && event.questionId !== questionId).map((event) => (event as { elicitId: string }).elicitId));
    const established = events.filter((event) => event.type === 'ElicitEstablished' && event.questionId === questionId).map((event) => (event as { elicitId: string }).elicitId).filter((id) => !before.has(id));
    expect(established.length).toBeGreaterThan(0);
    const ruled = events.find((event): event is Extract<SessionEvent, { type: 'StrikeRuled' }> => event.type === 'StrikeRuled')!;
    expect(ruled).toMatchObject({ ruling: 'sustained', rule: 'FRE 611(a), 103', withdrawnElicits: established });
    expect(ruled.reason).toMatch(/not asked.*struck/);
    const state = foldTestimony(events);
    expect(state.questions.get(questionId)!.struck).toBe(true);
    for (const elicitId of established) expect(state.established.has(elicitId)).toBe(false);
    // The motion scores like a sustained objection; the withdrawn elicits give their points back.
    const report = buildSessionReport(events, trafficScenario.elicits);
    expect(report.scoreByReason.objection_sustained).toBe(2);
    const elicitPoints = events.filter((event) => event.type === 'ScoreChanged' && event.reason === 'elicit' && event.questionId === questionId).reduce((sum, event) => sum + (event as { delta: number }).delta, 0);
    expect(elicitPoints).toBe(0);
    expect(report.objections.made).toContainEqual(expect.objectContaining({ ground: 'nonresponsive', ruling: 'sustained' }));
    expect(report.elicits.filter((row) => row.established && established.includes(row.elicitId))).toEqual([]);
    expect(trial.state.score).toBe(report.totalScore);
  });

  it('overrules a motion against a responsive answer, at the cost of a wrong objection', async () => {
    const { trial, sink } = session();
    await collect(runScript(trial, parseScript('Where was your phone?\nSTRIKE')));
    const ruled = sink.events.find((event) => event.type === 'StrikeRuled')!;
    expect(ruled).toMatchObject({ ruling: 'overruled', withdrawnElicits: [] });
    expect(trial.state.questions.get(ruled.questionId)!.struck).toBe(false);
    expect(buildSessionReport(sink.events, trafficScenario.elicits).scoreByReason.objection_wrong).toBe(-1);
  });

  it("refuses a second motion, or one during counsel's examination", async () => {
    const { trial } = session();
    await collect(runScript(trial, parseScript(RAMBLING_QUESTION)));
    await collect(trial.moveToStrike());
    await expect(collect(trial.moveToStrike())).rejects.toThrow(/no answer to your last question/);
    const fresh = session().trial;
    await collect(fresh.start());
    // Counsel's direct is under way: the student may object to its questions, not strike.
    await expect(collect(fresh.moveToStrike())).rejects.toThrow(/player's turn to ask/);
  });

  it("has counsel move to strike what the student's own witness volunteered on direct, without scoring for the student", async () => {
    const { trial, sink } = session(new MemoryEventSink(), 'plaintiff');
    await collect(runScript(trial, parseScript(RAMBLING_QUESTION)));
    expect(sink.events.find((event) => event.type === 'StrikeMoved')).toMatchObject({ by: 'opposing_counsel' });
    expect(sink.events.find((event) => event.type === 'StrikeRuled')).toMatchObject({ ruling: 'sustained' });
    expect(sink.events.filter((event) => event.type === 'ScoreChanged' && event.reason.startsWith('objection'))).toEqual([]);
  });

  it('resumes with the answer still struck', async () => {
    const { trial, sink } = session();
    await collect(runScript(trial, parseScript(`${RAMBLING_QUESTION}\nSTRIKE`)));
    const resumed = await resumeTrialSession({ ...OPTIONS }, sink.events);
    const questionId = sink.events.find((event) => event.type === 'StrikeRuled')!.questionId;
    expect(resumed.state.questions.get(questionId)!.struck).toBe(true);
    expect(resumed.state.score).toBe(trial.state.score);
  });
});
