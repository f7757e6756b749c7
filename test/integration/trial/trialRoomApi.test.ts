import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeMain } from '../../../main/app/composeMain';
import { invokeProcedure } from '../../../main/api/invokeProcedure';
import type { ApiEnvelope } from '../../../shared/contract';

const dataDir = mkdtempSync(join(tmpdir(), 'moot-trial-room-'));
const { handlers, bus } = composeMain({ runtime: 'web', electronVersion: null, dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function call<T>(name: string, input: unknown): Promise<T> {
  const envelope = (await invokeProcedure(handlers, name, input)) as ApiEnvelope<T>;
  if (!envelope.ok) throw new Error(`${name}: ${envelope.error.code} ${envelope.error.message}`);
  return envelope.value;
}

describe('witness answers stream as witness.token deltas', () => {
  it('pushes the answer of trial.ask in small deltas, before the result returns, that add up to the stored answer', async () => {
    const started = await call<{ status: { sessionId: string } }>('trial.start', { packId: 'kestrel-v-northgate', playerSide: 'plaintiff', witnessIds: ['dr-priya-ramanathan'], seed: 1 });
    const { sessionId } = started.status;
    const deltas: { turnId: string; delta: string }[] = [];
    const unsubscribe = bus.subscribe((message) => {
      if (message.name === 'witness.token' && message.payload.sessionId === sessionId) deltas.push(message.payload);
    });
    const asked = await call<{ events: { type: string; questionId?: string; text?: string }[] }>('trial.ask', { sessionId, question: 'What were you asked to determine?' });
    unsubscribe();
    const answer = asked.events.find((event) => event.type === 'AnswerGiven')!;
    expect(deltas.length).toBeGreaterThan(3);
    expect(new Set(deltas.map((d) => d.turnId))).toEqual(new Set([answer.questionId]));
    expect(deltas.map((d) => d.delta).join('')).toBe(answer.text);
  });
});

describe('trialRoom.* (the room\'s read side, folded from the stored log)', () => {
  it('gives the brief of the player\'s side, the log, a dedup warning and the report', async () => {
    const started = await call<{ status: { sessionId: string } }>('trial.start', {
      packId: 'kestrel-v-northgate',
      playerSide: 'plaintiff',
      witnessIds: ['dr-priya-ramanathan'],
      seed: 1,
    });
    const { sessionId } = started.status;
    await call('trial.ask', { sessionId, question: "What speed did the ferry's transponder report at 06:41:10?" });

    const brief = await call<{ playerSide: string; caseTheory: string; elicits: { weight: number }[]; witnesses: object[] }>('trialRoom.brief', { sessionId });
    expect(brief.playerSide).toBe('plaintiff');
    expect(brief.elicits.length).toBeGreaterThan(0);
    // Only the plaintiff's own targets: the defense's (negative weights) never reach the renderer.
    expect(brief.elicits.every((elicit) => elicit.weight > 0)).toBe(true);
    expect(brief.witnesses[0]).not.toHaveProperty('profile');

    const log = await call<{ events: { type: string }[] }>('trialRoom.log', { sessionId });
    expect(log.events.map((event) => event.type).slice(0, 3)).toEqual(['SessionStarted', 'PhaseChanged', 'QuestionAsked']);

    const repeat = await call<{ duplicate: { questionId: string; wouldBlock: boolean } | null }>('trialRoom.checkDuplicate', {
      sessionId,
      question: "What speed did the ferry's transponder report at 06:41:10?",
    });
    expect(repeat.duplicate).toMatchObject({ questionId: 'q1', wouldBlock: true });
    const fresh = await call<{ duplicate: unknown }>('trialRoom.checkDuplicate', { sessionId, question: 'Where did you study?' });
    expect(fresh.duplicate).toBeNull();

    const { report } = await call<{ report: { totalScore: number; elicits: { weight: number; established: boolean }[] } }>('trialRoom.report', { sessionId });
    expect(report.totalScore).toBeGreaterThan(0);
    expect(report.elicits.every((elicit) => elicit.weight > 0 || elicit.established)).toBe(true);
  });

  it('keeps the adaptive dials a trial opted into in its meta: counsel and judge follow them, and the room the checklist choice', async () => {
    const start = async (packId: string, adaptive?: object) =>
      (await call<{ status: { sessionId: string } }>('trial.start', { packId, playerSide: 'plaintiff', seed: 2, ...(adaptive ? { adaptive } : {}) })).status.sessionId;
    const hidden = async (sessionId: string) => (await call<{ hideElicitChecklist: boolean }>('trialRoom.brief', { sessionId })).hideElicitChecklist;
    // Kestrel is an advanced pack: without the opt-in its checklist starts hidden, as before; the dials can show it.
    const plain = await start('kestrel-v-northgate');
    const shown = await start('kestrel-v-northgate', { intentionalErrorRate: 0.45, judgeStrictness: 0.3, hideElicitChecklist: false });
    const strong = await start('state-v-avery', { intentionalErrorRate: 0.12, errorSubtlety: 0.9, judgeStrictness: 0.77, hideElicitChecklist: true });
    expect([await hidden(plain), await hidden(shown), await hidden(strong)]).toEqual([true, false, true]);

    const { openWorkspace, getSession } = await import('../../../main/store');
    const workspace = openWorkspace(dataDir, { readOnly: true });
    try {
      const meta = getSession(workspace.db, strong)!.meta as { agentConfig: { opposingCounsel: object; judge: object }; adaptive: object };
      expect(meta.adaptive).toEqual({ intentionalErrorRate: 0.12, errorSubtlety: 0.9, judgeStrictness: 0.77, hideElicitChecklist: true });
      // Settings' other dials (temperature, ruling style) stay as they were.
      expect(meta.agentConfig.opposingCounsel).toMatchObject({ intentionalErrorRate: 0.12, errorSubtlety: 0.9, temperature: expect.any(Number) });
      expect(meta.agentConfig.judge).toMatchObject({ strictness: 0.77, rulingStyle: expect.any(String) });
      // Dials from before the subtlety (a client not yet sending it) take its default; a session
      // without the opt-in keeps the default too, so either replays with the subtlety it was played with.
      type Meta = { adaptive: { errorSubtlety?: number } | null; agentConfig: { opposingCounsel: { errorSubtlety?: number } } };
      const shownMeta = getSession(workspace.db, shown)!.meta as Meta;
      expect([shownMeta.adaptive?.errorSubtlety, shownMeta.agentConfig.opposingCounsel.errorSubtlety]).toEqual([0.5, 0.5]);
      const plainMeta = getSession(workspace.db, plain)!.meta as Meta;
      expect(plainMeta.adaptive).toBeNull();
      expect(plainMeta.agentConfig.opposingCounsel.errorSubtlety).toBe(0.5);
    } finally {
      workspace.close();
    }
    expect(await invokeProcedure(handlers, 'trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', adaptive: { intentionalErrorRate: 2, judgeStrictness: 0.5, hideElicitChecklist: true } })).toMatchObject({
      ok: false,
      error: { code: 'bad_input', path: 'adaptive.intentionalErrorRate' },
    });
    expect(
      await invokeProcedure(handlers, 'trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', adaptive: { intentionalErrorRate: 0.2, errorSubtlety: -0.1, judgeStrictness: 0.5, hideElicitChecklist: true } }),
    ).toMatchObject({ ok: false, error: { code: 'bad_input', path: 'adaptive.errorSubtlety' } });
  });

  it('names the session when it does not exist', async () => {
    expect(await invokeProcedure(handlers, 'trialRoom.log', { sessionId: 'nope' })).toMatchObject({ ok: false, error: { code: 'not_found', path: 'sessionId' } });
  });
});
