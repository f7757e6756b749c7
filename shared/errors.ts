import type { ApiErrorCode } from './contract/envelope';

/**
 * Base of every typed error thrown inside main. The API edge turns it into an envelope,
 * keeping `code` and `path`; any other thrown value becomes `internal`.
 */
export class MootError extends Error {
  readonly code: ApiErrorCode;
  readonly path: string | undefined;
  /** Technical text (a parser's own words) kept out of the sentence the user reads, shown under "Details". */
  readonly detail: string | undefined;

  constructor(code: ApiErrorCode, message: string, path?: string, detail?: string) {
    super(message);
    this.name = 'MootError';
    this.code = code;
    this.path = path;
    this.detail = detail;
  }
}

export class BadInputError extends MootError {
  constructor(message: string, path?: string, detail?: string) {
    super('bad_input', message, path, detail);
    this.name = 'BadInputError';
  }
}

export class NotFoundError extends MootError {
  constructor(message: string, path?: string) {
    super('not_found', message, path);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends MootError {
  constructor(message: string) {
    super('conflict', message);
    this.name = 'ConflictError';
  }
}

/** The feature exists, but not in this runtime or not right now; the message says what to do instead. */
export class UnavailableError extends MootError {
  constructor(message: string) {
    super('unavailable', message);
    this.name = 'UnavailableError';
  }
}

/** A user's stop is not a failure: callers show it as "cancelled", never as an error. */
export class CancelledError extends MootError {
  constructor(message = 'Cancelled.') {
    super('cancelled', message);
    this.name = 'CancelledError';
  }
}
