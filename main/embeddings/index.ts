export type { Embedder } from './Embedder';
export { LexicalEmbedder } from './LexicalEmbedder';
export { probeTransformers } from './probeTransformers';
