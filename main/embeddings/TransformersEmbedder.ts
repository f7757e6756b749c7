import type { FeatureExtractionPipeline } from '@huggingface/transformers';
import type { Embedder } from './Embedder';
import { inspectEmbeddingFolder, type EmbeddingFolderInfo } from './inspectEmbeddingFolder';

export interface TransformersEmbedderOptions {
  /** Stored with every vector (e.g. `all-MiniLM-L6-v2`); vectors of different ids are never compared. */
  id: string;
  /** Local model folder: config.json, tokenizer files, onnx/model*.onnx. */
  modelDir: string;
  /** transformers.js cache, inside the user-data folder. */
  cacheDir: string;
  /** Texts per inference call; bounds memory on long batches. */
  batchSize?: number;
}

/**
 * On-device sentence embeddings with transformers.js: feature extraction, mean pooling over the
 * attention mask, L2 normalisation. Loads only from the local folder (remote models disabled for
 * the whole process), lazily on the first `embed`, so app startup never pays for onnxruntime.
 */
export class TransformersEmbedder implements Embedder {
  readonly id: string;
  readonly dimensions: number;
  private readonly folder: EmbeddingFolderInfo;
  private pipeline: Promise<FeatureExtractionPipeline> | undefined;

  constructor(private readonly options: TransformersEmbedderOptions) {
    this.folder = inspectEmbeddingFolder(options.modelDir);
    this.id = options.id;
    this.dimensions = this.folder.dimensions;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    const extractor = await this.load();
    const batchSize = this.options.batchSize ?? 32;
    const vectors: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += batchSize) {
      const batch = texts.slice(start, start + batchSize);
      const output = await extractor(batch, { pooling: 'mean', normalize: true });
      const [rows, width] = output.dims as [number, number];
      if (width !== this.dimensions) throw new Error(`${this.id} produced ${width}-dim vectors; config.json says ${this.dimensions}.`);
      const data = output.data as Float32Array;
      for (let row = 0; row < rows; row++) vectors.push(data.slice(row * width, (row + 1) * width));
      output.dispose();
    }
    return vectors;
  }

  /** Frees the ONNX session; a later `embed` loads it again. */
  async dispose(): Promise<void> {
    const pipeline = this.pipeline;
    this.pipeline = undefined;
    if (pipeline) await (await pipeline).dispose();
  }

  private load(): Promise<FeatureExtractionPipeline> {
    this.pipeline ??= (async () => {
      const { env, pipeline } = await import('@huggingface/transformers');
      // Process-wide: the app never fetches models through transformers.js.
      env.allowRemoteModels = false;
      env.allowLocalModels = true;
      env.cacheDir = this.options.cacheDir;
      return (await pipeline('feature-extraction', this.folder.dir, { dtype: this.folder.dtype })) as FeatureExtractionPipeline;
    })().catch((error: unknown) => {
      this.pipeline = undefined;
      throw error;
    });
    return this.pipeline;
  }
}
