import { z } from 'zod';
import { JobProgress } from './schemas/jobs';
import { LocalModelStatus } from './schemas/models';
import { TrialDebugItem } from './schemas/trialDebug';

/** A piece of a streaming witness answer; the UI appends deltas, never whole texts. */
export const WitnessToken = z.object({
  sessionId: z.string(),
  turnId: z.string(),
  delta: z.string(),
});

/** Progress of one model download, pushed as it changes. */
export const DownloadProgress = z.object({
  downloadId: z.string(),
  modelId: z.string(),
  state: z.enum(['downloading', 'verifying', 'done', 'failed', 'cancelled']),
  receivedBytes: z.number().nonnegative(),
  totalBytes: z.number().nonnegative().nullable(),
  error: z.string().nullable(),
});

/** Every event main may push to the renderer, by name. */
export const events = {
  'witness.token': WitnessToken,
  'download.progress': DownloadProgress,
  'job.progress': JobProgress,
  'models.status': LocalModelStatus,
  /** Agent decisions of a live trial for the debug panel (classifier, memory, model calls); never stored. */
  'trial.debug': TrialDebugItem,
} as const satisfies Record<string, z.ZodType>;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<E extends EventName> = z.output<Events[E]>;

/** One pushed event as it travels over IPC or SSE. */
export type EventMessage = { [E in EventName]: { name: E; payload: EventPayload<E> } }[EventName];

export const eventNames = Object.keys(events) as EventName[];
