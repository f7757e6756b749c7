import { z } from 'zod';
import { PackManifestSource } from '../../scenario/PackManifest';
import { TrialScenario } from '../../scenario/TrialScenario';

/** A case packet's bytes, base64: 140 MB of base64 holds the largest packet read (100 MB). */
const PacketBase64 = z.string().min(1).max(140 * 1024 * 1024);

/** Draft a pack from a case packet: bytes (any runtime) or a path (Electron only, from a native dialog). */
export const DraftFromPacketInput = z
  .object({
    /** Progress arrives as `job.progress` events under this id; `jobs.cancel` stops it. */
    jobId: z.string().min(1).max(100),
    fileBase64: PacketBase64.optional(),
    path: z.string().min(1).max(4_096).optional(),
    /** The packet's name, for messages and the draft's source ("carver-packet.pdf"). */
    fileName: z.string().min(1).max(255),
    /** A packet is confidential unless said otherwise: it then never reaches a cloud model. */
    confidential: z.boolean().optional(),
    /** Read the case with the loaded local model, if any (default); false: the deterministic reader only. */
    useModel: z.boolean().optional(),
  })
  .strict()
  .refine((v) => (v.fileBase64 === undefined) !== (v.path === undefined), { message: 'Give either fileBase64 or path.', path: ['fileBase64'] });

/**
 * A pack drafted from a case packet: manifest and scenario, already validated against the pack
 * schema, plus notes on what the packet did not say. It opens in the authoring screen; it becomes
 * a pack only through the pack builder, which validates it again.
 */
export const PackDraft = z.object({
  manifest: PackManifestSource,
  scenario: TrialScenario,
  notes: z.array(z.object({ path: z.string(), message: z.string() })),
  source: z.object({
    fileName: z.string(),
    format: z.enum(['pdf', 'docx', 'image']),
    pages: z.number().int().nonnegative(),
    ocrPages: z.array(z.number().int().positive()),
    /** Who read the structure: the model (grammar-constrained JSON) or the deterministic reader. */
    extractor: z.enum(['model', 'rules']),
    modelId: z.string().nullable(),
    /** Why a model's reading was not used, when a model was given. */
    modelFallback: z.string().nullable(),
  }),
});
export type PackDraft = z.infer<typeof PackDraft>;

export const DraftFromPacketResult = z.object({ draft: PackDraft });
