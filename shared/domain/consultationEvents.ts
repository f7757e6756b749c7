import { z } from 'zod';

// The log of a consultation. Like the trial log, every field a later fold needs is in the event
// itself, so the interview state and the report are pure functions of this list. Adding a field
// is fine; renaming or removing one breaks stored sessions.

/** Persona difficulty: Easy (all high), Medium, Hard (all low), or the levels the pack sets. */
export const PersonaPreset = z.enum(['easy', 'medium', 'hard', 'scenario']);
export type PersonaPreset = z.infer<typeof PersonaPreset>;

const Level = z.enum(['high', 'medium', 'low']);

/** The four persona dimensions the client plays with. */
export const PersonaLevels = z.object({
  legalLiteracy: Level,
  disclosureWillingness: Level,
  emotionalStability: Level,
  narrativeProficiency: Level,
});
export type PersonaLevels = z.infer<typeof PersonaLevels>;

/** What the question analyser saw in one student turn. */
export const QuestionAnalysis = z.object({
  form: z.enum(['open', 'closed', 'statement']),
  questionCount: z.number().int().nonnegative(),
  multiple: z.boolean(),
  jargon: z.array(z.string()),
  empathy: z.boolean(),
  judgemental: z.boolean(),
  summarising: z.boolean(),
  interruption: z.boolean(),
  wrapUp: z.boolean(),
  followUp: z.boolean(),
  asksForAdvice: z.boolean(),
  /** The student tells the client what to do or what the law says ("You need to file…", "I'd take the job"); absent in logs written before it was read. */
  givesAdvice: z.boolean().default(false),
  /** The student asks how the client feels or what worries them; absent in logs written before it was read. */
  asksAboutFeelings: z.boolean().default(false),
});
export type QuestionAnalysis = z.infer<typeof QuestionAnalysis>;

/** Why trust moved on a turn. */
export const TrustReason = z.enum([
  'empathy',
  'open_question',
  'plain_language',
  'summarising',
  'on_topic',
  'jargon',
  'interruption',
  'judgemental',
  'several_questions',
  'closed_question',
]);
export type TrustReason = z.infer<typeof TrustReason>;

/** How the client answered: told something, confirmed, denied, deflected, asked back, or closed. */
export const ClientAnswerKind = z.enum(['opening', 'narrative', 'feelings', 'confirm', 'deny', 'deflect', 'clarify', 'closing']);
export type ClientAnswerKind = z.infer<typeof ClientAnswerKind>;

export const ClientMood = z.enum(['calm', 'anxious', 'upset']);
export type ClientMood = z.infer<typeof ClientMood>;

/** Which implementation played the client on a turn. */
export const ClientCast = z.enum(['rules', 'local', 'cloud']);
export type ClientCast = z.infer<typeof ClientCast>;

const turn = z.number().int().nonnegative();
const score = z.number().min(0).max(10);

/** 0..10 for legal relationship, applicable rule, risk and next step; null where the reference is silent. */
export const AdviceDimensionScores = z.object({
  relationship: score.nullable(),
  rule: score.nullable(),
  risk: score.nullable(),
  nextStep: score.nullable(),
});

/** How the advice rubric was scored: keyword coverage (approximate) or an LLM judge. */
export const AdviceScoringMethod = z.enum(['keyword-coverage', 'llm-judge']);
export type AdviceScoringMethod = z.infer<typeof AdviceScoringMethod>;

export const ConsultationEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ConsultationStarted'),
    scenarioId: z.string(),
    scenarioTitle: z.string(),
    preset: PersonaPreset,
    persona: PersonaLevels,
    seed: z.number().int(),
    cast: ClientCast,
    initialTrust: z.number().min(0).max(1),
  }),
  z.object({ type: z.literal('StudentAsked'), turn, text: z.string(), analysis: QuestionAnalysis }),
  z.object({
    type: z.literal('TrustChanged'),
    turn,
    trust: z.number().min(0).max(1),
    delta: z.number(),
    reasons: z.array(TrustReason),
  }),
  z.object({
    type: z.literal('ClientSpoke'),
    turn,
    text: z.string(),
    kind: ClientAnswerKind,
    mood: ClientMood,
    /** Facts the client told in full; always a subset of what the disclosure engine allowed. */
    disclosedFactIds: z.array(z.string()),
    cast: ClientCast,
    /** Why the chosen cast's answer was replaced (guard failure, timeout), or null. */
    fallbackReason: z.string().nullable(),
  }),
  z.object({
    type: z.literal('FactUncovered'),
    turn,
    factId: z.string(),
    weight: z.number(),
    tier: z.enum(['keyword', 'semantic', 'context']),
    confidence: z.number(),
  }),
  z.object({ type: z.literal('AdviceGiven'), turn, text: z.string() }),
  /** The advice rubric's scores, stored because an LLM judge's verdict cannot be recomputed. */
  z.object({
    type: z.literal('AdviceScored'),
    turn,
    method: AdviceScoringMethod,
    approximate: z.boolean(),
    items: z.array(z.object({ rubricId: z.string(), score, dimensions: AdviceDimensionScores, rationale: z.string().optional() })),
    dimensions: AdviceDimensionScores,
    /** Why the chosen judge's verdict was replaced by keyword coverage, or null. */
    fallbackReason: z.string().nullable(),
  }),
  z.object({
    type: z.literal('MeetingEnded'),
    turn,
    by: z.enum(['student', 'client']),
    reason: z.enum(['wrap_up', 'advice_given', 'client_left', 'time_up']),
  }),
]);
export type ConsultationEvent = z.infer<typeof ConsultationEvent>;
export type ConsultationEventType = ConsultationEvent['type'];
