import { z } from 'zod';
import { ImpeachmentStepKind } from '../../domain';
import { ExhibitKind, Side } from '../../scenario';

const SessionId = z.string().min(1).max(200);

/** One exhibit as the trial room's panel lists it. */
export const ExhibitView = z.object({
  id: z.string(),
  label: z.string(),
  title: z.string(),
  description: z.string(),
  kind: ExhibitKind,
  mediaType: z.string().nullable(),
  hasFile: z.boolean(),
  offeredBy: Side.nullable(),
  stipulated: z.boolean(),
  /** The foundation elements it needs, by label. */
  elements: z.array(z.object({ id: z.string(), label: z.string() })),
  /** For a prior statement: the passage to confront the witness with. */
  passage: z.string().nullable(),
});
export type ExhibitView = z.infer<typeof ExhibitView>;

export const ExhibitsListResult = z.object({ exhibits: z.array(ExhibitView) });
export const ExhibitFileInput = z.object({ sessionId: SessionId, exhibitId: z.string().min(1).max(64) }).strict();
export const ExhibitFileResult = z.object({ mediaType: z.string(), base64: z.string() });

const exhibitRef = z.string().min(1).max(64);
export const ExhibitAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['mark', 'show', 'approach', 'offer', 'publish']), exhibit: exhibitRef }).strict(),
  z.object({ kind: z.literal('impeach'), exhibit: exhibitRef, step: ImpeachmentStepKind }).strict(),
]);
export const ExhibitActInput = z.object({ sessionId: SessionId, action: ExhibitAction }).strict();

export const RulesSearchInput = z.object({ query: z.string().trim().max(200), limit: z.number().int().min(1).max(30).optional() }).strict();
export const RuleHitView = z.object({ citation: z.string(), rule: z.string(), ruleTitle: z.string(), heading: z.string().nullable(), text: z.string() });
export const RulesSearchResult = z.object({ hits: z.array(RuleHitView) });
export const RulesGetInput = z.object({ citation: z.string().trim().min(1).max(60) }).strict();
/** A rule's text as shipped (main/rules/data/fre.json), with where it comes from. */
export const RulesGetResult = z.object({ citation: z.string(), title: z.string(), text: z.string(), ruleText: z.string(), source: z.string(), sourceDate: z.string() });
export type RulesGetResult = z.infer<typeof RulesGetResult>;
