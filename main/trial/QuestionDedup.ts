import type { ExaminationType } from '../../shared/domain';
import { questionWords, slotMarkOf } from '../language';
import { jaccard } from '../scoring';
import type { QuestionRecord, WitnessRecord } from './TestimonyState';

/** Similarity at or above which a question to the same witness is blocked as a repeat. */
export const DEDUP_THRESHOLD = 0.85;

/** Asked and answered: at least this share of the new question's words were in an answered one. */
const ANSWERED_SHARE = 0.8;

/** Weight of the word overlap in `questionSimilarity`; the topics carry the rest. */
const WORD_WEIGHT = 0.6;

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
  return WORD_WEIGHT * jaccard(a.words, b.words) + (1 - WORD_WEIGHT) * topics;
}

/**
 * An inverted index of one witness's questions over their content words. It follows the
 * witness's append-only `questions` list, indexing what was added since the last lookup, and
 * lives beside the record (a WeakMap), so a rebuilt testimony state gets a fresh index.
 */
interface QuestionIndex {
  indexed: number;
  postings: Map<string, QuestionRecord[]>;
  /** Questions without a content word ("And then?"), which only match each other. */
  wordless: QuestionRecord[];
}

const indexes = new WeakMap<WitnessRecord, QuestionIndex>();

function indexOf(witness: WitnessRecord): QuestionIndex {
  let index = indexes.get(witness);
  if (!index) indexes.set(witness, (index = { indexed: 0, postings: new Map(), wordless: [] }));
  for (; index.indexed < witness.questions.length; index.indexed++) {
    const question = witness.questions[index.indexed]!;
    if (question.words.size === 0) index.wordless.push(question);
    for (const word of question.words) {
      let posting = index.postings.get(word);
      if (!posting) index.postings.set(word, (posting = []));
      posting.push(question);
    }
  }
  return index;
}

/**
 * The earlier questions that can share at least `minShared` of `words`' words: by the prefix
 * filter, any such question holds one of the `words.size - minShared + 1` rarest of them, so only
 * those words' postings are read, not every earlier question.
 */
function candidates(index: QuestionIndex, words: ReadonlySet<string>, minShared: number): Iterable<QuestionRecord> {
  if (words.size === 0) return index.wordless;
  const needed = Math.max(1, Math.min(words.size, minShared));
  const rarest = [...words]
    .map((word) => index.postings.get(word) ?? [])
    .sort((a, b) => a.length - b.length)
    .slice(0, words.size - needed + 1);
  // In asking order, so ties go to the earliest question, as a scan of every question did.
  return [...new Set(rarest.flat())].sort((a, b) => a.turn - b.turn);
}

/**
 * The earlier question to this witness, by the same examiner, that `text` repeats, or null.
 * Dedup is per witness: the same question to another witness is a new question. A question
 * whose objection was sustained was never put, so its rephrasing is no repeat; only the very same
 * words again are (the court has ruled on them, and counsel must not loop on them).
 */
export function findDuplicate(
  witness: WitnessRecord | undefined,
  text: string,
  topics: readonly string[],
  by: string,
  threshold = DEDUP_THRESHOLD,
): DuplicateFinding | null {
  if (!witness) return null;
  const candidate = { words: questionWords(text), topics };
  // A question asking another slot (where, after when), or a wh-question after a yes/no one, is new.
  const slot = slotMarkOf(candidate.words);
  const verbatim = normalise(text);
  // The least word overlap that can still reach the threshold with full topic overlap.
  const minJaccard = (threshold - (1 - WORD_WEIGHT)) / WORD_WEIGHT;
  const pool = minJaccard > 0 ? candidates(indexOf(witness), candidate.words, Math.ceil(minJaccard * candidate.words.size - 1e-9)) : witness.questions;
  let best: DuplicateFinding | null = null;
  for (const earlier of pool) {
    if (earlier.by !== by || slotMarkOf(earlier.words) !== slot || (earlier.ruling === 'sustained' && normalisedText(earlier) !== verbatim)) continue;
    const similarity = questionSimilarity(candidate, earlier);
    if (similarity >= threshold && (!best || similarity > best.similarity)) {
      best = { questionId: earlier.questionId, similarity: Math.round(similarity * 100) / 100 };
    }
  }
  return best;
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** An earlier question's normalised words, kept with it: every sustained one is compared with each new question. */
const normalisedTexts = new WeakMap<QuestionRecord, string>();

function normalisedText(question: QuestionRecord): string {
  let text = normalisedTexts.get(question);
  if (text === undefined) normalisedTexts.set(question, (text = normalise(question.text)));
  return text;
}

/**
 * The word sets of the questions answered in `examination` that may make `words` asked and
 * answered (they share at least 80 % of its words), from the index rather than every question;
 * the classifier applies the exact test to each.
 */
export function answeredCandidates(witness: WitnessRecord | undefined, examination: ExaminationType, words: ReadonlySet<string>): ReadonlySet<string>[] {
  if (!witness || words.size === 0) return [];
  const found: ReadonlySet<string>[] = [];
  for (const question of candidates(indexOf(witness), words, Math.ceil(ANSWERED_SHARE * words.size - 1e-9))) {
    if (question.examination === examination && question.answer) found.push(question.words);
  }
  return found;
}
