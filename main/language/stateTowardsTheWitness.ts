import type { Token } from './analyse';
import { PERSONAL_OBJECT_PRONOUNS } from './pronouns';
import { canBeAdjective, namesAPerson } from './relatedWords';

// "He was polite and cooperative with you", "The plants looked healthy to you": the witness is
// named only as the one a quality of someone or something else was shown towards, or seemed so
// to. The premise is about him, or the plants: a sentence that tells the quality of them ("Mr. B
// was polite the whole time") bears it out though it never says "me". A sentence that gives the
// same quality towards someone else ("polite to the nurse") does not.

/** The witness in the object case, as a sentence names it. */
const WITNESS_OBJECTS = new Set(['me', 'us']);

/**
 * The prepositions that direct a quality at a person ("rude to", "patient with"). Not "for": "the
 * light was red for you" says which way the light faced the witness, the witness's own part.
 */
const TOWARDS = new Set(['to', 'with', 'towards', 'toward']);

/**
 * Whether the token at `at` is the witness ("you") named only after a preposition that follows an
 * adjective: the one a quality was shown towards ("friendly to you") or seemed so to.
 */
export function witnessOnlyAsWhomAQualityIsTowards(tokens: readonly Token[], at: number): boolean {
  return tokens[at]?.lower === 'you' && TOWARDS.has(tokens[at - 1]?.lower ?? '') && namesAQualityAt(tokens, at - 2);
}

/**
 * Whether the token at `at` is an adjective, or a word that can be one joined to an adjective
 * before it: the tagger reads the second of "courteous and patient" as a noun.
 */
function namesAQualityAt(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at];
  if (!token) return false;
  return token.pos === 'ADJ' || (canBeAdjective(token.lemma) && tokens[at - 1]?.pos === 'CCONJ' && tokens[at - 2]?.pos === 'ADJ');
}

/**
 * Whether the sentence gives one of the premise's qualities towards another than the witness: the
 * quality's adjective followed by the premise's preposition, whose object is another person
 * ("rude to the porter", "rude to him" against "rude to you").
 */
export function qualityToldTowardsAnother(premise: readonly Token[], sentence: readonly Token[]): boolean {
  // Each quality with the preposition it is shown by: "for the whole visit" after "patient" is no one it was shown to.
  const qualities = new Map(premise.flatMap((token, at) => (namesAQualityAt(premise, at) && TOWARDS.has(premise[at + 1]?.lower ?? '') ? [[token.lemma, premise[at + 1]!.lemma] as const] : [])));
  return sentence.some((token, at) => {
    if (qualities.get(token.lemma) !== sentence[at + 1]?.lemma || sentence[at + 1]?.pos !== 'ADP') return false;
    const object = sentence.slice(at + 2).find((next) => next.pos !== 'DET' && next.pos !== 'ADJ');
    if (object === undefined || WITNESS_OBJECTS.has(object.lower)) return false;
    return object.pos === 'PROPN' || PERSONAL_OBJECT_PRONOUNS.has(object.lower) || (object.pos === 'NOUN' && namesAPerson(object.lemma));
  });
}
