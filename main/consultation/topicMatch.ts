import { analyseQuestion, containsPhrase, namesAFeeling, relatedLemmas, sentencesOf, tokensOf, wordNetPos, type Token } from '../language';

// Topic matching between a student's question and a fact or an unlock keyword, by lemma and by
// WordNet's related words of the commonest senses ("mold" meets "mould", "kids" meets "children",
// "fired" meets "dismissed"). A word met only through a related word counts for less: a loose
// match here would unlock hidden facts on questions that never touched them.

/**
 * The part of a turn that names its topic: its questions when it asks any ("I'm so sorry. Where
 * do you live now?" is about where the client lives, not about sorrow), else all of it; and all
 * of it when its questions name nothing or point back ("You fell behind in March. Is that right?").
 */
function askedPart(text: string): string {
  const questions = sentencesOf(text).filter((sentence) => sentence.trim().endsWith('?'));
  const queries = questions.map(throughFrame);
  // "Is that right?", "Was it before the notice?": a question about what was just said.
  if (queries.length === 0 || queries.some((query) => REFERS_BACK.has(tokensOf(query)[0]?.lower ?? ''))) return text;
  const asked = queries.join(' ');
  return topicTokens(asked, false).length > 0 ? asked : text;
}

/**
 * A question read through its frame: "Can you tell me what happened?" asks what happened, not
 * about telling. The frame's verbs are the interview's own; a thing it names still says what is
 * asked about ("Can you tell me about the rent and how payments have gone?").
 */
function throughFrame(question: string): string {
  const asked = analyseQuestion(question);
  const start = question.toLowerCase().lastIndexOf(asked.proposition.toLowerCase());
  if (start <= 0) return asked.query;
  const named = tokensOf(question.slice(0, start)).filter((token) => token.pos === 'NOUN' || token.pos === 'PROPN');
  return [...named.map((token) => token.text), asked.query].join(' ');
}

/** Pronouns that open a question about what was just said. */
const REFERS_BACK = new Set(['that', 'this', 'it']);

/**
 * A question's word as a topic, or null when it names none: a feeling ("worry", "scared") is
 * answered in kind, not with a fact that happens to use the word. A verb of feeling that takes
 * "to" states a wish ("What would you like to happen?", "What do you hope to do?"): it asks what
 * the client wants.
 */
function askedTopic(token: Token, next: Token | undefined): string | null {
  const pos = wordNetPos(token.pos);
  if (pos !== 'n' && pos !== 'v') return token.lemma;
  if (!namesAFeeling(token.lemma, pos)) return token.lemma;
  return pos === 'v' && next?.lower === 'to' ? WISHING : null;
}

/** The verb a wish is asked with ("like to", "hope to") is read as this one. */
const WISHING = 'want';

/** The content lemmas of a text that can name a topic, each with its part of speech: of a question (`asked`) or a fact. */
function topicTokens(text: string, asked = false): { lemma: string; pos: string }[] {
  const seen = new Set<string>();
  const tokens = tokensOf(asked ? askedPart(text) : text);
  const topics: { lemma: string; pos: string }[] = [];
  tokens.forEach((token, i) => {
    if (!token.content || token.lemma.length < 2) return;
    const lemma = asked ? askedTopic(token, tokens[i + 1]) : token.lemma;
    if (lemma === null || seen.has(lemma)) return;
    seen.add(lemma);
    topics.push({ lemma, pos: token.pos });
  });
  return topics;
}

/** The content lemmas of a question that can name a topic. */
export function topicWords(text: string): string[] {
  return topicTokens(text, true).map((token) => token.lemma);
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
    this.docs = new Map(documents.map((doc) => [doc.id, new Set(topicTokens(doc.text).map((token) => token.lemma))]));
    const df = new Map<string, number>();
    for (const set of this.docs.values()) for (const word of set) df.set(word, (df.get(word) ?? 0) + 1);
    const n = Math.max(1, this.docs.size);
    for (const [word, count] of df) this.idf.set(word, Math.log(1 + n / count));
  }

  /** The question's topic words, read once for all the facts it is scored against. */
  private lastAsked: { question: string; topics: { lemma: string; pos: string }[] } | null = null;

  private askedTopics(question: string): { lemma: string; pos: string }[] {
    if (this.lastAsked?.question !== question) this.lastAsked = { question, topics: topicTokens(question, true) };
    return this.lastAsked.topics;
  }

  relevance(id: string, question: string): number {
    const doc = this.docs.get(id);
    if (!doc) return 0;
    let score = 0;
    for (const { lemma, pos } of this.askedTopics(question)) {
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
