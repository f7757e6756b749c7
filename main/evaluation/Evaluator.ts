import type { EvalCase } from './EvalCase';
import type { MetricDefinition } from './metrics';

/**
 * One score of one case on one metric, by one evaluator. `score` is 0..1, or null for "not
 * assessed" (no evaluator could measure it): never a made-up number.
 */
export interface MetricScore {
  caseId: string;
  metric: string;
  evaluator: string;
  score: number | null;
  detail: Record<string, unknown>;
}

/** Something that scores cases: a deterministic check, an LLM judge, a panel. */
export interface Evaluator {
  /** Recorded with every score, e.g. `rules:grounding`, `local:qwen2.5-1.5b`, `panel`. */
  readonly name: string;
  /** LLM judges form a panel when there are three or more; deterministic checks stand alone. */
  readonly kind: 'deterministic' | 'llm';
  /** Can this evaluator measure `metric` on this case (its agent, its reference, its pack)? */
  supports(metric: MetricDefinition, evalCase: EvalCase): boolean;
  evaluate(metric: MetricDefinition, evalCase: EvalCase, signal?: AbortSignal): Promise<MetricScore>;
}

/** The evaluator name of a "not assessed" row. */
export const NOT_ASSESSED = 'none';

export function notAssessed(metric: MetricDefinition, evalCase: EvalCase): MetricScore {
  return { caseId: evalCase.id, metric: metric.name, evaluator: NOT_ASSESSED, score: null, detail: { reason: 'No evaluator available for this metric.' } };
}
