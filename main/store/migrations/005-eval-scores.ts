import type { Migration } from './Migration';

/**
 * Evaluation scores with their evaluator. `eval_results` keeps one number per case and metric;
 * a judge panel gives several, and a metric no evaluator can measure is stored as "not assessed"
 * (a NULL score), never as a made-up number. The case's session and event are kept so scores
 * meet the ratings of the same turn. Imported rated cases keep their text with their stars.
 */
export const migration005: Migration = {
  version: 5,
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

      -- Rated cases imported from other machines (an instructor pooling ratings): the turn's
      -- text travels with its rating, since its session is not in this workspace.
      CREATE TABLE rated_cases (
        case_id TEXT PRIMARY KEY,
        agent TEXT NOT NULL,
        pack_id TEXT NOT NULL,
        confidential INTEGER NOT NULL CHECK (confidential IN (0, 1)),
        input TEXT NOT NULL,
        output TEXT NOT NULL,
        stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
        comment TEXT,
        rated_at TEXT NOT NULL,
        imported_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
