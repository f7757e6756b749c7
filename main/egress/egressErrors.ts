import { MootError } from '../../shared/errors';

/** A request would carry content of a confidential pack off the machine. Always refused. */
export class ConfidentialEgressError extends MootError {
  constructor(readonly packId: string, reason: 'labelled' | 'content') {
    super(
      'forbidden',
      reason === 'labelled'
        ? `Pack ${packId} is confidential: its content never leaves this machine, so the request was not sent.`
        : `The request contains text of confidential pack ${packId}: it was not sent.`,
    );
    this.name = 'ConfidentialEgressError';
  }
}

/** The network use asked for is switched off in Settings (cloud models are off by default). */
export class EgressDisabledError extends MootError {
  constructor(purpose: string) {
    super('forbidden', `Network use for "${purpose}" is turned off in Settings; nothing was sent.`);
    this.name = 'EgressDisabledError';
  }
}
