import {
  CreateProfileInput,
  CreateProfileResult,
  ExportProfileInput,
  ExportProfileResult,
  ListProfilesInput,
  ListProfilesResult,
  RemoveProfileInput,
  RemoveProfileResult,
  SelectProfileInput,
  SelectProfileResult,
  SkillsProfileInput,
  SkillsProfileResult,
} from '../schemas/progress';

/** Student profiles on a shared machine, and the chosen profile's skills across its sessions. */
export const progressProcedures = {
  'profiles.list': { input: ListProfilesInput, output: ListProfilesResult },
  'profiles.create': { input: CreateProfileInput, output: CreateProfileResult },
  'profiles.select': { input: SelectProfileInput, output: SelectProfileResult },
  'profiles.remove': { input: RemoveProfileInput, output: RemoveProfileResult },
  'profiles.export': { input: ExportProfileInput, output: ExportProfileResult },
  'progress.skills': { input: SkillsProfileInput, output: SkillsProfileResult },
} as const;
