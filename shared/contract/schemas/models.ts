import { z } from 'zod';

/** One load step of the local model (runtime, model file, context), as the renderer sees it. */
export const ModelStageStatus = z.object({
  loaded: z.boolean(),
  /** 0..1 while loading; 1 once loaded. */
  loadProgress: z.number().min(0).max(1),
  error: z.string().nullable(),
});
export type ModelStageStatus = z.infer<typeof ModelStageStatus>;

/** Whether the machine can hold a model with the requested context, before it is loaded. */
export const ModelFit = z.object({
  fits: z.boolean(),
  requiredRamBytes: z.number().nonnegative(),
  totalRamBytes: z.number().nonnegative(),
  freeRamBytes: z.number().nonnegative(),
  /** A human sentence: why it does not fit, or a warning when it fits only tightly. */
  message: z.string().nullable(),
});
export type ModelFit = z.infer<typeof ModelFit>;

/** The local LLM's state, pushed as `models.status` whenever it changes. Never holds native objects. */
export const LocalModelStatus = z.object({
  modelId: z.string().nullable(),
  runtime: ModelStageStatus,
  model: ModelStageStatus,
  context: ModelStageStatus,
  fit: ModelFit.nullable(),
  /** How many agents can generate side by side once loaded. */
  parallelSequences: z.number().int().nonnegative(),
});
export type LocalModelStatus = z.infer<typeof LocalModelStatus>;

export const ModelRole = z.enum(['agents', 'agents-light', 'embeddings']);
export type ModelRole = z.infer<typeof ModelRole>;

export const ModelFormat = z.enum(['gguf', 'transformers']);
export type ModelFormat = z.infer<typeof ModelFormat>;

/** One recommended model in models/catalog.json. `null` figures were not verifiable: see `notes`. */
export const CatalogModel = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/),
  name: z.string(),
  role: ModelRole,
  format: ModelFormat,
  /** node-llama-cpp URI (`hf:owner/repo/file.gguf`) or, for transformers folders, the repo id. */
  uri: z.string(),
  /** Direct download URL(s) of the file(s). */
  files: z.array(z.object({ path: z.string(), url: z.string().url(), sizeBytes: z.number().int().positive().nullable(), sha256: z.string().regex(/^[0-9a-f]{64}$/).nullable() })).min(1),
  parameters: z.string(),
  quantization: z.string().nullable(),
  ramNeededBytes: z.number().int().positive(),
  contextSize: z.number().int().positive().nullable(),
  licence: z.string(),
  licenceUrl: z.string().url().nullable(),
  notes: z.string(),
});
export type CatalogModel = z.infer<typeof CatalogModel>;

export const ModelCatalog = z.object({ formatVersion: z.literal(1), models: z.array(CatalogModel) });
export type ModelCatalog = z.infer<typeof ModelCatalog>;

/** A model present in the user-data folder (downloaded or imported). */
export const InstalledModel = z.object({
  id: z.string(),
  name: z.string(),
  format: ModelFormat,
  role: ModelRole.nullable(),
  /** Absolute path of the .gguf file or of the embedding-model folder. */
  path: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  source: z.enum(['download', 'import']),
  sha256: z.string().nullable(),
  catalogId: z.string().nullable(),
  installedAt: z.string(),
});
export type InstalledModel = z.infer<typeof InstalledModel>;

/** Cloud model settings as the renderer sees them: the API key itself never leaves main. */
export const CloudSettingsView = z.object({
  enabled: z.boolean(),
  baseUrl: z.string(),
  model: z.string(),
  hasApiKey: z.boolean(),
});
export type CloudSettingsView = z.infer<typeof CloudSettingsView>;

/** `apiKey`: a new key, `null` to forget the stored one, absent to keep it. */
export const UpdateCloudSettingsInput = z
  .object({
    enabled: z.boolean(),
    baseUrl: z.string().max(2000),
    model: z.string().max(200),
    apiKey: z.string().max(500).nullable().optional(),
  })
  .strict();
export type UpdateCloudSettingsInput = z.infer<typeof UpdateCloudSettingsInput>;

/** Which embedder makes vectors now; `fallback` is true when the lexical stand-in is used. */
export const EmbedderStatus = z.object({
  id: z.string(),
  dimensions: z.number().int().positive(),
  kind: z.enum(['transformers', 'lexical']),
  fallback: z.boolean(),
  message: z.string().nullable(),
});
export type EmbedderStatus = z.infer<typeof EmbedderStatus>;
