import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh temporary folder, and a function that removes it. */
export function makeTempDir(prefix = 'moot-store-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A small seeded PRNG (mulberry32), so failures reproduce. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random vector with components in [-1, 1). */
export function randomVector(random: () => number, dimensions = 384): Float32Array {
  const vector = new Float32Array(dimensions);
  for (let index = 0; index < dimensions; index++) vector[index] = random() * 2 - 1;
  return vector;
}

/** Cosine distance (1 − cosine similarity), computed in doubles. */
export function cosineDistance(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    const x = a[index] as number;
    const y = b[index] as number;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return 1 - dot / Math.sqrt(normA * normB);
}
