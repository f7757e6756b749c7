import { describe, expect, it } from 'vitest';
import { deterministicEvaluators, evaluateStoredSessions, readScheduleSettings, runScheduledEvaluation, scheduledSessions, writeScheduleSettings } from '../../../main/evaluation';
import { appendEvents, createSession, listEvalRuns, listEvalScores, openWorkspace, readEvents, type WritableDB } from '../../../main/store';
import { builtinPackSource, EVAL_PACK, playStoredTrial } from '../../support/evalFixtures';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-eval-schedule-');

/** Copies a played session under another id and ends it: a finished session, cheaply. */
function finishedCopy(db: WritableDB, from: string, to: string): void {
  createSession(db, { id: to, kind: 'trial', packId: EVAL_PACK, title: to, meta: { playerSide: 'plaintiff', seed: 3, agentConfig: {} } });
  appendEvents(db, to, [...readEvents(db, from).map(({ type, payload }) => ({ type, payload })), { type: 'SessionEnded', payload: { reason: 'completed' } }]);
}

const options = (signal?: AbortSignal, onCase?: () => void) => ({
  packs: builtinPackSource(),
  evaluatorsFor: () => deterministicEvaluators(),
  ...(signal ? { signal } : {}),
  ...(onCase ? { onProgress: onCase } : {}),
});

describe('scheduled evaluation', () => {
  it('picks exactly the latest unevaluated finished sessions, and resumes after a restart', async () => {
    const dir = `${temp.dir}/ws`;
    let workspace = openWorkspace(dir);
    await playStoredTrial(workspace.db, 'unfinished', 10);
    const names = Array.from({ length: 12 }, (_, index) => `s${String(index).padStart(2, '0')}`);
    // One at a time, so their update times order them: s11 is the most recent.
    for (const name of names) {
      finishedCopy(workspace.db, 'unfinished', name);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    // s11 is already evaluated; "unfinished" never ended, so it is never scheduled.
    await evaluateStoredSessions(workspace.db, ['s11'], options());
    const expected = ['s10', 's09', 's08', 's07', 's06', 's05', 's04', 's03', 's02', 's01'];
    expect(scheduledSessions(workspace.db, 10)).toEqual(expected);

    // Cancelled in the middle of the third session…
    const controller = new AbortController();
    let cases = 0;
    await expect(runScheduledEvaluation(workspace.db, 10, options(controller.signal, () => ++cases === 25 && controller.abort()))).rejects.toThrow('cancelled');
    const done = () => listEvalRuns(workspace.db).filter((run) => run.status === 'done').map((run) => (run.config as { sessionId: string }).sessionId);
    const before = done();
    expect(before.length).toBeGreaterThan(1);
    const interrupted = listEvalRuns(workspace.db).find((run) => run.status === 'running')!;
    const scoredBefore = listEvalScores(workspace.db, { runId: interrupted.id }).length;
    expect(scoredBefore).toBeGreaterThan(0);
    workspace.close();

    // …and after a restart the schedule carries on where it stopped, reusing the open run.
    workspace = openWorkspace(dir);
    const remaining = scheduledSessions(workspace.db, 10);
    // The latest ten not yet evaluated: the interrupted one first among them, then s00 moves into the window.
    expect(remaining).toEqual([...expected, 's00'].filter((name) => !before.includes(name)).slice(0, 10));
    const { evaluated } = await runScheduledEvaluation(workspace.db, 10, options());
    expect(evaluated).toEqual(remaining);
    const runs = listEvalRuns(workspace.db);
    expect(runs.every((run) => run.status === 'done')).toBe(true);
    expect(runs.filter((run) => (run.config as { sessionId: string }).sessionId === (interrupted.config as { sessionId: string }).sessionId)).toHaveLength(1);
    expect(scheduledSessions(workspace.db, 10)).toEqual([]);
    workspace.close();
  });

  it('keeps its on/off setting and the number of sessions, on by default', () => {
    const workspace = openWorkspace(`${temp.dir}/settings`);
    expect(readScheduleSettings(workspace.db)).toEqual({ enabled: true, latest: 10 });
    writeScheduleSettings(workspace.db, { enabled: false, latest: 5 });
    expect(readScheduleSettings(workspace.db)).toEqual({ enabled: false, latest: 5 });
    expect(() => writeScheduleSettings(workspace.db, { enabled: true, latest: 0 })).toThrow();
    workspace.close();
  });
});
