import type { Database } from 'better-sqlite3';

declare const readableBrand: unique symbol;
declare const writableBrand: unique symbol;

/**
 * A connection that may only be read. Repository functions that only read take this type, so a
 * read-only workspace (the recovery path) can still list and export sessions.
 */
export type ReadableDB = Database & { readonly [readableBrand]: true };

/** A connection that may be written. A `ReadableDB` is not assignable to it, so a write on a read-only handle does not compile. */
export type WritableDB = ReadableDB & { readonly [writableBrand]: true };

/** How long a statement waits for another connection's lock before failing with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5_000;

/** Per-connection settings; WAL and `synchronous` only make sense on a writable handle. */
export function configureConnection(db: Database, options: { readOnly: boolean }): void {
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('foreign_keys = ON');
  if (options.readOnly) {
    db.pragma('query_only = ON');
    return;
  }
  db.pragma('journal_mode = WAL');
  // FULL: every commit is fsynced, so a turn step shown to the student survives a power cut too,
  // not only a process crash. Turn steps come at human pace; the fsync costs little (see the
  // store benchmark).
  db.pragma('synchronous = FULL');
}

/** The time stamp every table stores: ISO 8601 in UTC, so text order is time order. */
export function nowIso(): string {
  return new Date().toISOString();
}
