import type { Pos } from './analyse';

// "I got there at 11:31", "she got to the aisle two minutes later": "get" with where it ends is
// the arriving itself, though "get" alone carries nothing (a light verb, no content word). Read
// as "arrive", the sentence answers "When did you arrive at the scene?" and meets a premise put
// as "You got to the scene at a quarter to midnight".

/** Adverbs that are the place one gets to: "got there", "got home". */
const DESTINATION_ADVERBS = new Set(['there', 'here', 'home']);

/** Parts of speech that begin where "to" goes, not an act ("got to see him"). */
const PLACE_STARTS = new Set(['DET', 'PROPN', 'NOUN', 'NUM', 'PRON']);

/** The acts a sentence says by "get" with where it ends: "arrive", once at most. */
export function arrivalsByGet(tokens: readonly { lemma: string; pos: Pos; lower: string }[]): string[] {
  const arrives = tokens.some((token, index) => {
    if (token.lemma !== 'get' || (token.pos !== 'VERB' && token.pos !== 'AUX')) return false;
    const next = tokens[index + 1];
    if (next === undefined) return false;
    if (DESTINATION_ADVERBS.has(next.lower)) return true;
    const after = tokens[index + 2];
    return next.lower === 'to' && after !== undefined && PLACE_STARTS.has(after.pos) && !(after.pos === 'PRON' && tokens[index + 3]?.pos === 'VERB');
  });
  return arrives ? ['arrive'] : [];
}
