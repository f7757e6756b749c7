import { containsPhrase, lemmaSequence, tokensOf } from '../language';

/** A word's lemma ("evicted" → "evict"). */
const stem = (word: string): string => lemmaSequence(word)[0] ?? word;

// Topic matching between a student's question and a fact or an unlock keyword. Stemmed words,
// so "evicted"/"eviction" meet only where the stemmer joins them: strict on purpose, because a
// loose match here would unlock hidden facts on questions that never touched them.

/** Interview filler that says nothing about the topic ("tell me what happened"). */
const INTERVIEW_WORDS = new Set(
  ['happen', 'happened', 'thing', 'things', 'feel', 'feeling', 'bit', 'lot', 'like', 'want', 'go', 'going', 'get', 'got', 'make', 'made', 'way', 'today', 'come', 'came', 'help', 'sorry', 'understand', 'sound', 'must', 'hard', 'difficult', 'time', 'take', 'well', 'much', 'anything', 'something', 'everything', 'else', 'first', 'next', 'start', 'own', 'word', 'words', 'us', 'ask', 'question', 'questions', 'mean', 'need', 'kind', 'sort', 'situation'].map(stem),
);

// Everyday words a student and a fact sheet use for the same thing. Each group maps to its first
// word, on both sides, so "How did the rent get behind?" finds "arrears" and "mold" finds "mould".
const SYNONYM_GROUPS: readonly string[][] = [
  ['arrears', 'behind', 'owe', 'owed', 'owing', 'debt', 'late'],
  ['pay', 'paid', 'payment', 'paying'],
  ['mould', 'mold', 'damp', 'mildew'],
  ['children', 'child', 'kids', 'kid', 'son', 'daughter'],
  ['heating', 'heat', 'heater', 'heaters', 'boiler', 'cold', 'freezing'],
  ['repair', 'repairs', 'fix', 'fixed', 'broken', 'maintenance'],
  ['home', 'flat', 'apartment', 'house', 'place'],
  ['papers', 'paper', 'documents', 'document', 'paperwork'],
  ['complaint', 'complain', 'complained', 'report', 'reported'],
  ['employer', 'boss', 'manager', 'company'],
  ['dismissed', 'fired', 'sacked', 'dismissal', 'let go'],
  ['job', 'work', 'hours', 'shifts'],
  ['doctor', 'health', 'ill', 'sick', 'illness', 'asthma'],
];
const CANONICAL = new Map<string, string>();
for (const group of SYNONYM_GROUPS) for (const word of group) CANONICAL.set(stem(word), stem(group[0]!));

function canonical(word: string): string {
  return CANONICAL.get(word) ?? word;
}

/** The stemmed content words of a question that can name a topic, synonyms folded together. */
export function topicWords(text: string): string[] {
  // Content words, and words of a synonym group whatever their part of speech ("behind" the rent).
  const words = tokensOf(text).filter((token) => token.content || CANONICAL.has(token.lemma)).map((token) => token.lemma);
  return [...new Set(words.map(canonical))].filter((word) => !INTERVIEW_WORDS.has(word) && word.length > 1);
}

/** True when the text contains the keyword: each word of a phrase, by lemma, in order and adjacent. */
export function containsKeyword(text: string, keyword: string): boolean {
  return containsPhrase(text, keyword);
}

/** How many of the keywords the text contains. */
export function keywordMatches(text: string, keywords: readonly string[]): number {
  return keywords.filter((keyword) => containsKeyword(text, keyword)).length;
}

/**
 * Relevance of documents (facts) to a question: the summed inverse document frequency of the
 * topic words they share, so a word every fact uses ("landlord") counts little and a rare one
 * ("deposit") a lot.
 */
export class TopicIndex {
  private readonly docs: Map<string, Set<string>>;
  private readonly idf = new Map<string, number>();

  constructor(documents: ReadonlyArray<{ id: string; text: string }>) {
    this.docs = new Map(documents.map((doc) => [doc.id, new Set(topicWords(doc.text))]));
    const df = new Map<string, number>();
    for (const set of this.docs.values()) for (const word of set) df.set(word, (df.get(word) ?? 0) + 1);
    const n = Math.max(1, this.docs.size);
    for (const [word, count] of df) this.idf.set(word, Math.log(1 + n / count));
  }

  relevance(id: string, question: string): number {
    const doc = this.docs.get(id);
    if (!doc) return 0;
    let score = 0;
    for (const word of topicWords(question)) if (doc.has(word)) score += this.idf.get(word) ?? 0;
    return Math.round(score * 1000) / 1000;
  }
}

/** Relevance at or above which a question is about a fact: one word used by at most a third of the facts. */
export const RELEVANCE_THRESHOLD = Math.log(4);
