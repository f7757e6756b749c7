import { tokensOf, type Token } from './analyse';
import { namesAnotherKindOf, NOUN_KIND, nounKinds } from './relatedWords';
import { mayNameTheSame } from './rivalParticipant';

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
  const named = (lemma: string) => context.has(lemma) || nouns.some((noun) => mayNameTheSame(lemma, noun));
  return placesOf(tokensOf(claim)).some((mine) => !named(mine.lemma) && theirs.some((other) => other.preposition === mine.preposition && !mayNameTheSame(mine.lemma, other.lemma)));
}

/** Each place phrase's head with the noun just before it ("into the rinse room" → rinse, room), and the preposition that opens it. */
function placesNamedByTheirKind(tokens: readonly Token[]): { modifier: string; head: string; preposition: string }[] {
  return tokens.flatMap((token, at) => {
    if (token.pos !== 'ADP' || !PREPOSITIONS_OF_PLACE.has(token.lower)) return [];
    let modifier = at + 1;
    while (['DET', 'ADJ', 'PRON', 'NUM'].includes(tokens[modifier]?.pos ?? '')) modifier++;
    const [kind, head] = [tokens[modifier], tokens[modifier + 1]];
    if (kind?.pos !== 'NOUN' || head?.pos !== 'NOUN' || !kind.content || !head.content) return [];
    return [{ modifier: kind.lemma, head: head.lemma, preposition: token.lower }];
  });
}

/**
 * Whether the sentence puts the claim's act in another room of the same kind of place: the claim's
 * "in the treatment room" against "in the rinse room", the noun before the same head, after the
 * same preposition, naming another kind of it (`namesAnotherKindOf`); and the claim's own noun is
 * nowhere in the sentence. A room, a bay or a yard named so is one place among the building's, and
 * another is where the act was not.
 */
export function namesAnotherRoomOfTheKind(claim: string, sentence: string): boolean {
  const sentenceTokens = tokensOf(sentence);
  const theirs = placesNamedByTheirKind(sentenceTokens);
  if (theirs.length === 0) return false;
  const said = new Set(sentenceTokens.map((token) => token.lemma));
  return placesNamedByTheirKind(tokensOf(claim)).some(
    (mine) => !said.has(mine.modifier) && theirs.some((other) => other.head === mine.head && other.preposition === mine.preposition && namesAnotherKindOf(mine.modifier, other.modifier, mine.head)),
  );
}
