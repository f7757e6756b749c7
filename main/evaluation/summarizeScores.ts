import { mean } from 'simple-statistics';
import type { StoredEvalScore } from '../store';
import { NOT_ASSESSED } from './Evaluator';
import { METRICS, type EvalAgent } from './metrics';

export interface MetricSummary {
  metric: string;
  agent: EvalAgent;
  threshold: number;
  /** Mean over the assessed cases; null when none was assessed. */
  mean: number | null;
  /** Cases assessed. */
  n: number;
  notAssessed: number;
  /** null when not assessed at all. */
  passed: boolean | null;
  /** The evaluators whose scores make the mean. */
  evaluators: string[];
}

export interface CaseScore {
  caseId: string;
  sessionId: string;
  eventSeq: number;
  metric: string;
  score: number;
  evaluator: string;
}

export interface SessionEvaluationSummary {
  sessionId: string;
  metrics: MetricSummary[];
  /** The lowest-scoring cases, worst first. */
  worst: CaseScore[];
  /** Cases whose panel disagreed: for a human to review. */
  flagged: string[];
}

const WORST_KEPT = 10;

/** Which of a case's scores on a metric counts: a deterministic check first, then the panel, then a single judge. */
function rank(evaluator: string): number {
  if (evaluator.startsWith('rules:')) return 0;
  if (evaluator === 'panel') return 1;
  return 2;
}

/** The one score of each case and metric that counts, by the order above. */
export function primaryScores(scores: readonly StoredEvalScore[]): CaseScore[] {
  const best = new Map<string, StoredEvalScore>();
  for (const score of scores) {
    if (score.score === null || score.evaluator === NOT_ASSESSED) continue;
    const key = `${score.caseId}\u0000${score.metric}`;
    const held = best.get(key);
    if (!held || rank(score.evaluator) < rank(held.evaluator)) best.set(key, score);
  }
  return [...best.values()].map(({ caseId, sessionId, eventSeq, metric, score, evaluator }) => ({ caseId, sessionId, eventSeq, metric, score: score!, evaluator }));
}

/** Per-metric means against their thresholds, the worst cases and the flagged ones. */
export function summarizeScores(sessionId: string, scores: readonly StoredEvalScore[]): SessionEvaluationSummary {
  const primary = primaryScores(scores);
  const metrics: MetricSummary[] = [];
  for (const definition of METRICS) {
    const counted = primary.filter((score) => score.metric === definition.name);
    // Cases with no score at all: no evaluator, or every judge failed.
    const assessed = new Set(counted.map((score) => score.caseId));
    const skipped = new Set(scores.filter((score) => score.metric === definition.name && !assessed.has(score.caseId)).map((score) => score.caseId)).size;
    if (counted.length === 0 && skipped === 0) continue;
    const value = counted.length ? mean(counted.map((score) => score.score)) : null;
    metrics.push({
      metric: definition.name,
      agent: definition.agent,
      threshold: definition.threshold,
      mean: value,
      n: counted.length,
      notAssessed: skipped,
      passed: value === null ? null : value >= definition.threshold,
      evaluators: [...new Set(counted.map((score) => score.evaluator))].sort(),
    });
  }
  const worst = [...primary].sort((a, b) => a.score - b.score || a.eventSeq - b.eventSeq).filter((score) => score.score < 1).slice(0, WORST_KEPT);
  const flagged = [...new Set(scores.filter((score) => score.evaluator === 'panel' && (score.detail as { flagged?: boolean }).flagged).map((score) => score.caseId))];
  return { sessionId, metrics, worst, flagged };
}
