import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isTrialArcEvent, toStoredEvent } from '../../../shared/domain';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { withoutRuleQuote } from '../../../main/rules/ruleQuotes';
import { appendEvents, createSession, openWorkspace, readEvents, type WritableDB } from '../../../main/store';
import { MemoryEventSink, parseScript, runScript, TrialService, TrialSession } from '../../../main/trial';
import { builtinTrialScenarios } from '../../unit/trial/fixtures/builtinScenarios';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const { id: packId, scenario, spec } = builtinTrialScenarios().find((entry) => entry.id === 'kestrel-v-northgate')!;
const PLAYED = { playerSide: 'plaintiff' as const, seed: 4, witnessIds: ['dr-priya-ramanathan'], examinations: ['direct' as const, 'cross' as const] };

/**
 * A session as Moot stored it before the whole trial (issue 16): meta without `arc`, a log of
 * examinations only, and, older still, no exhibits on SessionStarted and rulings not quoting
 * their rule. The pack it was played on has since gained elements, instructions and a burden.
 */
async function storePreArcSession(db: WritableDB, sessionId: string): Promise<void> {
  expect(spec.arc).toBeDefined();
  const sink = new MemoryEventSink();
  const session = new TrialSession({ ...PLAYED, scenario: spec, sink, counselExhibits: false, exhibitEvidence: false });
  const script = "What speed did the ferry's transponder report at 06:41:10?\nThe ferry was going far too fast, wasn't it?";
  for await (const _ of runScript(session, parseScript(script))) void _;
  const events = sink.events.map((event) => (event.type === 'RulingMade' ? { ...event, reason: withoutRuleQuote(event.reason) } : event));
  createSession(db, { id: sessionId, kind: 'trial', packId, title: scenario.metadata.title, meta: { ...PLAYED, agentConfig: {} } });
  appendEvents(db, sessionId, events.map(toStoredEvent));
}

describe('a trial session stored before the whole trial (real SQLite)', () => {
  it('resumes after a restart as examinations only, plays on to the end, and reopens ended', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'moot-pre-arc-'));
    dirs.push(dir);
    const workspace = openWorkspace(dir);
    const base = { scenario: async () => scenario, db: () => workspace.db, embedder: () => new LexicalEmbedder() };
    try {
      await storePreArcSession(workspace.db, 'pre-arc');
      const stored = readEvents(workspace.db, 'pre-arc');
      expect(stored[0]).toMatchObject({ type: 'SessionStarted' });
      expect(stored[0]!.payload).not.toHaveProperty('exhibits');
      expect(stored.some((event) => event.type === 'RulingMade')).toBe(true);

      // The app started again: the session opens where it stood, with no phase of the whole trial.
      const service = new TrialService(base);
      const status = await service.status('pre-arc');
      expect(status).toMatchObject({ awaiting: 'player_question', phase: 'plaintiff_case', examination: 'direct' });
      expect(status).not.toHaveProperty('trialPhase');

      // It continues: a new question is answered and stored after the old log.
      const asked = await service.ask('pre-arc', 'What did the radar log show at 06:40?');
      expect(asked.events.some((event) => event.type === 'AnswerGiven')).toBe(true);
      expect(readEvents(workspace.db, 'pre-arc').length).toBe(stored.length + asked.events.length);

      // Counsel crosses; the evidence closes and the session ends as it did then, without openings, motion or verdict.
      let step = await service.next('pre-arc');
      for (let i = 0; i < 40 && step.status.awaiting !== 'ended'; i++) {
        step = step.status.awaiting === 'player_response' ? await service.respond('pre-arc', null) : await service.counselTurn('pre-arc');
      }
      expect(step.status.awaiting).toBe('ended');
      const log = readEvents(workspace.db, 'pre-arc');
      expect(log.slice(-2).map((event) => event.type)).toEqual(['PhaseChanged', 'SessionEnded']);
      expect(log.some(isTrialArcEvent)).toBe(false);

      // Stored ended, it reopens ended after another restart.
      expect(await new TrialService(base).status('pre-arc')).toMatchObject({ awaiting: 'ended', phase: 'closed' });
    } finally {
      workspace.close();
    }
  }, 120_000);
});
