import { z } from 'zod';

// The exhibit steps of a trial (issue 22), kept in their own block of the event union. The actor
// is spelt out here rather than imported, so this file and sessionEvents.ts do not import each other.
const Actor = z.enum(['player', 'opposing_counsel']);
const turn = z.number().int().nonnegative();

/** What an exhibit can be objected to on when offered. */
export const ExhibitObjectionGround = z.enum(['authentication', 'hearsay', 'best_evidence', 'unfair_prejudice']);
export type ExhibitObjectionGround = z.infer<typeof ExhibitObjectionGround>;

export const EXHIBIT_OBJECTIONS: Readonly<Record<ExhibitObjectionGround, { label: string; rule: string }>> = {
  authentication: { label: 'Lack of foundation / authentication', rule: 'FRE 901' },
  hearsay: { label: 'Hearsay (no exception shown)', rule: 'FRE 803(6)' },
  best_evidence: { label: 'Best evidence', rule: 'FRE 1002' },
  unfair_prejudice: { label: 'Unfair prejudice', rule: 'FRE 403' },
};

export const ImpeachmentStepKind = z.enum(['commit', 'credit', 'confront']);
export type ImpeachmentStepKind = z.infer<typeof ImpeachmentStepKind>;

export const EXHIBIT_EVENTS = [
  z.object({ type: z.literal('ExhibitMarked'), turn, exhibitId: z.string(), label: z.string(), by: Actor }),
  z.object({ type: z.literal('ExhibitShownToCounsel'), turn, exhibitId: z.string(), by: Actor }),
  z.object({ type: z.literal('WitnessApproached'), turn, exhibitId: z.string(), witnessId: z.string(), by: Actor }),
  z.object({
    type: z.literal('FoundationLaid'),
    turn,
    exhibitId: z.string(),
    witnessId: z.string(),
    elementId: z.string(),
    questionId: z.string(),
    by: Actor,
  }),
  z.object({
    type: z.literal('ExhibitOffered'),
    turn,
    exhibitId: z.string(),
    by: Actor,
    /** Foundation elements not laid when it was offered (ids). */
    missing: z.array(z.string()),
    stipulated: z.boolean(),
    /** Counsel left an element out on purpose, for the player to catch. */
    isIntentionallyDefective: z.boolean(),
  }),
  z.object({ type: z.literal('ExhibitObjected'), turn, exhibitId: z.string(), by: Actor, ground: ExhibitObjectionGround, rule: z.string() }),
  z.object({ type: z.literal('ExhibitObjectionWaived'), turn, exhibitId: z.string(), by: Actor }),
  z.object({
    type: z.literal('ExhibitRuled'),
    turn,
    exhibitId: z.string(),
    admitted: z.boolean(),
    ground: ExhibitObjectionGround.nullable(),
    rule: z.string(),
    reason: z.string(),
    /** The labels of the elements the judge found missing. */
    missing: z.array(z.string()),
  }),
  z.object({ type: z.literal('ExhibitPublished'), turn, exhibitId: z.string(), by: Actor }),
  z.object({
    type: z.literal('ImpeachmentStep'),
    turn,
    exhibitId: z.string(),
    witnessId: z.string(),
    step: ImpeachmentStepKind,
    questionId: z.string(),
    by: Actor,
    /** On `confront`: whether commit, credit and confront came in order and the passage was put. */
    complete: z.boolean(),
  }),
] as const;

/** Event types of this block, to route them to the exhibit fold. */
export const EXHIBIT_EVENT_TYPES: ReadonlySet<string> = new Set(EXHIBIT_EVENTS.map((schema) => schema.shape.type.value));
export type ExhibitEvent = z.infer<(typeof EXHIBIT_EVENTS)[number]>;

/** Whether an event belongs to the exhibit block (its folds live apart from the testimony's). */
export function isExhibitEvent<E extends { type: string }>(event: E): event is Extract<E, ExhibitEvent> {
  return EXHIBIT_EVENT_TYPES.has(event.type);
}
