import { ConfidentialEgressError, EgressDisabledError } from '../egress/egressErrors';
import { fallbackReasonOf, type FallbackReason } from './fallbackReason';
import { ModelOutputError, ModelTimeoutError } from './modelErrors';

/** A fallback reason code that is not a model failure: the agent's decision failed validation. */
export type FallbackCode = FallbackReason | 'invalid-decision';

const CODES: readonly string[] = ['no-model', 'timeout', 'invalid-output', 'unavailable', 'confidential', 'cloud-disabled', 'cancelled', 'ungrounded', 'leak', 'error'];
const isFallbackReason = (value: unknown): value is FallbackReason => typeof value === 'string' && CODES.includes(value);

/** The fixed, redacted sentence for each code: never the model's text, a hidden label or an id. */
const DETAIL: Record<FallbackCode, string> = {
  'no-model': 'no model is set for this agent',
  timeout: 'the model did not answer in time',
  'invalid-output': 'the output did not match the required shape',
  unavailable: 'the model could not be reached or refused the call',
  confidential: 'the pack is confidential, so the request was not sent',
  'cloud-disabled': 'cloud models are turned off in Settings',
  cancelled: 'the call was stopped',
  ungrounded: 'the answer was not grounded in the affidavit',
  leak: 'the output repeated hidden content',
  error: 'an unexpected error',
  'invalid-decision': 'the decision failed validation',
};

/** The code a failed model call falls back with; errors that carry their own typed reason keep it. */
export function fallbackCodeOf(error: unknown): FallbackReason {
  const carried = error !== null && typeof error === 'object' && 'reason' in error ? (error as { reason: unknown }).reason : undefined;
  if (isFallbackReason(carried)) return carried;
  if (error instanceof ConfidentialEgressError) return 'confidential';
  if (error instanceof EgressDisabledError) return 'cloud-disabled';
  return fallbackReasonOf(error);
}

/**
 * The text a `FallbackUsed` (or a consultation fallback) records: `code: short redacted detail`.
 * It is built from the error's type only, never its message, so raw model output, a quoted
 * sentence, a hidden elicit's label or id, or a server's answer never reach the log or the
 * debug panel. Only figures the app itself set (a timeout, a size cap) are added.
 */
export function describeFallback(error: unknown): string {
  const code = fallbackCodeOf(error);
  if (error instanceof ModelTimeoutError) return `timeout: no answer within ${error.timeoutMs} ms`;
  if (error instanceof ModelOutputError && error.name === 'ResponseTooLargeError') return 'invalid-output: the response was over the size cap';
  return `${code}: ${DETAIL[code]}`;
}

/** A decision that failed validation, redacted: which decision, never the text in it. */
export function describeInvalidDecision(validationReason: string): string {
  if (/^ungrounded/.test(validationReason)) return `ungrounded: ${DETAIL.ungrounded}`;
  const which = /^(objection|examination|ruling|answer) /.exec(validationReason)?.[1];
  return `invalid-decision: ${which ? `the ${which} ` : 'the '}decision failed validation`;
}
