import type { modelsProcedures } from '../../../shared/contract/procedures/models';
import type { InstalledModel } from '../../../shared/contract/schemas/models';
import { BadInputError, NotFoundError } from '../../../shared/errors';
import type { EmbedderProvider } from '../../embeddings';
import type { CloudModelHost, LocalModelHost } from '../../llm';
import type { ModelManager } from '../../models';
import type { RememberedModel } from '../../settings';
import type { HandlersFor } from '../ApiHandlers';
import type { JobRegistry } from '../JobRegistry';

export interface ModelsServices {
  models: ModelManager;
  localModel: LocalModelHost;
  cloudModel: CloudModelHost;
  embedders: EmbedderProvider;
  jobs: JobRegistry;
  /** The model to load again at startup: the last one loaded, until it is unloaded or deleted. */
  rememberedModel?: RememberedModel;
}

export function createModelsHandlers(services: ModelsServices): HandlersFor<keyof typeof modelsProcedures> {
  const { models, localModel, cloudModel, embedders, jobs, rememberedModel } = services;
  const installedGguf = (id: string): InstalledModel => {
    const model = models.get(id);
    if (!model) throw new NotFoundError(`There is no installed model "${id}".`, 'id');
    if (model.format !== 'gguf') throw new BadInputError(`${model.name} is an embedding model; only GGUF models can be loaded as the LLM.`, 'id');
    return model;
  };
  return {
    'models.catalog': async () => ({ models: models.catalog() }),
    'models.list': async () => ({ ...models.list(), modelsDir: models.modelsDir }),
    'models.download': async ({ jobId, catalogId }) => ({
      model: await jobs.run(jobId, 'model-download', (job) => models.download(catalogId, { downloadId: jobId, signal: job.signal })),
    }),
    // Import by path works in web mode too: only a valid GGUF or embedding folder is accepted,
    // it is copied into the models folder, and nothing of it is sent back but its metadata.
    'models.importGguf': async ({ path }) => ({ model: await models.importGguf(path) }),
    'models.importEmbeddingFolder': async ({ path, id }) => ({ model: await models.importEmbeddingFolder(path, { id }) }),
    'models.delete': async ({ id }) => {
      if (localModel.status.modelId === id) await localModel.unload();
      if (rememberedModel?.recall()?.modelId === id) rememberedModel.forget();
      return { deleted: models.delete(id) };
    },
    'models.checkFit': async ({ id, contextSize, sequences }) => localModel.checkFit(installedGguf(id).path, { contextSize, sequences }),
    'models.status': async () => localModel.status,
    'models.load': async ({ id, contextSize, sequences, threads }) => {
      await localModel.load({ modelId: id, modelPath: installedGguf(id).path, contextSize, sequences, threads });
      rememberedModel?.remember({ modelId: id, contextSize, sequences, threads });
      return localModel.status;
    },
    'models.unload': async () => {
      await localModel.unload();
      rememberedModel?.forget();
      return localModel.status;
    },
    'models.embedder': async () => embedders.status(),
    'models.cloudSettings': async () => cloudModel.view(),
    'models.updateCloudSettings': async (input) => cloudModel.update(input),
  };
}
