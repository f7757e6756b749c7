import { toJson } from './toJson';
import type { ReadableDB, WritableDB } from './storeDatabase';

/** One stored score: a case's metric as one evaluator scored it; null is "not assessed". */
export interface StoredEvalScore {
  runId: string;
  caseId: string;
  sessionId: string;
  eventSeq: number;
  agent: string;
  metric: string;
  evaluator: string;
  score: number | null;
  detail: unknown;
}

type ScoreRow = {
  run_id: string;
  case_id: string;
  session_id: string;
  event_seq: number;
  agent: string;
  metric: string;
  evaluator: string;
  score: number | null;
  detail_json: string;
};

const rowToScore = (row: ScoreRow): StoredEvalScore => ({
  runId: row.run_id,
  caseId: row.case_id,
  sessionId: row.session_id,
  eventSeq: row.event_seq,
  agent: row.agent,
  metric: row.metric,
  evaluator: row.evaluator,
  score: row.score,
  detail: JSON.parse(row.detail_json) as unknown,
});

/** Stores scores in one transaction; the same case, metric and evaluator in a run is replaced. */
export function putEvalScores(db: WritableDB, scores: readonly StoredEvalScore[]): void {
  const insert = db.prepare(
    `INSERT OR REPLACE INTO eval_scores (run_id, case_id, session_id, event_seq, agent, metric, evaluator, score, detail_json)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    scores.forEach((s, index) => insert.run(s.runId, s.caseId, s.sessionId, s.eventSeq, s.agent, s.metric, s.evaluator, s.score, toJson(s.detail, `scores[${index}].detail`)));
  }).immediate();
}

export function listEvalScores(db: ReadableDB, filter: { runId?: string; sessionId?: string } = {}): StoredEvalScore[] {
  const where: string[] = [];
  const args: string[] = [];
  if (filter.runId !== undefined) {
    where.push('run_id = ?');
    args.push(filter.runId);
  }
  if (filter.sessionId !== undefined) {
    where.push('session_id = ?');
    args.push(filter.sessionId);
  }
  const sql = `SELECT * FROM eval_scores ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY session_id, event_seq, metric, evaluator`;
  return (db.prepare(sql).all(...args) as ScoreRow[]).map(rowToScore);
}

/** The case ids a run has scored already: a resumed run skips them. */
export function scoredCaseIds(db: ReadableDB, runId: string): Set<string> {
  return new Set((db.prepare('SELECT DISTINCT case_id FROM eval_scores WHERE run_id = ?').all(runId) as { case_id: string }[]).map((row) => row.case_id));
}

/**
 * Trials and consultations to evaluate, most recently updated first. `finishedOnly`: ended sessions only
 * (the schedule never evaluates a session still being played); `unevaluatedOnly`: no finished
 * per-session run yet.
 */
export function sessionsToEvaluate(db: ReadableDB, options: { limit: number; finishedOnly?: boolean; unevaluatedOnly?: boolean }): string[] {
  const conditions = ["s.kind IN ('trial', 'consultation')", 's.pack_id IS NOT NULL'];
  // A trial ends with SessionEnded, a consultation with MeetingEnded.
  if (options.finishedOnly) conditions.push("EXISTS (SELECT 1 FROM events e WHERE e.session_id = s.id AND e.type IN ('SessionEnded', 'MeetingEnded'))");
  if (options.unevaluatedOnly) {
    conditions.push(
      "NOT EXISTS (SELECT 1 FROM eval_runs r WHERE r.suite = 'session' AND r.status = 'done' AND json_extract(r.config_json, '$.sessionId') = s.id)",
    );
  }
  const rows = db.prepare(`SELECT s.id FROM sessions s WHERE ${conditions.join(' AND ')} ORDER BY s.updated_at DESC, s.id LIMIT ?`).all(options.limit) as { id: string }[];
  return rows.map((row) => row.id);
}
