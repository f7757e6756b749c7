import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BadInputError } from '../../../shared/errors';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { TransformersEmbedder } from '../../../main/embeddings/TransformersEmbedder';
import { createSession, insertMemoryChunks, openWorkspace, searchMemory } from '../../../main/store';
import { tinyBertFolderPath } from '../../support/tinyModels/tinyBertOnnx';

const dataDir = mkdtempSync(join(tmpdir(), 'moot-embed-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const norm = (vector: Float32Array) => Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));

describe('TransformersEmbedder on the tiny BERT-shaped ONNX model', () => {
  const embedder = new TransformersEmbedder({ id: 'tiny-bert', modelDir: tinyBertFolderPath(), cacheDir: join(dataDir, 'transformers-cache') });

  it('embeds a batch into unit vectors of the configured dimension, deterministically', async () => {
    expect(embedder.dimensions).toBe(384);
    const texts = ['The red light.', 'The witness saw the car at night.', 'Yes.'];
    const vectors = await embedder.embed(texts);
    expect(vectors).toHaveLength(3);
    for (const vector of vectors) {
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector).toHaveLength(384);
      expect(norm(vector)).toBeCloseTo(1, 4);
    }
    const again = await embedder.embed([texts[1] as string]);
    expect(Array.from(again[0] as Float32Array)).toEqual(Array.from(vectors[1] as Float32Array));
    expect(await embedder.embed([])).toEqual([]);
  });

  it('pads a batch without changing a text\'s vector (mean pooling honours the attention mask)', async () => {
    const [alone] = await embedder.embed(['red light']);
    const [padded] = await embedder.embed(['red light', 'the defendant drove fast down the street at night']);
    for (let i = 0; i < 384; i++) expect(padded?.[i]).toBeCloseTo(alone?.[i] as number, 5);
  });

  it('stores vectors with their model id and finds them again by sqlite-vec KNN', async () => {
    const workspace = openWorkspace(dataDir);
    try {
      createSession(workspace.db, { id: 's1', kind: 'trial', packId: null, title: 'Embedding test', meta: {} });
      const answers = ['I saw the red light.', 'The car drove fast.', 'It was night on the street.', 'No.'];
      const vectors = await embedder.embed(answers);
      const lexical = new LexicalEmbedder();
      insertMemoryChunks(workspace.db, [
        ...answers.map((text, turn) => ({ sessionId: 's1', modelId: embedder.id, embedding: vectors[turn] as Float32Array, witnessId: 'w1', phase: 'direct', turn, elicitIds: [], text })),
        // A lexical vector of the same text must never be compared with transformer vectors.
        { sessionId: 's1', modelId: lexical.id, embedding: lexical.embedOne(answers[1] as string), witnessId: 'w1', phase: 'direct', turn: 9, elicitIds: [], text: 'lexical copy' },
      ]);
      const [query] = await embedder.embed(['The car drove fast.']);
      const hits = searchMemory(workspace.db, { sessionId: 's1', modelId: embedder.id, embedding: query as Float32Array, k: 3 });
      expect(hits[0]?.text).toBe('The car drove fast.');
      expect(hits[0]?.distance).toBeCloseTo(0, 4);
      expect(hits.every((hit) => hit.modelId === 'tiny-bert')).toBe(true);
    } finally {
      workspace.close();
    }
  });
});

describe('embedding folder checks', () => {
  it('names what is missing from a folder that is not an embedding model', () => {
    const dir = mkdtempSync(join(tmpdir(), 'moot-notamodel-'));
    expect(() => new TransformersEmbedder({ id: 'x', modelDir: dir, cacheDir: dir })).toThrow(/config\.json is missing/);
    writeFileSync(join(dir, 'config.json'), '{"hidden_size": 8}');
    writeFileSync(join(dir, 'tokenizer.json'), '{}');
    writeFileSync(join(dir, 'tokenizer_config.json'), '{}');
    mkdirSync(join(dir, 'onnx'));
    expect(() => new TransformersEmbedder({ id: 'x', modelDir: dir, cacheDir: dir })).toThrow(BadInputError);
    expect(() => new TransformersEmbedder({ id: 'x', modelDir: dir, cacheDir: dir })).toThrow(/no ONNX weights: expected onnx\/model\.onnx/);
  });
});
