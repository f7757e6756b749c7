import type { KeyObject } from 'node:crypto';
import type { PackSignature } from '../../shared/scenario';
import { isEncryptedPack } from './packCrypto';
import { DEFAULT_PACK_LIMITS, type PackLimits } from './packLimits';
import { PackFormatError } from './PackFormatError';
import { signBytes } from './packSigning';
import { digestProblems, MANIFEST_ENTRY, readPack, SIGNATURE_ENTRY } from './readPack';
import { writeZip } from './zipArchive';

/**
 * Signs a valid, unencrypted pack: an Ed25519 signature over the exact bytes of manifest.json,
 * whose digests cover every other entry. Any earlier signature is replaced. A pack whose files
 * already disagree with its manifest is refused, so a signature never blesses a tampered pack.
 */
export async function signPack(bytes: Buffer, privateKey: KeyObject, signer?: string, limits: PackLimits = DEFAULT_PACK_LIMITS): Promise<Buffer> {
  if (isEncryptedPack(bytes)) {
    throw new PackFormatError('Encrypted packs cannot be signed: sign the pack first, then encrypt it.', '(file)');
  }
  const pack = await readPack(bytes, { limits });
  const unsigned = pack.entries.filter((e) => e.name !== SIGNATURE_ENTRY);
  // An old signature may fail (it is replaced), but the files must match the manifest being signed.
  const problems = digestProblems(unsigned, pack.manifest);
  if (problems.length) throw new PackFormatError(`The pack does not match its manifest (${problems[0]!.replace(/\.$/, '')}). Rebuild it before signing.`, '(file)');
  const manifestBytes = unsigned.find((e) => e.name === MANIFEST_ENTRY)!.data;
  const signature: PackSignature = { algorithm: 'ed25519', ...signBytes(manifestBytes, privateKey), ...(signer ? { signer } : {}) };
  const signatureBytes = Buffer.from(`${JSON.stringify(signature, null, 2)}\n`, 'utf8');
  return writeZip([...unsigned, { name: SIGNATURE_ENTRY, data: signatureBytes }]);
}
