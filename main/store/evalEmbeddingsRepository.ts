import type { ReadableDB, WritableDB } from './storeDatabase';
import { assertK, blobToEmbedding, embeddingToBlob } from './vectorBinding';

/**
 * A cached embedding for evaluation and scoring: an elicit, a reference answer… `scope` groups
 * them (a pack id), `itemKey` names one, and `textSha256` says which text was embedded, so an
 * edited text is re-embedded rather than served stale.
 */
export interface EvalEmbedding {
  modelId: string;
  scope: string;
  itemKey: string;
  textSha256: string;
  embedding: Float32Array | readonly number[];
}

export interface EvalEmbeddingHit {
  itemKey: string;
  distance: number;
}

type KeyRow = { item_key: string; text_sha256: string; embedding_id: number };

/** Stores embeddings, replacing an item's earlier vector under the same model and scope. */
export function putEvalEmbeddings(db: WritableDB, items: readonly EvalEmbedding[]): void {
  const findKey = db.prepare('SELECT embedding_id FROM eval_embedding_keys WHERE model_id = ? AND scope = ? AND item_key = ?');
  const deleteVector = db.prepare('DELETE FROM eval_embeddings WHERE embedding_id = ?');
  const insertVector = db.prepare('INSERT INTO eval_embeddings (model_id, embedding, scope) VALUES (?, ?, ?)');
  const upsertKey = db.prepare(
    `INSERT INTO eval_embedding_keys (model_id, scope, item_key, text_sha256, embedding_id) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (model_id, scope, item_key) DO UPDATE SET text_sha256 = excluded.text_sha256, embedding_id = excluded.embedding_id`,
  );
  db.transaction(() => {
    items.forEach((item, index) => {
      const blob = embeddingToBlob(item.embedding, `items[${index}].embedding`);
      const existing = findKey.get(item.modelId, item.scope, item.itemKey) as { embedding_id: number } | undefined;
      // Rowids bound as BigInt: vec0 refuses the REAL that better-sqlite3 makes of a JS number.
      if (existing) deleteVector.run(BigInt(existing.embedding_id));
      const id = insertVector.run(item.modelId, blob, item.scope).lastInsertRowid;
      upsertKey.run(item.modelId, item.scope, item.itemKey, item.textSha256, BigInt(id));
    });
  }).immediate();
}

/** The cached embeddings of one scope under one model, by item key. */
export function getEvalEmbeddings(
  db: ReadableDB,
  query: { modelId: string; scope: string },
): Map<string, { textSha256: string; embedding: Float32Array }> {
  const keys = db
    .prepare('SELECT item_key, text_sha256, embedding_id FROM eval_embedding_keys WHERE model_id = ? AND scope = ? ORDER BY item_key')
    .all(query.modelId, query.scope) as KeyRow[];
  const readVector = db.prepare('SELECT embedding FROM eval_embeddings WHERE embedding_id = ?');
  const result = new Map<string, { textSha256: string; embedding: Float32Array }>();
  for (const key of keys) {
    const row = readVector.get(BigInt(key.embedding_id)) as { embedding: Buffer } | undefined;
    if (row) result.set(key.item_key, { textSha256: key.text_sha256, embedding: blobToEmbedding(row.embedding) });
  }
  return result;
}

/** The k cached items of one scope nearest to `embedding`, compared only within `modelId`. */
export function searchEvalEmbeddings(
  db: ReadableDB,
  query: { modelId: string; scope: string; embedding: Float32Array | readonly number[]; k: number },
): EvalEmbeddingHit[] {
  assertK(query.k);
  return db
    .prepare(
      `SELECT keys.item_key AS itemKey, knn.distance AS distance
       FROM (SELECT embedding_id, distance FROM eval_embeddings
             WHERE embedding MATCH ? AND k = ? AND model_id = ? AND scope = ?) AS knn
       JOIN eval_embedding_keys AS keys ON keys.embedding_id = knn.embedding_id
       ORDER BY knn.distance`,
    )
    .all(embeddingToBlob(query.embedding, 'embedding'), query.k, query.modelId, query.scope) as EvalEmbeddingHit[];
}
