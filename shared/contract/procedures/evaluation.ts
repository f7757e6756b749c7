import {
  EvaluationCasesInput,
  EvaluationCasesResult,
  EvaluationOverviewInput,
  EvaluationOverviewResult,
  ExportRatingsInput,
  ExportRatingsResult,
  ImportRatingsInput,
  ImportRatingsResult,
  RateTurnInput,
  RateTurnResult,
  RunEvaluationInput,
  RunEvaluationResult,
  ScheduleInput,
  ScheduleResult,
  ScheduleSettingsInput,
} from '../schemas/evaluation';

/** Agent evaluation: rating turns, running the evaluators, the overview, and the rated dataset. */
export const evaluationProcedures = {
  'evaluation.cases': { input: EvaluationCasesInput, output: EvaluationCasesResult },
  'evaluation.rate': { input: RateTurnInput, output: RateTurnResult },
  'evaluation.run': { input: RunEvaluationInput, output: RunEvaluationResult },
  'evaluation.overview': { input: EvaluationOverviewInput, output: EvaluationOverviewResult },
  'evaluation.exportRatings': { input: ExportRatingsInput, output: ExportRatingsResult },
  'evaluation.importRatings': { input: ImportRatingsInput, output: ImportRatingsResult },
  'evaluation.schedule': { input: ScheduleInput, output: ScheduleResult },
  'evaluation.updateSchedule': { input: ScheduleSettingsInput, output: ScheduleResult },
} as const;
