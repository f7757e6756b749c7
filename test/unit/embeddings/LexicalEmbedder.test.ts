import { describe, expect, it } from 'vitest';
import { LexicalEmbedder, tokenize } from '../../../main/embeddings/LexicalEmbedder';

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, value, i) => sum + value * (b[i] as number), 0);
const norm = (a: Float32Array) => Math.sqrt(cosine(a, a));

describe('LexicalEmbedder', () => {
  const embedder = new LexicalEmbedder();

  it('names itself and returns one 384-dim unit vector per text, in order', async () => {
    expect(embedder.id).toBe('lexical-v1');
    expect(embedder.dimensions).toBe(384);
    const vectors = await embedder.embed(['The light was red.', 'I was driving home from work.']);
    expect(vectors).toHaveLength(2);
    for (const vector of vectors) {
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector).toHaveLength(384);
      expect(norm(vector)).toBeCloseTo(1, 5);
    }
    expect(cosine(vectors[0]!, vectors[1]!)).toBeLessThan(0.5);
  });

  it('is deterministic across instances', async () => {
    const [a] = await embedder.embed(['The defendant ran the red light at Elm Street.']);
    const [b] = await new LexicalEmbedder().embed(['The defendant ran the red light at Elm Street.']);
    expect(Array.from(a!)).toEqual(Array.from(b!));
  });

  it('ranks a paraphrase sharing words and stems above an unrelated sentence', async () => {
    const [query, close, far] = await embedder.embed([
      'Did the defendant run the red light?',
      'The defendant was running a red light when the crash happened.',
      'My sister lives in Ohio and teaches piano.',
    ]);
    expect(cosine(query!, close!)).toBeGreaterThan(cosine(query!, far!) + 0.2);
  });

  it('ignores case, punctuation and accents', async () => {
    const [a, b] = await embedder.embed(['Café, RED light!', 'cafe red light']);
    expect(cosine(a!, b!)).toBeCloseTo(1, 5);
  });

  it('gives a stop-word-only answer its own vector and an empty text the zero vector', async () => {
    const [yes, empty] = await embedder.embed(['Yes, I did.', '  ...  ']);
    expect(norm(yes!)).toBeCloseTo(1, 5);
    expect(norm(empty!)).toBe(0);
  });

  it('honours a custom dimension and rejects a silly one', async () => {
    const [vector] = await new LexicalEmbedder(64).embed(['red light']);
    expect(vector).toHaveLength(64);
    expect(() => new LexicalEmbedder(0)).toThrow(/dimensions/);
  });

  it('hashes each feature as the whole string it names ("w:word", "c:<wo", "b:one two"), so stored vectors still compare', async () => {
    // The reference: FNV-1a over each feature string, built in full, as the vectors were first made.
    const fnv = (text: string) => {
      let hash = 0x811c9dc5;
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
      return (hash >>> 0) % 64;
    };
    const counts = new Map<number, number>();
    const add = (feature: string, weight: number) => counts.set(fnv(feature), (counts.get(fnv(feature)) ?? 0) + weight);
    for (const word of ['kettle', 'boiled']) {
      add(`w:${word}`, 1);
      for (let i = 0; i + 3 <= word.length + 2; i++) add(`c:${`<${word}>`.slice(i, i + 3)}`, 0.35);
    }
    add('b:kettle boiled', 0.5);
    const values = new Float32Array(64);
    let norm = 0;
    for (const [bucket, weight] of counts) {
      values[bucket] = Math.log1p(weight);
      norm += Math.log1p(weight) ** 2;
    }
    const scale = 1 / Math.sqrt(norm);
    const [vector] = await new LexicalEmbedder(64).embed(['The kettle boiled.']);
    expect(Array.from(vector!)).toEqual(Array.from(values, (value) => Math.fround(value * scale)));
  });

  it('tokenizes words with apostrophes and digits', () => {
    expect(tokenize("Don't stop at 5th Avenue")).toEqual(["don't", 'stop', 'at', '5th', 'avenue']);
  });
});
