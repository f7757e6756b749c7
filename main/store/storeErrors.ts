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
