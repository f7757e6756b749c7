import { contradictedDetails, sentencesOf } from '../language';
import type { AffidavitIndex } from './AffidavitIndex';

/** The only sentences a witness may say that are not taken from its affidavit. */
export const WITNESS_STOCK_SENTENCES: ReadonlySet<string> = new Set(
  [
    'Yes.',
    'No.',
    "That's right.",
    "That's not right.",
    'Not exactly.',
    'I believe so.',
    "I don't recall.",
    "I don't know.",
    "I can't say about that detail.",
    "I don't remember.",
    "I don't recall that.",
    "I don't recall that detail.",
    "I can't say.",
    'As far as I remember.',
  ].map((sentence) => sentence.toLowerCase()),
);

/** Longest answer text the grounding check reads (a whole answer of several affidavit sentences fits easily). */
const MAX_ANSWER_CHARS = 8000;

/** Least share of an answer sentence's content words one affidavit sentence must hold. */
export const GROUNDING_SUPPORT = 0.6;

export interface GroundingResult {
  grounded: boolean;
  /** Answer sentences no affidavit sentence supports (or that contradict the one that does). */
  ungrounded: string[];
  /** Affidavit sentence indices the answer rests on. */
  sources: number[];
}

/**
 * Checks that every sentence of an answer traces to an affidavit sentence: a stock phrase, or a
 * sentence whose content words the affidavit sentence mostly holds, with no contradicted detail.
 * Applied to the rules witness in tests and to every LLM answer before it is shown.
 */
export function checkGrounding(answer: string, affidavit: AffidavitIndex): GroundingResult {
  const ungrounded: string[] = [];
  const sources = new Set<number>();
  // No affidavit sentence runs to thousands of characters: such output is refused unread, which
  // also keeps a runaway model stream from being analysed at length.
  if (answer.length > MAX_ANSWER_CHARS) return { grounded: false, ungrounded: [answer.slice(0, 200)], sources: [] };
  for (const sentence of sentencesOf(answer)) {
    if (WITNESS_STOCK_SENTENCES.has(sentence.toLowerCase()) || affidavit.isIdentitySentence(sentence)) continue;
    const support = affidavit
      .retrieve(sentence, 3)
      .find((hit) => affidavit.support(sentence, hit.index) >= GROUNDING_SUPPORT && contradictedDetails(sentence, hit.text).length === 0);
    if (support) sources.add(support.index);
    else ungrounded.push(sentence);
  }
  return { grounded: ungrounded.length === 0, ungrounded, sources: [...sources].sort((a, b) => a - b) };
}
