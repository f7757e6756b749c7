import { z } from 'zod';
import { ExaminationType, examinationChoiceProblem, OCAMode, ObjectionGround, Phase, SessionEvent, Side } from '../../domain';

const SessionId = z.string().min(1).max(200);

/** Whose move it is in a trial session. */
export const TrialAwaiting = z.enum(['start', 'player_question', 'player_response', 'opposing_counsel', 'ended']);

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
  /** The cast that plays this session (as recorded when it started: Settings apply to new sessions). */
  cast: z.string().optional(),
  /** Said once a stored session was resumed: which cast it resumed with, and why. */
  castNote: z.string().nullable().optional(),
});
export type TrialStatus = z.infer<typeof TrialStatus>;

/** The events a call appended (already stored, in order) and the status after them. */
export const TrialStepResult = z.object({ events: z.array(SessionEvent), status: TrialStatus });
export type TrialStepResult = z.infer<typeof TrialStepResult>;

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
  })
  .strict();

export const TrialAskInput = z.object({ sessionId: SessionId, question: z.string().trim().min(1).max(1000) }).strict();
/** The player's response to counsel's question: an objection ground, or null to let it pass. */
export const TrialRespondInput = z.object({ sessionId: SessionId, ground: ObjectionGround.nullable() }).strict();
export const TrialSessionInput = z.object({ sessionId: SessionId }).strict();
