import { contentWordSet, jaccard } from '../scoring';
import type { WitnessRecord } from './TestimonyState';

/** Similarity at or above which a question to the same witness is blocked as a repeat. */
export const DEDUP_THRESHOLD = 0.85;

export interface DuplicateFinding {
  questionId: string;
  similarity: number;
}

/**
 * 0.6 x Jaccard of the normalised, order-free word sets plus 0.4 x overlap of the scenario
 * topics. Two questions with no topic at all count as on the same (unnamed) topic.
 */
export function questionSimilarity(
  a: { words: ReadonlySet<string>; topics: readonly string[] },
  b: { words: ReadonlySet<string>; topics: readonly string[] },
): number {
  const topics = a.topics.length === 0 && b.topics.length === 0 ? 1 : jaccard(new Set(a.topics), new Set(b.topics));
  return 0.6 * jaccard(a.words, b.words) + 0.4 * topics;
}

/**
 * The earlier question to this witness, by the same examiner, that `text` repeats, or null.
 * Dedup is per witness: the same question to another witness is a new question.
 */
export function findDuplicate(
  witness: WitnessRecord | undefined,
  text: string,
  topics: readonly string[],
  by: string,
  threshold = DEDUP_THRESHOLD,
): DuplicateFinding | null {
  if (!witness) return null;
  const candidate = { words: contentWordSet(text), topics };
  let best: DuplicateFinding | null = null;
  for (const earlier of witness.questions) {
    if (earlier.by !== by) continue;
    const similarity = questionSimilarity(candidate, earlier);
    if (similarity >= threshold && (!best || similarity > best.similarity)) best = { questionId: earlier.questionId, similarity: Math.round(similarity * 100) / 100 };
  }
  return best;
}
