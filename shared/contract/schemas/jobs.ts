import { z } from 'zod';

/** Lifecycle of a long-running job; `cancelled` is a user's choice, not an error. */
export const JobState = z.enum(['running', 'done', 'failed', 'cancelled']);
export type JobState = z.infer<typeof JobState>;

export const JobKind = z.enum(['system-check', 'pack-import', 'model-download', 'evaluation', 'ingest', 'pack-draft']);
export type JobKind = z.infer<typeof JobKind>;

export const JobProgress = z.object({
  jobId: z.string(),
  kind: JobKind,
  state: JobState,
  completed: z.number().nonnegative(),
  total: z.number().nonnegative(),
  message: z.string(),
});
export type JobProgress = z.infer<typeof JobProgress>;

export const CancelJobInput = z.object({ jobId: z.string().min(1).max(100) }).strict();
export const CancelJobResult = z.object({ cancelled: z.boolean() });
