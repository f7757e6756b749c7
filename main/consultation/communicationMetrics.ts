import type { AskedQuestion } from './consultationFold';
import { plainWordsFor } from './legalGlossary';

/** How the student talked, from the question analyses in the log. */
export interface CommunicationMetrics {
  questions: number;
  open: number;
  closed: number;
  statements: number;
  /** open / (open + closed); null before any question. */
  openRatio: number | null;
  /** Share of turns that asked at most one question. */
  oneAtATime: number | null;
  jargonTurns: number;
  jargonTerms: string[];
  /** The everyday words to say instead of each jargon term, from the glossary. */
  plainWords: Array<{ term: string; plain: string }>;
  summaries: number;
  empathy: number;
  judgemental: number;
  interruptions: number;
  trustStart: number;
  trustEnd: number;
  /** 0..10: open questions, one at a time, plain words, summarising, less judgement. */
  score: number;
}

export function communicationMetrics(questions: readonly AskedQuestion[], trustHistory: readonly number[]): CommunicationMetrics {
  const count = (test: (q: AskedQuestion) => boolean) => questions.filter(test).length;
  const open = count((q) => q.analysis.form === 'open');
  const closed = count((q) => q.analysis.form === 'closed');
  const single = count((q) => !q.analysis.multiple);
  const jargonTurns = count((q) => q.analysis.jargon.length > 0);
  const summaries = count((q) => q.analysis.summarising);
  const judgemental = count((q) => q.analysis.judgemental);
  const n = questions.length;
  const jargonTerms = [...new Set(questions.flatMap((q) => q.analysis.jargon))].sort();
  const openRatio = open + closed === 0 ? null : round(open / (open + closed));
  const oneAtATime = n === 0 ? null : round(single / n);
  const jargonFree = n === 0 ? 0 : 1 - jargonTurns / n;
  const raw =
    n === 0 ? 0 : 3 * (openRatio ?? 0) + 2.5 * (oneAtATime ?? 0) + 2.5 * jargonFree + 2 * Math.min(1, summaries / 2) - Math.min(3, judgemental);
  return {
    questions: n,
    open,
    closed,
    statements: n - open - closed,
    openRatio,
    oneAtATime,
    jargonTurns,
    jargonTerms,
    plainWords: jargonTerms.flatMap((term) => {
      const plain = plainWordsFor(term);
      return plain ? [{ term, plain }] : [];
    }),
    summaries,
    empathy: count((q) => q.analysis.empathy),
    judgemental,
    interruptions: count((q) => q.analysis.interruption),
    trustStart: trustHistory[0] ?? 0,
    trustEnd: trustHistory.at(-1) ?? 0,
    score: round(Math.max(0, Math.min(10, raw)), 1),
  };
}

function round(value: number, places = 3): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}
