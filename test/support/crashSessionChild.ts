import {
  appendEventsAndFold,
  createSession,
  getSession,
  insertMemoryChunks,
  openWorkspace,
  resumeSession,
} from '../../main/store';
import { CRASH_MODEL_ID, CRASH_SESSION_ID, CRASH_SNAPSHOT_EVERY, crashFold, intendedEmbedding, intendedStep } from './crashScript';

// The crash test's child: resumes the scripted session in the data folder given as the first
// argument and plays turn steps until it reaches the step count in the second, or is killed.
const [dataDir, stopAt] = process.argv.slice(2);
if (!dataDir || !stopAt) throw new Error('usage: crashSessionChild <dataDir> <stopAtStep>');

const workspace = openWorkspace(dataDir);
const { db } = workspace;
if (!getSession(db, CRASH_SESSION_ID)) {
  createSession(db, { id: CRASH_SESSION_ID, kind: 'trial', packId: null, title: 'Crash test', meta: { scripted: true } });
}
let { state } = resumeSession(db, CRASH_SESSION_ID, crashFold);
process.stdout.write(`ready ${state.steps}\n`);

for (let step = state.steps; step < Number(stopAt); step++) {
  // One turn step = one transaction: its events, its snapshot (when due) and its memory chunk.
  db.transaction(() => {
    const result = appendEventsAndFold(db, CRASH_SESSION_ID, intendedStep(step), crashFold, state, { snapshotEvery: CRASH_SNAPSHOT_EVERY });
    insertMemoryChunks(db, [
      {
        sessionId: CRASH_SESSION_ID,
        modelId: CRASH_MODEL_ID,
        embedding: intendedEmbedding(step),
        witnessId: 'w1',
        phase: 'direct',
        turn: step,
        elicitIds: [],
        text: `step ${step}`,
      },
    ]);
    state = result.state;
  }).immediate();
}
workspace.close();
process.stdout.write(`done ${state.steps}\n`);
