import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countMemoryChunks,
  createSession,
  deleteMemoryChunks,
  getEvalEmbeddings,
  insertMemoryChunks,
  openWorkspace,
  putEvalEmbeddings,
  searchEvalEmbeddings,
  searchMemory,
  type MemoryChunk,
  type Workspace,
} from '../../../main/store';
import { cosineDistance, makeTempDir, randomVector, seededRandom } from '../../support/storeFixtures';

const temp = makeTempDir('moot-knn-');
let workspace: Workspace;
const random = seededRandom(384);
const chunk = (sessionId: string, modelId: string, index: number, witnessId: string | null = 'w1'): MemoryChunk & { embedding: Float32Array } => ({
  sessionId,
  modelId,
  embedding: randomVector(random),
  witnessId,
  phase: index % 2 === 0 ? 'direct' : 'cross',
  turn: index,
  elicitIds: [`e${index % 7}`],
  text: `${sessionId}/${modelId}/${index}`,
});

// Session A, model M: the 2,000 vectors the acceptance asks for. Around them, vectors that a
// correct query must never return: another session with the same model, and another model in
// the same session.
const main = Array.from({ length: 2_000 }, (_, index) => chunk('A', 'M', index, index % 3 === 0 ? null : `w${index % 3}`));
const otherSession = Array.from({ length: 500 }, (_, index) => chunk('B', 'M', index));
const otherModel = Array.from({ length: 500 }, (_, index) => chunk('A', 'M2', index));
let mainIds: number[] = [];

beforeAll(() => {
  workspace = openWorkspace(temp.dir);
  for (const id of ['A', 'B']) createSession(workspace.db, { id, kind: 'trial', packId: null, title: id, meta: {} });
  mainIds = insertMemoryChunks(workspace.db, main);
  insertMemoryChunks(workspace.db, otherSession);
  insertMemoryChunks(workspace.db, otherModel);
});
afterAll(() => {
  workspace.close();
  temp.remove();
});

