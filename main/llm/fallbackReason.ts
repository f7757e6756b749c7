import { CancelledError, MootError } from '../../shared/errors';
import { ConfidentialEgressError, EgressDisabledError } from '../egress/egressErrors';
import { ModelOutputError, ModelTimeoutError, ModelUnavailableError } from './modelErrors';

/** Why the rules cast answered instead of a model: short, stable codes for traces and the debug panel. */
export type FallbackReason =
  | 'no-model'
  | 'timeout'
  | 'invalid-output'
  | 'unavailable'
  | 'confidential'
  | 'cloud-disabled'
  | 'cancelled'
  | 'ungrounded'
  | 'leak'
  | 'error';

/** Maps an error thrown by a `LanguageModel` call to its fallback reason. */
export function fallbackReasonOf(error: unknown): FallbackReason {
  if (error instanceof ModelTimeoutError) return 'timeout';
  if (error instanceof ModelOutputError) return 'invalid-output';
  if (error instanceof ModelUnavailableError) return 'unavailable';
  if (error instanceof ConfidentialEgressError) return 'confidential';
  if (error instanceof EgressDisabledError) return 'cloud-disabled';
  if (error instanceof CancelledError) return 'cancelled';
  if (error instanceof MootError && error.code === 'unavailable') return 'unavailable';
  return 'error';
}
