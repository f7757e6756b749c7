import { statSync } from 'node:fs';
import { join } from 'node:path';
import {
  appendEvents,
  appendEventsAndFold,
  createSession,
  insertMemoryChunks,
  openWorkspace,
  resumeSession,
  searchMemory,
  type MemoryChunk,
  type NewEvent,
  type SessionFold,
  type Workspace,
} from '../../main/store';
import { makeTempDir, randomVector, seededRandom } from '../support/storeFixtures';
import { againstGoal, formatMs, median, percentile } from './stats';

/**
 * The store's figures: appending a turn step, resuming long sessions, and KNN over memory.
 * Everything runs on a real workspace file in a temporary folder (WAL, synchronous=NORMAL; the
 * per-call flush is measured by the trial bench).
 */
export default async function storeBench(): Promise<void> {
  const temp = makeTempDir('moot-bench-store-');
  const workspace = openWorkspace(join(temp.dir, 'data'));
  try {
    benchAppend(workspace);
    benchResume(workspace);
    // The sizes a session reaches (a claim or two per answer: about 1,000 chunks by turn 500,
    // 4,000 by turn 2,000), where agents recall per decision; then the stress sizes.
    for (const count of [100, 1_000, 4_000]) benchKnn(workspace, count, { witnessFilter: true });
    benchKnn(workspace, 10_000);
    benchKnn(workspace, 100_000);
    console.log(`workspace file after the benchmarks: ${(statSync(workspace.file).size / 1e6).toFixed(0)} MB`);
  } finally {
    workspace.close();
    temp.remove();
  }
}

const TYPES = ['QuestionAsked', 'ObjectionRaised', 'RulingMade', 'AnswerGiven', 'ElicitEstablished', 'ScoreChanged'];

/** A turn step of six events with payloads of a realistic size (~150–400 bytes each). */
function turnStep(turn: number): NewEvent[] {
  return TYPES.map((type, index) => ({
    type,
    payload: { turn, speaker: index % 2 ? 'witness' : 'counsel', text: `Turn ${turn}, ${type}: ${'and then what happened at the bakery '.repeat(1 + ((turn + index) % 8))}` },
  }));
}

/** A fold of typical weight: counts, a score, covered elicits and the last lines of testimony. */
interface BenchState {
  events: number;
  score: number;
  covered: string[];
  recent: string[];
}
const benchFold: SessionFold<BenchState> = {
  id: 'bench-v1',
  initial: () => ({ events: 0, score: 0, covered: [], recent: [] }),
  apply(state, event) {
    const payload = event.payload as { turn: number; text: string };
    const covered = event.type === 'ElicitEstablished' && payload.turn % 5 === 0 ? [...state.covered, `e${payload.turn}`] : state.covered;
    return {
      events: state.events + 1,
      score: state.score + (event.type === 'ScoreChanged' ? (payload.turn % 3) - 1 : 0),
      covered,
      recent: event.type === 'AnswerGiven' ? [...state.recent.slice(-19), payload.text] : state.recent,
    };
  },
};

function benchAppend(workspace: Workspace): void {
  const { db } = workspace;
  createSession(db, { id: 'append', kind: 'trial', packId: null, title: 'append bench', meta: {} });
  for (let turn = 0; turn < 200; turn++) appendEvents(db, 'append', turnStep(turn)); // warm-up
  const samples: number[] = [];
  for (let turn = 200; turn < 3_200; turn++) {
    const events = turnStep(turn);
    const started = performance.now();
    appendEvents(db, 'append', events);
    samples.push(performance.now() - started);
  }
  console.log(`append a 6-event turn step (one transaction, ${samples.length} samples): p50 ${formatMs(median(samples))}, p99 ${formatMs(percentile(samples, 99))}`);
}

