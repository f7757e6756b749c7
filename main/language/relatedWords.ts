import type { Pos } from './analyse';
import { WordNet, type WordNetPos } from './WordNet';

// Related words from WordNet: what lets "vehicle" meet "car", "arrive" meet "arrival", and "red"
// be seen to contradict "green". Only the commonest senses are used: a rare sense of a common
// word ("bank" as a tilt of an aircraft) would relate everything to everything.

const COMMON_SENSES = 3;
let database: WordNet | null = null;
const relatedCache = new Map<string, ReadonlySet<string>>();
const rivalCache = new Map<string, boolean>();

function wordNet(): WordNet {
  database ??= WordNet.fromPackage();
  return database;
}

/** WordNet's part of speech for a wink-nlp tag, or null for function words and numbers. */
export function wordNetPos(pos: Pos): WordNetPos | null {
  switch (pos) {
    case 'NOUN':
    case 'PROPN':
      return 'n';
    case 'VERB':
      return 'v';
    case 'ADJ':
      return 'a';
    case 'ADV':
      return 'r';
    default:
      return null;
  }
}

const ALL_POS: readonly WordNetPos[] = ['n', 'v', 'a', 'r'];

/**
 * Single words of the same meaning or of the same root in another part of speech: synonyms of
 * the commonest senses and their derivationally related forms ("arrive" → "arrival", "collide" →
 * "collision"). Without a part of speech every part is tried. The lemma itself is not included.
 */
export function relatedLemmas(lemma: string, pos?: WordNetPos | null): ReadonlySet<string> {
  const key = `${lemma}|${pos ?? '*'}`;
  const cached = relatedCache.get(key);
  if (cached) return cached;
  const related = new Set<string>();
  const net = wordNet();
  for (const part of pos ? [pos] : ALL_POS) {
    for (const offset of net.senses(lemma, part).slice(0, COMMON_SENSES)) {
      const synset = net.synset(offset, part);
      for (const word of synset.words) related.add(word);
      const own = synset.words.indexOf(lemma) + 1;
      for (const pointer of synset.pointers) {
        // Derivations and pertainyms are lexical: keep those of this word only.
        if ((pointer.symbol !== '+' && pointer.symbol !== '\\') || (pointer.source !== 0 && pointer.source !== own)) continue;
        const target = net.synset(pointer.offset, pointer.pos);
        if (pointer.target > 0) related.add(target.words[pointer.target - 1]!);
        else for (const word of target.words) related.add(word);
      }
    }
  }
  related.delete(lemma);
  for (const word of [...related]) if (word.includes(' ')) related.delete(word);
  relatedCache.set(key, related);
  return related;
}

/**
 * Whether two different words are rivals: one excludes the other when both describe the same
 * thing. Antonyms ("north"/"south", "open"/"closed") and co-hyponyms of a common sense
 * ("red"/"green" under chromatic colour, "Tuesday"/"Wednesday" under weekday, "knife"/"gun"
 * under weapon) are; synonyms and a word and its own hypernym ("car"/"vehicle") are not.
 */
export function areRivals(a: string, b: string): boolean {
  if (a === b) return false;
  const key = a < b ? `${a}|${b}` : `${b}|${a}`;
  const cached = rivalCache.get(key);
  if (cached !== undefined) return cached;
  const result = computeRivals(a, b);
  rivalCache.set(key, result);
  return result;
}

function computeRivals(a: string, b: string): boolean {
  const net = wordNet();
  for (const part of ALL_POS) {
    const sensesA = net.senses(a, part).slice(0, 2);
    const sensesB = net.senses(b, part).slice(0, 2);
    if (sensesA.length === 0 || sensesB.length === 0) continue;
    if (sensesA.some((offset) => sensesB.includes(offset))) return false;
    const synsetsA = sensesA.map((offset) => net.synset(offset, part));
    const synsetsB = sensesB.map((offset) => net.synset(offset, part));
    const antonym = synsetsA.some((synset) =>
      synset.pointers.some((pointer) => pointer.symbol === '!' && synsetsB.some((other) => other.offset === pointer.offset)),
    );
    if (antonym) return true;
    // Co-hyponyms: a shared direct hypernym (or class, for instances such as named weekdays).
    const parents = (synset: { pointers: { symbol: string; offset: number }[] }) =>
      synset.pointers.filter((pointer) => pointer.symbol === '@' || pointer.symbol === '@i').map((pointer) => pointer.offset);
    const parentsA = new Set(synsetsA.flatMap(parents));
    const parentsB = synsetsB.flatMap(parents);
    if (parentsB.some((offset) => parentsA.has(offset))) {
      // …but not when one is the other's parent ("vehicle" is no rival of "car").
      return !synsetsA.some((synset) => parentsB.includes(synset.offset)) && !synsetsB.some((synset) => parentsA.has(synset.offset));
    }
  }
  return false;
}
