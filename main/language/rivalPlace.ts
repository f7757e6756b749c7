import { tokensOf, type Token } from './analyse';
import { isKindOf, NOUN_KIND, nounKinds, relatedLemmas } from './relatedWords';

// "He brought the copy to your house" against "He brought the copy to my studio": the same act
// gone to another place. Two common nouns that each name a building or a place, in phrases that
// the same preposition opens, are two places unless one is the other in other words or a kind of
// it. The sentence does not bear the premise's place out.

/** Prepositions that put where an act went or was ("to", "into", "at", "in", "inside", "onto"). */
const PREPOSITIONS_OF_PLACE = new Set(['to', 'into', 'at', 'in', 'inside', 'onto']);

/** WordNet's kinds of noun a place is named by: a building or room (artifact) or a location. */
const PLACE_KINDS: readonly number[] = [NOUN_KIND.artifact, NOUN_KIND.location];

/** Each common noun a preposition of place opens the phrase of, past its determiner, owner and modifiers ("to my old studio" → studio), with that preposition. */
function placesOf(tokens: readonly Token[]): { lemma: string; preposition: string }[] {
  return tokens.flatMap((token, at) => {
    if (token.pos !== 'ADP' || !PREPOSITIONS_OF_PLACE.has(token.lower)) return [];
    let head = at + 1;
    while (['DET', 'ADJ', 'ADV', 'PRON', 'NUM'].includes(tokens[head]?.pos ?? '') || (tokens[head]?.pos === 'NOUN' && tokens[head + 1]?.pos === 'NOUN')) head++;
    const noun = tokens[head];
    if (noun?.pos !== 'NOUN' || !noun.content) return [];
    // A compound WordNet lists is named whole ("parking lot" → parking_lot, one with "car park").
    const compound = tokens[head - 1]?.pos === 'NOUN' ? `${tokens[head - 1]!.lemma}_${noun.lemma}` : null;
    const lemma = compound !== null && nounKinds(compound).size > 0 ? compound : noun.lemma;
    return [...nounKinds(lemma)].some((kind) => PLACE_KINDS.includes(kind)) ? [{ lemma, preposition: token.lower }] : [];
  });
}

/** Whether two nouns may name the one place: the same word, a related one, or one a kind of the other ("house" and "dwelling"). */
function mayBeTheSamePlace(a: string, b: string): boolean {
  return a === b || relatedLemmas(a, 'n').has(b) || relatedLemmas(b, 'n').has(a) || isKindOf(a, b) || isKindOf(b, a);
}

/**
 * Whether the sentence puts the claim's act at or toward another place: a place the claim names
 * after a preposition of place is nowhere in the sentence (nor in `context`, what it points back
 * to), and the sentence names, after the same preposition, a place that may not be it.
 */
export function namesAnotherPlace(claim: string, sentence: string, context: ReadonlySet<string> = new Set()): boolean {
  const sentenceTokens = tokensOf(sentence);
  const theirs = placesOf(sentenceTokens);
  if (theirs.length === 0) return false;
  const nouns = [...sentenceTokens.filter((token) => token.pos === 'NOUN').map((token) => token.lemma), ...theirs.map((place) => place.lemma)];
  const named = (lemma: string) => context.has(lemma) || nouns.some((noun) => mayBeTheSamePlace(lemma, noun));
  return placesOf(tokensOf(claim)).some((mine) => !named(mine.lemma) && theirs.some((other) => other.preposition === mine.preposition && !mayBeTheSamePlace(mine.lemma, other.lemma)));
}
