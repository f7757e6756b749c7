import { SentenceIndex } from '../language';
import { affidavitSentences } from './affidavitReadings';

export interface RetrievedSentence {
  index: number;
  text: string;
  /** Share of the query's weighted content the sentence holds (related words at a discount), 0..1. */
  score: number;
}

/**
 * An affidavit split into sentences and indexed for retrieval (BM25 over lemmas and related
 * words, in the language layer). The rules witness answers only with these sentences, and
 * grounding checks (rules or LLM output) trace answers back to them.
 */
export class AffidavitIndex {
  readonly sentences: readonly string[];
  readonly index: SentenceIndex;
  private readonly identity: ReadonlySet<string>;

  /** `identity`: what the witness may say of itself beyond the affidavit (its name, its part in the case). */
  constructor(affidavit: string, identity: readonly string[] = []) {
    this.sentences = affidavitSentences(affidavit);
    this.index = SentenceIndex.of(this.sentences);
    this.identity = new Set(identity.map((sentence) => sentence.toLowerCase()));
  }

  /** Whether a sentence is one of the witness's identity facts. */
  isIdentitySentence(sentence: string): boolean {
    return this.identity.has(sentence.trim().toLowerCase());
  }

  /** Sentences ranked by relevance to the query (BM25), best first, each with its coverage. */
  retrieve(query: string, limit = 3): RetrievedSentence[] {
    return this.index.rank(query, limit).map((hit) => ({ index: hit.index, text: hit.text, score: hit.coverage }));
  }

  /** How much of a claim's weighted content one affidavit sentence holds, 0..1. */
  support(claim: string, index: number): number {
    return this.index.coverageOf(claim, index);
  }
}
