import { z } from 'zod';

/** The scenario format this build writes. Older versions are migrated on read; newer ones are refused. */
export const SCENARIO_FORMAT_VERSION = 1;

/** A stable identifier inside a scenario or pack: lower-case letters, digits and hyphens. */
export const Id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use 1 to 64 lower-case letters, digits or hyphens, starting with a letter or digit.');

/** Non-empty trimmed text with an upper bound, so a hostile pack cannot smuggle megabytes into one field. */
export const Text = (max = 4_000) => z.string().trim().min(1, 'This text must not be empty.').max(max);

/** The two sides of a trial. In a criminal case the prosecution plays `plaintiff`. */
export const Side = z.enum(['plaintiff', 'defense']);
export type Side = z.infer<typeof Side>;

/** A 0..1 dial used by behaviour profiles. */
export const Dial = z.number().min(0).max(1);

/** A three-step level used by the client persona. */
export const Level = z.enum(['high', 'medium', 'low']);
export type Level = z.infer<typeof Level>;

export const Difficulty = z.enum(['introductory', 'intermediate', 'advanced']);

/** What the Library shows about a scenario before it is opened. */
export const ScenarioMetadata = z.strictObject({
  title: Text(200),
  summary: Text(2_000),
  category: Text(80),
  difficulty: Difficulty,
  tags: z.array(Text(40)).max(30).default([]),
  durationMinutes: z.number().int().min(5).max(600),
  jurisdiction: Text(200).optional(),
});
export type ScenarioMetadata = z.infer<typeof ScenarioMetadata>;

/** A statement of what the student should be able to do after practising the scenario. */
export const LearningObjective = z.strictObject({
  id: Id,
  text: Text(1_000),
});
export type LearningObjective = z.infer<typeof LearningObjective>;

// ---- Exhibits in the courtroom (issue 22): kind, foundation, prior statement. ----
/** What an exhibit is; it decides the foundation elements a witness must give by default. */
export const ExhibitKind = z.enum(['document', 'business_record', 'photograph', 'diagram', 'physical_object', 'prior_statement', 'demonstrative']);
export type ExhibitKind = z.infer<typeof ExhibitKind>;

/** The objection a missing element invites: authentication (FRE 901), hearsay (FRE 803(6)) or best evidence (FRE 1002). */
export const FoundationGround = z.enum(['authentication', 'hearsay', 'best_evidence']);
export type FoundationGround = z.infer<typeof FoundationGround>;

/** One fact a sponsoring witness must give before the exhibit can come in. */
export const FoundationElement = z.strictObject({
  id: Id,
  /** The fact as the judge names it when it is missing ("made at or near the time"). */
  label: Text(200),
  /** Words a question laying this element uses; any one of them (stemmed) is enough. */
  keywords: z.array(Text(80)).min(1).max(20),
  /** What the witness says once the element is asked about. */
  answer: Text(500),
  /** How counsel asks for it when it lays this element itself. */
  question: Text(300),
  ground: FoundationGround,
});
export type FoundationElement = z.infer<typeof FoundationElement>;

/**
 * Who can lay an exhibit's foundation, and (optionally) the elements it needs instead of the
 * defaults of its kind. The witnesses are named from their affidavits: a witness recognises the
 * exhibit only if listed here and its affidavit speaks of it.
 */
export const ExhibitFoundation = z.strictObject({
  witnesses: z.array(Id).min(1).max(10),
  elements: z.array(FoundationElement).min(1).max(12).optional(),
  /** Offered by counsel, it skips this element on purpose for the student to catch. */
  counselSkips: Id.optional(),
});
export type ExhibitFoundation = z.infer<typeof ExhibitFoundation>;

/** A witness's earlier statement, for impeachment under FRE 613: whose it is and the words to read. */
export const PriorStatement = z.strictObject({
  witnessId: Id,
  /** The passage read to the witness when confronting them. */
  passage: Text(1_000),
  /** To whom and when it was made ("to Constable Reeve at the hospital, 10:30 that morning"). */
  circumstances: Text(500),
});
export type PriorStatement = z.infer<typeof PriorStatement>;

/** A file under `exhibits/` in the pack, or a described physical exhibit without a file. */
export const Exhibit = z.strictObject({
  id: Id,
  label: Text(40),
  title: Text(200),
  description: Text(4_000),
  /** Path inside the pack, always under `exhibits/`. */
  file: z
    .string()
    .regex(/^exhibits\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'An exhibit file must be a plain file name under exhibits/.')
    .optional(),
  mediaType: z.enum(['application/pdf', 'image/png', 'image/jpeg', 'image/svg+xml', 'text/plain']).optional(),
  offeredBy: Side.optional(),
  stipulatedAdmissible: z.boolean().default(false),
  // Courtroom use (all optional, so older packs stay valid): see ExhibitFoundation above.
  kind: ExhibitKind.optional(),
  foundation: ExhibitFoundation.optional(),
  priorStatement: PriorStatement.optional(),
});
export type Exhibit = z.infer<typeof Exhibit>;
