export type { Embedder } from './Embedder';
export { LexicalEmbedder } from './LexicalEmbedder';
export { TransformersEmbedder, type TransformersEmbedderOptions } from './TransformersEmbedder';
export { inspectEmbeddingFolder, type EmbeddingFolderInfo } from './inspectEmbeddingFolder';
export { probeTransformers } from './probeTransformers';
export { EmbedderProvider, type InstalledEmbeddingModel } from './EmbedderProvider';
