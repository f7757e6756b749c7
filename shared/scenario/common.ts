import { z } from 'zod';

/** The scenario format this build writes. Older versions are migrated on read; newer ones are refused. */
export const SCENARIO_FORMAT_VERSION = 1;

/** A stable identifier inside a scenario or pack: lower-case letters, digits and hyphens. */
export const Id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Use 1 to 64 lower-case letters, digits or hyphens, starting with a letter or digit.');

/**
 * An id from a name or title, as `Id` wants it: "Reyes v. Dalton" → "reyes-v-dalton"; accents go
 * with their marks ("Ünïcode" → "unicode"). Empty when the text has no letter or digit.
 */
export function idFromText(text: string, maxLength = 64): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

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
  title: Text(200).describe('The scenario\'s title in the Library and on reports.'),
  summary: Text(2_000).describe('A paragraph on the case, shown on the pack\'s card when the manifest has no description.'),
  category: Text(80).describe('The area of law ("Criminal", "Housing"), shown on the pack\'s card.'),
  difficulty: Difficulty.describe('Shown on the card; does not change how the agents play.'),
  tags: z.array(Text(40)).max(30).default([]).describe('Free labels. Not shown in play yet.'),
  durationMinutes: z.number().int().min(5).max(600).describe('About how long a session takes, shown on the card.'),
  jurisdiction: Text(200).optional().describe('Where the case is set. Not read in play yet.'),
});
export type ScenarioMetadata = z.infer<typeof ScenarioMetadata>;

/** A statement of what the student should be able to do after practising the scenario. */
export const LearningObjective = z.strictObject({
  id: Id.describe('The objective\'s id.'),
  text: Text(1_000).describe('What the student should be able to do afterwards. Not shown in play yet.'),
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
  id: Id.describe('The element\'s id (counselSkips names one).'),
  /** The fact as the judge names it when it is missing ("made at or near the time"). */
  label: Text(200).describe('The fact as the judge names it when it is missing ("made at or near the time").'),
  /** Words a question laying this element uses; any one of them (stemmed) is enough. */
  keywords: z.array(Text(80)).min(1).max(20).describe('Words a question laying this element uses; any one, in any form of the word, is enough.'),
  /** What the witness says once the element is asked about. */
  answer: Text(500).describe('What the sponsoring witness says when asked about the element.'),
  /** How counsel asks for it when it lays this element itself. */
  question: Text(300).describe('How counsel asks for the element when it lays the foundation itself.'),
  ground: FoundationGround.describe('The objection a missing element invites: authentication (FRE 901), hearsay (FRE 803(6)) or best evidence (FRE 1002).'),
});
export type FoundationElement = z.infer<typeof FoundationElement>;

/**
 * Who can lay an exhibit's foundation, and (optionally) the elements it needs instead of the
 * defaults of its kind. The witnesses are named from their affidavits: a witness recognises the
 * exhibit only if listed here and its affidavit speaks of it.
 */
export const ExhibitFoundation = z.strictObject({
  witnesses: z.array(Id).min(1).max(10).describe('Witnesses who can lay the foundation; each recognises the exhibit only if listed here and its affidavit speaks of it.'),
  elements: z.array(FoundationElement).min(1).max(12).optional().describe('The facts a sponsoring witness must give. Absent: the defaults of the exhibit\'s kind (a business record: made at or near the time, by someone with knowledge, kept in the regular course, as a regular practice).'),
  /** Offered by counsel, it skips this element on purpose for the student to catch. */
  counselSkips: Id.optional().describe('An element counsel leaves out on purpose when it offers the exhibit, for the student to object to.'),
});
export type ExhibitFoundation = z.infer<typeof ExhibitFoundation>;

/** A witness's earlier statement, for impeachment under FRE 613: whose it is and the words to read. */
export const PriorStatement = z.strictObject({
  witnessId: Id.describe('The witness who made the statement.'),
  /** The passage read to the witness when confronting them. */
  passage: Text(1_000).describe('The words read to the witness when confronting it with the statement (FRE 613).'),
  /** To whom and when it was made ("to Constable Reeve at the hospital, 10:30 that morning"). */
  circumstances: Text(500).describe('To whom and when it was made ("to Constable Reeve at the hospital, 10:30 that morning"); the student must put them to the witness.'),
});
export type PriorStatement = z.infer<typeof PriorStatement>;

/** A file under `exhibits/` in the pack, or a described physical exhibit without a file. */
export const Exhibit = z.strictObject({
  id: Id.describe('The exhibit\'s id.'),
  label: Text(40).describe('The exhibit\'s mark ("Exhibit 3"), as the court calls it.'),
  title: Text(200).describe('What the exhibit is ("Collision log of the Kestrel"). A question that names it is not a best-evidence problem once it is in evidence.'),
  description: Text(4_000).describe('What the exhibit shows; the exhibit panel shows it.'),
  /** Path inside the pack, always under `exhibits/`. */
  file: z
    .string()
    .regex(/^exhibits\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'An exhibit file must be a plain file name under exhibits/.')
    .optional().describe('The exhibit\'s file inside the pack, under exhibits/. Absent: a physical exhibit described in words.'),
  mediaType: z.enum(['application/pdf', 'image/png', 'image/jpeg', 'image/svg+xml', 'text/plain']).optional().describe('The file\'s type, for showing it.'),
  offeredBy: Side.optional().describe('The side that offers the exhibit in evidence.'),
  stipulatedAdmissible: z.boolean().default(false).describe('Both sides agree it comes in: no foundation is needed.'),
  // Courtroom use (all optional, so older packs stay valid): see ExhibitFoundation above.
  kind: ExhibitKind.optional().describe('What the exhibit is; it decides the foundation elements a witness must give by default.'),
  foundation: ExhibitFoundation.optional().describe('Who can lay the exhibit\'s foundation, and which facts it needs.'),
  priorStatement: PriorStatement.optional().describe('For a prior statement: whose it is and the words to read, for impeachment.'),
});
export type Exhibit = z.infer<typeof Exhibit>;
