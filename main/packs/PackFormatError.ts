import { BadInputError } from '../../shared/errors';

/**
 * A pack that cannot be read. `path` names where the problem is: an entry of the zip
 * (`exhibits/map.png`) or a JSON path inside one (`scenario.json: witnesses[2].affidavit`).
 */
export class PackFormatError extends BadInputError {
  constructor(message: string, path?: string, detail?: string) {
    super(message, path, detail);
    this.name = 'PackFormatError';
  }
}

/** The pack is encrypted and needs a passphrase, or the one given is wrong. */
export class PassphraseError extends BadInputError {
  readonly reason: 'required' | 'wrong';

  constructor(reason: 'required' | 'wrong', message: string) {
    super(message, 'passphrase');
    this.name = 'PassphraseError';
    this.reason = reason;
  }
}
