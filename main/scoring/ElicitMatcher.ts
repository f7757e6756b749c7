import type { AnswerKind, MatchTier } from '../../shared/domain';
import type { ElicitSpec } from './ElicitSpec';

/** What one question and its answer are matched against. */
export interface ElicitMatchInput {
  question: string;
  answer: string;
  answerKind: AnswerKind;
  /** The elicits still open for this witness; the caller removes established ones. */
  candidates: readonly ElicitSpec[];
}

/** An elicit that an answer established, with the statement that carries it. */
export interface ElicitMatch {
  elicitId: string;
  tier: MatchTier;
  /** 0..1: keyword coverage or cosine similarity, whichever established it. */
  confidence: number;
  statement: string;
}

/**
 * The one interface behind the three matching tiers (keyword, hybrid semantic, context-aware).
 * Matches are returned best first; an answer may establish several elicits.
 */
export interface ElicitMatcher {
  match(input: ElicitMatchInput): Promise<ElicitMatch[]>;
}

/** Denials and "I don't know" establish nothing, whatever words they repeat from the question. */
export function canEstablish(kind: AnswerKind): boolean {
  return kind === 'confirm' || kind === 'correct' || kind === 'narrative';
}
