import { BadInputError, NotFoundError } from '../../shared/errors';
import { deleteSession, type SessionSummary } from './sessionsRepository';
import { deleteSetting, getSetting, setSetting } from './settingsRepository';
import { nowIso, type ReadableDB, type WritableDB } from './storeDatabase';

/** A student on a shared machine: a local name, nothing secret. */
export interface Profile {
  id: string;
  name: string;
  createdAt: string;
  sessionCount: number;
}

/** The setting that holds the chosen profile's id; absent when no profile is chosen. */
export const ACTIVE_PROFILE_KEY = 'profiles.active';

const MAX_NAME_LENGTH = 60;

/** Names compare without case or surrounding spaces, so "Ana" and " ana " are one student. */
function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

// A workspace opened read-only may predate profiles (migration 011); it simply has none.
function hasProfileTables(db: ReadableDB): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'profile_sessions'").get() !== undefined;
}

type ProfileRow = { id: string; name: string; created_at: string; session_count: number };

export function listProfiles(db: ReadableDB): Profile[] {
  if (!hasProfileTables(db)) return [];
  const rows = db
    .prepare(
      `SELECT p.id, p.name, p.created_at, (SELECT COUNT(*) FROM profile_sessions s WHERE s.profile_id = p.id) AS session_count
       FROM profiles p ORDER BY p.name_key`,
    )
    .all() as ProfileRow[];
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, sessionCount: row.session_count }));
}

export function getProfile(db: ReadableDB, id: string): Profile | undefined {
  return listProfiles(db).find((profile) => profile.id === id);
}

/** The chosen profile, or null (no profile chosen, or the chosen one is gone). */
export function activeProfile(db: ReadableDB): Profile | null {
  const id = getSetting(db, ACTIVE_PROFILE_KEY);
  return typeof id === 'string' ? (getProfile(db, id) ?? null) : null;
}

/**
 * Creates a profile, or returns the existing one with the same name (case and spaces aside):
 * typing one's name again on a shared machine picks one's profile.
 */
export function createProfile(db: WritableDB, name: string, id: string): Profile {
  const display = name.trim().replace(/\s+/g, ' ');
  if (display === '') throw new BadInputError('A profile needs a name.', 'name');
  if (display.length > MAX_NAME_LENGTH) throw new BadInputError(`A profile name has at most ${MAX_NAME_LENGTH} characters.`, 'name');
  const key = nameKey(display);
  const existing = db.prepare('SELECT id FROM profiles WHERE name_key = ?').get(key) as { id: string } | undefined;
  if (!existing) db.prepare('INSERT INTO profiles (id, name, name_key, created_at) VALUES (?, ?, ?, ?)').run(id, display, key, nowIso());
  return getProfile(db, existing?.id ?? id) as Profile;
}

/** Chooses the profile new sessions belong to and lists show; null chooses none. */
export function selectProfile(db: WritableDB, id: string | null): Profile | null {
  if (id === null) {
    deleteSetting(db, ACTIVE_PROFILE_KEY);
    return null;
  }
  const profile = getProfile(db, id);
  if (!profile) throw new NotFoundError(`There is no profile ${id}.`, 'profileId');
  setSetting(db, ACTIVE_PROFILE_KEY, id);
  return profile;
}

/** Gives a new session to the chosen profile, if any. Called by `createSession`. */
export function claimSessionForActiveProfile(db: WritableDB, sessionId: string): void {
  if (!hasProfileTables(db)) return;
  const profile = activeProfile(db);
  if (profile) db.prepare('INSERT OR IGNORE INTO profile_sessions (session_id, profile_id) VALUES (?, ?)').run(sessionId, profile.id);
}

/** The ids of a profile's sessions (null: the sessions of no profile). */
export function profileSessionIds(db: ReadableDB, profileId: string | null): Set<string> {
  if (!hasProfileTables(db)) {
    if (profileId !== null) return new Set();
    return new Set((db.prepare('SELECT id FROM sessions').all() as { id: string }[]).map((row) => row.id));
  }
  const rows = (
    profileId === null
      ? db.prepare('SELECT id FROM sessions WHERE id NOT IN (SELECT session_id FROM profile_sessions)').all()
      : db.prepare('SELECT session_id AS id FROM profile_sessions WHERE profile_id = ?').all(profileId)
  ) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

/** Keeps only the sessions the chosen profile may see. */
export function visibleSessions(db: ReadableDB, sessions: readonly SessionSummary[]): SessionSummary[] {
  const mine = profileSessionIds(db, activeProfile(db)?.id ?? null);
  return sessions.filter((session) => mine.has(session.id));
}

/** Removes a profile with all its sessions, in one transaction. False when it did not exist. */
export function removeProfile(db: WritableDB, id: string): boolean {
  return db
    .transaction(() => {
      if (!getProfile(db, id)) return false;
      for (const sessionId of profileSessionIds(db, id)) deleteSession(db, sessionId);
      if (getSetting(db, ACTIVE_PROFILE_KEY) === id) deleteSetting(db, ACTIVE_PROFILE_KEY);
      return db.prepare('DELETE FROM profiles WHERE id = ?').run(id).changes > 0;
    })
    .immediate();
}

/**
 * A profile and every one of its sessions with its whole log, read in one snapshot: what a
 * student takes away before the profile is removed from a shared machine.
 */
export function exportProfile(db: ReadableDB, id: string, sessions: (ids: Set<string>) => unknown[]): string {
  return db
    .transaction(() => {
      const profile = getProfile(db, id);
      if (!profile) throw new NotFoundError(`There is no profile ${id}.`, 'profileId');
      const doc = { format: 'moot-profile', formatVersion: 1, exportedAt: nowIso(), profile, sessions: sessions(profileSessionIds(db, id)) };
      return `${JSON.stringify(doc, null, 2)}\n`;
    })
    .deferred();
}
