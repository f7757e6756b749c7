import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { NotFoundError } from '../../shared/errors';
import { loadVecExtension } from './loadVecExtension';
import { sqliteOptions } from './sqliteBinding';
import { LATEST_SCHEMA_VERSION, readSchemaVersion, runMigrations } from './runMigrations';
import { configureConnection, type ReadableDB, type WritableDB } from './storeDatabase';
import { isCorruptionError, WorkspaceCorruptError, WorkspaceTooNewError } from './storeErrors';

/** The one database file inside the data folder. */
export const WORKSPACE_FILE_NAME = 'moot.sqlite';

export function workspaceFilePath(dataDir: string): string {
  return join(dataDir, WORKSPACE_FILE_NAME);
}

interface WorkspaceBase {
  dataDir: string;
  file: string;
  /** The data format of the file (`PRAGMA user_version`). */
  schemaVersion: number;
  close(): void;
}

/** An open, migrated workspace: one SQLite connection with sqlite-vec loaded. */
export interface Workspace extends WorkspaceBase {
  readOnly: false;
  db: WritableDB;
}

/** The recovery path for a damaged or newer file: reads only, never migrates or writes. */
export interface ReadOnlyWorkspace extends WorkspaceBase {
  readOnly: true;
  db: ReadableDB;
}

/**
 * Opens the workspace database in `dataDir`, creating and migrating it as needed. A file from a
 * newer Moot (`WorkspaceTooNewError`) or a damaged one (`WorkspaceCorruptError`) is refused
 * before anything is written to it; `{ readOnly: true }` then opens it for reading and export.
 */
export function openWorkspace(dataDir: string, options: { readOnly: true }): ReadOnlyWorkspace;
export function openWorkspace(dataDir: string, options?: { readOnly?: false }): Workspace;
export function openWorkspace(dataDir: string, options?: { readOnly?: boolean }): Workspace | ReadOnlyWorkspace;
export function openWorkspace(dataDir: string, options: { readOnly?: boolean } = {}): Workspace | ReadOnlyWorkspace {
  const readOnly = options.readOnly ?? false;
  const file = workspaceFilePath(dataDir);
  if (readOnly && !existsSync(file)) throw new NotFoundError(`There is no workspace at ${file}.`);
  if (!readOnly) mkdirSync(dataDir, { recursive: true });

  let db: Database | undefined;
  try {
    db = new BetterSqlite3(file, sqliteOptions({ readonly: readOnly, fileMustExist: readOnly }));
    loadVecExtension(db);
    // The first read of the header: a file that is not a database fails here, before any write.
    const found = readSchemaVersion(db as ReadableDB);
    if (!readOnly && found > LATEST_SCHEMA_VERSION) throw new WorkspaceTooNewError(file, found, LATEST_SCHEMA_VERSION);
    configureConnection(db, { readOnly });
    if (!readOnly) runMigrations(db as WritableDB, { file });
    const schemaVersion = readSchemaVersion(db as ReadableDB);
    const handle = db;
    return {
      dataDir,
      file,
      schemaVersion,
      readOnly,
      db: handle as WritableDB,
      close: () => {
        if (handle.open) handle.close();
      },
    } as Workspace | ReadOnlyWorkspace;
  } catch (error) {
    db?.close();
    if (isCorruptionError(error)) throw new WorkspaceCorruptError(file, (error as Error).message);
    throw error;
  }
}
