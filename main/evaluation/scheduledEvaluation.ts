import { z } from 'zod';
import { getSetting, setSetting, sessionsToEvaluate, type ReadableDB, type WritableDB } from '../store';
import { evaluateStoredSessions, type EvaluateStoredOptions } from './evaluateStoredSessions';

/** The settings key of the background evaluation. */
export const SCHEDULE_SETTINGS_KEY = 'evaluation.schedule';

export const ScheduleSettings = z.object({ enabled: z.boolean(), latest: z.number().int().min(1).max(100) });
export type ScheduleSettings = z.infer<typeof ScheduleSettings>;

/** On by default: the deterministic evaluators are cheap and never leave the machine. */
export const DEFAULT_SCHEDULE: ScheduleSettings = { enabled: true, latest: 10 };

export function readScheduleSettings(db: ReadableDB): ScheduleSettings {
  const parsed = ScheduleSettings.safeParse(getSetting(db, SCHEDULE_SETTINGS_KEY));
  return parsed.success ? parsed.data : DEFAULT_SCHEDULE;
}

export function writeScheduleSettings(db: WritableDB, settings: ScheduleSettings): ScheduleSettings {
  const parsed = ScheduleSettings.parse(settings);
  setSetting(db, SCHEDULE_SETTINGS_KEY, parsed);
  return parsed;
}

/**
 * The sessions the schedule evaluates: the `latest` most recently played finished sessions (trials and consultations)
 * with no finished evaluation. A run left unfinished by a cancel or a restart does not count as
 * finished, so its session is picked again and the run resumes at its first unscored case.
 */
export function scheduledSessions(db: ReadableDB, latest: number): string[] {
  return sessionsToEvaluate(db, { limit: latest, finishedOnly: true, unevaluatedOnly: true });
}

/** The background job's body: evaluates the scheduled sessions, reporting progress per case. */
export async function runScheduledEvaluation(db: WritableDB, latest: number, options: EvaluateStoredOptions): Promise<{ evaluated: string[] }> {
  const sessionIds = scheduledSessions(db, latest);
  await evaluateStoredSessions(db, sessionIds, options);
  return { evaluated: sessionIds };
}
