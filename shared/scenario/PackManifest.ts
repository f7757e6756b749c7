import { z } from 'zod';
import { Id, Text } from './common';

/** The pack file format this build writes (the zip layout and manifest), separate from the scenario format. */
export const PACK_FORMAT_VERSION = 1;

/** The sha256 (lower-case hex) and size of one entry in the pack. */
export const PackFileDigest = z.strictObject({
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'sha256 must be 64 lower-case hex digits.').describe('The entry\'s sha256, lower-case hex: any changed byte shows the pack as altered.'),
  bytes: z.number().int().min(0).describe('The entry\'s size in bytes.'),
});

const ManifestFields = {
  formatVersion: z.literal(PACK_FORMAT_VERSION).describe('The pack file format version.'),
  id: Id.describe('The pack\'s id in the Library. Importing another pack with the same id asks before replacing it.'),
  title: Text(200).describe('The pack\'s title in the Library.'),
  author: Text(200).describe('Who wrote the pack, shown on its card.'),
  licence: Text(200).describe('The terms the pack is shared under, shown on its card.'),
  /** A confidential pack never reaches a cloud model, whatever the settings say. */
  confidential: z.boolean().describe('A confidential pack never reaches a cloud model, whatever the settings say: every agent runs on this machine.'),
  kind: z.enum(['trial', 'consultation']).describe('Must match scenario.json\'s kind.'),
  description: Text(2_000).optional().describe('A line about the pack, shown on its card (the scenario\'s summary when absent).'),
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'version must look like 1.0.0.').default('1.0.0').describe('The pack\'s own version, shown on its card.'),
};

/** `manifest.json` in a source folder: the author writes it, the builder fills in `files`. */
export const PackManifestSource = z.strictObject({
  ...ManifestFields,
  files: z.record(z.string(), PackFileDigest).optional().describe('Written by the builder: every other entry of the pack with its digest. Leave it out in a source folder.'),
});
export type PackManifestSource = z.infer<typeof PackManifestSource>;

/** `manifest.json` inside a built `.moot`: `files` lists every other entry except the signature. */
export const PackManifest = z.strictObject({
  ...ManifestFields,
  files: z.record(z.string(), PackFileDigest),
});
export type PackManifest = z.infer<typeof PackManifest>;

/**
 * `signature.json`: an Ed25519 signature over a canonical message binding the sha256 of
 * `manifest.json`, the signer's name, the key and the signing time (main/packs/packCanonical.ts).
 */
export const PackSignature = z.strictObject({
  algorithm: z.literal('ed25519'),
  /** Who signed, as shown in the Library; covered by the signature. */
  signer: Text(200),
  /** When it was signed (ISO 8601, UTC); covered by the signature. */
  signedAt: z.iso.datetime(),
  /** The signer's public key, DER (SPKI) in base64. */
  publicKey: z.string().min(1).max(200),
  /** sha256 of the DER public key, hex, grouped for reading: `ab12 cd34 …`. */
  fingerprint: z.string().min(1).max(200),
  signature: z.string().min(1).max(200),
});
export type PackSignature = z.infer<typeof PackSignature>;

/** Whether a pack's signature holds: `altered` means a signature or digest claim is false. */
export const SignatureStatus = z.enum(['signed', 'unsigned', 'altered']);
export type SignatureStatus = z.infer<typeof SignatureStatus>;
