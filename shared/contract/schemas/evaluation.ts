import { z } from 'zod';

const SessionId = z.string().min(1).max(200);
const EvalAgent = z.enum(['witness', 'judge', 'counsel', 'client', 'advice']);

/** One agent turn of a session that can be rated, with its rating if any. */
export const RatableTurn = z.object({
  caseId: z.string(),
  eventSeq: z.number().int().positive(),
  turn: z.number().int().nonnegative(),
  agent: EvalAgent,
  output: z.string(),
  stars: z.number().int().min(1).max(5).nullable(),
  comment: z.string().nullable(),
});
export type RatableTurn = z.infer<typeof RatableTurn>;

export const EvaluationCasesInput = z.object({ sessionId: SessionId }).strict();
export const EvaluationCasesResult = z.object({ turns: z.array(RatableTurn) });

export const RateTurnInput = z
  .object({ sessionId: SessionId, eventSeq: z.number().int().positive(), stars: z.number().int().min(1).max(5), comment: z.string().max(2000).nullable().optional() })
  .strict();
export const RateTurnResult = z.object({ ok: z.literal(true) });

/** Evaluate stored trial sessions with the deterministic evaluators: the latest n, or one. */
export const RunEvaluationInput = z.union([z.object({ latest: z.number().int().min(1).max(100) }).strict(), z.object({ sessionId: SessionId }).strict()]);
export const RunEvaluationResult = z.object({ evaluated: z.array(z.object({ sessionId: z.string(), runId: z.string() })) });

const Correlation = z.object({ r: z.number(), n: z.number().int(), ci95: z.tuple([z.number(), z.number()]).nullable() }).nullable();

export const MetricOverview = z.object({
  metric: z.string(),
  agent: EvalAgent,
  threshold: z.number(),
  /** Mean over the evaluated sessions (each its latest run); null when never assessed. */
  mean: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** The session means in the order they were evaluated, oldest first. */
  trend: z.array(z.object({ sessionId: z.string(), at: z.string(), mean: z.number() })),
});
export type MetricOverview = z.infer<typeof MetricOverview>;

export const WorstCase = z.object({ caseId: z.string(), sessionId: z.string(), sessionTitle: z.string(), eventSeq: z.number().int(), metric: z.string(), score: z.number(), evaluator: z.string() });
export type WorstCase = z.infer<typeof WorstCase>;

export const AgreementRow = z.object({
  metric: z.string(),
  evaluator: z.string(),
  n: z.number().int(),
  pearson: Correlation,
  spearman: Correlation,
  points: z.array(z.object({ human: z.number(), judge: z.number() })),
});
export type AgreementRow = z.infer<typeof AgreementRow>;

export const JudgeAgreementRow = z.object({ metric: z.string(), a: z.string(), b: z.string(), n: z.number().int(), pearson: Correlation, spearman: Correlation });
export type JudgeAgreementRow = z.infer<typeof JudgeAgreementRow>;

export const EvaluationOverviewInput = z.object({}).strict();
export const EvaluationOverviewResult = z.object({
  sessionsEvaluated: z.number().int(),
  metrics: z.array(MetricOverview),
  worst: z.array(WorstCase),
  agreement: z.array(AgreementRow),
  judgeAgreement: z.array(JudgeAgreementRow),
  ratings: z.object({ count: z.number().int(), neededForRetrieval: z.number().int() }),
});
export type EvaluationOverviewResult = z.infer<typeof EvaluationOverviewResult>;

export const ExportRatingsInput = z.object({}).strict();
export const ExportRatingsResult = z.object({ fileName: z.string(), text: z.string(), count: z.number().int() });
export const ImportRatingsInput = z.object({ text: z.string().max(50_000_000), fileName: z.string().max(500).optional() }).strict();
export const ImportRatingsResult = z.object({ imported: z.number().int() });

/** The background evaluation at start-up: on or off, how many sessions, and whether it runs now. */
export const ScheduleSettingsInput = z.object({ enabled: z.boolean(), latest: z.number().int().min(1).max(100) }).strict();
export const ScheduleInput = z.object({}).strict();
export const ScheduleResult = z.object({ enabled: z.boolean(), latest: z.number().int(), running: z.boolean(), jobId: z.string() });
export type ScheduleResult = z.infer<typeof ScheduleResult>;
