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
  levels: z.object({ objections: z.number(), catches: z.number(), form: z.number(), elicits: z.number(), consultation: z.number() }),
  intentionalErrorRate: z.number().min(0).max(1),
  /** 0 obvious .. 1 subtle deliberate errors (0.5 no preference). */
  errorSubtlety: z.number().min(0).max(1),
  judgeStrictness: z.number().min(0).max(1),
  personaPreset: z.enum(['easy', 'medium', 'hard']),
  hideElicitChecklist: z.boolean(),
  reasons: z.object({ counsel: z.string(), subtlety: z.string(), judge: z.string(), client: z.string(), checklist: z.string() }),
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

/** A student's progress as a file for the instructor: transcripts only when the student chooses. */
export const ExportProgressInput = z.object({ includeTranscripts: z.boolean() }).strict();
export const ExportProgressResult = z.object({ fileName: z.string(), text: z.string(), fingerprint: z.string() });

/** A played session as a progress file lists it: no transcript. */
export const ProgressSessionSummary = z.object({
  id: z.string().max(200),
  kind: z.enum(['trial', 'consultation']),
  packId: z.string().max(200).nullable(),
  title: z.string().max(500),
  createdAt: z.string().max(40),
  eventCount: z.number().int().nonnegative(),
});

/** What a progress file holds and the signature covers. */
export const ProgressFileBody = z
  .object({
    student: z.object({ name: z.string().min(1).max(200), profileId: z.string().max(200).nullable() }).strict(),
    exportedAt: z.string().max(40),
    sessionCount: z.number().int().nonnegative(),
    skills: z.array(SkillSummary).max(200),
    weakest: z.array(WeakSkill).max(20),
    sessions: z.array(ProgressSessionSummary).max(10_000),
    transcripts: z.array(z.unknown()).max(10_000).optional(),
  })
  .strict();
export type ProgressFileBody = z.infer<typeof ProgressFileBody>;

export const ProgressFile = z
  .object({
    format: z.literal('moot-progress'),
    version: z.literal(1),
    body: ProgressFileBody,
    /** Ed25519 over the body, by the student's own key (made on the profile's first export). */
    signature: z.object({ publicKey: z.string().max(200), fingerprint: z.string().max(100), signature: z.string().max(200) }).strict(),
  })
  .strict();
export type ProgressFile = z.infer<typeof ProgressFile>;

/** Progress files an instructor opened (up to 200 at once), read and compared in main. */
export const ClassViewInput = z
  .object({ files: z.array(z.object({ fileName: z.string().min(1).max(500), text: z.string().max(50_000_000) }).strict()).min(1).max(200) })
  .strict();

export const ClassStudent = z.object({
  fileName: z.string(),
  name: z.string(),
  fingerprint: z.string(),
  /** False: the file was altered after the student signed it; its figures are still shown, marked. */
  signatureValid: z.boolean(),
  exportedAt: z.string(),
  sessionCount: z.number().int().nonnegative(),
  weakest: z.array(WeakSkill),
});
export const ClassSkillRow = z.object({
  id: z.string(),
  label: z.string(),
  unit: z.enum(['share', 'seconds']),
  /** One value per student in `students` order; null where the student has no observation. */
  values: z.array(z.number().nullable()),
  median: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export const ClassViewResult = z.object({
  students: z.array(ClassStudent),
  skills: z.array(ClassSkillRow),
  /** For each skill that is among some students' weakest three: who needs help on it. */
  needsHelp: z.array(z.object({ skillId: z.string(), label: z.string(), students: z.array(z.string()) })),
  packs: z.array(z.object({ packId: z.string(), title: z.string(), students: z.array(z.string()), sessions: z.number().int() })),
  /** Files that could not be read, each with the reason naming the file and field. */
  problems: z.array(z.object({ fileName: z.string(), message: z.string() })),
});
export type ClassViewResult = z.infer<typeof ClassViewResult>;
