import { revisionAfter, SentenceIndex } from '../language';
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
  /**
   * Of each sentence asked about so far, the one that revises its figure, or -1 (`revisionOf`).
   * Kept with the affidavit, not a witness: it depends on the sentences alone, and every witness
   * built over this affidavit (a lint's, a bench's per question) asks the same. At most one entry
   * per sentence.
   */
  private readonly revisions = new Map<number, number>();
  /** Each sentence read with its revision (`withItsRevision`): the same text each time, so its readings are found by one hash. */
  private readonly revised = new Map<number, string>();

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

  /**
   * The sentence that revises a figure the sentence at `index` told, in one of its own a little
   * later ("In my first report I wrote three feet. When I measured it again, it was four feet two
   * inches."), or -1. Read once per sentence: every premise asks the same.
   */
  revisionOf(index: number): number {
    let revision = this.revisions.get(index);
    if (revision === undefined) {
      const at = revisionAfter(this.sentences[index]!, this.sentences.slice(index + 1));
      revision = at < 0 ? -1 : index + 1 + at;
      this.revisions.set(index, revision);
    }
    return revision;
  }

  /** The sentence at `index` read with the sentence that revises its figure, as one sentence across a semicolon. */
  withItsRevision(index: number): string {
    let text = this.revised.get(index);
    if (text === undefined) {
      const revision = this.revisionOf(index);
      text = revision < 0 ? this.sentences[index]! : `${this.sentences[index]!}; ${this.sentences[revision]!}`;
      this.revised.set(index, text);
    }
    return text;
  }

  /** How much of a claim's weighted content one affidavit sentence holds, 0..1. */
  support(claim: string, index: number): number {
    return this.index.coverageOf(claim, index);
  }
}
