import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { procedureNames } from '../../../shared/contract';
import { withDurableWrites, type ApiHandlers } from '../../../main/api';
import { appendEvents, createSession, openWorkspace } from '../../../main/store';
import { CHECKPOINT_WAL_BYTES, syncToDisk, walBytes } from '../../../main/store/walDurability';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-durability-');
afterAll(() => temp.remove());

describe('syncToDisk', () => {
  it('flushes only when rows changed since the last flush', async () => {
    const workspace = openWorkspace(join(temp.dir, 'a'));
    try {
      createSession(workspace.db, { id: 's', kind: 'trial', packId: null, title: 't', meta: {} });
      expect(await syncToDisk(workspace.db)).toEqual({ flushed: true });
      expect(await syncToDisk(workspace.db)).toEqual({ flushed: false });
      appendEvents(workspace.db, 's', [{ type: 'QuestionAsked', payload: { text: 'Where were you?' } }]);
      expect(await syncToDisk(workspace.db)).toEqual({ flushed: true });
    } finally {
      workspace.close();
    }
  });

  it('checkpoints the WAL once the flushes stop, so the WAL starts over, cut to its limit', async () => {
    const workspace = openWorkspace(join(temp.dir, 'b'));
    try {
      createSession(workspace.db, { id: 's', kind: 'trial', packId: null, title: 't', meta: {} });
      const big = 'x'.repeat(4000);
      for (let step = 0; step < 400; step++) appendEvents(workspace.db, 's', [{ type: 'AnswerGiven', payload: { text: big } }]);
      expect(await walBytes(workspace.db)).toBeGreaterThan(CHECKPOINT_WAL_BYTES);
      await syncToDisk(workspace.db, { idleMs: 50 });
      // A second flush within the quiet time pushes the checkpoint back.
      appendEvents(workspace.db, 's', [{ type: 'AnswerGiven', payload: { text: 'again' } }]);
      await syncToDisk(workspace.db, { idleMs: 50 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Everything was copied into the database, so the next write starts the WAL over, cut to
      // the limit (SQLite's own checkpoint would wait for 16 MiB).
      appendEvents(workspace.db, 's', [{ type: 'AnswerGiven', payload: { text: 'short' } }]);
      expect(await walBytes(workspace.db)).toBeLessThanOrEqual(CHECKPOINT_WAL_BYTES);
    } finally {
      workspace.close();
    }
  });
});

describe('withDurableWrites', () => {
  it('answers without waiting for the disk, and flushes again after the running flush for the calls it did not cover', async () => {
    const log: string[] = [];
    const finishes: (() => void)[] = [];
    const handlers = Object.fromEntries(
      procedureNames.map((name) => [name, async () => {
        log.push(`run ${name}`);
        return name;
      }]),
    ) as unknown as ApiHandlers;
    const durable = withDurableWrites(handlers, () => {
      const flush = finishes.length + 1;
      log.push(`flush ${flush} started`);
      return new Promise<void>((resolve) => finishes.push(() => {
        log.push(`flush ${flush} done`);
        resolve();
      }));
    });
    await durable['app.about']({} as never);
    log.push('answered app.about');
    // Two calls answered while the first flush runs: neither waits, and one flush covers both.
    await durable['trial.status']({ sessionId: 'x' } as never);
    log.push('answered trial.status');
    await durable['app.about']({} as never);
    log.push('answered app.about');
    expect(log).toEqual(['run app.about', 'flush 1 started', 'answered app.about', 'run trial.status', 'answered trial.status', 'run app.about', 'answered app.about']);
    finishes[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.slice(7)).toEqual(['flush 1 done', 'flush 2 started']);
    finishes[1]!();
    await new Promise((resolve) => setImmediate(resolve));
    // Nothing was answered during the second flush, so none follows it.
    expect(log.slice(9)).toEqual(['flush 2 done']);
    expect(finishes).toHaveLength(2);
  });

  it('logs a failed flush and flushes again for the next call', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      let flushes = 0;
      const handlers = Object.fromEntries(procedureNames.map((name) => [name, async () => name])) as unknown as ApiHandlers;
      const durable = withDurableWrites(handlers, async () => {
        flushes++;
        if (flushes === 1) throw new Error('disk full');
      });
      await expect(durable['app.about']({} as never)).resolves.toBe('app.about');
      await new Promise((resolve) => setImmediate(resolve));
      expect(errors).toHaveLength(1);
      await durable['app.about']({} as never);
      await new Promise((resolve) => setImmediate(resolve));
      expect(flushes).toBe(2);
    } finally {
      console.error = original;
    }
  });
});
