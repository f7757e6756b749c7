import { MootError } from '../../shared/errors';

/** The model did not answer within `timeoutMs`; the caller falls back to the rules cast. */
export class ModelTimeoutError extends MootError {
  constructor(readonly modelId: string, readonly timeoutMs: number) {
    super('unavailable', `The model ${modelId} did not answer within ${timeoutMs} ms.`);
    this.name = 'ModelTimeoutError';
  }
}

/** The model answered, but not with what the schema asks for (or hit maxTokens mid-JSON). */
export class ModelOutputError extends MootError {
  constructor(message: string, readonly raw: string, path?: string) {
    super('internal', message, path);
    this.name = 'ModelOutputError';
  }
}

/** No model is loaded, or it cannot be loaded on this machine (with the reason in the message). */
export class ModelUnavailableError extends MootError {
  constructor(message: string) {
    super('unavailable', message);
    this.name = 'ModelUnavailableError';
  }
}
