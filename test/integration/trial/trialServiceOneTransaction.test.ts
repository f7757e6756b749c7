import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fromStoredEvent } from '../../../shared/domain';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { createSession, openWorkspace, readEvents, type Workspace } from '../../../main/store';
import { StoreEventSink, TrialService } from '../../../main/trial';
import { builtinTrialScenarios } from '../../unit/trial/fixtures/builtinScenarios';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function workspaceInTemp(): Workspace {
  const dir = mkdtempSync(join(tmpdir(), 'moot-one-transaction-'));
  dirs.push(dir);
  return openWorkspace(dir);
}

const { scenario } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
const storedCount = (workspace: Workspace, sessionId: string) => readEvents(workspace.db, sessionId).length;

describe('a trial call is stored in one transaction (real SQLite)', () => {
  it('holds the steps of an answered question until the call ends, then stores them all, in order, before it returns', async () => {
    const workspace = workspaceInTemp();
    const seenMidCall: number[] = [];
    let sessionId = '';
    const service = new TrialService({
      scenario: async () => scenario,
      db: () => workspace.db,
      embedder: () => new LexicalEmbedder(),
      // Told of the classifier's finding after the question's own step was taken: nothing of the call is stored yet.
      observerFor: () => ({ onAnalysis: () => void seenMidCall.push(storedCount(workspace, sessionId)) }),
    });
    try {
      const started = await service.start({ packId: 'state-v-avery', playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 3 });
      sessionId = started.status.sessionId;
      const before = storedCount(workspace, sessionId);
      expect(before).toBe(started.events.length);

      const asked = await service.ask(sessionId, 'Where do you work?');
      expect(asked.events.map((event) => event.type)).toEqual(expect.arrayContaining(['QuestionAsked', 'AnswerGiven']));
      expect(seenMidCall).toEqual([before]);
      const stored = readEvents(workspace.db, sessionId);
      expect(stored.map((event) => event.seq)).toEqual(stored.map((_, index) => index + 1));
      expect(stored.slice(before).map((event) => fromStoredEvent(event))).toEqual(JSON.parse(JSON.stringify(asked.events)));
    } finally {
      workspace.close();
    }
  });

  it('when the call cannot be stored, fails it, stores none of it, and plays the next call on the session resumed from the log', async () => {
    const workspace = workspaceInTemp();
    let failNextCall = false;
    const service = new TrialService({
      scenario: async () => scenario,
      db: () => workspace.db,
      embedder: () => new LexicalEmbedder(),
      observerFor: () => ({
        onAnalysis: () => {
          // The disk refuses the call's write (as a full disk would), once.
          if (failNextCall) workspace.db.exec("CREATE TEMP TRIGGER refuse BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END");
        },
      }),
    });
    try {
      const started = await service.start({ packId: 'state-v-avery', playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 3 });
      const sessionId = started.status.sessionId;
      await service.ask(sessionId, 'Where do you work?');
      const before = readEvents(workspace.db, sessionId);

      failNextCall = true;
      await expect(service.ask(sessionId, 'How old are you?')).rejects.toThrow(/disk is full/);
      failNextCall = false;
      workspace.db.exec('DROP TRIGGER temp.refuse');
      expect(readEvents(workspace.db, sessionId)).toEqual(before);

      // The live session had played the question; the log had not: the session comes back from the
      // log, so the same question is new to it and is answered, stored right after the last stored event.
      const again = await service.ask(sessionId, 'How old are you?');
      expect(again.events.some((event) => event.type === 'AnswerGiven')).toBe(true);
      expect(again.events.some((event) => event.type === 'QuestionBlocked')).toBe(false);
      expect(again.status.turn).toBe(2);
      expect(readEvents(workspace.db, sessionId).length).toBe(before.length + again.events.length);
    } finally {
      workspace.close();
    }
  });

  it('stores the steps taken before a step that throws, and reports the step that cannot be stored before playing it', async () => {
    const workspace = workspaceInTemp();
    try {
      createSession(workspace.db, { id: 's', kind: 'trial', packId: null, title: 'held steps', meta: {} });
      const sink = new StoreEventSink(workspace.db, 's');
      const step = { type: 'TimeCharged', side: 'plaintiff', part: 'direct', ms: 5 } as never;
      await expect(
        sink.holding(async () => {
          sink.append([step, step]);
          expect(storedCount(workspace, 's')).toBe(0);
          throw new Error('the model failed');
        }),
      ).rejects.toThrow('the model failed');
      expect(readEvents(workspace.db, 's').map((event) => event.seq)).toEqual([1, 2]);

      const cyclic: Record<string, unknown> = { type: 'TimeCharged' };
      cyclic.self = cyclic;
      await expect(sink.holding(async () => sink.append([cyclic as never]))).rejects.toThrow(/events\[0\]\.payload cannot be stored as JSON/);
      expect(storedCount(workspace, 's')).toBe(2);
      expect(sink.failedToStore).toBe(false);
    } finally {
      workspace.close();
    }
  });
});
