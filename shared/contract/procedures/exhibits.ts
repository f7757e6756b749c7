import {
  ExhibitActInput,
  ExhibitFileInput,
  ExhibitFileResult,
  ExhibitsListResult,
  RulesGetInput,
  RulesGetResult,
  RulesSearchInput,
  RulesSearchResult,
} from '../schemas/exhibits';
import { TrialStepResult } from '../schemas/trial';
import { TrialRoomSessionInput } from '../schemas/trialRoom';

/**
 * Exhibits in the trial room (list, file, the player's steps) and the Federal Rules of Evidence
 * at hand (search by words, a rule's text by citation).
 */
export const exhibitsProcedures = {
  'exhibits.list': { input: TrialRoomSessionInput, output: ExhibitsListResult },
  'exhibits.file': { input: ExhibitFileInput, output: ExhibitFileResult },
  'exhibits.act': { input: ExhibitActInput, output: TrialStepResult },
  'rules.search': { input: RulesSearchInput, output: RulesSearchResult },
  'rules.get': { input: RulesGetInput, output: RulesGetResult },
} as const;
