import { BadInputError } from '../../shared/errors';
import { cachedStatement } from './statementCache';
import type { ReadableDB, WritableDB } from './storeDatabase';
import { assertK, embeddingToBlob } from './vectorBinding';

/** A piece of testimony kept for retrieval, with the id of the model that embedded it. */
export interface MemoryChunk {
  sessionId: string;
  modelId: string;
  embedding: Float32Array | readonly number[];
  witnessId: string | null;
  phase: string;
  turn: number;
  elicitIds: readonly string[];
  text: string;
}

/** One KNN result; `distance` is the cosine distance (0 = same direction). */
export interface MemoryHit {
  chunkId: number;
  distance: number;
  sessionId: string;
  modelId: string;
  witnessId: string | null;
  phase: string;
  turn: number;
  elicitIds: string[];
  text: string;
}

export interface MemoryQuery {
  sessionId: string;
  /** Only vectors made by this model are compared with `embedding`. */
  modelId: string;
  embedding: Float32Array | readonly number[];
  k: number;
  witnessId?: string | null;
  phase?: string;
}

type MemoryHitRow = {
  chunk_id: number;
  distance: number;
  session_id: string;
  model_id: string;
  witness_id: string;
  phase: string;
  turn: number;
  elicit_ids: string;
  text: string;
};

// vec0 metadata columns cannot hold NULL: "no witness" is stored as ''.
const NO_WITNESS = '';

function rowToHit(row: MemoryHitRow): MemoryHit {
  return {
    chunkId: row.chunk_id,
    distance: row.distance,
    sessionId: row.session_id,
    modelId: row.model_id,
    witnessId: row.witness_id === NO_WITNESS ? null : row.witness_id,
    phase: row.phase,
    turn: row.turn,
    elicitIds: JSON.parse(row.elicit_ids) as string[],
    text: row.text,
  };
}

/** Stores chunks in one transaction and returns their ids, in order. */
export function insertMemoryChunks(db: WritableDB, chunks: readonly MemoryChunk[]): number[] {
  const insert = cachedStatement(
    db,
    `INSERT INTO memory_chunks (session_id, embedding, model_id, witness_id, phase, turn, elicit_ids, text)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return db
    .transaction(() =>
      chunks.map((chunk, index) => {
        if (!Number.isInteger(chunk.turn)) throw new BadInputError(`chunks[${index}].turn must be a whole number.`, `chunks[${index}].turn`);
        if (chunk.witnessId === NO_WITNESS) throw new BadInputError(`chunks[${index}].witnessId must not be empty.`, `chunks[${index}].witnessId`);
        const result = insert.run(
          chunk.sessionId,
          embeddingToBlob(chunk.embedding, `chunks[${index}].embedding`),
          chunk.modelId,
          chunk.witnessId ?? NO_WITNESS,
          chunk.phase,
          // vec0 INTEGER columns refuse JS numbers, which better-sqlite3 binds as REAL.
          BigInt(chunk.turn),
          JSON.stringify(chunk.elicitIds),
          chunk.text,
        );
        return Number(result.lastInsertRowid);
      }),
    )
    .immediate();
}

/**
 * The k chunks of one session nearest to `embedding`, nearest first. The partition key keeps
 * sessions apart, and the model filter keeps vectors of different models from being compared.
 */
export function searchMemory(db: ReadableDB, query: MemoryQuery): MemoryHit[] {
  assertK(query.k);
  const filters = ['embedding MATCH ?', 'k = ?', 'session_id = ?', 'model_id = ?'];
  const params: unknown[] = [embeddingToBlob(query.embedding, 'embedding'), query.k, query.sessionId, query.modelId];
  if (query.witnessId !== undefined) {
    filters.push('witness_id = ?');
    params.push(query.witnessId ?? NO_WITNESS);
  }
  if (query.phase !== undefined) {
    filters.push('phase = ?');
    params.push(query.phase);
  }
  const rows = db
    .prepare(
      `SELECT chunk_id, distance, session_id, model_id, witness_id, phase, turn, elicit_ids, text
       FROM memory_chunks WHERE ${filters.join(' AND ')} ORDER BY distance`,
    )
    .all(...params) as MemoryHitRow[];
  return rows.map(rowToHit);
}

/** How many chunks a session holds (for all models, or one). */
export function countMemoryChunks(db: ReadableDB, sessionId: string, modelId?: string): number {
  const row = (
    modelId === undefined
      ? db.prepare('SELECT count(*) AS n FROM memory_chunks WHERE session_id = ?').get(sessionId)
      : db.prepare('SELECT count(*) AS n FROM memory_chunks WHERE session_id = ? AND model_id = ?').get(sessionId, modelId)
  ) as { n: number };
  return row.n;
}

/** Deletes chunks by id (ids bound as BigInt: vec0 refuses REAL rowids). */
export function deleteMemoryChunks(db: WritableDB, chunkIds: readonly number[]): number {
  const remove = db.prepare('DELETE FROM memory_chunks WHERE chunk_id = ?');
  return db.transaction(() => chunkIds.reduce((total, id) => total + remove.run(BigInt(id)).changes, 0)).immediate();
}
