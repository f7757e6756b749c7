import type { Migration } from './Migration';

/** Packs, sessions and their append-only event log, and settings. */
export const migration001: Migration = {
  version: 1,
  name: 'core',
  up(db) {
    db.exec(`
      CREATE TABLE packs (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        author TEXT NOT NULL,
        licence TEXT NOT NULL,
        format_version INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('trial', 'consultation')),
        confidential INTEGER NOT NULL CHECK (confidential IN (0, 1)),
        encrypted INTEGER NOT NULL CHECK (encrypted IN (0, 1)),
        signature_status TEXT NOT NULL CHECK (signature_status IN ('signed', 'unsigned', 'altered')),
        signer_fingerprint TEXT,
        manifest_json TEXT NOT NULL,
        scenario_json TEXT,
        size_bytes INTEGER NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('builtin', 'imported')),
        imported_at TEXT NOT NULL,
        file BLOB NOT NULL
      ) STRICT;

      -- pack_id has no foreign key on purpose: a transcript outlives the pack it was played from.
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('trial', 'consultation')),
        pack_id TEXT,
        title TEXT NOT NULL,
        meta_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        event_count INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX sessions_by_updated_at ON sessions (updated_at DESC);

      CREATE TABLE events (
        session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL CHECK (seq >= 1),
        type TEXT NOT NULL,
        payload_json TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (session_id, seq)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value_json TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
