import { z } from 'zod';
import { SignatureStatus } from '../../scenario/PackManifest';

/** A stored pack as the Library lists it. */
export const PackSummary = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  licence: z.string(),
  version: z.string(),
  kind: z.enum(['trial', 'consultation']),
  description: z.string().nullable(),
  category: z.string().nullable(),
  difficulty: z.string().nullable(),
  durationMinutes: z.number().nullable(),
  tags: z.array(z.string()),
  confidential: z.boolean(),
  /** The file is wrapped in AES-256-GCM; `locked` means its scenario is not readable yet. */
  encrypted: z.boolean(),
  locked: z.boolean(),
  signatureStatus: SignatureStatus,
  signerFingerprint: z.string().nullable(),
  /** The name the user trusted the signing key under (Settings); null when the key is not trusted. */
  trustedSigner: z.string().nullable(),
  source: z.enum(['builtin', 'imported']),
  sizeBytes: z.number().int().nonnegative(),
  importedAt: z.string(),
  counts: z.object({ witnesses: z.number(), elicits: z.number(), exhibits: z.number(), facts: z.number(), rubricItems: z.number() }),
});
export type PackSummary = z.infer<typeof PackSummary>;

/** A signing key the user trusts, under the name they gave it (a pack's signer name is only its claim). */
export const TrustedKey = z.object({ fingerprint: z.string(), name: z.string(), addedAt: z.string() });
export type TrustedKey = z.infer<typeof TrustedKey>;

/** What a pack holds, from a file not yet imported or from a stored pack. */
export const PackInspection = z.object({
  title: z.string(),
  encrypted: z.boolean(),
  /** True when the pack is encrypted and no passphrase was given: only the title is known. */
  locked: z.boolean(),
  summary: PackSummary.omit({ source: true, importedAt: true }).nullable(),
  signer: z.string().nullable(),
  /** Why the pack counts as altered; empty otherwise. */
  problems: z.array(z.string()),
  files: z.array(z.object({ name: z.string(), bytes: z.number(), sha256: z.string() })),
  witnesses: z.array(z.object({ id: z.string(), name: z.string(), side: z.string(), role: z.string() })),
});
export type PackInspection = z.infer<typeof PackInspection>;

const PackId = z.string().min(1).max(64);
/** A `.moot` file's bytes, base64; 400 MB of base64 is above the largest pack the reader accepts. */
const FileBase64 = z.string().min(1).max(400 * 1024 * 1024);
const Passphrase = z.string().min(1).max(1_000);

export const ListPacksInput = z.object({}).strict();
export const ListPacksResult = z.object({ packs: z.array(PackSummary) });

/** Import from bytes, or from a path: any in Electron (a native dialog), an uploaded file's staged copy in web mode. */
export const ImportPackInput = z
  .object({
    fileBase64: FileBase64.optional(),
    path: z.string().min(1).max(4_096).optional(),
    fileName: z.string().max(255).optional(),
    passphrase: Passphrase.optional(),
    /** Confirms replacing a pack with the same id; without it such an import fails with `conflict` at path `replace`. */
    replace: z.boolean().optional(),
    /** The second confirmation: a signed pack replaced by a file signed by another key; without it that fails with `conflict` at path `acceptOtherKey`. */
    acceptOtherKey: z.boolean().optional(),
  })
  .strict()
  .refine((v) => (v.fileBase64 === undefined) !== (v.path === undefined), { message: 'Give either fileBase64 or path.', path: ['fileBase64'] });
export const ImportPackResult = z.object({ pack: PackSummary, replaced: z.boolean() });

export const ExportPackInput = z.object({ id: PackId }).strict();
export const ExportPackResult = z.object({ fileName: z.string(), fileBase64: z.string(), sizeBytes: z.number() });

export const DeletePackInput = z.object({ id: PackId }).strict();
export const DeletePackResult = z.object({ deleted: z.boolean() });

export const InspectPackInput = z
  .object({ id: PackId.optional(), fileBase64: FileBase64.optional(), path: z.string().min(1).max(4_096).optional(), passphrase: Passphrase.optional() })
  .strict()
  .refine((v) => [v.id, v.fileBase64, v.path].filter((given) => given !== undefined).length === 1, { message: 'Give one of id, fileBase64 or path.', path: ['id'] });
export const InspectPackResult = PackInspection;
