import { MootError } from '../../shared/errors';
import type { PackRow } from '../store';

/** What an import would change about a pack already in the Library under the same id. */
export interface ReplacementFacts {
  id: string;
  existingTitle: string;
  /** The new file is unsigned or altered, where the stored one was signed. */
  losesSignature: boolean;
  /** Both are signed, by different keys. */
  changesKey: boolean;
  /** The stored pack is confidential and the new one is not: it could then reach a cloud model. */
  lowersConfidentiality: boolean;
  replacesBuiltin: boolean;
}

/** The reason path of the "already exists" error: the client confirms by importing again with `replace: true`. */
export const REPLACE_PATH = 'replace';

/**
 * The reason path of the second question, asked after `replace: true` when the new file is signed
 * by a different key: the client confirms again with `acceptOtherKey: true`.
 */
export const REPLACE_KEY_PATH = 'acceptOtherKey';

/**
 * Import found a pack with the same id and was not told to replace it. Typed (`conflict`, path
 * `replace`) so the Library turns it into a confirm dialog; the message says what would change.
 */
export class PackExistsError extends MootError {
  readonly facts: ReplacementFacts;

  constructor(facts: ReplacementFacts) {
    super('conflict', describeReplacement(facts), REPLACE_PATH);
    this.name = 'PackExistsError';
    this.facts = facts;
  }
}

/**
 * The user confirmed replacing a signed pack, and the new file is signed by another key: whoever
 * holds that key now speaks for the pack. Asked separately so one click cannot hand a pack over.
 */
export class PackSignerChangeError extends MootError {
  readonly facts: ReplacementFacts;

  constructor(facts: ReplacementFacts, keys: { stored: string | null; incoming: string | null }) {
    super(
      'conflict',
      `The pack "${facts.id}" in the Library is signed by the key ${keys.stored ?? '?'}; the new file is signed by a different key, ${keys.incoming ?? '?'}. ` +
        'Replace it only if you trust whoever holds the new key: confirm a second time to replace it.',
      REPLACE_KEY_PATH,
    );
    this.name = 'PackSignerChangeError';
    this.facts = facts;
  }
}

export function replacementFacts(existing: Pick<PackRow, 'id' | 'title' | 'source' | 'signatureStatus' | 'signerFingerprint' | 'confidential'>, incoming: Pick<PackRow, 'signatureStatus' | 'signerFingerprint' | 'confidential'>): ReplacementFacts {
  const wasSigned = existing.signatureStatus === 'signed';
  const isSigned = incoming.signatureStatus === 'signed';
  return {
    id: existing.id,
    existingTitle: existing.title,
    losesSignature: wasSigned && !isSigned,
    changesKey: wasSigned && isSigned && existing.signerFingerprint !== incoming.signerFingerprint,
    lowersConfidentiality: existing.confidential && !incoming.confidential,
    replacesBuiltin: existing.source === 'builtin',
  };
}

function describeReplacement(f: ReplacementFacts): string {
  const warnings = [
    f.replacesBuiltin ? 'it replaces a built-in pack' : null,
    f.losesSignature ? 'the stored pack is signed and the new file is not' : null,
    f.changesKey ? 'the new file is signed by a different key' : null,
    f.lowersConfidentiality ? 'the stored pack is confidential and the new one is not, so its content could be sent to a cloud model' : null,
  ].filter((w): w is string => w !== null);
  const consequences = warnings.length ? ` Replacing it: ${warnings.join('; ')}.` : '';
  const then = f.changesKey ? ' Confirm to replace it (a second confirmation follows, for the new key).' : ' Confirm to replace it.';
  return `A pack with the id "${f.id}" is already in the Library ("${f.existingTitle}").${consequences}${then}`;
}
