import { accessSync, constants, copyFileSync, existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { NotFoundError } from '../../shared/errors';
import { loadVecExtension } from './loadVecExtension';
import { sqliteOptions } from './sqliteBinding';
import { LATEST_SCHEMA_VERSION, readSchemaVersion, runMigrations } from './runMigrations';
import { configureConnection, type ReadableDB, type WritableDB } from './storeDatabase';
import { isCorruptionError, WorkspaceCorruptError, WorkspaceNotWritableError, WorkspaceTooNewError, WorkspaceUnavailableError } from './storeErrors';

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
  if (existsSync(file) && !statSync(file).isFile()) {
    throw new WorkspaceUnavailableError(`The workspace ${file} is not a database file (it is a folder or a device). Move it aside, or set MOOT_DATA_DIR to another folder.`);
  }
  if (readOnly && !existsSync(file)) throw new NotFoundError(`There is no workspace at ${file}.`);
  if (!readOnly) {
    mkdirSync(dataDir, { recursive: true });
    const notWritable = writeProblem(dataDir, file);
    if (notWritable) throw new WorkspaceNotWritableError(file, notWritable);
  }

  let db: Database | undefined;
  try {
    db = new BetterSqlite3(readOnly ? readableCopyOf(dataDir, file) : file, sqliteOptions({ readonly: readOnly, fileMustExist: readOnly }));
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
    const code = (error as { code?: unknown } | null)?.code;
    if (!readOnly && typeof code === 'string' && code.startsWith('SQLITE_READONLY')) throw new WorkspaceNotWritableError(file, (error as Error).message);
    throw error;
  }
}

/**
 * The file to open read-only. SQLite cannot read a WAL database in a folder it may not write (it
 * needs its shared-memory file there), so from a write-protected folder a private copy in the
 * temp folder is read instead; the original is never touched.
 */
function readableCopyOf(dataDir: string, file: string): string {
  if (writeProblem(dataDir, file) !== 'the folder is read-only') return file;
  const copyDir = mkdtempSync(join(tmpdir(), 'moot-read-only-'));
  const copy = join(copyDir, WORKSPACE_FILE_NAME);
  copyFileSync(file, copy);
  if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${copy}-wal`);
  return copy;
}

/** Why the folder or the file cannot be written (SQLite's WAL needs the folder too), or null. */
function writeProblem(dataDir: string, file: string): string | null {
  try {
    accessSync(dataDir, constants.W_OK);
  } catch {
    return 'the folder is read-only';
  }
  if (!existsSync(file)) return null;
  try {
    accessSync(file, constants.W_OK);
  } catch {
    return 'the file is read-only';
  }
  return null;
}
