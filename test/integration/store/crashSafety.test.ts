import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMemoryChunks, foldEvents, openWorkspace, readEvents, resumeSession } from '../../../main/store';
import { CRASH_MODEL_ID, CRASH_SESSION_ID, crashFold, intendedStep } from '../../support/crashScript';
import { makeTempDir, seededRandom } from '../../support/storeFixtures';
import { projectRoot } from '../../support/webMode';

const KILLS = 55;
const temp = makeTempDir('moot-crash-');
// The child is bundled once with esbuild, so each of the ~56 starts costs a plain `node` start
// rather than a TypeScript compile. It lives in test/.cache so its imports resolve node_modules.
const CHILD = join(projectRoot, 'test/.cache', `crashSessionChild-${process.pid}.mjs`);
beforeAll(async () => {
  await build({
    entryPoints: [join(projectRoot, 'test/support/crashSessionChild.ts')],
    outfile: CHILD,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
});
afterAll(() => {
  temp.remove();
  rmSync(CHILD, { force: true });
});

interface ChildRun {
  killed: boolean;
  output: string;
  code: number | null;
}

/** Starts the child; kills it `delayMs` after it says "ready" (or after spawning, when `early`). */
function runChild(stopAt: number, kill: { delayMs: number; early: boolean } | null): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, temp.dir, String(stopAt)], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let killed = false;
    const killLater = () => {
      if (!kill) return;
      setTimeout(() => {
        killed = child.exitCode === null && child.kill('SIGKILL');
      }, kill.delayMs);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      const first = !output.includes('ready');
      output += chunk.toString();
      if (first && output.includes('ready') && kill && !kill.early) killLater();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    if (kill?.early) killLater();
    child.on('error', reject);
    child.on('exit', (code) => resolve({ killed, output, code }));
  });
}

/** Everything the acceptance asks after a kill; returns the number of whole steps stored. */
function verifyWorkspace(): number {
  const workspace = openWorkspace(temp.dir);
  try {
    const { db } = workspace;
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const hasSession = db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(CRASH_SESSION_ID);
    if (!hasSession) return 0;

    // The stored log is an exact prefix of the script, ending on a whole turn step.
    const events = readEvents(db, CRASH_SESSION_ID);
    let seq = 0;
    let steps = 0;
    while (seq < events.length) {
      const step = intendedStep(steps);
      expect(seq + step.length, `turn step ${steps} is half written`).toBeLessThanOrEqual(events.length);
      for (const intended of step) {
        const stored = events[seq] as (typeof events)[number];
        expect(stored.seq).toBe(seq + 1);
        expect({ type: stored.type, payload: stored.payload }).toEqual(intended);
        seq++;
      }
      steps++;
    }
    // Resume from the snapshot equals a fold of the whole log, and the vec0 writes of the same
    // transactions are all there.
    const fromScratch = foldEvents(crashFold, events);
    const resumed = resumeSession(db, CRASH_SESSION_ID, crashFold);
    expect(resumed.state).toEqual(fromScratch);
    expect(resumed.state.steps).toBe(steps);
    expect(countMemoryChunks(db, CRASH_SESSION_ID, CRASH_MODEL_ID)).toBe(steps);
    return steps;
  } finally {
    workspace.close();
  }
}

describe('crash safety of the event log', () => {
  it(`survives ${KILLS} SIGKILLs at random points and resumes`, async () => {
    const random = seededRandom(20261121);
    let steps = 0;
    let killedMidRun = 0;
    let progressedRuns = 0;
    for (let run = 0; run < KILLS; run++) {
      // Mostly kill while turn steps are being written; every eighth run kills during start-up
      // (opening, migrating, creating the session).
      const early = run % 8 === 0;
      const result = await runChild(1_000_000, { early, delayMs: early ? Math.floor(random() * 250) : Math.floor(random() * 60) });
      expect(result.killed || result.code === 0, result.output).toBe(true);
      if (result.killed) killedMidRun++;
      const after = verifyWorkspace();
      expect(after).toBeGreaterThanOrEqual(steps);
      if (after > steps) progressedRuns++;
      steps = after;
    }
    expect(killedMidRun).toBeGreaterThanOrEqual(50);
    // Most runs wrote turn steps before the kill (a loose bound: fsync times vary with load).
    expect(progressedRuns).toBeGreaterThanOrEqual(KILLS / 4);

    // A last run without a kill continues from exactly where the log stopped.
    const finish = await runChild(steps + 10, null);
    expect(finish.code, finish.output).toBe(0);
    expect(finish.output).toContain(`ready ${steps}`);
    expect(finish.output).toContain(`done ${steps + 10}`);
    expect(verifyWorkspace()).toBe(steps + 10);
    console.log(`crash test: ${killedMidRun} kills, ${steps + 10} turn steps stored, ${progressedRuns} runs made progress`);
  });
});
