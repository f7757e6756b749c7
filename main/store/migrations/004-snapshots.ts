import type { Migration } from './Migration';

/**
 * Snapshots of a fold over a session's events, so resuming a long session reads only the events
 * after the snapshot. One row per (session, fold): a newer snapshot replaces the older one.
 */
export const migration004: Migration = {
  version: 4,
  name: 'snapshots',
  up(db) {
    db.exec(`
      CREATE TABLE session_snapshots (
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        fold_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        state_json TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (session_id, fold_id)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
