import { containsPhrase, lemmaSequence, relatedLemmas, tokensOf, wordNetPos } from '../language';

/** A word's lemma ("evicted" → "evict"). */
const stem = (word: string): string => lemmaSequence(word)[0] ?? word;

// Topic matching between a student's question and a fact or an unlock keyword, by lemma and by
// WordNet's related words of the commonest senses ("mold" meets "mould", "kids" meets "children",
// "fired" meets "dismissed"). A word met only through a related word counts for less: a loose
// match here would unlock hidden facts on questions that never touched them.

/** Interview filler that says nothing about the topic ("tell me what happened"). */
const INTERVIEW_FILLER = ['happen', 'happened', 'thing', 'things', 'feel', 'feeling', 'bit', 'lot', 'like', 'want', 'go', 'going', 'get', 'got', 'make', 'made', 'way', 'today', 'come', 'came', 'help', 'sorry', 'understand', 'sound', 'must', 'hard', 'difficult', 'time', 'take', 'well', 'much', 'anything', 'something', 'everything', 'else', 'first', 'next', 'start', 'own', 'word', 'words', 'us', 'ask', 'question', 'questions', 'mean', 'need', 'kind', 'sort', 'situation'];
/** The filler's lemmas, made on first use: lemmatising loads the language model, which the app's start must not wait for. */
let interviewLemmas: ReadonlySet<string> | null = null;
const interviewWords = (): ReadonlySet<string> => (interviewLemmas ??= new Set(INTERVIEW_FILLER.map(stem)));

/** The content lemmas of a text that can name a topic (interview filler aside), each with its part of speech. */
function topicTokens(text: string): { lemma: string; pos: string }[] {
  const seen = new Set<string>();
  const filler = interviewWords();
  return tokensOf(text)
    .filter((token) => token.content && token.lemma.length > 1 && !filler.has(token.lemma))
    .filter((token) => !seen.has(token.lemma) && Boolean(seen.add(token.lemma)))
    .map((token) => ({ lemma: token.lemma, pos: token.pos }));
}

/** The content lemmas of a question that can name a topic. */
export function topicWords(text: string): string[] {
  return topicTokens(text).map((token) => token.lemma);
}

/** True when the text contains the keyword: each word of a phrase, by lemma, in order and adjacent. */
export function containsKeyword(text: string, keyword: string): boolean {
  return containsPhrase(text, keyword);
}

/** How many of the keywords the text contains. */
export function keywordMatches(text: string, keywords: readonly string[]): number {
  return keywords.filter((keyword) => containsKeyword(text, keyword)).length;
}

/** Weight of a question word met in a fact only through a related word. */
const RELATED_WEIGHT = 0.6;

/**
 * Relevance of documents (facts) to a question: the summed inverse document frequency of the
 * topic words they share, so a word every fact uses ("landlord") counts little and a rare one
 * ("deposit") a lot. A fact's word met in the question only through a related word counts at
 * a discount.
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
    for (const { lemma, pos } of topicTokens(question)) {
      if (doc.has(lemma)) {
        score += this.idf.get(lemma) ?? 0;
        continue;
      }
      // The rarest of the fact's words this one is related to ("kids" → "children").
      const related = [...relatedLemmas(lemma, wordNetPos(pos))].filter((word) => doc.has(word));
      if (related.length > 0) score += RELATED_WEIGHT * Math.max(...related.map((word) => this.idf.get(word) ?? 0));
    }
    return Math.round(score * 1000) / 1000;
  }
}

/** Relevance at or above which a question is about a fact: one word used by at most a third of the facts. */
export const RELEVANCE_THRESHOLD = Math.log(4);
