/**
 * Turns texts into vectors for memory and semantic matching. `id` names the model that made a
 * vector: vectors are stored with it, and vectors of two ids are never compared.
 */
export interface Embedder {
  /** Stable model id stored next to every vector, e.g. `lexical-v1` or `all-MiniLM-L6-v2`. */
  readonly id: string;
  /** Length of every vector `embed` returns. */
  readonly dimensions: number;
  /** One L2-normalised vector per text, in input order. */
  embed(texts: string[]): Promise<Float32Array[]>;
}
