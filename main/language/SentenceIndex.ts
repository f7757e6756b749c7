import MiniSearch from 'minisearch';
import { analyse, type AnalysedSentence } from './analyse';
import { phrasalVerbs, relatedLemmas, wordNetPos } from './relatedWords';

/** A sentence of the index with its BM25 score against a query. */
export interface RankedSentence {
  index: number;
  text: string;
  /** BM25 score (unbounded, comparable within one query only). */
  score: number;
  /** Share of the query's weighted content found in the sentence, directly or as a related word, 0..1. */
  coverage: number;
}

/** Weight of a query term met only through a related word (a synonym or a derivation). */
const RELATED_WEIGHT = 0.6;
/** Weight of a query term met only in the sentence's context (the nouns a pronoun of it refers back to). */
const CONTEXT_WEIGHT = 0.5;
const RANK_CACHE_LIMIT = 1000;
const SHARED_LIMIT = 64;
const shared = new Map<string, SentenceIndex>();
const THIRD_PERSON = new Set(['he', 'she', 'him', 'her', 'they', 'them', 'it', 'his', 'their', 'its']);

/**
 * "He had left there", "It stayed there": a "there" that names a place said before, not the
 * "there" of "there was no traffic" (followed by a form of "be", or another verb of being).
 */
function pointsBackToAPlace(tokens: readonly { lower: string; lemma: string }[], index: number): boolean {
  if (tokens[index]!.lower !== 'there') return false;
  const next = tokens[index + 1];
  return next === undefined || !['be', 'seem', 'appear', 'remain', 'exist', 'have'].includes(next.lemma);
}

interface QueryTerm {
  lemma: string;
  /** The lemma and its related words: any of them in a sentence counts as the term. */
  forms: ReadonlySet<string>;
}

/**
 * Sentences indexed for retrieval by lemma with BM25 (minisearch), queried with related words
 * from WordNet at a lower weight. Used for affidavits, case files, and anything else searched by
 * what it says rather than by its exact words.
 */
export class SentenceIndex {
  readonly sentences: readonly string[];
  readonly analyses: readonly AnalysedSentence[];
  private readonly lemmaSets: readonly ReadonlySet<string>[];
  /** Per sentence: the nouns of the sentence before, when this one refers back with a pronoun. */
  private readonly contextSets: readonly ReadonlySet<string>[];
  private readonly search: MiniSearch<{ id: number; lemmas: string; context: string }>;
  private readonly documentFrequency = new Map<string, number>();
  /** Rankings by query: the same question is read by the witness, the grounding check and replays. */
  private readonly rankCache = new Map<string, RankedSentence[]>();

  /**
   * The index of these sentences, shared: a resumed or replayed session builds its scenario again,
   * and finds its affidavits' indexes (and their rankings) already made.
   */
  static of(sentences: readonly string[]): SentenceIndex {
    const key = sentences.join('\u0000');
    const existing = shared.get(key);
    if (existing) return existing;
    const index = new SentenceIndex(sentences);
    if (shared.size >= SHARED_LIMIT) shared.delete(shared.keys().next().value!);
    shared.set(key, index);
    return index;
  }

  constructor(sentences: readonly string[]) {
    this.sentences = sentences;
    this.analyses = sentences.map((sentence) => ({ text: sentence, tokens: analyse(sentence).tokens }));
    // A phrasal verb ("turned down") is indexed as itself as well as its verb.
    this.lemmaSets = this.analyses.map((analysis) => new Set([...analysis.tokens.filter((token) => token.content).map((token) => token.lemma), ...phrasalVerbs(analysis.tokens).values()]));
    for (const set of this.lemmaSets) for (const lemma of set) this.documentFrequency.set(lemma, (this.documentFrequency.get(lemma) ?? 0) + 1);
    // "A man came in. He was wearing a grey sweatshirt.": the second sentence is about the man too.
    this.contextSets = this.analyses.map((analysis, index) => {
      const previous = this.analyses[index - 1];
      if (!previous || !analysis.tokens.some((token, i) => THIRD_PERSON.has(token.lower) || pointsBackToAPlace(analysis.tokens, i))) return new Set<string>();
      return new Set(previous.tokens.filter((token) => token.pos === 'NOUN' || token.pos === 'PROPN').map((token) => token.lemma).filter((lemma) => !this.lemmaSets[index]!.has(lemma)));
    });
    this.search = new MiniSearch({ fields: ['lemmas', 'context'], idField: 'id', tokenize: (text) => text.split(' '), processTerm: (term) => term || null });
    this.search.addAll(this.lemmaSets.map((set, id) => ({ id, lemmas: [...set].join(' '), context: [...this.contextSets[id]!].join(' ') })));
  }

