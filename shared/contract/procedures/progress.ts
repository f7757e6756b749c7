import {
  CreateProfileInput,
  CreateProfileResult,
  ExportProfileInput,
  ExportProfileResult,
  ListProfilesInput,
  ListProfilesResult,
  ObjectionDrillInput,
  ObjectionDrillResult,
  RemoveProfileInput,
  RemoveProfileResult,
  SelectProfileInput,
  SelectProfileResult,
  SkillsProfileInput,
  SkillsProfileResult,
} from '../schemas/progress';

/** Student profiles on a shared machine, the chosen profile's skills across its sessions, and drills aimed at them. */
export const progressProcedures = {
  'profiles.list': { input: ListProfilesInput, output: ListProfilesResult },
  'profiles.create': { input: CreateProfileInput, output: CreateProfileResult },
  'profiles.select': { input: SelectProfileInput, output: SelectProfileResult },
  'profiles.remove': { input: RemoveProfileInput, output: RemoveProfileResult },
  'profiles.export': { input: ExportProfileInput, output: ExportProfileResult },
  'progress.skills': { input: SkillsProfileInput, output: SkillsProfileResult },
  'drills.objection': { input: ObjectionDrillInput, output: ObjectionDrillResult },
} as const;
