import type { Migration } from './Migration';

/** Dimensions of every stored embedding (the shared `Embedder` contract). */
export const EMBEDDING_DIMENSIONS = 384;

/**
 * The vec0 tables. Both keep the embedding model's id: vectors of two models are never compared.
 * vec0 gives every partition its own storage chunks; the default of 1,024 vectors would cost
 * 1.5 MB per session even for one answer, so memory_chunks uses 128. Metadata columns cannot
 * hold NULL, so "no witness" is stored as ''.
 */
export const migration003: Migration = {
  version: 3,
  name: 'vectors',
  up(db) {
    db.exec(`
      CREATE VIRTUAL TABLE memory_chunks USING vec0(
        chunk_id INTEGER PRIMARY KEY,
        session_id TEXT PARTITION KEY,
        embedding FLOAT[${EMBEDDING_DIMENSIONS}] distance_metric=cosine,
        model_id TEXT,
        witness_id TEXT,
        phase TEXT,
        turn INTEGER,
        +elicit_ids TEXT,
        +text TEXT,
        chunk_size=128
      );

      CREATE VIRTUAL TABLE eval_embeddings USING vec0(
        embedding_id INTEGER PRIMARY KEY,
        model_id TEXT PARTITION KEY,
        embedding FLOAT[${EMBEDDING_DIMENSIONS}] distance_metric=cosine,
        scope TEXT
      );
      -- The look-up side of the embedding cache: vec0 answers KNN, this table answers "do we
      -- already have the vector of this text under this model?".
      CREATE TABLE eval_embedding_keys (
        model_id TEXT NOT NULL,
        scope TEXT NOT NULL,
        item_key TEXT NOT NULL,
        text_sha256 TEXT NOT NULL,
        embedding_id INTEGER NOT NULL UNIQUE,
        PRIMARY KEY (model_id, scope, item_key)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
