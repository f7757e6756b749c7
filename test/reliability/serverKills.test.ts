import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkspace, readEvents } from '../../main/store';
import { fromStoredEvent, type SessionEvent } from '../../shared/domain';
import { makeTempDir, seededRandom } from '../support/storeFixtures';
import { callApi, projectRoot, startWebMode, type WebModeProcess } from '../support/webMode';

// Issue 21: SIGKILLs of the real web server (the bundled web entry, over HTTP) while trials play,
// then a restart on the same data folder that resumes the session. An event is acknowledged once
// its call answered; none may be missing from the stored log after a kill.
const KILLS = 52;
const QUESTIONS = ['How were the lights in the store?', 'Where do you work?', 'What did the man do after he came into the store?', 'What did you see?'];
const temp = makeTempDir('moot-server-kills-');
// Bundled once, so each of the ~56 starts is a plain `node` start (like `dist/main/web.js`, which
// `npm test` builds; this suite may run without it). Lives in test/.cache so node_modules resolve.
const ENTRY = join(projectRoot, 'test/.cache', `webKillTarget-${process.pid}.mjs`);
beforeAll(async () => {
  await build({ entryPoints: [join(projectRoot, 'main/app/web.ts')], outfile: ENTRY, bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', logLevel: 'warning' });
});
afterAll(() => {
  temp.remove();
  rmSync(ENTRY, { force: true });
});

/** An event as the log reads it back (JSON, so undefined fields are gone). */
const plain = (event: SessionEvent): unknown => JSON.parse(JSON.stringify(event));

interface SessionTrack {
  /** The stored log as read after the last kill. */
  known: unknown[];
  /** Events acknowledged since, in order. */
  acked: unknown[];
}

interface Step {
  events: SessionEvent[];
  status: { sessionId: string; awaiting: string; examination: string | null };
}

interface Progress {
  id: string | null;
  asked: number;
  /** Restarts whose first call (trial.status) resumed the session. */
  resumes: number;
  /** Set when the test sent the kill: from then on a failed call is expected. */
  killSent: boolean;
  /** Called for every call the server answered (it arms the kill). */
  onAnswer: () => void;
}

/** Plays moves until the server dies under it; returns how many calls were answered. */
async function play(server: WebModeProcess, sessions: Map<string, SessionTrack>, current: Progress): Promise<number> {
  let calls = 0;
  const record = (step: Step) => {
    current.onAnswer();
    calls++;
    let track = sessions.get(step.status.sessionId);
    if (!track) sessions.set(step.status.sessionId, (track = { known: [], acked: [] }));
    track.acked.push(...step.events.map(plain));
  };
  const call = async (name: string, input: unknown): Promise<Step> => {
    const { status, body } = await callApi(server, name, input);
    if (status !== 200 || !body.ok) throw new Error(`${name} answered ${status}: ${JSON.stringify(body.error)}`);
    return body.value as Step;
  };
  try {
    let status: Step['status'];
    if (current.id === null) {
      const started = (await call('trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 7 }))!;
      record(started);
      current.id = started.status.sessionId;
      current.asked = 0;
      status = started.status;
    } else {
      // The restart resumes the stored session from its log.
      status = (await call('trial.status', { sessionId: current.id })) as unknown as Step['status'];
      current.onAnswer();
      calls++;
      current.resumes++;
    }
    for (;;) {
      const sessionId = current.id;
      let step: Step;
      if (status.awaiting === 'ended') {
        current.id = null;
        return calls + (await play(server, sessions, current));
      } else if (status.awaiting === 'player_question' && current.asked < 3) {
        step = await call('trial.ask', { sessionId, question: QUESTIONS[current.asked % QUESTIONS.length] });
        current.asked++;
      } else if (status.awaiting === 'player_question') {
        step = await call('trial.next', { sessionId });
        current.asked = 0;
      } else if (status.awaiting === 'opposing_counsel') {
        step = await call('trial.counselTurn', { sessionId });
      } else if (status.awaiting === 'player_response') {
        step = await call('trial.respond', { sessionId, ground: null });
      } else {
        throw new Error(`unexpected awaiting ${status.awaiting}`);
      }
      record(step);
      status = step.status;
    }
  } catch (error) {
    // The kill: a refused or reset connection. Anything before the kill is a real failure.
    if (!current.killSent) throw error;
    return calls;
  }
}

/** Counts acknowledged events missing from the stored log, and checks nothing stored vanished. */
function verify(sessions: Map<string, SessionTrack>): { lost: number; checked: number } {
  const workspace = openWorkspace(temp.dir);
  let lost = 0;
  let checked = 0;
  try {
    expect(workspace.db.pragma('integrity_check', { simple: true })).toBe('ok');
    for (const [sessionId, track] of sessions) {
      if (track.acked.length === 0) continue;
      const stored = readEvents(workspace.db, sessionId).map((event) => plain(fromStoredEvent(event)));
      expect(stored.slice(0, track.known.length)).toEqual(track.known);
      // The acknowledged events follow in order; a resume may have completed a cut-off turn between.
      let at = track.known.length;
      for (const event of track.acked) {
        while (at < stored.length && !isDeepStrictEqual(stored[at], event)) at++;
        if (at < stored.length) at++;
        else lost++;
        checked++;
      }
      track.known = stored;
      track.acked = [];
    }
  } finally {
    workspace.close();
  }
  return { lost, checked };
}

describe('SIGKILLs of the real web server during trials', () => {
  it(`loses no acknowledged event in ${KILLS} kills, and every restart resumes the session`, async () => {
    const random = seededRandom(20261126);
    const sessions = new Map<string, SessionTrack>();
    const current: Progress = { id: null, asked: 0, resumes: 0, killSent: false, onAnswer: () => undefined };
    let kills = 0;
    let calls = 0;
    let lost = 0;
    let checked = 0;
    let startingMs = 0;
    const began = performance.now();
    for (let run = 0; run < KILLS; run++) {
      const starting = performance.now();
      // A start is module loading; on a machine busy with other suites it can pass web mode's usual 30 s.
      const server = await startWebMode({ entry: ENTRY, dataDir: temp.dir, timeoutMs: 120_000 });
      startingMs += performance.now() - starting;
      current.killSent = false;
      const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
      let timer: NodeJS.Timeout | undefined;
      const killAfter = (delayMs: number) => {
        timer = setTimeout(() => {
          current.killSent = true;
          server.child.kill('SIGKILL');
        }, delayMs);
      };
      // Mostly while turns are written: after the restarted server answered one to four calls, a
      // few milliseconds into the next (counting answers, not time, so a busy machine still plays
      // turns between kills); every sixth run is killed at once, while the session is resumed.
      current.onAnswer = () => undefined;
      if (run % 6 === 0) killAfter(Math.floor(random() * 20));
      else {
        let answersLeft = 1 + Math.floor(random() * 4);
        current.onAnswer = () => {
          if (--answersLeft > 0) return;
          current.onAnswer = () => undefined;
          killAfter(Math.floor(random() * 150));
        };
      }
      calls += await play(server, sessions, current);
      await exited;
      clearTimeout(timer);
      expect(server.child.signalCode, server.output()).toBe('SIGKILL');
      kills++;
      const result = verify(sessions);
      lost += result.lost;
      checked += result.checked;
    }
    // A last start resumes where the log stopped.
    const last = await startWebMode({ entry: ENTRY, dataDir: temp.dir, timeoutMs: 120_000 });
    try {
      if (current.id !== null) {
        const resumed = await callApi(last, 'trial.status', { sessionId: current.id });
        expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
        current.resumes++;
      }
    } finally {
      await last.stop();
    }
    const events = [...sessions.values()].reduce((sum, track) => sum + track.known.length, 0);
    console.log(`server kills: ${kills} SIGKILLs of the web server, ${calls} calls answered, ${checked} acknowledged events, ${lost} lost, ${sessions.size} sessions (${events} events stored), ${current.resumes} restarts resumed a session; ${((performance.now() - began) / 1000).toFixed(0)} s, of which starting the server ${(startingMs / 1000).toFixed(0)} s`);
    expect(kills).toBeGreaterThanOrEqual(50);
    expect(lost).toBe(0);
    expect(checked).toBeGreaterThan(KILLS);
    // The time is ~52 server starts (module loading), however busy the machine; the kills themselves take milliseconds.
  }, 900_000);
});
