import { BadInputError } from '../../shared/errors';
import { EMBEDDING_DIMENSIONS } from './migrations';

/** The largest k sqlite-vec answers in one KNN query. */
export const MAX_KNN_K = 4096;

/**
 * An embedding as vec0 reads it: little-endian float32 bytes. Refuses the wrong dimension and
 * non-finite values with an error naming the field, instead of letting SQLite fail later.
 */
export function embeddingToBlob(embedding: Float32Array | readonly number[], path: string): Buffer {
  if (embedding.length !== EMBEDDING_DIMENSIONS) {
    throw new BadInputError(`${path} has ${embedding.length} dimensions; the store holds ${EMBEDDING_DIMENSIONS}.`, path);
  }
  const vector = embedding instanceof Float32Array ? embedding : Float32Array.from(embedding);
  for (let index = 0; index < vector.length; index++) {
    if (!Number.isFinite(vector[index])) throw new BadInputError(`${path}[${index}] is not a finite number.`, `${path}[${index}]`);
  }
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

/** A vec0 blob back to a vector (copied, so it does not alias SQLite's buffer). */
export function blobToEmbedding(blob: Buffer): Float32Array {
  const copy = new Uint8Array(blob);
  return new Float32Array(copy.buffer, 0, copy.byteLength / Float32Array.BYTES_PER_ELEMENT);
}

export function assertK(k: number): void {
  if (!Number.isInteger(k) || k < 1 || k > MAX_KNN_K) throw new BadInputError(`k must be a whole number from 1 to ${MAX_KNN_K}.`, 'k');
}
