import { createHash } from 'node:crypto';
import type { Embedder } from '../embeddings/Embedder';
import { getEvalEmbeddings, putEvalEmbeddings, searchEvalEmbeddings, type WritableDB } from '../store';
import type { EvalAgent } from './metrics';
import type { RatedCase } from './ratedCases';

/** How rated examples are retrieved for the agents. All settable. */
export interface RetrievalSettings {
  /** Examples per type (to follow, to avoid). */
  perType: number;
  /** Ratings needed in all before anything is retrieved. */
  minRatings: number;
  /** Least cosine similarity of an example to the turn at hand. */
  minSimilarity: number;
}

export const DEFAULT_RETRIEVAL: RetrievalSettings = { perType: 2, minRatings: 10, minSimilarity: 0.7 };

export interface RetrievedExample {
  caseId: string;
  stars: number;
  similarity: number;
  input: string;
  output: string;
}

/** Rated 4–5: examples to follow; rated 1–2: examples to avoid; 3 is neither. */
export interface RetrievedExamples {
  follow: RetrievedExample[];
  avoid: RetrievedExample[];
}

type Polarity = 'follow' | 'avoid';
const polarityOf = (stars: number): Polarity | null => (stars >= 4 ? 'follow' : stars <= 2 ? 'avoid' : null);
/** One vec0 scope per agent and polarity, so a KNN query never mixes them. */
const scopeOf = (agent: EvalAgent | string, polarity: Polarity) => `rated:${agent}:${polarity}`;
const textOf = (rated: Pick<RatedCase, 'input' | 'output'>) => `${rated.input}\n${rated.output}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Nearest neighbours asked for before the similarity and confidentiality filters. */
const CANDIDATES = 20;

/**
 * Rated turns as few-shot examples for the LLM agents (evaluation RAG). The rated turns are
 * embedded into `eval_embeddings` (an unchanged text is never embedded twice) and retrieved by
 * sqlite-vec KNN within the agent and polarity. For a cloud model, examples from confidential
 * packs are left out: they never leave the machine.
 */
export class RatedExamples {
  private readonly byId: Map<string, RatedCase>;

  private constructor(
    private readonly db: WritableDB,
    private readonly embedder: Embedder,
    rated: readonly RatedCase[],
    private readonly settings: RetrievalSettings,
  ) {
    this.byId = new Map(rated.map((entry) => [entry.caseId, entry]));
  }

  /** Indexes the rated cases (embedding only new or changed texts) and returns the retriever. */
  static async index(db: WritableDB, embedder: Embedder, rated: readonly RatedCase[], settings: RetrievalSettings = DEFAULT_RETRIEVAL): Promise<RatedExamples> {
    const groups = new Map<string, RatedCase[]>();
    for (const entry of rated) {
      const polarity = polarityOf(entry.stars);
      if (!polarity) continue;
      const scope = scopeOf(entry.agent, polarity);
      groups.set(scope, [...(groups.get(scope) ?? []), entry]);
    }
    for (const [scope, entries] of groups) {
      const cached = getEvalEmbeddings(db, { modelId: embedder.id, scope });
      const stale = entries.filter((entry) => cached.get(entry.caseId)?.textSha256 !== sha256(textOf(entry)));
      if (stale.length === 0) continue;
      const vectors = await embedder.embed(stale.map(textOf));
      putEvalEmbeddings(
        db,
        stale.map((entry, index) => ({ modelId: embedder.id, scope, itemKey: entry.caseId, textSha256: sha256(textOf(entry)), embedding: vectors[index]! })),
      );
    }
    return new RatedExamples(db, embedder, rated, settings);
  }

  /** How many ratings there are, and how many more are needed before retrieval starts. */
  get ratingCount(): { count: number; needed: number } {
    return { count: this.byId.size, needed: Math.max(0, this.settings.minRatings - this.byId.size) };
  }

  /** Examples for one agent turn; `forCloud` leaves out every example from a confidential pack. */
  async retrieve(agent: EvalAgent, turnText: string, options: { forCloud: boolean }): Promise<RetrievedExamples> {
    if (this.byId.size < this.settings.minRatings) return { follow: [], avoid: [] };
    const [query] = await this.embedder.embed([turnText]);
    const pick = (polarity: Polarity): RetrievedExample[] =>
      searchEvalEmbeddings(this.db, { modelId: this.embedder.id, scope: scopeOf(agent, polarity), embedding: query!, k: CANDIDATES })
        .map((hit) => ({ hit, rated: this.byId.get(hit.itemKey) }))
        .filter(({ hit, rated }) => rated !== undefined && polarityOf(rated.stars) === polarity && 1 - hit.distance >= this.settings.minSimilarity && !(options.forCloud && rated.confidential))
        .slice(0, this.settings.perType)
        .map(({ hit, rated }) => ({ caseId: rated!.caseId, stars: rated!.stars, similarity: 1 - hit.distance, input: rated!.input, output: rated!.output }));
    return { follow: pick('follow'), avoid: pick('avoid') };
  }
}

/** What an agent's turns are called in its prompt. */
const TURN_NOUN: Record<EvalAgent, string> = { witness: 'Answers', judge: 'Rulings', counsel: 'Moves', client: 'Answers', advice: 'Markings' };

/** The examples as a prompt section for an agent; empty when there are none. */
export function fewShotSection(examples: RetrievedExamples, agent: EvalAgent = 'witness'): string {
  const lines: string[] = [];
  const noun = TURN_NOUN[agent];
  if (examples.follow.length) lines.push(`${noun} rated good by instructors (follow their manner):`, ...examples.follow.map((example) => `- ${example.output}`));
  if (examples.avoid.length) lines.push(`${noun} rated poor by instructors (avoid their faults):`, ...examples.avoid.map((example) => `- ${example.output}`));
  return lines.join('\n');
}
