import { z } from 'zod';
import { ObjectionGround } from './objectionGrounds';
import { AnswerKind, Ruling } from './sessionEvents';

// The typed decisions agents return. The rules cast builds them directly; the LLM cast gets them
// from a model constrained by these schemas (as JSON schema grammars), and both are validated by
// the same code before the orchestrator turns them into events.

/** Opposing counsel, in an objection mode: object on a ground, or let the question stand. */
export const ObjectionDecision = z.discriminatedUnion('object', [
  z.object({ object: z.literal(false) }),
  z.object({
    object: z.literal(true),
    ground: ObjectionGround,
    confidence: z.number().min(0).max(1),
    triggers: z.array(z.string()),
    /** A deliberate mistake: an objection counsel knows to be unfounded. */
    isIntentionallyIncorrect: z.boolean(),
  }),
]);
export type ObjectionDecision = z.infer<typeof ObjectionDecision>;

/** Opposing counsel, in an examination mode: the next question, or "no further questions". */
export const ExaminationDecision = z.discriminatedUnion('done', [
  z.object({ done: z.literal(true) }),
  z.object({
    done: z.literal(false),
    question: z.string().min(1).max(1000),
    targetElicitId: z.string().nullable(),
    /** A deliberate mistake: a question faulty on `defect`, for the player to object to. */
    isIntentionallyDefective: z.boolean(),
    defect: ObjectionGround.nullable(),
  }),
]);
export type ExaminationDecision = z.infer<typeof ExaminationDecision>;

/** The judge's ruling on one objection, with the rule cited. */
export const RulingDecision = z.object({
  ruling: Ruling,
  ground: ObjectionGround,
  rule: z.string(),
  reason: z.string().min(1).max(1000),
});
export type RulingDecision = z.infer<typeof RulingDecision>;

/** A witness's answer and the affidavit sentences it rests on. */
export const AnswerDecision = z.object({
  text: z.string().min(1).max(4000),
  kind: AnswerKind,
  sources: z.array(z.number().int().nonnegative()),
});
export type AnswerDecision = z.infer<typeof AnswerDecision>;
