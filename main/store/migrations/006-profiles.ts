import type { Migration } from './Migration';

/**
 * Student profiles on a shared machine: a local name, no password. A session belongs to at most
 * one profile (sessions played before profiles existed belong to none, and are listed when no
 * profile is chosen). Removing a profile removes its ownership rows; the caller removes its
 * sessions first.
 */
export const migration006: Migration = {
  version: 6,
  name: 'profiles',
  up(db) {
    db.exec(`
      CREATE TABLE profiles (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE profile_sessions (
        session_id TEXT PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
        profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE
      ) STRICT;
      CREATE INDEX profile_sessions_by_profile ON profile_sessions (profile_id);
    `);
  },
};