function benchResume(workspace: Workspace): void {
  const { db } = workspace;
  for (const total of [1_000, 20_000]) {
    const id = `resume-${total}`;
    createSession(db, { id, kind: 'trial', packId: null, title: id, meta: {} });
    // Snapshots every 500 events, and the last ~250 events written after the last snapshot:
    // the average case a resume meets.
    let state = benchFold.initial();
    const steps = Math.round(total / 6);
    for (let turn = 0; turn < steps; turn++) {
      const snapshotEvery = turn < steps - 42 ? 500 : 0;
      state = appendEventsAndFold(db, id, turnStep(turn), benchFold, state, { snapshotEvery }).state;
    }
    const events = state.events;
    for (const useSnapshot of [false, true]) {
      const samples: number[] = [];
      let snapshotSeq: number | null = null;
      for (let run = 0; run < 7; run++) {
        const started = performance.now();
        const resumed = resumeSession(db, id, benchFold, { useSnapshot });
        samples.push(performance.now() - started);
        snapshotSeq = resumed.snapshotSeq;
      }
      const how = useSnapshot ? `from the snapshot at seq ${snapshotSeq} (every 500)` : 'folding every event';
      console.log(`resume a ${events}-event session ${how}: median ${formatMs(median(samples))}`);
    }
  }
}

function benchKnn(workspace: Workspace, count: number, options: { witnessFilter?: boolean } = {}): void {
  const { db } = workspace;
  const sessionId = `knn-${count}`;
  createSession(db, { id: sessionId, kind: 'trial', packId: null, title: sessionId, meta: {} });
  const random = seededRandom(count);
  const started = performance.now();
  for (let offset = 0; offset < count; offset += 5_000) {
    const batch: MemoryChunk[] = Array.from({ length: Math.min(5_000, count - offset) }, (_, index) => ({
      sessionId,
      modelId: 'bench-model',
      embedding: randomVector(random),
      witnessId: `w${index % 4}`,
      phase: 'direct',
      turn: offset + index,
      elicitIds: [],
      text: `chunk ${offset + index}`,
    }));
    insertMemoryChunks(db, batch);
  }
  const setup = performance.now() - started;
  const samples: number[] = [];
  const queries = Array.from({ length: 30 }, () => randomVector(random));
  for (const embedding of queries) {
    const queryStarted = performance.now();
    searchMemory(db, { sessionId, modelId: 'bench-model', embedding, k: options.witnessFilter ? 4 : 10, ...(options.witnessFilter ? { witnessId: 'w1' } : {}) });
    samples.push(performance.now() - queryStarted);
  }
  if (options.witnessFilter) {
    console.log(`recall as agents do (k=4, one witness) over ${count.toLocaleString('en')} chunks of a session: median ${formatMs(median(samples))}, p99 ${formatMs(percentile(samples, 99))}`);
    return;
  }
  const reference = count <= 10_000 ? `; plain-JS brute force on the same vectors: ${formatMs(jsBruteForce(db, sessionId, queries))}` : '';
  if (count >= 100_000) console.log(againstGoal(`KNN at ${count.toLocaleString('en')} chunks, median`, median(samples), 150));
  console.log(
    `KNN k=10 over ${count.toLocaleString('en')} chunks × 384 (cosine, one session, model filter): median ${formatMs(median(samples))}, p99 ${formatMs(percentile(samples, 99))}` +
      ` (insert ${formatMs(setup)}, ${((count / setup) * 1000).toFixed(0)} chunks/s; sqlite-vec's published brute force: ~14 ms at 10k${reference})`,
  );
}

/** Median time of a cosine top-10 in JavaScript over the session's vectors, held in memory. */
function jsBruteForce(db: Workspace['db'], sessionId: string, queries: readonly Float32Array[]): number {
  const rows = db.prepare('SELECT embedding FROM memory_chunks WHERE session_id = ?').all(sessionId) as { embedding: Buffer }[];
  const vectors = rows.map((row) => new Float32Array(new Uint8Array(row.embedding).buffer));
  const norms = vectors.map((vector) => Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0)));
  const samples = queries.map((query) => {
    const started = performance.now();
    const queryNorm = Math.sqrt(query.reduce((sum, x) => sum + x * x, 0));
    const distances = vectors.map((vector, index) => {
      let dot = 0;
      for (let d = 0; d < vector.length; d++) dot += (vector[d] as number) * (query[d] as number);
      return { index, distance: 1 - dot / ((norms[index] as number) * queryNorm) };
    });
    distances.sort((a, b) => a.distance - b.distance).slice(0, 10);
    return performance.now() - started;
  });
  return median(samples);
}
