import type { Actor } from '../../shared/domain';
import type { ObjectionAnalysis } from './ObjectionClassifier';

/** What the classifier made of one question, whether or not anyone objected. */
export interface AnalysisReport {
  turn: number;
  questionId: string;
  askedBy: Actor;
  analysis: ObjectionAnalysis;
  /** Whether counsel objected to the player's question; null on counsel's own question (the player decides). */
  counselObjected: boolean | null;
}

/** One step of writing an answer to vector memory, off the answer path. */
export type MemoryOperation =
  | { op: 'enqueued'; turn: number; witnessId: string }
  | { op: 'written'; turn: number; witnessId: string; chunks: number; ms: number }
  /** Nothing worth remembering: the answer was only stock phrases ("Yes.", "I don't recall."). */
  | { op: 'skipped'; turn: number; witnessId: string }
  | { op: 'failed'; turn: number; witnessId: string; error: string }
  /** An agent read earlier testimony back (`chunks` found) before it decided. */
  | { op: 'recalled'; agent: 'witness' | 'opposing_counsel' | 'judge'; turn: number; witnessId: string; chunks: number; ms: number };

/**
 * Watches a session's decisions that the event log does not keep (the classifier's findings on
 * every question, memory writes), for the debug panel. Reports are never stored, so stored logs
 * replay unchanged; the session reports analyses, the memory writer its operations.
 */
export interface TrialObserver {
  onAnalysis?(report: AnalysisReport): void;
  onMemory?(operation: MemoryOperation): void;
}

/** Calls an observer without letting it break the caller: a debug view must never stop a turn. */
export function notify(report: () => void): void {
  try {
    report();
  } catch (error) {
    console.error('[trial] observer failed:', error);
  }
}
