import { createHash } from 'node:crypto';
import type { PackManifest, PackSignature } from '../../shared/scenario';

/**
 * The one canonical form of a pack. Signing binds it and verification demands it: manifest.json and
 * signature.json must be exactly the bytes these functions write, and the entries must come in
 * canonical order (manifest, scenario, exhibits by name, signature last). Nothing is tolerated:
 * reformatting either JSON file, reordering entries or changing any zip header makes a signed pack
 * "altered". An unsigned pack is read as it is (it claims nothing).
 */

const ENTRY_RANK: Record<string, number> = { 'manifest.json': 0, 'scenario.json': 1, 'signature.json': 3 };

/** The domain separator in the signed message, so a signature over anything else never verifies. */
export const SIGNATURE_DOMAIN = 'moot-pack-signature/2';

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The manifest as written into a pack: fixed key order, files sorted, so builds are reproducible. */
export function serializeManifest(manifest: PackManifest): Buffer {
  const files = Object.fromEntries(Object.entries(manifest.files).sort(([a], [b]) => byName(a, b)));
  const ordered = {
    formatVersion: manifest.formatVersion,
    id: manifest.id,
    title: manifest.title,
    author: manifest.author,
    licence: manifest.licence,
    confidential: manifest.confidential,
    kind: manifest.kind,
    ...(manifest.description === undefined ? {} : { description: manifest.description }),
    version: manifest.version,
    files,
  };
  return Buffer.from(`${JSON.stringify(ordered, null, 2)}\n`, 'utf8');
}

/** The fields a signature binds besides the manifest: who signed, with which key, and when. */
export type SignedClaims = Omit<PackSignature, 'signature' | 'algorithm'>;

/**
 * The exact bytes the Ed25519 signature covers: a domain line, then canonical JSON of the manifest's
 * sha256 with the signer's name, key, fingerprint and signing time. Renaming the signer, moving the
 * date or swapping the key all change these bytes.
 */
export function signedMessage(manifestBytes: Buffer, claims: SignedClaims): Buffer {
  const body = {
    manifestSha256: createHash('sha256').update(manifestBytes).digest('hex'),
    signer: claims.signer,
    publicKey: claims.publicKey,
    fingerprint: claims.fingerprint,
    signedAt: claims.signedAt,
  };
  return Buffer.from(`${SIGNATURE_DOMAIN}\n${JSON.stringify(body)}`, 'utf8');
}

/** signature.json as written: fixed key order, two-space indent, final newline. */
export function serializeSignature(sig: PackSignature): Buffer {
  const ordered = {
    algorithm: sig.algorithm,
    signer: sig.signer,
    signedAt: sig.signedAt,
    publicKey: sig.publicKey,
    fingerprint: sig.fingerprint,
    signature: sig.signature,
  };
  return Buffer.from(`${JSON.stringify(ordered, null, 2)}\n`, 'utf8');
}

/** Entries in canonical order: manifest.json, scenario.json, exhibits by name, signature.json. */
export function canonicalOrder<T extends { name: string }>(entries: readonly T[]): T[] {
  const rank = (name: string): number => ENTRY_RANK[name] ?? 2;
  return [...entries].sort((a, b) => rank(a.name) - rank(b.name) || byName(a.name, b.name));
}
