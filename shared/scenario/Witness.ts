import { z } from 'zod';
import { Dial, Id, Side, Text } from './common';

/** How a witness behaves on the stand; each dial runs from 0 (least) to 1 (most). */
export const WitnessProfile = z.strictObject({
  cooperativeness: Dial,
  verbosity: Dial,
  memoryQuality: Dial,
});
export type WitnessProfile = z.infer<typeof WitnessProfile>;

/**
 * A trial witness. The affidavit is the only source of the witness's testimony: agents answer
 * from it and say they do not know when it is silent.
 */
export const Witness = z.strictObject({
  id: Id,
  name: Text(120),
  side: Side,
  role: Text(200),
  affidavit: Text(60_000),
  profile: WitnessProfile,
  /** Topics the witness cannot speak to (e.g. "did not see the bridge radar"). */
  knowledgeBoundaries: z.array(Text(500)).max(50).default([]),
  isExpert: z.boolean().optional(),
  /** A model id from the catalogue, used instead of the default for this witness. */
  modelOverride: Text(200).optional(),
});
export type Witness = z.infer<typeof Witness>;

/**
 * A structured factual target. The sign of `weight` says who benefits: positive helps the
 * plaintiff (or prosecution), negative helps the defense. Zero is not allowed.
 */
export const Elicit = z.strictObject({
  id: Id,
  label: Text(500),
  weight: z
    .number()
    .min(-10)
    .max(10)
    .refine((w) => w !== 0, 'A weight must be non-zero: its sign says which side benefits.'),
  category: Text(80),
  modelQuestions: z.array(Text(500)).max(20).optional(),
  witnessId: Id.optional(),
  keywords: z.array(Text(80)).max(40).optional(),
});
export type Elicit = z.infer<typeof Elicit>;
