import type { Token } from './analyse';
import { DEMONSTRATIVES } from './pronouns';
import { isVerbLemma, namesAPerson, verbOfInflection } from './relatedWords';

// "saw him strike the boy", "heard the pump running", "noticed the clerk slip it into a drawer":
// a verb of the senses whose object is followed by a bare infinitive or a participle says that an
// act was perceived, and names it. "saw the truck before it hit" names only a thing seen (the
// hitting only says when); "heard that the mill had closed" reports news, not a perception.

/** Verbs of perceiving with the senses, which take an object and a bare infinitive or participle. */
const PERCEIVING = new Set(['see', 'hear', 'notice', 'observe', 'watch', 'witness', 'feel', 'spot']);
/** Objects in the object case: "saw him", not "saw he". */
const OBJECT_PRONOUNS = new Set(['him', 'her', 'them', 'it', 'me', 'us']);
/** Nouns of a time a phrase can say when by ("the other day", "that night"): not an object ("the lease", which WordNet also files as a time). */
const TIMES_OF_DAY = new Set(['day', 'night', 'morning', 'afternoon', 'evening', 'week', 'weekend', 'month', 'year', 'time', 'hour', 'minute', 'moment']);
/** Words naming nobody in particular: "Did you see anyone leave?" supplies no actor. */
const INDEFINITE = new Set(['anyone', 'anybody', 'anything', 'someone', 'somebody', 'something', 'everyone', 'everybody', 'everything', 'nobody', 'nothing']);

export interface PerceivedAct {
  /** Index of the verb of perceiving in the tokens. */
  perceiving: number;
  /** Index of the act perceived (its verb, or the word the tagger misread as a noun). */
  act: number;
  /** The act's dictionary form ("strike", "run"). */
  lemma: string;
}

/** The act the tokens say was perceived, from the first verb of perceiving with an object and an act after it; null when none. */
export function perceivedAct(tokens: readonly Token[]): PerceivedAct | null {
  const list = tokens.filter((token) => token.pos !== 'PUNCT' || token.lower === "'s");
  for (let at = 0; at < list.length; at++) {
    if (!PERCEIVING.has(list[at]!.lemma) || list[at]!.pos !== 'VERB') continue;
    const objectEnd = objectPhraseEnd(list, at + 1);
    if (objectEnd < 0) continue;
    // After "him", "them", "it" a word the tagger took for a noun is the act ("saw him strike");
    // after "her" it is her thing ("saw her face"), and after a noun phrase more of the noun ("the car park").
    const act = actAt(list, objectEnd + 1, objectEnd === at + 1 && list[objectEnd]!.pos === 'PRON' && list[objectEnd]!.lower !== 'her');
    if (act !== null) return { perceiving: tokens.indexOf(list[at]!), act: tokens.indexOf(list[objectEnd + 1]!), lemma: act };
    if (personsActReadAsNoun(list, objectEnd)) return { perceiving: tokens.indexOf(list[at]!), act: tokens.indexOf(list[objectEnd]!), lemma: list[objectEnd]!.lower };
  }
  return null;
}

/**
 * "saw the officer strike the suspect": the tagger reads the act as the last noun of the object's
 * phrase. It is the act when it can be a verb, a person comes before it, and an object of its own
 * (not a time: "saw the witness box the other day") comes after it.
 */
function personsActReadAsNoun(list: readonly Token[], end: number): boolean {
  const [person, act, next, after] = [list[end - 1], list[end]!, list[end + 1], list[end + 2]];
  if (act.pos !== 'NOUN' || act.lower !== act.lemma || !isVerbLemma(act.lower) || person === undefined) return false;
  if (!(person.pos === 'PROPN' || (person.pos === 'NOUN' && namesAPerson(person.lemma)))) return false;
  // ("the police report that was filed": a relative clause after a compound noun, not an object)
  if (next === undefined || ['that', 'which', 'who', 'whose'].includes(next.lower) || !(next.pos === 'DET' || (next.pos === 'PRON' && next.lower !== 'it'))) return false;
  return after !== undefined && !list.slice(end + 2, end + 4).some((token) => TIMES_OF_DAY.has(token.lemma));
}

/** The last index of the object after a verb of perceiving (a pronoun, or a noun phrase ending on a noun or a name); -1 when none. */
function objectPhraseEnd(list: readonly Token[], start: number): number {
  const first = list[start];
  if (first === undefined || INDEFINITE.has(first.lower)) return -1;
  if (first.pos === 'PRON') return OBJECT_PRONOUNS.has(first.lower) ? start : -1;
  let at = start;
  if (first.pos === 'DET' || DEMONSTRATIVES.has(first.lower)) at++;
  let end = -1;
  // Adjectives, nouns, names and a possessive "'s": "the night porter", "the neighbour's dog", "Mr. Hale".
  // (an adjective after the noun is past the phrase: "the guard open the hatch")
  while (list[at] && ['ADJ', 'NOUN', 'PROPN', 'NUM', 'PART'].includes(list[at]!.pos) && !INDEFINITE.has(list[at]!.lower) && !(list[at]!.pos === 'ADJ' && end >= 0)) {
    if (list[at]!.pos === 'NOUN' || list[at]!.pos === 'PROPN') end = at;
    at++;
  }
  return end >= 0 && end === at - 1 ? end : -1;
}

/**
 * The act the word at `at` names when it follows a perceived object: a verb; a verb the tagger read
 * as an adjective with an object after it ("the guard open the hatch", not "the door open"); or
 * (where `misread`) a base or -ing form it read as a noun. Null otherwise.
 */
function actAt(list: readonly Token[], at: number, misread: boolean): string | null {
  const token = list[at];
  if (token === undefined || token.negation) return null;
  if (token.pos === 'VERB') return token.lemma;
  if (token.pos === 'ADJ') return isVerbLemma(token.lower) && ['DET', 'PRON'].includes(list[at + 1]?.pos ?? '') ? token.lower : null;
  if (token.pos !== 'NOUN' || !misread) return null;
  if (token.lower.endsWith('ing')) return verbOfInflection(token.lower);
  return isVerbLemma(token.lower) ? token.lower : null;
}
