import { z } from 'zod';
import { EXHIBIT_EVENTS } from './exhibitEvents';
import { OCAMode } from './ocaMode';
import { ObjectionGround } from './objectionGrounds';
import { ExaminationType, Phase, Side } from './side';
import { TRIAL_ARC_EVENTS } from './trialArcEvents';

/** Who did something in the courtroom. The player and the opposing counsel each play a side. */
export const Actor = z.enum(['player', 'opposing_counsel']);
export type Actor = z.infer<typeof Actor>;

export const Ruling = z.enum(['sustained', 'overruled']);
export type Ruling = z.infer<typeof Ruling>;

/** How a witness answered: yes/no confirm or deny, correct a wrong detail, tell, or not know. */
export const AnswerKind = z.enum(['confirm', 'deny', 'correct', 'narrative', 'unknown']);
export type AnswerKind = z.infer<typeof AnswerKind>;

/** Which matching tier established an elicit. */
export const MatchTier = z.enum(['keyword', 'semantic', 'context']);
export type MatchTier = z.infer<typeof MatchTier>;

export const ScoreReason = z.enum([
  'elicit',
  'objection_sustained',
  'objection_exact_ground',
  'objection_wrong',
  'missed_defective',
  'rebuttal_coverage',
  'foundation_laid',
  'exhibit_admitted',
  'impeachment',
]);
export type ScoreReason = z.infer<typeof ScoreReason>;

export const RebuttalScope = z.enum(['within_direct_scope', 'credibility']);
export const RebuttalType = z.enum([
  'inconsistent_testimony',
  'contradiction_with_prior_session',
  'contradicts_evidence',
  'prior_inconsistent_statement',
  'impeachment_opportunity',
  'bias_indicator',
]);

/** One point of the cross-examination outline. */
export const RebuttalItem = z.object({
  id: z.string(),
  witnessId: z.string(),
  scope: RebuttalScope,
  type: RebuttalType,
  /** What to put to the witness, in a sentence. */
  point: z.string(),
  /** The affidavit sentence or testimony it rests on. */
  basis: z.string(),
  keywords: z.array(z.string()),
});
export type RebuttalItem = z.infer<typeof RebuttalItem>;

const turn = z.number().int().nonnegative();

// The log of a session. Every field a later fold needs is in the event itself, so testimony
// state, scores and reports are pure functions of this list. Adding a field is fine; renaming
// or removing one breaks stored sessions.
export const SessionEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('SessionStarted'),
    scenarioId: z.string(),
    scenarioTitle: z.string(),
    playerSide: Side,
    seed: z.number().int(),
    cast: z.string(),
    /** Counsel introduces its own exhibits (issue 22). Absent in older logs, which replay without them. */
    exhibits: z.boolean().optional(),
    /** An exhibit's contents count only while it is in evidence (issue 22 item 4). Absent in older logs, which replay without it. */
    exhibitEvidence: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('PhaseChanged'),
    phase: Phase,
    witnessId: z.string().nullable(),
    examination: ExaminationType.nullable(),
    examiner: Side.nullable(),
    mode: OCAMode.nullable(),
  }),
  z.object({
    type: z.literal('QuestionAsked'),
    turn,
    questionId: z.string(),
    witnessId: z.string(),
    examination: ExaminationType,
    by: Actor,
    side: Side,
    text: z.string(),
    /** Scenario elicit categories the question touches (used by dedup and topic coverage). */
    topics: z.array(z.string()),
    /** The opposing counsel asked a faulty question on purpose, for the player to catch. */
    isIntentionallyDefective: z.boolean(),
    defect: ObjectionGround.nullable(),
    targetElicitId: z.string().nullable(),
  }),
  z.object({
    type: z.literal('QuestionBlocked'),
    turn,
    witnessId: z.string(),
    by: Actor,
    text: z.string(),
    reason: z.literal('duplicate'),
    similarToQuestionId: z.string(),
    similarity: z.number(),
  }),
  z.object({
    type: z.literal('ObjectionRaised'),
    turn,
    questionId: z.string(),
    by: Actor,
    ground: ObjectionGround,
    rule: z.string(),
    confidence: z.number().min(0).max(1),
    triggers: z.array(z.string()),
    /** The opposing counsel objected without a good ground on purpose. */
    isIntentionallyIncorrect: z.boolean(),
  }),
  z.object({ type: z.literal('ObjectionWaived'), turn, questionId: z.string(), by: Actor }),
  /** A motion to strike the answer to `questionId` as nonresponsive (FRE 611(a)). */
  z.object({ type: z.literal('StrikeMoved'), turn, questionId: z.string(), by: Actor }),
  z.object({
    type: z.literal('StrikeRuled'),
    turn,
    questionId: z.string(),
    ruling: Ruling,
    rule: z.string(),
    reason: z.string(),
    /** Elicits the struck answer had established, no longer in evidence. */
    withdrawnElicits: z.array(z.string()),
  }),
  z.object({
    type: z.literal('RulingMade'),
    turn,
    questionId: z.string(),
    ground: ObjectionGround,
    ruling: Ruling,
    rule: z.string(),
    reason: z.string(),
  }),
  z.object({
    type: z.literal('AnswerGiven'),
    turn,
    questionId: z.string(),
    witnessId: z.string(),
    text: z.string(),
    kind: AnswerKind,
    /** Indices of the affidavit sentences the answer rests on. */
    sources: z.array(z.number().int().nonnegative()),
  }),
  z.object({
    type: z.literal('ElicitEstablished'),
    turn,
    questionId: z.string(),
    elicitId: z.string(),
    witnessId: z.string(),
    by: Actor,
    examination: ExaminationType,
    tier: MatchTier,
    confidence: z.number(),
    /** The established fact as a full statement (a bare "Yes" carries the question's premise). */
    statement: z.string(),
  }),
  z.object({
    type: z.literal('ScoreChanged'),
    turn,
    delta: z.number(),
    total: z.number(),
    reason: ScoreReason,
    questionId: z.string().nullable(),
    elicitId: z.string().nullable(),
  }),
  z.object({ type: z.literal('CrossOutlineBuilt'), witnessId: z.string(), items: z.array(RebuttalItem) }),
  z.object({
    type: z.literal('RebuttalItemCovered'),
    turn,
    witnessId: z.string(),
    itemId: z.string(),
    by: Actor,
    questionId: z.string(),
  }),
  z.object({
    type: z.literal('FallbackUsed'),
    turn,
    agent: z.enum(['opposing_counsel', 'judge', 'witness']),
    mode: z.string().nullable(),
    reason: z.string(),
  }),
  z.object({ type: z.literal('SessionEnded'), reason: z.enum(['completed', 'abandoned']) }),
  // Openings, the motion, closings, instructions and the verdict (issue 16).
  ...TRIAL_ARC_EVENTS,
  ...EXHIBIT_EVENTS,
]);
export type SessionEvent = z.infer<typeof SessionEvent>;
export type SessionEventType = SessionEvent['type'];
export type EventOf<T extends SessionEventType> = Extract<SessionEvent, { type: T }>;

/** Splits an event into the `{ type, payload }` pair the store's event log keeps. */
export function toStoredEvent(event: SessionEvent): { type: string; payload: unknown } {
  const { type, ...payload } = event;
  return { type, payload };
}

/** Rebuilds and validates an event read back from the log; throws a ZodError on a bad row. */
export function fromStoredEvent(stored: { type: string; payload: unknown }): SessionEvent {
  return SessionEvent.parse({ ...(stored.payload as object), type: stored.type });
}
