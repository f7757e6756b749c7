import { contentWords, splitSentences } from '../scoring';

export interface RetrievedSentence {
  index: number;
  text: string;
  /** Share of the query's (IDF-weighted) content words found in the sentence, 0..1. */
  score: number;
}

/**
 * An affidavit split into sentences and indexed for retrieval. The rules witness answers only
 * with these sentences, and grounding checks (rules or LLM output) trace answers back to them.
 */
export class AffidavitIndex {
  readonly sentences: readonly string[];
  private readonly wordSets: readonly Set<string>[];
  private readonly idf = new Map<string, number>();

  constructor(affidavit: string) {
    this.sentences = splitSentences(affidavit);
    this.wordSets = this.sentences.map((sentence) => new Set(contentWords(sentence)));
    const documentFrequency = new Map<string, number>();
    for (const set of this.wordSets) for (const word of set) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
    const n = this.sentences.length;
    for (const [word, df] of documentFrequency) this.idf.set(word, Math.log(1 + n / df));
  }

  /** Weight of a query word: rarer in the affidavit is more telling; unknown words weigh most. */
  private weight(word: string): number {
    return this.idf.get(word) ?? Math.log(1 + this.sentences.length) + 0.5;
  }

  /** Sentences ranked by how much of the query they cover, best first, ties by position. */
  retrieve(query: string, limit = 3): RetrievedSentence[] {
    const queryWords = [...new Set(contentWords(query))];
    if (queryWords.length === 0) return [];
    const total = queryWords.reduce((sum, word) => sum + this.weight(word), 0);
    const ranked = this.wordSets.map((set, index) => {
      let hit = 0;
      for (const word of queryWords) {
        if (set.has(word)) hit += this.weight(word);
        else if (word.length >= 5 && [...set].some((other) => other.length >= 5 && other.slice(0, 5) === word.slice(0, 5))) {
          hit += this.weight(word) * 0.5;
        }
      }
      return { index, text: this.sentences[index]!, score: hit / total };
    });
    return ranked
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, limit);
  }

  /** How well one sentence of the affidavit covers a claim's content words (unweighted, 0..1). */
  support(claim: string, index: number): number {
    const claimWords = new Set(contentWords(claim));
    if (claimWords.size === 0) return 0;
    const set = this.wordSets[index]!;
    let hit = 0;
    for (const word of claimWords) if (set.has(word)) hit++;
    return hit / claimWords.size;
  }
}
