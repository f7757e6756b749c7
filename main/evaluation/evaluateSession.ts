import { randomUUID } from 'node:crypto';
import { CancelledError } from '../../shared/errors';
import { finishEvalRun, listEvalRuns, listEvalScores, putEvalScores, scoredCaseIds, startEvalRun, type StoredEvalScore, type WritableDB } from '../store';
import type { EvalCase } from './EvalCase';
import { notAssessed, type Evaluator, type MetricScore } from './Evaluator';
import { DEFAULT_PANEL_SPREAD, panelVerdict } from './judgePanel';
import { metricsFor, type MetricDefinition } from './metrics';
import { summarizeScores, type SessionEvaluationSummary } from './summarizeScores';

/** The suite name of a per-session evaluation run. */
export const SESSION_SUITE = 'session';

/** Cases scored between two commits. */
const COMMIT_EVERY_CASES = 25;

/** The evaluator name of a panel's verdict. */
export const PANEL_EVALUATOR = 'panel';

export interface EvaluateSessionOptions {
  evaluators: readonly Evaluator[];
  /** Allowed spread of a panel before the case is flagged for a human. */
  panelSpread?: number;
  signal?: AbortSignal;
  onCase?: (done: number, total: number) => void;
}

/** A running run of this session left by a crash or a cancel: it is resumed, not started again. */
function unfinishedRun(db: WritableDB, sessionId: string): string | null {
  const run = listEvalRuns(db).find((entry) => entry.suite === SESSION_SUITE && entry.status === 'running' && (entry.config as { sessionId?: unknown }).sessionId === sessionId);
  return run?.id ?? null;
}

/** Scores one case on every metric of its agent: each evaluator that can, a panel, or "not assessed". */
async function scoreCase(evalCase: EvalCase, evaluators: readonly Evaluator[], panelSpread: number, signal?: AbortSignal): Promise<MetricScore[]> {
  const scores: MetricScore[] = [];
  for (const metric of metricsFor(evalCase.agent)) {
    const able = evaluators.filter((evaluator) => evaluator.supports(metric, evalCase));
    if (able.length === 0) {
      scores.push(notAssessed(metric, evalCase));
      continue;
    }
    const own: MetricScore[] = [];
    for (const evaluator of able) {
      if (signal?.aborted) throw new CancelledError('The evaluation was cancelled.');
      own.push(await evaluateOrRecordFailure(evaluator, metric, evalCase, signal));
    }
    scores.push(...own, ...panelOf(metric, evalCase, own, able, panelSpread));
  }
  return scores;
}

/** A judge that fails (a timeout, an invalid form) leaves its score unassessed, with the reason; the run goes on. */
async function evaluateOrRecordFailure(evaluator: Evaluator, metric: MetricDefinition, evalCase: EvalCase, signal?: AbortSignal): Promise<MetricScore> {
  try {
    return await evaluator.evaluate(metric, evalCase, signal);
  } catch (err) {
    if (err instanceof CancelledError || signal?.aborted) throw new CancelledError('The evaluation was cancelled.');
    return { caseId: evalCase.id, metric: metric.name, evaluator: evaluator.name, score: null, detail: { error: err instanceof Error ? err.message : String(err) } };
  }
}

function panelOf(metric: MetricDefinition, evalCase: EvalCase, own: readonly MetricScore[], able: readonly Evaluator[], panelSpread: number): MetricScore[] {
  const judged = own.filter((score, index) => able[index]!.kind === 'llm' && score.score !== null);
  const verdict = panelVerdict(judged.map((score) => score.score!), panelSpread);
  if (!verdict) return [];
  return [
    {
      caseId: evalCase.id,
      metric: metric.name,
      evaluator: PANEL_EVALUATOR,
      score: verdict.median,
      detail: { judges: judged.map((score) => ({ evaluator: score.evaluator, score: score.score })), spread: verdict.spread, flagged: verdict.flagged },
    },
  ];
}

/**
 * Evaluates one session's cases and stores every score with its evaluator, case by case, so an
 * interrupted run (a cancel, a crash) resumes where it stopped: cases already scored are skipped.
 */
export async function evaluateSession(db: WritableDB, sessionId: string, cases: readonly EvalCase[], options: EvaluateSessionOptions): Promise<SessionEvaluationSummary & { runId: string }> {
  const evaluatorNames = options.evaluators.map((evaluator) => evaluator.name);
  const runId = unfinishedRun(db, sessionId) ?? startEvalRun(db, { id: randomUUID(), suite: SESSION_SUITE, config: { sessionId, evaluators: evaluatorNames } }).id;
  const done = scoredCaseIds(db, runId);
  const spread = options.panelSpread ?? DEFAULT_PANEL_SPREAD;
  let count = done.size;
  // Scores are committed in batches (one transaction each, so a crash loses at most a batch,
  // which the resumed run scores again); a cancel commits what it has first.
  let pending: StoredEvalScore[] = [];
  const flush = () => {
    if (pending.length) putEvalScores(db, pending);
    pending = [];
  };
  try {
    for (const evalCase of cases) {
      if (done.has(evalCase.id)) continue;
      if (options.signal?.aborted) throw new CancelledError('The evaluation was cancelled.');
      const scores = await scoreCase(evalCase, options.evaluators, spread, options.signal);
      pending.push(...scores.map((score): StoredEvalScore => ({ ...score, runId, sessionId, eventSeq: evalCase.eventSeq, agent: evalCase.agent })));
      if (++count % COMMIT_EVERY_CASES === 0) flush();
      options.onCase?.(count, cases.length);
    }
  } finally {
    flush();
  }
  const summary = summarizeScores(sessionId, listEvalScores(db, { runId }));
  finishEvalRun(db, runId, { status: 'done', summary });
  return { ...summary, runId };
}
