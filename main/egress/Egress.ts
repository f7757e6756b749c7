import type { Confidentiality } from './Confidentiality';
import { ConfidentialFingerprints, readableTextOf } from './ConfidentialFingerprints';
import { ConfidentialEgressError, EgressDisabledError } from './egressErrors';

/** Why the app wants the network. Each purpose can be switched off on its own. */
export type EgressPurpose = 'cloud-model' | 'model-download';

export interface EgressRequest {
  purpose: EgressPurpose;
  url: string;
  method: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Required: where the content comes from. Confidential content is refused, whatever else is set. */
  confidentiality: Confidentiality;
  signal?: AbortSignal;
}

/** What the egress log keeps of a request: never its body or headers (they may hold keys). */
export interface EgressRecord {
  at: string;
  purpose: EgressPurpose;
  origin: string;
  packId: string | null;
  outcome: 'sent' | 'refused-confidential' | 'refused-disabled';
}

export interface EgressOptions {
  /** Settings: is this purpose allowed at all? Cloud models are off by default. */
  isAllowed: (purpose: EgressPurpose) => boolean;
  fetch?: typeof fetch;
  /** Most recent records kept for the privacy panel. */
  logSize?: number;
}

/**
 * The one door to the network for scenario-bearing requests. Order of checks, all before any
 * byte is sent: (1) the typed label says confidential: refuse; (2) the body contains fingerprinted
 * text of a confidential pack: refuse (a mislabelled request); (3) the purpose is switched off:
 * refuse. Confidentiality wins over every setting.
 */
export class Egress {
  readonly fingerprints = new ConfidentialFingerprints();
  private readonly records: EgressRecord[] = [];

  constructor(private readonly options: EgressOptions) {}

  async send(request: EgressRequest): Promise<Response> {
    this.authorize(request);
    return (this.options.fetch ?? fetch)(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
    });
  }

  /**
   * Runs every check and records the outcome without sending: for clients that must make the
   * request themselves (node-llama-cpp's downloader). Throws the same typed errors as `send`.
   */
  authorize(request: Omit<EgressRequest, 'signal'>): void {
    const origin = new URL(request.url).origin;
    const record = (outcome: EgressRecord['outcome']) => {
      this.records.push({ at: new Date().toISOString(), purpose: request.purpose, origin, packId: request.confidentiality.packId, outcome });
      if (this.records.length > (this.options.logSize ?? 200)) this.records.shift();
    };
    if (request.confidentiality.level === 'confidential') {
      record('refused-confidential');
      throw new ConfidentialEgressError(request.confidentiality.packId, 'labelled');
    }
    const leakedPack = request.body ? this.fingerprints.findPackIn(readableTextOf(request.body)) : null;
    if (leakedPack) {
      record('refused-confidential');
      throw new ConfidentialEgressError(leakedPack, 'content');
    }
    if (!this.options.isAllowed(request.purpose)) {
      record('refused-disabled');
      throw new EgressDisabledError(request.purpose);
    }
    record('sent');
  }

  /** Recent requests and refusals, newest last, for the privacy panel and tests. */
  get log(): readonly EgressRecord[] {
    return [...this.records];
  }
}
