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

  it('tokenizes words with apostrophes and digits', () => {
    expect(tokenize("Don't stop at 5th Avenue")).toEqual(["don't", 'stop', 'at', '5th', 'avenue']);
  });
});
