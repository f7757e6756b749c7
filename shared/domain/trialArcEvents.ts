import { z } from 'zod';
import { Side } from './side';

// The events of the trial's arc around the examinations: openings, the motion for a directed
// verdict, closings, jury instructions and the verdict. Kept in their own block so a session that
// only examines witnesses never sees them, and so the union stays easy to merge.

/** Who spoke: the player or the opposing counsel (the same two actors as in examinations). */
const Speaker = z.enum(['player', 'opposing_counsel']);

/** The standard the side with the burden must meet. */
export const BurdenStandard = z.enum(['preponderance', 'beyond_reasonable_doubt']);
export type BurdenStandard = z.infer<typeof BurdenStandard>;

/** Counsel's objection to a sentence of a closing, and the judge's ruling on it. */
export const ClosingObjection = z.object({
  ground: z.enum(['facts_not_in_evidence', 'misstates_evidence']),
  sentence: z.string(),
  /** The elicit the sentence asserts, which this trial never established. */
  elicitId: z.string(),
  ruling: z.enum(['sustained', 'overruled']),
  reason: z.string(),
});
export type ClosingObjection = z.infer<typeof ClosingObjection>;

/** One element of the claim and what the trial established on it. */
export const ElementFinding = z.object({
  elementId: z.string(),
  label: z.string(),
  /** Established elicits that prove the element, and their summed weight. */
  provedBy: z.array(z.string()),
  forWeight: z.number(),
  /** Established elicits that undermine it, and their summed (absolute) weight. */
  rebuttedBy: z.array(z.string()),
  againstWeight: z.number(),
  met: z.boolean(),
  explanation: z.string(),
});
export type ElementFinding = z.infer<typeof ElementFinding>;

const budget = z.number().int().nonnegative().nullable();

/** The parts a side's time budget is kept for. */
export const BudgetPart = z.enum(['opening', 'direct', 'cross', 'closing']);
export type BudgetPart = z.infer<typeof BudgetPart>;

/**
 * A model's scores of a speech's judgement criteria (0..10 each); absent without a model, or when
 * the model's assessment failed (then the rubric says "not assessed").
 */
export const SpeechAssessment = z.object({
  theory: z.number().int().min(0).max(10),
  organisation: z.number().int().min(0).max(10),
  persuasiveness: z.number().int().min(0).max(10),
  note: z.string(),
  /** The model that scored it (`local:…`, `cloud:…`). */
  model: z.string(),
});
export type SpeechAssessment = z.infer<typeof SpeechAssessment>;

export const TRIAL_ARC_EVENTS = [
  z.object({
    type: z.literal('OpeningGiven'),
    by: Speaker,
    side: Side,
    /** Empty when the defense reserves its opening. */
    text: z.string(),
    reserved: z.boolean(),
    /** Elicits of the speaker's side that the opening promises to prove. */
    promised: z.array(z.string()),
    durationMs: budget,
    budgetMs: budget,
    /** The player's speech scored by a model (stored before this field existed: none). */
    assessment: SpeechAssessment.nullable().optional(),
  }),
  z.object({
    type: z.literal('MotionRuled'),
    motion: z.literal('directed_verdict'),
    by: Speaker,
    side: Side,
    /** False when the defense chose not to move; nothing is then ruled. */
    moved: z.boolean(),
    granted: z.boolean(),
    elements: z.array(ElementFinding),
    reason: z.string(),
  }),
  z.object({
    type: z.literal('ClosingGiven'),
    by: Speaker,
    side: Side,
    part: z.enum(['closing', 'rebuttal']),
    /** Empty when the rebuttal is waived. */
    text: z.string(),
    waived: z.boolean(),
    /** Established elicits the closing argues from. */
    cited: z.array(z.string()),
    /** Elicits the closing asserts that this trial never established. */
    unsupported: z.array(z.string()),
    objections: z.array(ClosingObjection),
    durationMs: budget,
    budgetMs: budget,
    assessment: SpeechAssessment.nullable().optional(),
  }),
  z.object({
    type: z.literal('InstructionsRead'),
    burden: BurdenStandard,
    instructions: z.array(z.object({ id: z.string(), title: z.string(), text: z.string() })),
  }),
  z.object({
    type: z.literal('VerdictReached'),
    for: Side,
    burden: BurdenStandard,
    /** True when the judge directed it on the motion, without the defense case or the jury. */
    directed: z.boolean(),
    elements: z.array(ElementFinding),
    reason: z.string(),
    /** A model's short summary of the jury's deliberation; null without a model. */
    deliberation: z.string().nullable(),
  }),
  // The clock of a timed trial, stored so that the time spent survives a restart.
  z.object({
    type: z.literal('TimeCharged'),
    side: Side,
    part: BudgetPart,
    /** Time the side spent on the part during the turn just ended. */
    ms: z.number().int().positive(),
  }),
  z.object({
    type: z.literal('TimeRanOut'),
    side: Side,
    part: BudgetPart,
    /** What the court says, e.g. "Time is up: your opening ends." */
    notice: z.string(),
  }),
] as const;

export type TrialArcEventType = 'OpeningGiven' | 'MotionRuled' | 'ClosingGiven' | 'InstructionsRead' | 'VerdictReached' | 'TimeRanOut';
/** Events of the trial's arc, shown in the transcript; `TimeCharged` only keeps the clock. */
const ARC_TYPES: ReadonlySet<string> = new Set<TrialArcEventType | 'TimeCharged'>(['OpeningGiven', 'MotionRuled', 'ClosingGiven', 'InstructionsRead', 'VerdictReached', 'TimeRanOut', 'TimeCharged']);

/** Whether an event belongs to the trial's arc rather than to the examinations. */
export function isTrialArcEvent(event: { type: string }): boolean {
  return ARC_TYPES.has(event.type);
}
