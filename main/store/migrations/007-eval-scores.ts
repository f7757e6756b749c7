import type { Migration } from './Migration';

/**
 * Evaluation scores with their evaluator. `eval_results` keeps one number per case and metric;
 * a judge panel gives several, and a metric no evaluator can measure is stored as "not assessed"
 * (a NULL score), never as a made-up number. The case's session and event are kept so scores
 * meet the ratings of the same turn.
 */
export const migration007: Migration = {
  version: 7,
  name: 'eval-scores',
  up(db) {
    db.exec(`
      CREATE TABLE eval_scores (
        run_id TEXT NOT NULL REFERENCES eval_runs (id) ON DELETE CASCADE,
        case_id TEXT NOT NULL,
        session_id TEXT NOT NULL,
        event_seq INTEGER NOT NULL,
        agent TEXT NOT NULL,
        metric TEXT NOT NULL,
        evaluator TEXT NOT NULL,
        score REAL CHECK (score IS NULL OR (score >= 0 AND score <= 1)),
        detail_json TEXT NOT NULL,
        PRIMARY KEY (run_id, case_id, metric, evaluator)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX eval_scores_by_session ON eval_scores (session_id, event_seq);
      CREATE INDEX eval_scores_by_metric ON eval_scores (metric, evaluator);
    `);
  },
};
