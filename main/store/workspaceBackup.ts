import { existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { BadInputError, ConflictError, NotFoundError } from '../../shared/errors';
import type { Workspace } from './openWorkspace';
import { LATEST_SCHEMA_VERSION, runMigrations } from './runMigrations';
import { sqliteOptions } from './sqliteBinding';
import { packFilesDir } from './packsRepository';
import type { ReadableDB } from './storeDatabase';
import { isCorruptionError, WorkspaceTooNewError } from './storeErrors';

export interface BackupResult {
  path: string;
  bytes: number;
}

/** A file-system-safe stamp for the names of files kept aside (`2026-11-21T22-30-00-000Z`). */
export function fileStamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/**
 * Copies the whole workspace into one file with SQLite's online backup API, while the app keeps
 * running. An existing file is never overwritten; the copy is written under a temporary name and
 * renamed, so a crash never leaves a half-written backup under the chosen name.
 */
export async function backupWorkspace(db: ReadableDB, destination: string): Promise<BackupResult> {
  const path = resolve(destination);
  if (existsSync(path)) throw new ConflictError(`${path} already exists; choose another name (nothing was overwritten).`);
  if (!existsSync(dirname(path))) throw new BadInputError(`The folder ${dirname(path)} does not exist.`, 'path');
  const partial = `${path}.partial-${process.pid}`;
  try {
    await copyWorkspace(db, partial);
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
  return { path, bytes: statSync(path).size };
}

/**
 * SQLite's online backup of the workspace into `path`, then every pack file kept beside the
 * database written into its row of the copy: a backup stays one file that holds everything.
 */
async function copyWorkspace(db: ReadableDB, path: string): Promise<void> {
  await db.backup(path);
  const filesDir = packFilesDir(dirname(db.name));
  const copy = new BetterSqlite3(path, sqliteOptions());
  try {
    const kept = copy.prepare('SELECT id, file_name FROM packs WHERE file_name IS NOT NULL').all() as { id: string; file_name: string }[];
    const inline = copy.prepare('UPDATE packs SET file = ?, file_name = NULL WHERE id = ?');
    for (const { id, file_name } of kept) inline.run(readFileSync(join(filesDir, file_name)), id);
  } finally {
    copy.close();
  }
}

/** Opens a backup for reading and checks it is a whole, readable Moot workspace this build understands. */
function openCheckedBackup(source: string): BetterSqlite3.Database {
  if (!existsSync(source)) throw new NotFoundError(`There is no backup at ${source}.`, 'path');
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(source, sqliteOptions({ readonly: true, fileMustExist: true }));
    const version = db.pragma('user_version', { simple: true }) as number;
    const hasSessions = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'sessions'").get();
    if (version === 0 || !hasSessions) throw new BadInputError(`${source} is not a Moot workspace backup.`, 'path');
    if (version > LATEST_SCHEMA_VERSION) throw new WorkspaceTooNewError(source, version, LATEST_SCHEMA_VERSION);
    const check = db.pragma('integrity_check', { simple: true }) as string;
    if (check !== 'ok') throw new BadInputError(`The backup ${source} is damaged (${check}); nothing was restored.`, 'path');
    return db;
  } catch (error) {
    db?.close();
    if (isCorruptionError(error)) {
      throw new BadInputError(`The backup ${source} is damaged or not a database (${(error as Error).message}); nothing was restored.`, 'path');
    }
    throw error;
  }
}

export interface RestoreResult {
  /** The workspace as it was before the restore, kept beside it; null when it was empty. */
  previousSavedAs: string | null;
  sessions: number;
}

/**
 * Replaces the workspace's contents with a backup, through the open connection's file, with
 * SQLite's online backup API (one write transaction on the WAL database, so a crash leaves either
 * the old or the new contents). The old contents are first saved beside it: nothing is lost.
 * A backup from an older version is migrated after the copy.
 */
export async function restoreWorkspace(workspace: Workspace, source: string): Promise<RestoreResult> {
  const backup = openCheckedBackup(resolve(source));
  try {
    const { db } = workspace;
    const hadData = (db.prepare('SELECT (SELECT count(*) FROM sessions) + (SELECT count(*) FROM packs) AS n').get() as { n: number }).n > 0;
    let previousSavedAs: string | null = null;
    if (hadData) {
      previousSavedAs = resolve(dirname(workspace.file), `moot-before-restore-${fileStamp()}.sqlite`);
      await copyWorkspace(db, previousSavedAs);
    }
    // A large step size copies everything in one step: the destination is written in one go.
    await backup.backup(workspace.file, { progress: () => 1_000_000 });
    runMigrations(workspace.db, { file: workspace.file });
    const sessions = (db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n;
    return { previousSavedAs, sessions };
  } finally {
    backup.close();
  }
}
