import type { Database } from 'better-sqlite3';
import { AUTOCHECKPOINT_PAGES, CHECKPOINT_WAL_BYTES } from './walDurability';

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
  // NORMAL: a commit reaches the operating system, not the disk, so a crash of Moot loses
  // nothing committed; `syncToDisk` flushes the WAL once per API call that wrote, and a power
  // cut can lose only what was written since (see walDurability.ts and the README).
  db.pragma('synchronous = NORMAL');
  db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  // A checkpointed WAL is cut back to this size when it is reused, so it never stays large.
  db.pragma(`journal_size_limit = ${CHECKPOINT_WAL_BYTES}`);
}

/** The time stamp every table stores: ISO 8601 in UTC, so text order is time order. */
export function nowIso(): string {
  return new Date().toISOString();
}
