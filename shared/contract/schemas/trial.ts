import { z } from 'zod';
import { ExaminationType, examinationChoiceProblem, OCAMode, ObjectionGround, Phase, SessionEvent, Side } from '../../domain';

const SessionId = z.string().min(1).max(200);

/** Whose move it is in a trial session. */
export const TrialAwaiting = z.enum([
  'start',
  'player_question',
  'player_response',
  'opposing_counsel',
  'ended',
  // The whole trial (issue 16): the player's opening, motion, closing and rebuttal.
  'player_opening',
  'player_motion',
  'player_closing',
  'player_rebuttal',
]);

/** The part of the whole trial under way, as the room shows it. */
export const TrialPhaseName = z.enum(['openings', 'plaintiff_case', 'motion', 'defense_case', 'closings', 'instructions', 'verdict', 'ended']);

/** The player's time left on the part under way, in a timed trial. */
export const TrialClock = z.object({ part: z.enum(['opening', 'direct', 'cross', 'closing']), remainingMs: z.number().nonnegative(), budgetMs: z.number().nonnegative() });

/** The parts of the whole trial the setup holds, and its time budgets (milliseconds per side). */
export const TrialArcSetup = z
  .object({
    parts: z.object({ openings: z.boolean(), motion: z.boolean(), closings: z.boolean(), instructions: z.boolean(), verdict: z.boolean() }).partial().strict().optional(),
    timed: z
      .object({ budgets: z.object({ opening: z.number().int().positive(), direct: z.number().int().positive(), cross: z.number().int().positive(), closing: z.number().int().positive() }).partial().strict().optional() })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();

/** Where a trial stands after a call: pushed back with every step's events. */
export const TrialStatus = z.object({
  sessionId: z.string(),
  awaiting: TrialAwaiting,
  phase: Phase,
  witnessId: z.string().nullable(),
  examination: ExaminationType.nullable(),
  mode: OCAMode.nullable(),
  score: z.number(),
  turn: z.number().int().nonnegative(),
  /** Absent in a session that only examines witnesses. */
  trialPhase: TrialPhaseName.optional(),
  clock: TrialClock.nullable().optional(),
  /** The player's budget and time left on each part of a timed trial (empty when untimed). */
  timeLeft: z.array(TrialClock).optional(),
  /** The cast that plays this session (as recorded when it started: Settings apply to new sessions). */
  cast: z.string().optional(),
  /** Said once a stored session was resumed: which cast it resumed with, and why. */
  castNote: z.string().nullable().optional(),
});
export type TrialStatus = z.infer<typeof TrialStatus>;

/** The events a call appended (already stored, in order) and the status after them. */
export const TrialStepResult = z.object({ events: z.array(SessionEvent), status: TrialStatus });
export type TrialStepResult = z.infer<typeof TrialStepResult>;

/**
 * Counsel's error subtlety when nothing sets it: no preference between obvious and subtle defects,
 * the choice counsel made before the dial existed (so sessions stored then replay unchanged).
 */
export const DEFAULT_ERROR_SUBTLETY = 0.5;

/** What the skills profile set for this trial: counsel's error rate and subtlety, the judge's strictness, the elicit checklist hidden. */
export const AdaptiveTrialDials = z
  .object({
    intentionalErrorRate: z.number().min(0).max(1),
    /** Absent in sessions stored before the dial: the default. */
    errorSubtlety: z.number().min(0).max(1).default(DEFAULT_ERROR_SUBTLETY),
    judgeStrictness: z.number().min(0).max(1),
    hideElicitChecklist: z.boolean(),
  })
  .strict();
export type AdaptiveTrialDials = z.infer<typeof AdaptiveTrialDials>;

export const TrialStartInput = z
  .object({
    packId: z.string().min(1).max(64),
    playerSide: Side,
    /** Witnesses to call, in order; default: the plaintiff's, then the defense's. */
    witnessIds: z.array(z.string().min(1).max(64)).min(1).max(30).optional(),
    /** Examinations held for each witness; default all four. Direct is required; redirect needs cross, recross needs redirect. */
    examinations: z
      .array(ExaminationType)
      .min(1)
      .max(4)
      .superRefine((chosen, ctx) => {
        const problem = examinationChoiceProblem(chosen);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    seed: z.number().int().optional(),
    /** The whole trial around the examinations; absent: examinations only. */
    trial: TrialArcSetup.optional(),
    /** The dials of difficulty that follows the student (opted into in the setup); kept in the session's meta so it replays. */
    adaptive: AdaptiveTrialDials.optional(),
  })
  .strict();

export const TrialAskInput = z.object({ sessionId: SessionId, question: z.string().trim().min(1).max(1000) }).strict();
/** The player's response to counsel's question: an objection ground, or null to let it pass. */
export const TrialRespondInput = z.object({ sessionId: SessionId, ground: ObjectionGround.nullable() }).strict();
export const TrialSessionInput = z.object({ sessionId: SessionId }).strict();

/** The player's opening or closing (or rebuttal): the text, and how long the pane's timer ran. */
export const TrialSpeechInput = z
  .object({ sessionId: SessionId, text: z.string().max(20_000), reserve: z.boolean().optional(), durationMs: z.number().int().nonnegative().optional() })
  .strict();
