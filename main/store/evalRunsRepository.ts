import { toJson } from './toJson';
import { nowIso, type ReadableDB, type WritableDB } from './storeDatabase';

export type EvalRunStatus = 'running' | 'done' | 'failed' | 'cancelled';

/** One evaluation run: a suite run with a configuration, and its summary once finished. */
export interface EvalRun {
  id: string;
  suite: string;
  config: unknown;
  status: EvalRunStatus;
  startedAt: string;
  finishedAt: string | null;
  summary: unknown;
}

/** One measured value of one case in a run. */
export interface EvalResult {
  runId: string;
  caseId: string;
  metric: string;
  score: number;
  passed: boolean | null;
  detail: unknown;
}

type EvalRunRow = {
  id: string;
  suite: string;
  config_json: string;
  status: EvalRunStatus;
  started_at: string;
  finished_at: string | null;
  summary_json: string | null;
};
type EvalResultRow = { run_id: string; case_id: string; metric: string; score: number; passed: 0 | 1 | null; detail_json: string };

function rowToRun(row: EvalRunRow): EvalRun {
  return {
    id: row.id,
    suite: row.suite,
    config: JSON.parse(row.config_json) as unknown,
    status: row.status,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    summary: row.summary_json === null ? null : (JSON.parse(row.summary_json) as unknown),
  };
}

function rowToResult(row: EvalResultRow): EvalResult {
  return {
    runId: row.run_id,
    caseId: row.case_id,
    metric: row.metric,
    score: row.score,
    passed: row.passed === null ? null : row.passed === 1,
    detail: JSON.parse(row.detail_json) as unknown,
  };
}

export function startEvalRun(db: WritableDB, run: { id: string; suite: string; config: unknown }): EvalRun {
  const row = db
    .prepare("INSERT INTO eval_runs (id, suite, config_json, status, started_at) VALUES (?, ?, ?, 'running', ?) RETURNING *")
    .get(run.id, run.suite, toJson(run.config, 'config'), nowIso()) as EvalRunRow;
  return rowToRun(row);
}

/** Stores results (one transaction); a result for the same case and metric is replaced. */
export function insertEvalResults(db: WritableDB, results: readonly EvalResult[]): void {
  const insert = db.prepare(
    `INSERT OR REPLACE INTO eval_results (run_id, case_id, metric, score, passed, detail_json) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    results.forEach((result, index) => {
      insert.run(result.runId, result.caseId, result.metric, result.score, result.passed === null ? null : result.passed ? 1 : 0, toJson(result.detail, `results[${index}].detail`));
    });
  }).immediate();
}

export function finishEvalRun(db: WritableDB, id: string, outcome: { status: Exclude<EvalRunStatus, 'running'>; summary: unknown }): boolean {
  return (
    db.prepare('UPDATE eval_runs SET status = ?, finished_at = ?, summary_json = ? WHERE id = ?').run(outcome.status, nowIso(), toJson(outcome.summary, 'summary'), id)
      .changes > 0
  );
}

/** Runs, newest first. */
export function listEvalRuns(db: ReadableDB): EvalRun[] {
  return (db.prepare('SELECT * FROM eval_runs ORDER BY started_at DESC, id').all() as EvalRunRow[]).map(rowToRun);
}

export function listEvalResults(db: ReadableDB, runId: string): EvalResult[] {
  return (db.prepare('SELECT * FROM eval_results WHERE run_id = ? ORDER BY case_id, metric').all(runId) as EvalResultRow[]).map(rowToResult);
}

/** Deletes a run and its results (foreign key cascade). */
export function deleteEvalRun(db: WritableDB, id: string): boolean {
  return db.prepare('DELETE FROM eval_runs WHERE id = ?').run(id).changes > 0;
}
