import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionEvent } from '../../shared/domain';
import { createSession, openWorkspace } from '../../main/store';
import { syncToDisk } from '../../main/store/walDurability';
import { MemoryEventSink, StoreEventSink, TrialSession, type EventSink } from '../../main/trial';
import { builtinTrialScenarios, questionsFromSentence } from '../unit/trial/fixtures/builtinScenarios';
import { againstGoal, formatMs, formatRatio, median, percentile } from './stats';

const TURNS = 505;
const SESSIONS = 3;
const WITNESS = 'mei-lin-zhao';
const { spec } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;

/** Counts the transactions a session commits. */
class CountingSink implements EventSink {
  commits = 0;
  constructor(private readonly inner: EventSink) {}
  append(events: readonly SessionEvent[]): void {
    this.commits++;
    this.inner.append(events);
  }
}

interface SessionRun {
  /** Milliseconds per player turn, turn 1 first. */
  turns: number[];
  commits: number;
  /** Milliseconds of each disk flush after a turn (the flush-behind of `withDurableWrites`). */
  flushes: number[];
}

/**
 * Plays one session of `TURNS` player turns (rules cast, no model). On disk, each turn is what
 * `trial.ask` does below HTTP: the turn's steps, each committed (WAL, synchronous=NORMAL), timed
 * until the last step is stored; then the one flush of the WAL to the disk (`syncToDisk`), which
 * the app runs after the answer has gone out, timed on its own.
 */
async function playSession(seed: number, onDisk: boolean): Promise<SessionRun> {
  const dir = onDisk ? mkdtempSync(join(tmpdir(), 'moot-trial-bench-')) : null;
  const workspace = dir ? openWorkspace(dir) : null;
  try {
    if (workspace) createSession(workspace.db, { id: 'bench', kind: 'trial', packId: 'state-v-avery', title: 'bench', meta: {} });
    const sink = new CountingSink(workspace ? new StoreEventSink(workspace.db, 'bench') : new MemoryEventSink());
    const session = new TrialSession({ scenario: spec, playerSide: 'plaintiff', seed, witnessIds: [WITNESS], sink });
    for await (const _ of session.start()) void _;
    const base = session.context.affidavit(WITNESS).sentences.flatMap(questionsFromSentence);
    const turns: number[] = [];
    const flushes: number[] = [];
    for (let turn = 1; turn <= TURNS; turn++) {
      // Vary the wording so most questions are new, as a long real examination would be.
      const question = `${base[turn % base.length]!.replace(/\?$/, '')}, as to detail ${turn} of ${['morning', 'evening', 'counter', 'door', 'street'][turn % 5]}?`;
      const started = performance.now();
      for await (const _ of session.handleTurn(question)) void _;
      turns.push(performance.now() - started);
      const flushStarted = performance.now();
      if (workspace && (await syncToDisk(workspace.db)).flushed) flushes.push(performance.now() - flushStarted);
    }
    return { turns, commits: sink.commits, flushes };
  } finally {
    workspace?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

/** Median of turns 6–15 and of turns 496–505: the engine's cost early and late in a session. */
const early = (run: SessionRun) => run.turns.slice(5, 15);
const late = (run: SessionRun) => run.turns.slice(495, 505);

/**
 * Time per player turn, rules cast: persisted to a workspace on disk (p50 and p99 over every
 * turn of every session, so the p99 is a real one), and the engine alone, early and late in a
 * long session. One unmeasured session first warms the JIT up. Speed is printed, never asserted.
 */
export default async function trialBench(): Promise<void> {
  await playSession(99, false);
  const persisted: SessionRun[] = [];
  const engine: SessionRun[] = [];
  for (let run = 0; run < SESSIONS; run++) {
    persisted.push(await playSession(run + 1, true));
    engine.push(await playSession(run + 1, false));
  }
  const all = persisted.flatMap((run) => run.turns);
  const turns = SESSIONS * TURNS;
  console.log(`player turn, rules cast, ${SESSIONS} sessions of ${TURNS} turns (${turns} turns), workspace on disk:`);
  console.log(`  p50 ${formatMs(percentile(all, 50))}`);
  console.log(`  ${againstGoal('p99', percentile(all, 99), 5)}`);
  const flushes = persisted.flatMap((run) => run.flushes);
  console.log(`  commits per turn ${(persisted.reduce((sum, run) => sum + run.commits, 0) / turns).toFixed(2)}, none synced; disk flushes per turn ${(flushes.length / turns).toFixed(2)}`);
  console.log(`  flush after the answer (off its path): p50 ${formatMs(percentile(flushes, 50))}, p99 ${formatMs(percentile(flushes, 99))}`);
  const engineAll = engine.flatMap((run) => run.turns);
  const ratio = median(engine.flatMap(late)) / median(engine.flatMap(early));
  console.log(`engine alone (events in memory): p50 ${formatMs(percentile(engineAll, 50))}, p99 ${formatMs(percentile(engineAll, 99))}`);
  console.log(`  turn 10 ${formatMs(median(engine.flatMap(early)))}, turn 500 ${formatMs(median(engine.flatMap(late)))}; ${againstGoal('turn 500 / turn 10', ratio, 1.1, formatRatio)}`);
}
