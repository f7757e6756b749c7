import { z } from 'zod';
import { Actor, ObjectionGround, Ruling, ScoreReason, SessionEvent, Side } from '../../domain';

const SessionId = z.string().min(1).max(200);

/** A witness as the student's side may see it: the affidavit is disclosed, the behaviour profile is not. */
export const TrialWitnessBrief = z.object({
  id: z.string(),
  name: z.string(),
  side: Side,
  role: z.string(),
  affidavit: z.string(),
  isExpert: z.boolean(),
});
export type TrialWitnessBrief = z.infer<typeof TrialWitnessBrief>;

/** One of the student's own targets; the other side's elicits are never sent before the session ends. */
export const TrialElicitBrief = z.object({
  id: z.string(),
  label: z.string(),
  weight: z.number(),
  category: z.string(),
  witnessId: z.string().nullable(),
});
export type TrialElicitBrief = z.infer<typeof TrialElicitBrief>;

/** What the trial room shows about the case, limited to what the student's side may see. */
export const TrialBrief = z.object({
  sessionId: z.string(),
  packId: z.string(),
  title: z.string(),
  playerSide: Side,
  /** Civil or criminal: a criminal case names the plaintiff's side the prosecution. */
  caseType: z.enum(['civil', 'criminal']),
  seed: z.number().int(),
  /** The scenario's difficulty: the room hides the elicit checklist by default on `advanced`. */
  difficulty: z.enum(['introductory', 'intermediate', 'advanced']),
  /** Whether the room opens with the elicit checklist hidden: as the session's adaptive dials set it, else on `advanced`. */
  hideElicitChecklist: z.boolean(),
  /** The student's own case theory only. */
  caseTheory: z.string(),
  /** Facts both sides agreed: in evidence from the start. */
  stipulations: z.array(z.string()),
  /** How this case is run ("the photo array is admitted"), for both sides. */
  specialInstructions: z.array(z.string()),
  witnesses: z.array(TrialWitnessBrief),
  elicits: z.array(TrialElicitBrief),
});
export type TrialBrief = z.infer<typeof TrialBrief>;

export const TrialRoomSessionInput = z.object({ sessionId: SessionId }).strict();
export const TrialRoomLogResult = z.object({ events: z.array(SessionEvent) });
export const TrialRoomDuplicateInput = z.object({ sessionId: SessionId, question: z.string().max(1000) }).strict();

/** The earlier question of the student's that a draft repeats; `wouldBlock` when counsel's dedup would refuse it. */
export const TrialRoomDuplicateResult = z.object({
  duplicate: z.object({ questionId: z.string(), text: z.string(), similarity: z.number(), wouldBlock: z.boolean() }).nullable(),
});
export type TrialRoomDuplicateResult = z.infer<typeof TrialRoomDuplicateResult>;

/** The end-of-session report (main/scoring/SessionReport.ts), as the Review screen reads it. */
export const TrialReport = z.object({
  scenarioId: z.string().nullable(),
  playerSide: Side.nullable(),
  totalScore: z.number(),
  scoreByReason: z.record(ScoreReason, z.number()),
  witnesses: z.array(
    z.object({
      witnessId: z.string(),
      questionsByPlayer: z.number(),
      questionsByOpposingCounsel: z.number(),
      answered: z.number(),
      blocked: z.number(),
      elicitsEstablished: z.array(z.string()),
    }),
  ),
  elicits: z.array(
    z.object({
      elicitId: z.string(),
      label: z.string(),
      weight: z.number(),
      established: z.boolean(),
      by: Actor.nullable(),
      witnessId: z.string().nullable(),
      turn: z.number().nullable(),
      points: z.number(),
    }),
  ),
  objections: z.object({
    made: z.array(z.object({ turn: z.number(), questionId: z.string(), ground: ObjectionGround, ruling: Ruling.nullable(), points: z.number() })),
    missed: z.array(z.object({ turn: z.number(), questionId: z.string(), defect: ObjectionGround.nullable() })),
    againstPlayer: z.array(
      z.object({ turn: z.number(), questionId: z.string(), ground: ObjectionGround, ruling: Ruling.nullable(), isIntentionallyIncorrect: z.boolean() }),
    ),
  }),
  rebuttal: z.object({ items: z.number(), coveredByPlayer: z.number(), coveredByOpposingCounsel: z.number() }),
  /** main/exhibits/exhibitReport.ts; absent from reports made before exhibits. */
  exhibits: z
    .object({
      foundationsLaid: z.number(),
      admitted: z.array(z.string()),
      refused: z.array(z.string()),
      published: z.number(),
      impeachments: z.object({ steps: z.number(), complete: z.number() }),
      defectiveOffers: z.object({ caught: z.number(), missed: z.number() }),
    })
    .optional(),
  timeline: z.array(
    z.object({
      turn: z.number(),
      by: Actor,
      witnessId: z.string(),
      question: z.string(),
      answer: z.string().nullable(),
      ruling: Ruling.nullable(),
      blocked: z.boolean(),
      delta: z.number(),
    }),
  ),
});
export type TrialReport = z.infer<typeof TrialReport>;

export const TrialRoomReportResult = z.object({ brief: TrialBrief, events: z.array(SessionEvent), report: TrialReport });
export type TrialRoomReportResult = z.infer<typeof TrialRoomReportResult>;
