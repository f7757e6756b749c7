import { MootError } from '../../../shared/errors';

/**
 * An LLM agent's output was well formed but may not be shown: it leaks hidden content or is not
 * grounded in the affidavit. The session falls back to the rules cast and records the reason.
 */
export class AgentOutputRejectedError extends MootError {
  constructor(
    readonly reason: 'leak' | 'ungrounded',
    message: string,
  ) {
    super('internal', `${reason}: ${message}`);
    this.name = 'AgentOutputRejectedError';
  }
}
