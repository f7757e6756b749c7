import { BadInputError, NotFoundError } from '../../shared/errors';
import { claimSessionForActiveProfile } from './profilesRepository';
import { toJson } from './toJson';
import { crossesSnapshotBoundary, foldEvents, type NewEvent, type SessionFold, type StoredEvent } from './sessionFold';
import { cachedStatement } from './statementCache';
import { nowIso, type ReadableDB, type WritableDB } from './storeDatabase';

export type { NewEvent, SessionFold, StoredEvent } from './sessionFold';

/** What a session is: a trial or a consultation, played from a pack. */
export type SessionKind = 'trial' | 'consultation';

export interface NewSession {
  id: string;
  kind: SessionKind;
  packId: string | null;
  title: string;
  /** Free JSON the engine needs to rebuild the session (player side, options…). */
  meta: unknown;
}

type EventRow = { session_id: string; seq: number; type: string; payload_json: string; at: string };

function rowToEvent(row: EventRow): StoredEvent {
  return { sessionId: row.session_id, seq: row.seq, type: row.type, payload: JSON.parse(row.payload_json), at: row.at };
}

/**
 * Creates an empty session, owned by the chosen student profile if there is one. A second
 * session with the same id is an error (primary key).
 */
export function createSession(db: WritableDB, session: NewSession): void {
  const at = nowIso();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO sessions (id, kind, pack_id, title, meta_json, created_at, updated_at, event_count)
       VALUES (?, ?, ?, ?, ?, ?, ?, 0)`,
    ).run(session.id, session.kind, session.packId, session.title, toJson(session.meta, 'meta'), at, at);
    claimSessionForActiveProfile(db, session.id);
  })();
}

function lastSeqOf(db: ReadableDB, sessionId: string): number {
  const row = cachedStatement(db, 'SELECT event_count FROM sessions WHERE id = ?').get(sessionId) as { event_count: number } | undefined;
  if (!row) throw new NotFoundError(`There is no session ${sessionId}.`, 'sessionId');
  return row.event_count;
}

/** An event checked and turned to JSON, ready to store. */
export interface SerializedEvent {
  type: string;
  json: string;
}

/**
 * Checks a turn step's events and turns their payloads to JSON, with a clear error naming the
 * event when one cannot be stored. Done when the step is taken, even when it is stored later.
 */
export function serializeEvents(events: readonly NewEvent[]): SerializedEvent[] {
  return events.map((event, index) => {
    if (typeof event.type !== 'string' || event.type === '') {
      throw new BadInputError(`events[${index}].type must be a non-empty string.`, `events[${index}].type`);
    }
    return { type: event.type, json: toJson(event.payload, `events[${index}].payload`) };
  });
}

/** Inserts the rows after the session's last event; returns the first seq given and the time stamped. */
function insertSerialized(db: WritableDB, sessionId: string, rows: readonly SerializedEvent[]): { first: number; at: string } {
  const previous = lastSeqOf(db, sessionId);
  const at = nowIso();
  const insert = cachedStatement(db, 'INSERT INTO events (session_id, seq, type, payload_json, at) VALUES (?, ?, ?, ?, ?)');
  for (let index = 0; index < rows.length; index++) insert.run(sessionId, previous + index + 1, rows[index]!.type, rows[index]!.json, at);
  cachedStatement(db, 'UPDATE sessions SET event_count = ?, updated_at = ? WHERE id = ?').run(previous + rows.length, at, sessionId);
  return { first: previous + 1, at };
}

function insertEvents(db: WritableDB, sessionId: string, events: readonly NewEvent[]): StoredEvent[] {
  const rows = serializeEvents(events);
  const { first, at } = insertSerialized(db, sessionId, rows);
  // Parse back so callers fold exactly what a resume will read.
  return rows.map((row, index) => ({ sessionId, seq: first + index, type: row.type, payload: JSON.parse(row.json) as unknown, at }));
}

/**
 * Appends one turn step: all events or none, in one transaction, with consecutive `seq`. The
 * events are on disk when this returns, before anything is streamed to the UI.
 */
export function appendEvents(db: WritableDB, sessionId: string, events: readonly NewEvent[]): StoredEvent[] {
  return db.transaction(() => insertEvents(db, sessionId, events)).immediate();
}

/**
 * Appends events already checked by `serializeEvents` (the steps of one call, say): all or none,
 * in one transaction, with consecutive `seq`. Nothing is read back.
 */
export function appendSerializedEvents(db: WritableDB, sessionId: string, rows: readonly SerializedEvent[]): void {
  if (rows.length > 0) db.transaction(() => insertSerialized(db, sessionId, rows)).immediate();
}

/** The events of a session in order, from `fromSeq` (default 1). */
export function readEvents(db: ReadableDB, sessionId: string, fromSeq = 1): StoredEvent[] {
  return [...iterateEvents(db, sessionId, fromSeq)];
}

/** Like `readEvents`, one row at a time, so folding a long session holds no big array. */
export function* iterateEvents(db: ReadableDB, sessionId: string, fromSeq = 1): Generator<StoredEvent> {
  const rows = db
    .prepare('SELECT session_id, seq, type, payload_json, at FROM events WHERE session_id = ? AND seq >= ? ORDER BY seq')
    .iterate(sessionId, fromSeq) as IterableIterator<EventRow>;
  for (const row of rows) yield rowToEvent(row);
}

export interface AppendAndFoldOptions {
  /** Writes a snapshot whenever the log crosses a multiple of this many events. */
  snapshotEvery?: number;
}

/**
 * Appends a turn step and folds it into `state`, the caller's state after every earlier event.
 * When the step crosses a snapshot boundary, the new state is saved in the same transaction,
 * so a snapshot never runs ahead of or behind the log.
 */
export function appendEventsAndFold<State>(
  db: WritableDB,
  sessionId: string,
  events: readonly NewEvent[],
  fold: SessionFold<State>,
  state: State,
  options: AppendAndFoldOptions = {},
): { events: StoredEvent[]; state: State } {
  return db
    .transaction(() => {
      const stored = insertEvents(db, sessionId, events);
      const next = foldEvents(fold, stored, state);
      const lastSeq = stored.at(-1)?.seq;
      if (lastSeq !== undefined && crossesSnapshotBoundary(lastSeq - stored.length, lastSeq, options.snapshotEvery ?? 0)) {
        writeSnapshot(db, sessionId, fold.id, lastSeq, next);
      }
      return { events: stored, state: next };
    })
    .immediate();
}

function writeSnapshot(db: WritableDB, sessionId: string, foldId: string, seq: number, state: unknown): void {
  db.prepare(
    `INSERT INTO session_snapshots (session_id, fold_id, seq, state_json, at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (session_id, fold_id) DO UPDATE SET seq = excluded.seq, state_json = excluded.state_json, at = excluded.at`,
  ).run(sessionId, foldId, seq, toJson(state, 'state'), nowIso());
}

export interface ResumedSession<State> {
  state: State;
  /** The seq of the last event folded (0 for an empty session). */
  lastSeq: number;
  /** The seq of the snapshot the fold started from, or null when it folded from the start. */
  snapshotSeq: number | null;
}

/**
 * Rebuilds a session's state: the latest snapshot of this fold (unless `useSnapshot` is false)
 * plus every event after it. Equal to folding the whole log, only faster.
 */
export function resumeSession<State>(
  db: ReadableDB,
  sessionId: string,
  fold: SessionFold<State>,
  options: { useSnapshot?: boolean } = {},
): ResumedSession<State> {
  return db
    .transaction(() => {
      const lastSeq = lastSeqOf(db, sessionId);
      const snapshot =
        options.useSnapshot === false
          ? undefined
          : (db
              .prepare('SELECT seq, state_json FROM session_snapshots WHERE session_id = ? AND fold_id = ? AND seq <= ?')
              .get(sessionId, fold.id, lastSeq) as { seq: number; state_json: string } | undefined);
      const start = snapshot ? (JSON.parse(snapshot.state_json) as State) : fold.initial();
      const state = foldEvents(fold, iterateEvents(db, sessionId, (snapshot?.seq ?? 0) + 1), start);
      return { state, lastSeq, snapshotSeq: snapshot?.seq ?? null };
    })
    .deferred();
}
