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
});
export type Exhibit = z.infer<typeof Exhibit>;
