import { MootError } from '../../shared/errors';

/** The database file was written by a newer Moot: it is refused, and left exactly as it is. */
export class WorkspaceTooNewError extends MootError {
  readonly foundVersion: number;
  readonly supportedVersion: number;

  constructor(file: string, foundVersion: number, supportedVersion: number) {
    super(
      'unavailable',
      `The workspace ${file} was written by a newer version of Moot (data format ${foundVersion}; this app reads up to ${supportedVersion}). ` +
        'Update Moot to use it. The file has not been changed; it can still be opened read-only to export transcripts.',
    );
    this.name = 'WorkspaceTooNewError';
    this.foundVersion = foundVersion;
    this.supportedVersion = supportedVersion;
  }
}

/** The database file is damaged or is not a SQLite database. Nothing is overwritten. */
export class WorkspaceCorruptError extends MootError {
  constructor(file: string, detail: string) {
    super(
      'unavailable',
      `The workspace ${file} is damaged and cannot be used (${detail}). The file has not been changed: ` +
        'restore a backup, or open it read-only to export what can still be read.',
    );
    this.name = 'WorkspaceCorruptError';
  }
}

/** A write was attempted while the workspace is open read-only (after a corrupt or newer file). */
export class WorkspaceReadOnlyError extends MootError {
  constructor(reason: string) {
    super('unavailable', `The workspace is open read-only, so nothing can be saved. ${reason}`);
    this.name = 'WorkspaceReadOnlyError';
  }
}

const CORRUPTION_CODES = new Set(['SQLITE_CORRUPT', 'SQLITE_NOTADB', 'SQLITE_CORRUPT_VTAB', 'SQLITE_CORRUPT_SEQUENCE', 'SQLITE_CORRUPT_INDEX']);

/** True for the SQLite errors that mean the file itself is damaged. */
export function isCorruptionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CORRUPTION_CODES.has(code);
}

/** The data folder or the database file cannot be written (a write-protected USB stick, a read-only share). */
export class WorkspaceNotWritableError extends MootError {
  constructor(file: string, detail: string) {
    super('unavailable', `The workspace ${file} cannot be written (${detail}), so it is open read-only: sessions can be listed and exported, nothing can be saved.`);
    this.name = 'WorkspaceNotWritableError';
  }
}

/** The workspace cannot be opened at all (a folder where the file should be, a missing permission). */
export class WorkspaceUnavailableError extends MootError {
  constructor(message: string) {
    super('unavailable', message);
    this.name = 'WorkspaceUnavailableError';
  }
}

const READ_ONLY_CODES = new Set(['SQLITE_READONLY', 'SQLITE_READONLY_DIRECTORY', 'SQLITE_READONLY_DBMOVED', 'SQLITE_READONLY_RECOVERY', 'SQLITE_READONLY_CANTLOCK', 'SQLITE_READONLY_ROLLBACK']);

/**
 * A raw SQLite error as a typed workspace error, or null for anything else: a damaged file, a
 * read-only one, one that cannot be opened, a full disk. The API answers these with `unavailable`
 * and a sentence, never a raw 500.
 */
export function workspaceErrorOf(error: unknown): MootError | null {
  if (error instanceof MootError) return null;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return null;
  const detail = error instanceof Error ? error.message : code;
  if (CORRUPTION_CODES.has(code)) return new WorkspaceUnavailableError(`The workspace is damaged (${detail}). Restore a backup; what can still be read can be exported.`);
  if (READ_ONLY_CODES.has(code)) return new WorkspaceUnavailableError(`The workspace cannot be written (${detail}): nothing was saved.`);
  if (code.startsWith('SQLITE_FULL')) return new WorkspaceUnavailableError('The disk is full: nothing was saved.');
  if (code.startsWith('SQLITE_CANTOPEN')) return new WorkspaceUnavailableError(`The workspace file cannot be opened (${detail}).`);
  if (code.startsWith('SQLITE_IOERR')) return new WorkspaceUnavailableError(`The workspace file could not be read or written (${detail}).`);
  return new WorkspaceUnavailableError(`The workspace failed (${detail}).`);
}
