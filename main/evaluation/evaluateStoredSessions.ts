import { sessionsToEvaluate, type WritableDB } from '../store';
import { evaluateSession } from './evaluateSession';
import type { Evaluator } from './Evaluator';
import type { PackSource } from './loadStoredTrial';
import { loadSessionCases } from './sessionCases';
import type { SessionEvaluationSummary } from './summarizeScores';

export type SessionSelection = { latest: number; unevaluatedOnly?: boolean; finishedOnly?: boolean } | { sessionId: string };

export interface EvaluateStoredOptions {
  packs: PackSource;
  /** The evaluators for a session (the cloud judge is left out for a confidential pack by the caller's factory). */
  evaluatorsFor: (session: { packId: string; confidential: boolean }) => readonly Evaluator[];
  signal?: AbortSignal;
  onProgress?: (progress: { sessionIndex: number; sessions: number; sessionId: string; casesDone: number; cases: number }) => void;
}

/** The session ids a selection names. */
export function selectSessions(db: WritableDB, selection: SessionSelection): string[] {
  if ('sessionId' in selection) return [selection.sessionId];
  return sessionsToEvaluate(db, { limit: selection.latest, unevaluatedOnly: selection.unevaluatedOnly ?? false, finishedOnly: selection.finishedOnly ?? false });
}

/** Evaluates stored sessions (trials and consultations) one after another: fold the cases, score, store. */
export async function evaluateStoredSessions(db: WritableDB, sessionIds: readonly string[], options: EvaluateStoredOptions): Promise<(SessionEvaluationSummary & { runId: string })[]> {
  const results: (SessionEvaluationSummary & { runId: string })[] = [];
  for (const [sessionIndex, sessionId] of sessionIds.entries()) {
    const stored = await loadSessionCases(db, sessionId, options.packs);
    const cases = stored.cases;
    results.push(
      await evaluateSession(db, sessionId, cases, {
        evaluators: options.evaluatorsFor(stored),
        ...(options.signal ? { signal: options.signal } : {}),
        onCase: (casesDone, total) => options.onProgress?.({ sessionIndex, sessions: sessionIds.length, sessionId, casesDone, cases: total }),
      }),
    );
  }
  return results;
}
