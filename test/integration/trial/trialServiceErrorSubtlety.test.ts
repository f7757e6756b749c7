import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toStoredEvent, type SessionEvent } from '../../../shared/domain';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { appendEvents, createSession, getSession, openWorkspace, readEvents, type WritableDB } from '../../../main/store';
import { MemoryEventSink, TrialService, TrialSession } from '../../../main/trial';
import { builtinTrialScenarios } from '../../unit/trial/fixtures/builtinScenarios';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const { id: packId, scenario, spec } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
// The player defends: counsel examines its own witness first, erring on every question.
const PLAYED = { playerSide: 'defense' as const, seed: 9, witnessIds: ['mei-lin-zhao'], examinations: ['direct' as const, 'cross' as const] };
const ALWAYS_ERRING = { intentionalErrorRate: 1, judgeStrictness: 0.5, hideElicitChecklist: false };

type Step = Awaited<ReturnType<TrialService['counselTurn']>>;

/** Plays counsel's turns, letting each question pass, until `questions` of counsel's are asked; their texts and defects. */
async function playCounsel(service: TrialService, sessionId: string, questions: number): Promise<string[]> {
  const asked: string[] = [];
  for (let i = 0; i < 4 * questions && asked.length < questions; i++) {
    const status = await service.status(sessionId);
    if (status.awaiting !== 'player_response' && status.awaiting !== 'opposing_counsel') break;
    const step: Step = status.awaiting === 'player_response' ? await service.respond(sessionId, null) : await service.counselTurn(sessionId);
    for (const event of step.events) if (event.type === 'QuestionAsked' && event.by === 'opposing_counsel') asked.push(`${event.defect ?? '-'}: ${event.text}`);
  }
  return asked;
}

/** A session as stored before counsel's error subtlety existed: no subtlety in its meta, its log played at the default. */
async function storeSessionWithoutSubtlety(db: WritableDB, sessionId: string, meta: object): Promise<SessionEvent[]> {
  const sink = new MemoryEventSink();
  const session = new TrialSession({ ...PLAYED, scenario: spec, sink, opposingCounsel: { intentionalErrorRate: 1 } });
  const drain = async (generator: AsyncGenerator<SessionEvent>) => {
    for await (const _ of generator) void _;
  };
  await drain(session.start());
  for (let i = 0; i < 6; i++) await drain(session.awaiting === 'player_response' ? session.handlePlayerObjection(null) : session.handleOCAExaminationTurn());
  createSession(db, { id: sessionId, kind: 'trial', packId, title: scenario.metadata.title, meta: { ...PLAYED, ...meta } });
  appendEvents(db, sessionId, sink.events.map(toStoredEvent));
  return sink.events;
}

describe("counsel's error subtlety across a restart (real SQLite)", () => {
  it('replays a subtle counsel from the meta after a restart, with the same errors as a fresh session on the seed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'moot-subtlety-'));
    dirs.push(dir);
    const workspace = openWorkspace(dir);
    const base = { scenario: async () => scenario, db: () => workspace.db, embedder: () => new LexicalEmbedder() };
    try {
      const first = new TrialService(base);
      const start = async (service: TrialService, errorSubtlety: number) => (await service.start({ packId, ...PLAYED, adaptive: { ...ALWAYS_ERRING, errorSubtlety } })).status.sessionId;
      const subtle = await start(first, 1);
      const before = await playCounsel(first, subtle, 3);
      expect(before).toHaveLength(3);
      expect((getSession(workspace.db, subtle)!.meta as { agentConfig: { opposingCounsel: { errorSubtlety: number } } }).agentConfig.opposingCounsel.errorSubtlety).toBe(1);

      // The app started again: the session replays its stored turns with the subtlety in its meta and plays on.
      const restarted = new TrialService(base);
      const after = await playCounsel(restarted, subtle, 2);
      expect(after).toHaveLength(2);
      expect(readEvents(workspace.db, subtle).filter((event) => event.type === 'QuestionAsked')).toHaveLength(5);

      // A fresh session on the same seed and subtlety asks the very same questions, errors and all.
      const again = await start(restarted, 1);
      expect(await playCounsel(restarted, again, 5)).toEqual([...before, ...after]);
      // Obvious errors are other errors on the same seed: the dial, not the seed alone, chose them.
      const obvious = await start(restarted, 0);
      expect(await playCounsel(restarted, obvious, 5)).not.toEqual([...before, ...after]);
    } finally {
      workspace.close();
    }
  }, 120_000);

  it('resumes a session stored before the dial with the default subtlety, and plays on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'moot-subtlety-old-'));
    dirs.push(dir);
    const workspace = openWorkspace(dir);
    const base = { scenario: async () => scenario, db: () => workspace.db, embedder: () => new LexicalEmbedder() };
    try {
      const oldMeta = { agentConfig: { opposingCounsel: { intentionalErrorRate: 1 } }, adaptive: ALWAYS_ERRING };
      const stored = await storeSessionWithoutSubtlety(workspace.db, 'old', oldMeta);
      expect(stored.some((event) => event.type === 'QuestionAsked' && event.isIntentionallyDefective)).toBe(true);
      const service = new TrialService(base);
      expect(await playCounsel(service, 'old', 2)).toHaveLength(2);
      expect(readEvents(workspace.db, 'old').length).toBeGreaterThan(stored.length);
      // The room still reads the old dials (the checklist choice) from the meta.
      expect(getSession(workspace.db, 'old')!.meta).toMatchObject({ adaptive: ALWAYS_ERRING });

      // The same log under a meta that claims an obvious counsel does not replay: the recorded subtlety is what replays.
      await storeSessionWithoutSubtlety(workspace.db, 'claims-obvious', { agentConfig: { opposingCounsel: { intentionalErrorRate: 1, errorSubtlety: 0 } } });
      await expect(new TrialService(base).status('claims-obvious')).rejects.toThrow(/cannot be resumed/);
    } finally {
      workspace.close();
    }
  }, 120_000);
});
