import type { Migration } from './Migration';

/** Agent traces, the student's ratings of agent responses, and evaluation runs. */
export const migration002: Migration = {
  version: 2,
  name: 'evaluation',
  up(db) {
    db.exec(`
      -- session_id has no foreign key: a trace may be written before its session exists (or
      -- outside any session); deleteSession removes a session's traces itself.
      CREATE TABLE traces (
        id TEXT PRIMARY KEY,
        session_id TEXT,
        agent TEXT NOT NULL,
        mode TEXT,
        model TEXT NOT NULL,
        prompt_tokens INTEGER NOT NULL,
        output_tokens INTEGER NOT NULL,
        latency_ms REAL NOT NULL,
        fallback_reason TEXT,
        at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX traces_by_session ON traces (session_id, at);

      CREATE TABLE ratings (
        id INTEGER PRIMARY KEY,
        session_id TEXT NOT NULL,
        event_seq INTEGER NOT NULL,
        stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
        comment TEXT,
        at TEXT NOT NULL,
        FOREIGN KEY (session_id, event_seq) REFERENCES events (session_id, seq) ON DELETE CASCADE
      ) STRICT;
      CREATE INDEX ratings_by_event ON ratings (session_id, event_seq);

      CREATE TABLE eval_runs (
        id TEXT PRIMARY KEY,
        suite TEXT NOT NULL,
        config_json TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed', 'cancelled')),
        started_at TEXT NOT NULL,
        finished_at TEXT,
        summary_json TEXT
      ) STRICT;

      CREATE TABLE eval_results (
        run_id TEXT NOT NULL REFERENCES eval_runs (id) ON DELETE CASCADE,
        case_id TEXT NOT NULL,
        metric TEXT NOT NULL,
        score REAL NOT NULL,
        passed INTEGER CHECK (passed IN (0, 1)),
        detail_json TEXT NOT NULL,
        PRIMARY KEY (run_id, case_id, metric)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
