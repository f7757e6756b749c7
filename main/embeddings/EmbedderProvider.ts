import type { EmbedderStatus } from '../../shared/contract/schemas/models';
import type { Embedder } from './Embedder';
import { LexicalEmbedder } from './LexicalEmbedder';
import { TransformersEmbedder } from './TransformersEmbedder';

export interface InstalledEmbeddingModel {
  id: string;
  path: string;
}

/**
 * The embedder to use now: the installed embedding model when there is a usable one, otherwise
 * the deterministic lexical stand-in, and a status that says which (the UI labels the fallback).
 * A model whose vectors do not have the store's dimension is not used: its vectors could not be
 * stored next to the others.
 */
export class EmbedderProvider {
  private cached: { key: string; embedder: Embedder; status: EmbedderStatus } | null = null;
  private readonly lexical = new LexicalEmbedder();

  constructor(
    private readonly options: {
      findModel: () => InstalledEmbeddingModel | null;
      cacheDir: string;
      requiredDimensions: number;
    },
  ) {}

  current(): Embedder {
    return this.resolve().embedder;
  }

  status(): EmbedderStatus {
    return this.resolve().status;
  }

  private resolve() {
    const installed = this.options.findModel();
    const key = installed ? `${installed.id}:${installed.path}` : 'lexical';
    if (this.cached?.key === key) return this.cached;
    this.cached = { key, ...this.build(installed) };
    return this.cached;
  }

  private build(installed: InstalledEmbeddingModel | null): { embedder: Embedder; status: EmbedderStatus } {
    const fallback = (message: string) => ({
      embedder: this.lexical,
      status: { id: this.lexical.id, dimensions: this.lexical.dimensions, kind: 'lexical' as const, fallback: true, message },
    });
    if (!installed) return fallback('No embedding model is installed: the lexical matcher (word and character n-grams) stands in.');
    try {
      const embedder = new TransformersEmbedder({ id: installed.id, modelDir: installed.path, cacheDir: this.options.cacheDir });
      if (embedder.dimensions !== this.options.requiredDimensions) {
        return fallback(
          `${installed.id} makes ${embedder.dimensions}-dimension vectors; memory needs ${this.options.requiredDimensions}. The lexical matcher stands in.`,
        );
      }
      return { embedder, status: { id: embedder.id, dimensions: embedder.dimensions, kind: 'transformers', fallback: false, message: null } };
    } catch (error) {
      return fallback(`${installed.id} cannot be used (${error instanceof Error ? error.message : String(error)}); the lexical matcher stands in.`);
    }
  }
}
