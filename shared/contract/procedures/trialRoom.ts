import {
  TrialBrief,
  TrialRoomDuplicateInput,
  TrialRoomDuplicateResult,
  TrialRoomLogResult,
  TrialRoomReportResult,
  TrialRoomSessionInput,
} from '../schemas/trialRoom';

/**
 * What the trial room and the Review screen read about a stored trial session (the moves
 * themselves are `trial.*`): the brief the student's side may see, the stored log to fold,
 * the dedup warning for a draft question, and the report.
 */
export const trialRoomProcedures = {
  'trialRoom.brief': { input: TrialRoomSessionInput, output: TrialBrief },
  'trialRoom.log': { input: TrialRoomSessionInput, output: TrialRoomLogResult },
  'trialRoom.checkDuplicate': { input: TrialRoomDuplicateInput, output: TrialRoomDuplicateResult },
  'trialRoom.report': { input: TrialRoomSessionInput, output: TrialRoomReportResult },
} as const;
