import { z } from 'zod';
import { ImpeachmentStepKind } from '../../domain/exhibitEvents';
import { ObjectionGround } from '../../domain/objectionGrounds';

/** A student on a shared machine: a local name, no password. */
export const Profile = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  sessionCount: z.number().int().nonnegative(),
});
export type Profile = z.infer<typeof Profile>;

const ProfileId = z.string().min(1).max(200);

export const ListProfilesInput = z.object({}).strict();
export const ListProfilesResult = z.object({ profiles: z.array(Profile), active: Profile.nullable() });

/** Typing an existing name (case and spaces aside) picks that profile instead of making a second. */
export const CreateProfileInput = z.object({ name: z.string().min(1).max(200) }).strict();
export const CreateProfileResult = z.object({ profile: Profile });

/** Null: no profile (sessions played before profiles existed, or by a guest). */
export const SelectProfileInput = z.object({ profileId: ProfileId.nullable() }).strict();
export const SelectProfileResult = z.object({ active: Profile.nullable() });

export const RemoveProfileInput = z.object({ profileId: ProfileId }).strict();
export const RemoveProfileResult = z.object({ removed: z.boolean(), sessionsRemoved: z.number().int().nonnegative() });

export const ExportProfileInput = z.object({ profileId: ProfileId }).strict();
/** The profile and every session's log, as JSON text for the renderer to save. */
export const ExportProfileResult = z.object({ fileName: z.string(), text: z.string() });

const SkillGroup = z.enum(['objections', 'form', 'elicits', 'cross', 'pace', 'consultation']);

export const SkillSummary = z.object({
  id: z.string(),
  label: z.string(),
  group: SkillGroup,
  measure: z.enum(['share', 'mean']),
  unit: z.enum(['share', 'seconds']),
  value: z.number().nullable(),
  num: z.number(),
  /** The confidence: how many observations the value rests on. */
  observations: z.number(),
  counts: z.record(z.string(), z.number()),
  trend: z.array(z.object({ sessionId: z.string(), title: z.string(), at: z.string(), value: z.number(), observations: z.number() })),
  slope: z.number().nullable(),
  sessionIds: z.array(z.string()),
});
export type SkillSummary = z.infer<typeof SkillSummary>;

export const WeakSkill = z.object({
  skillId: z.string(),
  label: z.string(),
  finding: z.string(),
  nextStep: z.string(),
  drill: z.object({ kind: z.literal('objection'), ground: ObjectionGround }).nullable(),
  sessionIds: z.array(z.string()),
});
export type WeakSkill = z.infer<typeof WeakSkill>;

/** The next session's settings, following the skills profile (applied only when the student opts in). */
export const AdaptiveSettings = z.object({
  levels: z.object({ objections: z.number(), form: z.number(), elicits: z.number(), consultation: z.number() }),
  intentionalErrorRate: z.number().min(0).max(1),
  subtlety: z.number().min(0).max(1),
  judgeStrictness: z.number().min(0).max(1),
  personaPreset: z.enum(['easy', 'medium', 'hard']),
  hideElicitChecklist: z.boolean(),
  reasons: z.array(z.string()),
});
export type AdaptiveSettings = z.infer<typeof AdaptiveSettings>;

export const SkillsProfileInput = z.object({}).strict();
/** The chosen profile's skills, folded from its stored sessions on every call. */
export const SkillsProfileResult = z.object({
  profile: Profile.nullable(),
  sessionCount: z.number().int().nonnegative(),
  skills: z.array(SkillSummary),
  weakest: z.array(WeakSkill),
  adaptive: AdaptiveSettings,
});
export type SkillsProfileResult = z.infer<typeof SkillsProfileResult>;

export const DrillItem = z.object({
  id: z.string(),
  question: z.string(),
  defect: ObjectionGround.nullable(),
  rule: z.string().nullable(),
  why: z.string(),
});

/**
 * An objection drill from a trial pack (default: the first built-in trial), weighted towards the
 * chosen profile's weak grounds, or towards `focus` when given. The same seed gives the same drill.
 */
export const ObjectionDrillInput = z
  .object({
    seed: z.number().int().optional(),
    packId: z.string().min(1).max(200).optional(),
    length: z.number().int().min(1).max(50).optional(),
    focus: ObjectionGround.optional(),
  })
  .strict();
export const ObjectionDrillResult = z.object({
  seed: z.number().int(),
  packId: z.string(),
  timeLimitSeconds: z.number().positive(),
  weights: z.record(z.string(), z.number()),
  items: z.array(DrillItem),
});
export type ObjectionDrillResult = z.infer<typeof ObjectionDrillResult>;

/** Leading questions on a trial pack's things (default: the first built-in trial), each with an open example. */
export const FormDrillInput = z.object({ seed: z.number().int().optional(), packId: z.string().min(1).max(200).optional() }).strict();
export const FormDrillResult = z.object({
  seed: z.number().int(),
  items: z.array(z.object({ id: z.string(), leading: z.string(), example: z.string() })),
});
export type FormDrillResult = z.infer<typeof FormDrillResult>;

export const CheckFormInput = z.object({ leading: z.string().min(1).max(2_000), rewrite: z.string().max(2_000) }).strict();
export const CheckFormResult = z.object({ ok: z.boolean(), problems: z.array(z.string()) });
export type CheckFormResult = z.infer<typeof CheckFormResult>;

/** An impeachment drill from a trial pack (default: the first built-in trial): the pack's own prior statements first, then made-up ones. */
export const ImpeachmentDrillInput = z
  .object({ seed: z.number().int().optional(), packId: z.string().min(1).max(200).optional(), length: z.number().int().min(1).max(10).optional() })
  .strict();
export const ImpeachmentDrillItem = z.object({
  id: z.string(),
  witness: z.string(),
  answerToday: z.string(),
  priorStatement: z.string(),
  circumstances: z.string(),
  examples: z.record(ImpeachmentStepKind, z.string()),
});
export const ImpeachmentDrillResult = z.object({ seed: z.number().int(), packId: z.string(), items: z.array(ImpeachmentDrillItem) });
export type ImpeachmentDrillResult = z.infer<typeof ImpeachmentDrillResult>;

/** The student's commit, credit and confront questions for one item of a drill, named by its seed and pack. */
export const CheckImpeachmentInput = z
  .object({ seed: z.number().int(), packId: z.string().min(1).max(200), itemId: z.string().min(1).max(20), questions: z.array(z.string().max(2_000)).length(3) })
  .strict();
export const CheckImpeachmentResult = z.object({ checks: z.array(z.object({ step: ImpeachmentStepKind, ok: z.boolean(), why: z.string() })) });
export type CheckImpeachmentResult = z.infer<typeof CheckImpeachmentResult>;

