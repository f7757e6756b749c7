import { z } from 'zod';
import { Dial, Id, Side, Text } from './common';

/** How a witness behaves on the stand; each dial runs from 0 (least) to 1 (most). */
export const WitnessProfile = z.strictObject({
  cooperativeness: Dial.describe('How willingly the witness helps the side examining it. Below 0.5 the witness is guarded with an examiner of the other side and answers in one short sentence; a model witness below 0.4 gives as little as it can.'),
  verbosity: Dial.describe('How much the witness says per answer: below 0.34 one sentence; from 0.5 a yes is followed by the affidavit sentence it rests on; from 0.67 up to three sentences.'),
  memoryQuality: Dial.describe('How sure the witness sounds: below 0.4 it hedges ("I believe so.", "As far as I remember.") and says "I don\'t remember" where its affidavit is silent.'),
});
export type WitnessProfile = z.infer<typeof WitnessProfile>;

/**
 * A trial witness. The affidavit is the only source of the witness's testimony: agents answer
 * from it and say they do not know when it is silent.
 */
export const Witness = z.strictObject({
  id: Id.describe('The witness\'s id, used by elicits (witnessId) and exhibits.'),
  name: Text(120).describe('The name the witness gives when asked, and the name shown in the trial room.'),
  side: Side.describe('The side that calls the witness: it examines on direct, the other side cross-examines.'),
  role: Text(200).describe('What the witness is in the case ("Store clerk and victim"). Its first clause is how the witness describes itself when asked who it is.'),
  affidavit: Text(60_000).describe('The sworn statement, in the first person: the only source of the witness\'s testimony. Questions it does not answer get "I don\'t know"; every answer is checked against it.'),
  profile: WitnessProfile.describe('The witness\'s manner on the stand: three dials from 0 to 1.'),
  /** Topics the witness cannot speak to (e.g. "did not see the bridge radar"). */
  knowledgeBoundaries: z.array(Text(500)).max(50).default([]).describe('Topics the witness cannot speak to ("did not see the bridge radar"). A question on one draws a foundation objection on direct, and the witness answers "I don\'t know" unless its affidavit decides the question; keep them clear of elicits, or they block them.'),
  isExpert: z.boolean().optional().describe('An expert may give opinions and answer hypotheticals (FRE 702, 703): lay-opinion objections to its questions, and speculation objections to hypotheticals, are overruled.'),
  /** A model id from the catalogue, used instead of the default for this witness. */
  modelOverride: Text(200).optional().describe('A model id from the catalog to play this witness instead of the default model. Not read in play yet.'),
});
export type Witness = z.infer<typeof Witness>;

/**
 * A structured factual target. The sign of `weight` says who benefits: positive helps the
 * plaintiff (or prosecution), negative helps the defense. Zero is not allowed.
 */
export const Elicit = z.strictObject({
  id: Id.describe('The elicit\'s id, used by claim elements (provedBy, rebuttedBy).'),
  label: Text(500).describe('The fact as a sentence ("Reyes saw the man\'s face for about ten seconds"). Shown to the student when it is established; its words also decide, with the keywords, when an answer establishes it.'),
  weight: z
    .number()
    .min(-10)
    .max(10)
    .refine((w) => w !== 0, 'A weight must be non-zero: its sign says which side benefits.').describe('Points for establishing the fact, from -10 to 10, never 0: positive helps the plaintiff (or prosecution), negative the defense. The student scores it when examining for the side it helps; the motion and the verdict weigh it.'),
  category: Text(80).describe('The elicit\'s topic ("identification", "timeline"). Questions on a topic of the direct are within the scope of cross, and its words belong to the case (relevance).'),
  modelQuestions: z.array(Text(500)).max(20).optional().describe('Questions that elicit the fact properly: counsel asks them on its own direct, and the linter\'s dry run asks them. Without them counsel builds questions from the label.'),
  witnessId: Id.optional().describe('The witness whose affidavit holds the fact. Absent: any witness can establish it.'),
  exhibitId: Id.optional().describe('The exhibit the fact rests on ("the log shows 22.5 knots"): testimony establishes it only while that exhibit is in evidence (admitted in the trial, or stipulated admissible). Before that the answer earns nothing, and a question on the exhibit\'s contents draws a best-evidence (or, for a record, hearsay) objection.'),
  keywords: z.array(Text(80)).max(40).optional().describe('Words or phrases an answer must say, in any form of the word, to establish the fact. Use the affidavit\'s own words; the linter warns about one no affidavit sentence says.'),
});
export type Elicit = z.infer<typeof Elicit>;
