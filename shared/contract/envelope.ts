/** Machine-readable error codes shared by every transport. */
export type ApiErrorCode =
  | 'bad_input'
  | 'not_found'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'cancelled'
  | 'unavailable'
  | 'internal';

/** The error half of the envelope: `path` names the offending input field, when there is one. */
export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  path?: string;
  /** The technical detail behind a plain message (a parser's words), for a "Details" disclosure. */
  detail?: string;
}

/** What every procedure call returns on the wire, whichever transport carried it. */
export type ApiEnvelope<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

/** Thrown by API clients when a call comes back with `ok: false`. */
export class ApiCallError extends Error {
  readonly code: ApiErrorCode;
  readonly path: string | undefined;
  readonly detail: string | undefined;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiCallError';
    this.code = body.code;
    this.path = body.path;
    this.detail = body.detail;
  }
}

/** Maps an error code to the HTTP status the web transport answers with. */
export function httpStatusFor(code: ApiErrorCode): number {
  switch (code) {
    case 'bad_input':
      return 400;
    case 'unauthorized':
      return 401;
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'conflict':
      return 409;
    case 'cancelled':
      return 499;
    case 'unavailable':
      return 503;
    case 'internal':
      return 500;
    default:
      return assertNever(code);
  }
}

/** Compile-time exhaustiveness check for switches over unions. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
