import type { Embedder } from '../embeddings/Embedder';
import { splitSentences } from '../scoring';
import { insertMemoryChunks, searchMemory, type MemoryChunk, type MemoryHit, type MemoryQuery } from '../store/memoryRepository';
import type { WritableDB } from '../store/storeDatabase';
import { notify, type TrialObserver } from './TrialObserver';
import { WITNESS_STOCK_SENTENCES } from './witnessGrounding';

/** One answer to remember: split into claims (sentences), embedded and stored. */
export interface MemoryItem {
  witnessId: string;
  phase: string;
  turn: number;
  elicitIds: readonly string[];
  text: string;
}

/** Who recalls earlier testimony, and why: the witness to stay consistent, counsel to confront or rehabilitate, the judge on asked and answered. */
export type RecallingAgent = 'witness' | 'opposing_counsel' | 'judge';

export interface RecallRequest {
  agent: RecallingAgent;
  turn: number;
  witnessId: string;
  /** What to find earlier testimony about (the question, or counsel's open points). */
  text: string;
  limit: number;
}

/** One claim the witness made earlier in the session. */
export interface RecalledTestimony {
  turn: number;
  phase: string;
  text: string;
}

/**
 * Vector memory of the testimony. `enqueue` returns at once: the work runs after the answer
 * is out, never on its path. Failures are kept in `errors` (memory is an aid, not the record:
 * the event log is), and `flush` waits for the queue, for tests and shutdown. `recall` finds the
 * witness's earlier claims nearest to a text; it never fails a turn (no memory is an empty list).
 */
export interface MemoryWriter {
  enqueue(item: MemoryItem): void;
  flush(): Promise<void>;
  recall(request: RecallRequest): Promise<RecalledTestimony[]>;
}

export class NullMemoryWriter implements MemoryWriter {
  enqueue(): void {}
  flush(): Promise<void> {
    return Promise.resolve();
  }
  recall(): Promise<RecalledTestimony[]> {
    return Promise.resolve([]);
  }
}

export class EmbeddingMemoryWriter implements MemoryWriter {
  readonly errors: Error[] = [];
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly embedder: Embedder,
    private readonly store: (chunks: MemoryChunk[]) => void,
    private readonly sessionId: string,
    /** Told of each operation (enqueued, written, skipped, failed, recalled), for the debug panel. */
    private readonly observer: Pick<TrialObserver, 'onMemory'> = {},
    private readonly search: (query: MemoryQuery) => MemoryHit[] = () => [],
  ) {}

  /** Stores into, and recalls from, the workspace's `memory_chunks`. */
  static forWorkspace(db: WritableDB, embedder: Embedder, sessionId: string, observer?: Pick<TrialObserver, 'onMemory'>): EmbeddingMemoryWriter {
    return new EmbeddingMemoryWriter(embedder, (chunks) => void insertMemoryChunks(db, chunks), sessionId, observer, (query) => searchMemory(db, query));
  }

  async recall(request: RecallRequest): Promise<RecalledTestimony[]> {
    const { agent, turn, witnessId } = request;
    const started = performance.now();
    try {
      const [embedding] = await this.embedder.embed([request.text]);
      const hits = this.search({ sessionId: this.sessionId, modelId: this.embedder.id, embedding: embedding!, k: request.limit, witnessId });
      const ms = Math.round((performance.now() - started) * 10) / 10;
      notify(() => this.observer.onMemory?.({ op: 'recalled', agent, turn, witnessId, chunks: hits.length, ms }));
      return hits.map((hit) => ({ turn: hit.turn, phase: hit.phase, text: hit.text }));
    } catch (error) {
      notify(() => this.observer.onMemory?.({ op: 'failed', turn, witnessId, error: `recall for the ${agent}: ${(error as Error).message}` }));
      return [];
    }
  }

  enqueue(item: MemoryItem): void {
    notify(() => this.observer.onMemory?.({ op: 'enqueued', turn: item.turn, witnessId: item.witnessId }));
    // setImmediate-like deferral: the chain starts only after the current turn step yields.
    this.tail = this.tail.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0))).then(() => this.write(item));
  }

  flush(): Promise<void> {
    return this.tail;
  }

  private async write(item: MemoryItem): Promise<void> {
    const { turn, witnessId } = item;
    const started = performance.now();
    try {
      // Stock phrases ("Yes.", "I don't recall.") are not claims worth remembering.
      const claims = splitSentences(item.text).filter((sentence) => !WITNESS_STOCK_SENTENCES.has(sentence.toLowerCase()));
      if (claims.length === 0) {
        notify(() => this.observer.onMemory?.({ op: 'skipped', turn, witnessId }));
        return;
      }
      const vectors = await this.embedder.embed(claims);
      this.store(
        claims.map((text, index) => ({
          sessionId: this.sessionId,
          modelId: this.embedder.id,
          embedding: vectors[index]!,
          witnessId: item.witnessId,
          phase: item.phase,
          turn: item.turn,
          elicitIds: item.elicitIds,
          text,
        })),
      );
      const ms = Math.round((performance.now() - started) * 10) / 10;
      notify(() => this.observer.onMemory?.({ op: 'written', turn, witnessId, chunks: claims.length, ms }));
    } catch (error) {
      this.errors.push(error as Error);
      notify(() => this.observer.onMemory?.({ op: 'failed', turn, witnessId, error: (error as Error).message }));
    }
  }
}
