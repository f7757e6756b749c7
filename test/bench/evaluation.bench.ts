import { buildTrialCases, deterministicEvaluators, evaluateSession, loadStoredTrial } from '../../main/evaluation';
import { openWorkspace } from '../../main/store';
import { builtinPackSource, playStoredTrial } from '../support/evalFixtures';
import { makeTempDir } from '../support/storeFixtures';
import { formatMs } from './stats';

const TURNS = 100;
const RUNS = 3;

/**
 * The deterministic evaluators on a 100-turn rules-cast session (goal: under 2 s): the case fold
 * over the stored log, then every case scored and stored. Printed, never asserted.
 */
export default async function evaluationBench(): Promise<void> {
  const temp = makeTempDir('moot-eval-bench-');
  const workspace = openWorkspace(temp.dir);
  try {
    const timings: { fold: number; score: number; cases: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const sessionId = `bench-${run}`;
      await playStoredTrial(workspace.db, sessionId, TURNS, run + 1);
      const started = performance.now();
      const stored = await loadStoredTrial(workspace.db, sessionId, builtinPackSource());
      const cases = buildTrialCases(stored);
      const folded = performance.now();
      await evaluateSession(workspace.db, sessionId, cases, { evaluators: deterministicEvaluators() });
      timings.push({ fold: folded - started, score: performance.now() - folded, cases: cases.length });
    }
    for (const [index, timing] of timings.entries()) {
      console.log(
        `session ${index + 1} (${TURNS} turns, ${timing.cases} cases): load + case fold ${formatMs(timing.fold)}, score + store ${formatMs(timing.score)}, total ${formatMs(timing.fold + timing.score)} (goal < 2 s)`,
      );
    }
  } finally {
    workspace.close();
    temp.remove();
  }
}