function bruteForce(pool: readonly (MemoryChunk & { embedding: Float32Array })[], query: Float32Array, k: number) {
  return pool
    .map((item) => ({ text: item.text, distance: cosineDistance(item.embedding, query) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, k);
}

describe('memory_chunks KNN', () => {
  it('returns the same top-k as brute-force cosine in JavaScript (2,000 × 384)', () => {
    for (let trial = 0; trial < 25; trial++) {
      const query = randomVector(random);
      const k = trial % 2 === 0 ? 10 : 25;
      const hits = searchMemory(workspace.db, { sessionId: 'A', modelId: 'M', embedding: query, k });
      const expected = bruteForce(main, query, k);
      expect(hits.map((hit) => hit.text)).toEqual(expected.map((item) => item.text));
      hits.forEach((hit, index) => expect(hit.distance).toBeCloseTo(expected[index]?.distance as number, 5));
    }
  });

  it('finds an exact stored vector at distance 0 with its metadata', () => {
    const target = main[124] as (typeof main)[number];
    const [hit] = searchMemory(workspace.db, { sessionId: 'A', modelId: 'M', embedding: target.embedding, k: 1 });
    expect(hit).toMatchObject({ chunkId: mainIds[124], sessionId: 'A', modelId: 'M', witnessId: 'w1', phase: 'direct', turn: 124, elicitIds: ['e5'], text: 'A/M/124' });
    expect(hit?.distance).toBeCloseTo(0, 5);
    const [noWitness] = searchMemory(workspace.db, { sessionId: 'A', modelId: 'M', embedding: (main[0] as (typeof main)[number]).embedding, k: 1 });
    expect(noWitness?.witnessId).toBeNull();
  });

  it('keeps sessions apart (partition) and never compares vectors of two models', () => {
    const query = randomVector(random);
    const inB = searchMemory(workspace.db, { sessionId: 'B', modelId: 'M', embedding: query, k: 50 });
    expect(inB.map((hit) => hit.text)).toEqual(bruteForce(otherSession, query, 50).map((item) => item.text));
    const otherModelHits = searchMemory(workspace.db, { sessionId: 'A', modelId: 'M2', embedding: query, k: 50 });
    expect(otherModelHits.map((hit) => hit.text)).toEqual(bruteForce(otherModel, query, 50).map((item) => item.text));
    // A vector stored in B under M is its own nearest neighbour there, and invisible from A.
    const probe = (otherSession[7] as (typeof otherSession)[number]).embedding;
    expect(searchMemory(workspace.db, { sessionId: 'A', modelId: 'M', embedding: probe, k: 2_000 }).every((hit) => hit.sessionId === 'A' && hit.modelId === 'M')).toBe(true);
    expect(searchMemory(workspace.db, { sessionId: 'C', modelId: 'M', embedding: probe, k: 5 })).toEqual([]);
    expect(searchMemory(workspace.db, { sessionId: 'A', modelId: 'unknown-model', embedding: probe, k: 5 })).toEqual([]);
  });

  it('filters on witness and phase metadata', () => {
    const query = randomVector(random);
    const hits = searchMemory(workspace.db, { sessionId: 'A', modelId: 'M', embedding: query, k: 10, witnessId: 'w2', phase: 'direct' });
    const pool = main.filter((item) => item.witnessId === 'w2' && item.phase === 'direct');
    expect(hits.map((hit) => hit.text)).toEqual(bruteForce(pool, query, 10).map((item) => item.text));
    const unattributed = searchMemory(workspace.db, { sessionId: 'A', modelId: 'M', embedding: query, k: 10, witnessId: null });
    expect(unattributed.map((hit) => hit.text)).toEqual(bruteForce(main.filter((item) => item.witnessId === null), query, 10).map((item) => item.text));
  });

  it('refuses vectors of the wrong size with the field named, and deletes by id', () => {
    expect(() => searchMemory(workspace.db, { sessionId: 'A', modelId: 'M', embedding: new Float32Array(12), k: 3 })).toThrow('embedding has 12 dimensions; the store holds 384.');
    expect(() => insertMemoryChunks(workspace.db, [{ ...chunk('A', 'M', 0), embedding: [1, Number.NaN, ...new Array<number>(382).fill(0)] }])).toThrow('chunks[0].embedding[1] is not a finite number.');
    expect(countMemoryChunks(workspace.db, 'B')).toBe(500);
    const [first] = insertMemoryChunks(workspace.db, [chunk('B', 'M', 9_999)]);
    expect(countMemoryChunks(workspace.db, 'B')).toBe(501);
    expect(deleteMemoryChunks(workspace.db, [first as number])).toBe(1);
    expect(countMemoryChunks(workspace.db, 'B', 'M')).toBe(500);
  });
});

describe('eval_embeddings cache', () => {
  it('stores, replaces and searches per model and scope', () => {
    const vectors = Array.from({ length: 6 }, () => randomVector(random));
    putEvalEmbeddings(
      workspace.db,
      vectors.map((embedding, index) => ({ modelId: index < 4 ? 'M' : 'M2', scope: 'pack-1', itemKey: `elicit-${index}`, textSha256: `sha${index}`, embedding })),
    );
    const cached = getEvalEmbeddings(workspace.db, { modelId: 'M', scope: 'pack-1' });
    expect([...cached.keys()]).toEqual(['elicit-0', 'elicit-1', 'elicit-2', 'elicit-3']);
    expect(Array.from(cached.get('elicit-2')?.embedding ?? [])).toEqual(Array.from(vectors[2] as Float32Array));

    const replacement = randomVector(random);
    putEvalEmbeddings(workspace.db, [{ modelId: 'M', scope: 'pack-1', itemKey: 'elicit-2', textSha256: 'sha-new', embedding: replacement }]);
    const again = getEvalEmbeddings(workspace.db, { modelId: 'M', scope: 'pack-1' });
    expect(again.size).toBe(4);
    expect(again.get('elicit-2')?.textSha256).toBe('sha-new');

    const hits = searchEvalEmbeddings(workspace.db, { modelId: 'M', scope: 'pack-1', embedding: replacement, k: 10 });
    expect(hits).toHaveLength(4);
    expect(hits[0]?.itemKey).toBe('elicit-2');
    expect(searchEvalEmbeddings(workspace.db, { modelId: 'M2', scope: 'pack-1', embedding: replacement, k: 10 }).map((hit) => hit.itemKey).sort()).toEqual(['elicit-4', 'elicit-5']);
  });
});