  /** The nouns a pronoun of this sentence refers back to (those of the sentence before it), or none. */
  contextOf(index: number): ReadonlySet<string> {
    return this.contextSets[index]!;
  }

  /** Content lemmas of one indexed sentence. */
  lemmasOf(index: number): ReadonlySet<string> {
    return this.lemmaSets[index]!;
  }

  /**
   * How telling a lemma is here: rare in the index weighs more, and a lemma the index never
   * uses weighs most (a question about something never mentioned is not answered by a sentence
   * that shares only its small words).
   */
  weight(lemma: string): number {
    const n = this.sentences.length;
    const df = this.documentFrequency.get(lemma) ?? 0;
    return Math.log(1 + (n + 1) / (df + 0.5));
  }

  /** Sentences ranked for a query, best first, ties by position. */
  rank(query: string, limit = 5): RankedSentence[] {
    const key = `${limit}\u0000${query}`;
    const cached = this.rankCache.get(key);
    if (cached) return cached;
    const ranked = this.rankUncached(query, limit);
    if (query.length > 2000) return ranked;
    if (this.rankCache.size >= RANK_CACHE_LIMIT) this.rankCache.delete(this.rankCache.keys().next().value!);
    this.rankCache.set(key, ranked);
    return ranked;
  }

  private rankUncached(query: string, limit: number): RankedSentence[] {
    const terms = this.queryTerms(query);
    if (terms.length === 0) return [];
    const allForms = new Map<string, number>();
    for (const term of terms) for (const form of term.forms) allForms.set(form, Math.max(allForms.get(form) ?? 0, form === term.lemma ? 1 : RELATED_WEIGHT));
    const hits = this.search.search([...allForms.keys()].join(' '), {
      combineWith: 'OR',
      boost: { lemmas: 1, context: CONTEXT_WEIGHT },
      boostTerm: (term) => allForms.get(term) ?? RELATED_WEIGHT,
    });
    return hits
      .map((hit) => {
        const index = hit.id as number;
        return { index, text: this.sentences[index]!, score: hit.score, coverage: this.coverage(terms, index) };
      })
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, limit);
  }

  /** Share of a text's weighted content lemmas that one sentence holds (related words at a discount), 0..1. */
  coverageOf(text: string, index: number): number {
    return this.coverage(this.queryTerms(text), index);
  }

  private coverage(terms: readonly QueryTerm[], index: number): number {
    const set = this.lemmaSets[index]!;
    let total = 0;
    let hit = 0;
    let words = 0;
    for (const term of terms) {
      const weight = this.weight(term.lemma);
      total += weight;
      // A shared number alone ("tenth" and "10") does not make a sentence about the question.
      if (!/^\d/.test(term.lemma) && (set.has(term.lemma) || [...term.forms].some((form) => set.has(form)))) words++;
      if (set.has(term.lemma)) hit += weight;
      else if ([...term.forms].some((form) => set.has(form))) hit += weight * RELATED_WEIGHT;
      else if (this.contextSets[index]!.has(term.lemma)) hit += weight * CONTEXT_WEIGHT;
    }
    return total === 0 || (words === 0 && terms.some((term) => !/^\d/.test(term.lemma))) ? 0 : hit / total;
  }

  private queryTerms(query: string): QueryTerm[] {
    const seen = new Map<string, QueryTerm>();
    const tokens = analyse(query).tokens;
    const phrasal = phrasalVerbs(tokens);
    for (const [at, token] of tokens.entries()) {
      // A phrasal verb's synonyms count as its verb's ("ruled out" meets "exclude"); "had on", whose
      // verb alone says nothing, is a term of its own ("wear").
      const phrase = phrasal.get(at);
      const phraseForms = phrase ? [phrase, ...relatedLemmas(phrase, 'v')] : [];
      if (phrase && !token.content) {
        if (!seen.has(phrase)) seen.set(phrase, { lemma: phrase, forms: new Set(phraseForms) });
        continue;
      }
      if (!token.content || seen.has(token.lemma)) continue;
      const pos = /\d/.test(token.lemma) ? null : wordNetPos(token.pos);
      const forms = new Set([token.lemma, ...(pos ? relatedLemmas(token.lemma, pos) : []), ...phraseForms]);
      seen.set(token.lemma, { lemma: token.lemma, forms });
    }
    return [...seen.values()];
  }
}
