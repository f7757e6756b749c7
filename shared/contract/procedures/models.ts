import { z } from 'zod';
import {
  CatalogModel,
  CloudSettingsView,
  EmbedderStatus,
  InstalledModel,
  LocalModelStatus,
  ModelFit,
  UpdateCloudSettingsInput,
} from '../schemas/models';

const NoInput = z.object({}).strict();
const ModelId = z.string().min(1).max(200);
const LocalPath = z.string().min(1).max(4096);
const ContextOptions = {
  contextSize: z.number().int().min(256).max(131072).optional(),
  sequences: z.number().int().min(1).max(8).optional(),
};

/** Model manager and the local LLM: catalog, downloads (long jobs), imports, load and unload. */
export const modelsProcedures = {
  'models.catalog': { input: NoInput, output: z.object({ models: z.array(CatalogModel) }) },
  'models.list': {
    input: NoInput,
    output: z.object({ models: z.array(InstalledModel), diskUsageBytes: z.number().nonnegative(), modelsDir: z.string() }),
  },
  /** Runs as job `jobId` (cancel with `jobs.cancel`); progress also arrives as `download.progress`. */
  'models.download': {
    input: z.object({ jobId: z.string().min(1).max(100), catalogId: ModelId }).strict(),
    output: z.object({ model: InstalledModel }),
  },
  'models.importGguf': { input: z.object({ path: LocalPath }).strict(), output: z.object({ model: InstalledModel }) },
  'models.importEmbeddingFolder': {
    input: z.object({ path: LocalPath, id: ModelId.optional() }).strict(),
    output: z.object({ model: InstalledModel }),
  },
  'models.delete': { input: z.object({ id: ModelId }).strict(), output: z.object({ deleted: z.boolean() }) },
  'models.checkFit': { input: z.object({ id: ModelId, ...ContextOptions }).strict(), output: ModelFit },
  'models.status': { input: NoInput, output: LocalModelStatus },
  /** Loads the model as the LLM (and remembers it, to load again when the app starts). */
  'models.load': {
    input: z.object({ id: ModelId, ...ContextOptions, threads: z.number().int().min(1).max(256).optional() }).strict(),
    output: LocalModelStatus,
  },
  'models.unload': { input: NoInput, output: LocalModelStatus },
  /** Which embedder makes vectors now (the lexical stand-in is labelled as such). */
  'models.embedder': { input: NoInput, output: EmbedderStatus },
  /** The opt-in cloud model (an OpenAI-compatible server). The API key is never sent back. */
  'models.cloudSettings': { input: NoInput, output: CloudSettingsView },
  'models.updateCloudSettings': { input: UpdateCloudSettingsInput, output: CloudSettingsView },
} as const;
