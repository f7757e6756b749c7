import type { KeyObject } from 'node:crypto';
import type { PackSignature } from '../../shared/scenario';
import { isEncryptedPack } from './packCrypto';
import { DEFAULT_PACK_LIMITS, type PackLimits } from './packLimits';
import { PackFormatError } from './PackFormatError';
import { canonicalOrder, serializeManifest, serializeSignature, signedMessage } from './packCanonical';
import { signBytes, publicKeyClaims } from './packSigning';
import { digestProblems, MANIFEST_ENTRY, readPack, SIGNATURE_ENTRY } from './readPack';
import { writeZip } from './zipArchive';

/** The signer name recorded when none is given. */
export const UNNAMED_SIGNER = 'Unnamed signer';

export interface SignOptions {
  limits?: PackLimits;
  /** The signing time recorded (and signed); now by default. */
  signedAt?: Date;
}

/**
 * Signs a valid, unencrypted pack: an Ed25519 signature over a message binding the sha256 of
 * manifest.json (whose digests cover every other entry), the signer's name, the key and the time.
 * The result is written in canonical form (packCanonical.ts). Any earlier signature is replaced. A
 * pack whose files already disagree with its manifest is refused, so a signature never blesses a
 * tampered pack.
 */
export async function signPack(bytes: Buffer, privateKey: KeyObject, signer?: string, options: SignOptions = {}): Promise<Buffer> {
  const limits = options.limits ?? DEFAULT_PACK_LIMITS;
  if (isEncryptedPack(bytes)) {
    throw new PackFormatError('Encrypted packs cannot be signed: sign the pack first, then encrypt it.', '(file)');
  }
  const pack = await readPack(bytes, { limits });
  const unsigned = pack.entries.filter((e) => e.name !== SIGNATURE_ENTRY);
  // An old signature may fail (it is replaced), but the files must match the manifest being signed.
  const problems = digestProblems(pack.digests.filter((e) => e.name !== SIGNATURE_ENTRY), pack.manifest);
  if (problems.length) throw new PackFormatError(`The pack does not match its manifest (${problems[0]!.replace(/\.$/, '')}). Rebuild it before signing.`, '(file)');
  const manifestBytes = serializeManifest(pack.manifest);
  const claims = {
    signer: signer?.trim() || UNNAMED_SIGNER,
    signedAt: (options.signedAt ?? new Date()).toISOString(),
    ...publicKeyClaims(privateKey),
  };
  const signature: PackSignature = { algorithm: 'ed25519', ...claims, signature: signBytes(signedMessage(manifestBytes, claims), privateKey) };
  const body = unsigned.filter((e) => e.name !== MANIFEST_ENTRY);
  return writeZip(canonicalOrder([{ name: MANIFEST_ENTRY, data: manifestBytes }, ...body, { name: SIGNATURE_ENTRY, data: serializeSignature(signature) }]));
}
