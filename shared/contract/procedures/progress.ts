import {
  CheckFormInput,
  CheckFormResult,
  CreateProfileInput,
  CreateProfileResult,
  ExportProfileInput,
  ExportProfileResult,
  FormDrillInput,
  FormDrillResult,
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
  'drills.form': { input: FormDrillInput, output: FormDrillResult },
  'drills.checkForm': { input: CheckFormInput, output: CheckFormResult },
} as const;
