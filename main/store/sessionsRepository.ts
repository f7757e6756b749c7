import type { SessionKind } from './eventLog';
import type { ReadableDB, WritableDB } from './storeDatabase';

/** A session as the library and review screens list it. */
export interface SessionSummary {
  id: string;
  kind: SessionKind;
  packId: string | null;
  title: string;
  meta: unknown;
  createdAt: string;
  updatedAt: string;
  eventCount: number;
}

type SessionRow = {
  id: string;
  kind: SessionKind;
  pack_id: string | null;
  title: string;
  meta_json: string;
  created_at: string;
  updated_at: string;
  event_count: number;
};

const SESSION_COLUMNS = 'id, kind, pack_id, title, meta_json, created_at, updated_at, event_count';

function rowToSession(row: SessionRow): SessionSummary {
  return {
    id: row.id,
    kind: row.kind,
    packId: row.pack_id,
    title: row.title,
    meta: JSON.parse(row.meta_json) as unknown,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    eventCount: row.event_count,
  };
}

/** Every session, most recently played first. */
export function listSessions(db: ReadableDB): SessionSummary[] {
  const rows = db.prepare(`SELECT ${SESSION_COLUMNS} FROM sessions ORDER BY updated_at DESC, id`).all() as SessionRow[];
  return rows.map(rowToSession);
}

export function getSession(db: ReadableDB, id: string): SessionSummary | undefined {
  const row = db.prepare(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE id = ?`).get(id) as SessionRow | undefined;
  return row ? rowToSession(row) : undefined;
}

/**
 * Deletes a session and everything derived from it: events, snapshots and ratings (foreign
 * keys), and its memory chunks and traces (no foreign keys there). False when it did not exist.
 */
export function deleteSession(db: WritableDB, id: string): boolean {
  return db
    .transaction(() => {
      db.prepare('DELETE FROM memory_chunks WHERE session_id = ?').run(id);
      db.prepare('DELETE FROM traces WHERE session_id = ?').run(id);
      return db.prepare('DELETE FROM sessions WHERE id = ?').run(id).changes > 0;
    })
    .immediate();
}
