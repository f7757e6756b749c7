import { CancelledError } from '../../shared/errors';
import type { JobRegistry } from '../api';
import { packSourceOf, SCHEDULED_EVALUATION_JOB } from '../api/handlers/evaluationHandlers';
import { deterministicEvaluators, readScheduleSettings, runScheduledEvaluation, scheduledSessions } from '../evaluation';
import type { PackLibrary } from '../packs';
import type { WorkspaceHost } from '../store';

/**
 * Starts the background evaluation when Settings allow it and there is something to evaluate:
 * the latest finished trial sessions not yet evaluated, with the deterministic evaluators (no
 * model, nothing leaves the machine). Progress goes out as `job.progress`; a cancelled or
 * interrupted run resumes at the next start.
 */
export function startScheduledEvaluation(services: { workspace: WorkspaceHost; packs: PackLibrary; jobs: JobRegistry }): Promise<void> {
  const { workspace, packs, jobs } = services;
  const settings = readScheduleSettings(workspace.reader());
  if (!settings.enabled || scheduledSessions(workspace.reader(), settings.latest).length === 0) return Promise.resolve();
  const evaluators = deterministicEvaluators();
  return jobs
    .run(SCHEDULED_EVALUATION_JOB, 'evaluation', async (job) => {
      await runScheduledEvaluation(workspace.writer(), settings.latest, {
        packs: packSourceOf(packs),
        evaluatorsFor: () => evaluators,
        signal: job.signal,
        onProgress: ({ sessionIndex, sessions, casesDone, cases }) =>
          job.progress(sessionIndex * 100 + Math.round((100 * casesDone) / Math.max(1, cases)), sessions * 100, `Evaluating session ${sessionIndex + 1} of ${sessions}`),
      });
    })
    .catch((error: unknown) => {
      // Cancelled is the user's choice; a failure is already published as the job's state.
      if (!(error instanceof CancelledError)) return;
    });
}
