import { open, stat } from 'node:fs/promises';
import type { Database } from 'better-sqlite3';
import { cachedStatement } from './statementCache';

/**
 * Durability policy of the workspace (see the README's "What a power cut can lose").
 *
 * The connection runs WAL with `synchronous = NORMAL`: each commit is appended to the WAL and
 * handed to the operating system, so a crash of Moot itself (SIGKILL included) loses nothing
 * committed, but nothing is flushed to the disk at commit. Instead `syncToDisk` flushes the WAL
 * behind the API calls that wrote, one flush for all the calls answered while the one before ran
 * (see api/withDurableWrites.ts; a trial call's steps are one commit, trial/EventSink.ts, and one flush).
 * Checkpoints, which copy the WAL into the database file and sync it, run when the app has been
 * idle for `CHECKPOINT_IDLE_MS` after a flush (a student reading an answer), never on a turn's path;
 * a reused WAL is cut back to `CHECKPOINT_WAL_BYTES`.
 */

/** Size a checkpointed WAL is cut back to when SQLite starts it over. */
export const CHECKPOINT_WAL_BYTES = 1024 * 1024;

/** Quiet time after the last flush before the WAL is checkpointed. */
export const CHECKPOINT_IDLE_MS = 1000;

/**
 * SQLite's own automatic checkpoint, kept only as a safety net for writers that never call
 * `syncToDisk` (the CLIs, a long import): 4096 pages of 4 KiB, 16 MiB.
 */
export const AUTOCHECKPOINT_PAGES = 4096;

const flushedAt = new WeakMap<Database, number>();

function totalChanges(db: Database): number {
  return (cachedStatement(db, 'SELECT total_changes() AS n').get() as { n: number }).n;
}

/** The number of rows changed since the last flush; resets the mark. */
function takeUnflushedChanges(db: Database): number {
  const now = totalChanges(db);
  const unflushed = now - (flushedAt.get(db) ?? 0);
  flushedAt.set(db, now);
  return unflushed;
}

/**
 * Flushes every commit made so far to stable storage: an fdatasync of the WAL file, which covers
 * every frame written before it, exactly what `synchronous = FULL` does at each commit. Runs on
 * libuv's thread pool, so the event loop keeps serving while the disk works. Does nothing when
 * no row changed since the last flush. A checkpoint follows once no flush came for `idleMs`.
 */
export async function syncToDisk(db: Database, options: { idleMs?: number } = {}): Promise<{ flushed: boolean }> {
  if (!db.open || db.readonly || db.memory) return { flushed: false };
  if (takeUnflushedChanges(db) === 0) return { flushed: false };
  const wal = `${db.name}-wal`;
  try {
    const handle = await open(wal, 'r+');
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    // No WAL file: the last checkpoint truncated it, or the connection closed; nothing is pending.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { flushed: false };
    throw error;
  }
  scheduleCheckpoint(db, options.idleMs ?? CHECKPOINT_IDLE_MS);
  return { flushed: true };
}

const pending = new WeakMap<Database, NodeJS.Timeout>();

/**
 * A passive checkpoint once the app has been quiet for `idleMs`; each flush pushes it back. With
 * `synchronous = NORMAL` SQLite syncs the WAL before and the database after a checkpoint. The
 * timer never keeps the process alive.
 */
function scheduleCheckpoint(db: Database, idleMs: number): void {
  clearTimeout(pending.get(db));
  const timer = setTimeout(() => {
    pending.delete(db);
    if (db.open) db.pragma('wal_checkpoint(PASSIVE)');
  }, idleMs);
  timer.unref();
  pending.set(db, timer);
}

/** The WAL's size in bytes (0 when there is none), for tests and the store benchmark. */
export async function walBytes(db: Database): Promise<number> {
  try {
    return (await stat(`${db.name}-wal`)).size;
  } catch {
    return 0;
  }
}
