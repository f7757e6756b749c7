/** mulberry32: a tiny seeded PRNG, so generated test models are identical on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Roughly normal values (sum of uniforms) with the given standard deviation. */
export function randomFloats(count: number, std: number, random: () => number): Float32Array {
  const values = new Float32Array(count);
  for (let i = 0; i < count; i++) values[i] = (random() + random() + random() - 1.5) * 2 * std;
  return values;
}
