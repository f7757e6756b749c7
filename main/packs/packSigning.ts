import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { PackFormatError } from './PackFormatError';

/** A new Ed25519 key pair as PEM text, with the fingerprint students will see. */
export interface SigningKeyPair {
  privateKeyPem: string;
  publicKeyPem: string;
  fingerprint: string;
}

export function generateSigningKey(): SigningKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: fingerprintOf(publicKey),
  };
}

/** sha256 of the DER public key, first 16 bytes as hex in groups of four: `ab12 cd34 …`. */
export function fingerprintOf(publicKey: KeyObject): string {
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const hex = createHash('sha256').update(der).digest('hex').slice(0, 32);
  return hex.match(/.{4}/g)!.join(' ');
}

/** Loads an Ed25519 private key from PEM; anything else is a clear error. */
export function loadPrivateKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new PackFormatError('The key file is not a PEM private key.', '--key');
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new PackFormatError('The key must be an Ed25519 key (from `keygen`).', '--key');
  return key;
}

/**
 * The fingerprint of a public key file (`<name>.pub` from `keygen`), to check a pack against a key
 * the reader trusts: a signer's name is only a claim, the key is what was signed with.
 */
export function publicKeyFingerprint(pem: string, field = '--key'): string {
  // Node would derive the public half from a private key; a private key is not for passing around.
  if (/PRIVATE KEY/.test(pem)) throw new PackFormatError('The key file is a private key: give the .pub file from `keygen`, never the .key.', field);
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw new PackFormatError('The key file is not a PEM public key (give the .pub file from `keygen`).', field);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new PackFormatError('The key must be an Ed25519 public key (from `keygen`).', field);
  return fingerprintOf(key);
}

/** The public half of a private key as a signature records it: DER (SPKI) in base64 and its fingerprint. */
export function publicKeyClaims(privateKey: KeyObject): { publicKey: string; fingerprint: string } {
  const publicKey = createPublicKey(privateKey);
  return { publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), fingerprint: fingerprintOf(publicKey) };
}

/** An Ed25519 signature of `data`, base64. */
export function signBytes(data: Buffer, privateKey: KeyObject): string {
  return sign(null, data, privateKey).toString('base64');
}

/** True when `signature` (base64) is an Ed25519 signature of `data` by `publicKey` (base64 DER), and the fingerprint matches. */
export function verifySignedBytes(data: Buffer, sig: { publicKey: string; fingerprint: string; signature: string }): boolean {
  try {
    const publicKey = createPublicKey({ key: Buffer.from(sig.publicKey, 'base64'), format: 'der', type: 'spki' });
    if (publicKey.asymmetricKeyType !== 'ed25519') return false;
    if (fingerprintOf(publicKey) !== sig.fingerprint) return false;
    return verify(null, data, publicKey, Buffer.from(sig.signature, 'base64'));
  } catch {
    return false;
  }
}
