import type { evaluationProcedures } from '../../../shared/contract/procedures/evaluation';
import { BadInputError } from '../../../shared/errors';
import {
  collectRatedCases,
  deterministicEvaluators,
  evaluateStoredSessions,
  evaluationOverview,
  importRatedCasesJsonl,
  loadSessionCases,
  ratedCasesToJsonl,
  readScheduleSettings,
  selectSessions,
  writeScheduleSettings,
  type PackSource,
} from '../../evaluation';
import type { PackLibrary } from '../../packs';
import { listRatings, rateEvent, type WorkspaceHost } from '../../store';
import type { HandlersFor } from '../ApiHandlers';
import type { JobRegistry } from '../JobRegistry';

/** The job id of the background evaluation (started by the composition root after the first screen). */
export const SCHEDULED_EVALUATION_JOB = 'evaluation-schedule';

export interface EvaluationServices {
  workspace: WorkspaceHost;
  packs: PackLibrary;
  jobs: JobRegistry;
}

/** The PackLibrary as the evaluation's source of trial and consultation scenarios. */
export function packSourceOf(packs: PackLibrary): PackSource {
  return {
    trialScenario: async (packId) => {
      await packs.ensureBuiltins();
      const scenario = packs.getScenario(packId);
      if (scenario.kind !== 'trial') throw new BadInputError(`The pack "${packId}" is not a trial.`, 'packId');
      return scenario;
    },
    consultationScenario: async (packId) => {
      await packs.ensureBuiltins();
      const scenario = packs.getScenario(packId);
      if (scenario.kind !== 'consultation') throw new BadInputError(`The pack "${packId}" is not a consultation.`, 'packId');
      return scenario;
    },
    isConfidential: (packId, sessionStartedAt) => packs.isConfidential(packId, sessionStartedAt),
  };
}

export function createEvaluationHandlers(services: EvaluationServices): HandlersFor<keyof typeof evaluationProcedures> {
  const { workspace, packs, jobs } = services;
  const source = packSourceOf(packs);
  const schedule = (settings: { enabled: boolean; latest: number }) => ({ ...settings, running: jobs.isRunning(SCHEDULED_EVALUATION_JOB), jobId: SCHEDULED_EVALUATION_JOB });
  return {
    'evaluation.cases': async ({ sessionId }) => {
      const db = workspace.writer();
      const { cases } = await loadSessionCases(db, sessionId, source);
      const ratings = new Map(listRatings(db, sessionId).map((rating) => [rating.eventSeq, rating]));
      return {
        turns: cases.map((evalCase) => ({
          caseId: evalCase.id,
          eventSeq: evalCase.eventSeq,
          turn: evalCase.turn,
          agent: evalCase.agent,
          output: evalCase.output,
          stars: ratings.get(evalCase.eventSeq)?.stars ?? null,
          comment: ratings.get(evalCase.eventSeq)?.comment ?? null,
        })),
      };
    },
    'evaluation.rate': async ({ sessionId, eventSeq, stars, comment }) => {
      rateEvent(workspace.writer(), { sessionId, eventSeq, stars, comment: comment?.trim() ? comment.trim() : null });
      return { ok: true as const };
    },
    'evaluation.run': async (input) => {
      const db = workspace.writer();
      const sessionIds = selectSessions(db, input);
      const rules = deterministicEvaluators();
      const results = await evaluateStoredSessions(db, sessionIds, { packs: source, evaluatorsFor: () => rules });
      return { evaluated: results.map(({ sessionId, runId }) => ({ sessionId, runId })) };
    },
    'evaluation.overview': async () => evaluationOverview(workspace.reader()),
    'evaluation.exportRatings': async () => {
      const rated = await collectRatedCases(workspace.writer(), source);
      return { fileName: 'moot-ratings.jsonl', text: ratedCasesToJsonl(rated), count: rated.length };
    },
    'evaluation.importRatings': async ({ text, fileName }) => ({ imported: importRatedCasesJsonl(workspace.writer(), text, fileName ?? 'ratings.jsonl') }),
    'evaluation.schedule': async () => schedule(readScheduleSettings(workspace.reader())),
    'evaluation.updateSchedule': async (settings) => schedule(writeScheduleSettings(workspace.writer(), settings)),
  };
}
