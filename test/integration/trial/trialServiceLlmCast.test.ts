import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { openWorkspace, readEvents, type Workspace } from '../../../main/store';
import { insertTrace, listTraces } from '../../../main/store/tracesRepository';
import { TracingLanguageModel } from '../../../main/llm/TracingLanguageModel';
import { TrialService } from '../../../main/trial';
import { createLlmCast } from '../../../main/trial/llm';
import { builtinTrialScenarios } from '../../unit/trial/fixtures/builtinScenarios';
import { fakeTrialModel } from '../../unit/trial/llm/fakeTrialModel';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A model that never objects and a witness that recalls nothing, and the services' common options. */
function rig(workspace: Workspace, scenario: ReturnType<typeof builtinTrialScenarios>[number]['scenario']) {
  const model = fakeTrialModel((request) => (request.agentKey.startsWith('witness:') ? "I don't recall." : JSON.stringify({ object: false, ground: 'none', rule: '', isIntentionallyIncorrect: false })));
  const base = { scenario: async () => scenario, db: () => workspace.db, embedder: () => new LexicalEmbedder() };
  return { model, base };
}

describe('TrialService with the LLM cast (real SQLite)', () => {
  it('plays a session with the cast it is given, and resumes it after a restart without a model', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'moot-llm-cast-'));
    dirs.push(dir);
    const workspace = openWorkspace(dir);
    const { id, scenario } = builtinTrialScenarios()[0]!;
    const { model, base } = rig(workspace, scenario);
    try {
      // As composeMain wires it: every model call of the session is traced to the workspace.
      const withModel = new TrialService({
        ...base,
        castFor: (packId, sessionId) =>
          createLlmCast(new TracingLanguageModel(model, { sessionId, record: (span) => insertTrace(workspace.db, span) }), { confidentiality: { level: 'confidential', packId } }),
      });
      const started = await withModel.start({ packId: id, playerSide: 'plaintiff', seed: 5 });
      expect(started.events[0]).toMatchObject({ type: 'SessionStarted', cast: 'local:fake' });
      const turn = await withModel.ask(started.status.sessionId, 'Where were you that evening?');
      expect(turn.events.find((event) => event.type === 'AnswerGiven')).toMatchObject({ text: "I don't recall.", kind: 'unknown' });
      expect(model.requests.map((request) => request.confidentiality)).toContainEqual({ level: 'confidential', packId: id });
      const spans = listTraces(workspace.db, { sessionId: started.status.sessionId });
      expect(spans.map((span) => span.agent).sort()).toEqual(model.requests.map((request) => request.agentKey).sort());
      expect(spans.every((span) => span.model === 'local:fake' && span.fallbackReason === null)).toBe(true);

      // A restart with no model loaded: the log replays, and the rules cast plays on.
      const stored = readEvents(workspace.db, started.status.sessionId).length;
      const restarted = new TrialService(base);
      const next = await restarted.ask(started.status.sessionId, 'What did you see next?');
      expect(next.events.some((event) => event.type === 'AnswerGiven')).toBe(true);
      expect(readEvents(workspace.db, started.status.sessionId).length).toBe(stored + next.events.length);
      expect(model.requests.filter((request) => request.agentKey.startsWith('witness:'))).toHaveLength(1);
    } finally {
      workspace.close();
    }
  });

  it('resumes a session started without a model with the rules cast, after Settings route the agents to a model, and says so', async () => {
    // Issue 21, finding 6.
    const dir = mkdtempSync(join(tmpdir(), 'moot-cast-change-'));
    dirs.push(dir);
    const workspace = openWorkspace(dir);
    const { id, scenario } = builtinTrialScenarios()[0]!;
    const { model, base } = rig(workspace, scenario);
    try {
      const rulesOnly = new TrialService(base);
      const started = await rulesOnly.start({ packId: id, playerSide: 'plaintiff', seed: 7 });
      const { sessionId } = started.status;
      expect(started.status).toMatchObject({ cast: 'rules', castNote: null });
      for (const question of ['Where were you that evening?', 'What did you see?', 'What happened next?']) await rulesOnly.ask(sessionId, question);
      const stored = readEvents(workspace.db, sessionId).length;
      expect(stored).toBeGreaterThan(10);

      // Restart: Settings now give every agent a model.
      const withModel = new TrialService({ ...base, castFor: (packId) => createLlmCast(model, { confidentiality: { level: 'public', packId } }) });
      const status = await withModel.status(sessionId);
      expect(status.cast).toBe('rules');
      expect(status.castNote).toBe('This session continues with the rules cast it started with; Settings now route every role to local:fake, which applies to new sessions.');
      const next = await withModel.ask(sessionId, 'Who else was there?');
      expect(next.events.some((event) => event.type === 'AnswerGiven')).toBe(true);
      expect(model.requests).toEqual([]);
      expect(readEvents(workspace.db, sessionId).length).toBe(stored + next.events.length);

      // A new session takes the Settings of now.
      expect((await withModel.start({ packId: id, playerSide: 'plaintiff', seed: 8 })).status.cast).toBe('local:fake');
    } finally {
      workspace.close();
    }
  });
});
