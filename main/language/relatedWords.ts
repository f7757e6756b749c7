import type { Pos, Token } from './analyse';
import { RecentCache } from './RecentCache';
import { WordNet, type Synset, type WordNetPos } from './WordNet';

// Related words from WordNet: what lets "vehicle" meet "car", "arrive" meet "arrival", and "red"
// be seen to contradict "green". Only the commonest senses are used: a rare sense of a common
// word ("bank" as a tilt of an aircraft) would relate everything to everything.

const COMMON_SENSES = 3;
const RIVAL_SENSES = 6;
// WordNet noun lexicographer files: animal, artifact, attribute, body, food, location, object, plant, shape, substance, time.
const EXCLUSIVE_NOUN_KINDS = new Set([5, 6, 7, 8, 13, 15, 17, 20, 25, 27, 28]);
/** Nouns with more senses than this are too vague to be rivals ("time" has 10, "knife" 2, "gun" 7). */
const VAGUE_NOUN_SENSES = 8;
let database: WordNet | null = null;

/**
 * How many words (or pairs of words) each of the caches below keeps. Each holds what WordNet says
 * of a word, read again on every turn; a session's questions bring new words without end, and a
 * cache that never forgot grew with them, and with it the heap every full collection walks. The
 * nine development packs together fill the largest one (same acts, by pairs) to about 4,000.
 */
export const WORD_CACHE_LIMIT = 10_000;
const wordCaches: RecentCache<string, unknown>[] = [];

/** A cache of what WordNet says of a word or a pair of words, bounded by `WORD_CACHE_LIMIT`. */
function wordCache<V>(): RecentCache<string, V> {
  const cache = new RecentCache<string, V>(WORD_CACHE_LIMIT);
  wordCaches.push(cache as RecentCache<string, unknown>);
  return cache;
}

/** How many entries the word caches hold in all: what a test reads to see they stay bounded. */
export function wordCacheEntries(): number {
  return wordCaches.reduce((sum, cache) => sum + cache.size, 0);
}
/**
 * Related words by part of speech ('*' for any), then by lemma: the look-up is made for every word
 * of a premise against every sentence it is compared with, and a key joined from the two was a new
 * string to build and hash on each call.
 */
const relatedCache = new Map<WordNetPos | '*', RecentCache<string, ReadonlySet<string>>>();
const rivalCache = wordCache<boolean>();
const unitCache = wordCache<boolean>();

function wordNet(): WordNet {
  database ??= WordNet.fromPackage();
  return database;
}

/** Reads WordNet's indexes now, so that the first question of a process does not (the background warm-up). */
export function readWordNetIndexes(): void {
  wordNet().readIndexes();
}

/** Senses of a unit compared: a unit's abbreviation is among a unit's first few senses ("m" is also a molar concentration). */
const UNIT_SENSES = 3;

/**
 * Whether two units of measure are one unit, as WordNet puts a unit and its abbreviation in one
 * sense: "kg" and "kilogram", "ft" and "foot", "mph" and "miles per hour", "kph" and "kilometers
 * per hour". Units are written as lemmas or as WordNet spells them ("miles per hour").
 */
export function sameUnit(a: string, b: string): boolean {
  if (a === b) return true;
  const key = a < b ? `${a}|${b}` : `${b}|${a}`;
  const cached = unitCache.get(key);
  if (cached !== undefined) return cached;
  const senses = (unit: string) => wordNet().senses(unit, 'n').slice(0, UNIT_SENSES);
  const ofA = new Set(senses(a));
  const same = senses(b).some((offset) => ofA.has(offset));
  unitCache.set(key, same);
  return same;
}

/**
 * The unit WordNet names for a rate said in words ("miles an hour", "kilometers per hour"), as
 * WordNet spells it, or null when it knows none: then the count's unit is its noun alone.
 */
export function rateUnit(counted: string, per: string): string | null {
  const unit = `${counted} per ${per}`;
  return wordNet().senses(unit, 'n').length > 0 ? unit : null;
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
 * Whether a word is among the lemmas `said`, itself or a word WordNet relates to it in its part of
 * speech: "the mirror" is named by "the looking glass", "said" by "stated".
 */
export function saidItselfOrKin(word: { readonly lemma: string; readonly pos: Pos }, said: ReadonlySet<string>): boolean {
  if (said.has(word.lemma)) return true;
  for (const related of relatedLemmas(word.lemma, wordNetPos(word.pos))) if (said.has(related)) return true;
  return false;
}

/**
 * Single words of the same meaning or of the same root in another part of speech: synonyms of
 * the commonest senses and their derivationally related forms ("arrive" → "arrival", "collide" →
 * "collision"). Without a part of speech every part is tried. The lemma itself is not included.
 */
export function relatedLemmas(lemma: string, pos?: WordNetPos | null): ReadonlySet<string> {
  let ofPos = relatedCache.get(pos ?? '*');
  if (!ofPos) relatedCache.set(pos ?? '*', (ofPos = wordCache()));
  const cached = ofPos.get(lemma);
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
  if (pos === 'n') for (const word of sameWordsOfAnotherRegister(lemma)) related.add(word);
  related.delete(lemma);
  for (const word of [...related]) if (word.includes(' ')) related.delete(word);
  ofPos.set(lemma, related);
  return related;
}

const sameSenseCache = new Map<WordNetPos, RecentCache<string, readonly string[]>>();

/**
 * The single words that are another name for what this word first means: those whose own
 * commonest sense is the same synset ("vet" and "veterinarian", "faulty" and "defective"). A
 * synonym only of a rarer sense ("nice" for "courteous", "level" for "even") is left to
 * `relatedLemmas`, where it counts for less.
 */
export function sameSenseWords(lemma: string, pos: WordNetPos): readonly string[] {
  let ofPos = sameSenseCache.get(pos);
  if (!ofPos) sameSenseCache.set(pos, (ofPos = wordCache()));
  const cached = ofPos.get(lemma);
  if (cached) return cached;
  const net = wordNet();
  const first = net.senses(lemma, pos)[0];
  const words = first === undefined ? [] : net.synset(first, pos).words.filter((word) => word !== lemma && !word.includes(' ') && net.senses(word, pos)[0] === first);
  ofPos.set(lemma, words);
  return words;
}

/**
 * `sameSenseWords` that cannot stand in a sentence as a word of the other content part of speech:
 * "chief" first means "main", "principal" and "master", yet "a master with the ferry company" is a
 * noun, no other word for "chief". (A sentence's index matches lemmas, not their parts of speech.)
 */
export function sameSenseWordsOfOnePos(lemma: string, pos: 'n' | 'a'): readonly string[] {
  const other = pos === 'n' ? 'a' : 'n';
  return sameSenseWords(lemma, pos).filter((word) => wordNet().senses(word, other).length === 0);
}

/** Whether two lemmas are one word, or each another name for what the other first means (`sameSenseWords`). */
export function namesTheSame(lemma: string, other: string, pos: WordNetPos): boolean {
  return lemma === other || sameSenseWords(lemma, pos).includes(other);
}

/** WordNet's own words for a synset that only says a thing in everyday speech ("an informal term for a father"). */
const INFORMAL_GLOSS = /^(?:an )?informal terms? for (?:a |an |your )?/;
/** WordNet's lexicographer file of people: the informal words for a person are words for the same person. */
const PERSON_FILE = 18;
/** WordNet's lexicographer file of animals. */
const ANIMAL_FILE = 5;

/**
 * The words for a person said in another register: "dad" and "mum" are "father" and "mother",
 * and the other way round ("You live with your dad" against "I live with my father"). WordNet
 * files "dad" as a kind of father, glossed as only an informal term for one. Only a word's
 * commonest senses count, as for its synonyms; and a person's everyday words only where they
 * name a person first.
 */
function sameWordsOfAnotherRegister(lemma: string): readonly string[] {
  const net = wordNet();
  const common = (word: string) => net.senses(word, 'n').slice(0, COMMON_SENSES);
  const informal = (synset: Synset) => synset.lexFile === PERSON_FILE && INFORMAL_GLOSS.test(synset.gloss);
  const isPersonFirst = (word: string) => {
    const first = net.senses(word, 'n')[0];
    return first !== undefined && net.synset(first, 'n').lexFile === PERSON_FILE;
  };
  const words: string[] = [];
  const senses = common(lemma);
  // "Cat" and "dog" are animals before they are slang for a man.
  const animalFirst = senses[0] !== undefined && net.synset(senses[0], 'n').lexFile === ANIMAL_FILE;
  for (const offset of senses) {
    const synset = net.synset(offset, 'n');
    // "dad": its broader word ("father"), when it only says that in everyday speech.
    if (informal(synset) && !animalFirst) for (const pointer of synset.pointers) if (pointer.symbol === '@') words.push(...net.synset(pointer.offset, 'n').words);
    // "father": the everyday words for it.
    for (const pointer of synset.pointers) {
      if (pointer.symbol !== '~') continue;
      const narrower = net.synset(pointer.offset, 'n');
      // Only a word that names a person first: "mummy" and "cat" are other things before they are "mother" and "man".
      if (informal(narrower)) words.push(...narrower.words.filter((word) => isPersonFirst(word) && common(word).includes(narrower.offset)));
    }
  }
  return words;
}

const broaderCache = wordCache<ReadonlySet<string>>();

/**
 * The one-word acts a phrasal verb is a way of doing, from its common senses' direct hypernyms
 * ("set off" is a way to "leave"; "hand over" to "give"): the plain word an account may use for it.
 */
export function broaderActs(phrase: string): ReadonlySet<string> {
  const cached = broaderCache.get(phrase);
  if (cached) return cached;
  const net = wordNet();
  const broader = new Set<string>();
  for (const offset of net.senses(phrase.replace(/_/g, ' '), 'v').slice(0, COMMON_SENSES)) {
    for (const pointer of net.synset(offset, 'v').pointers) {
      if (pointer.symbol !== '@') continue;
      for (const word of net.synset(pointer.offset, 'v').words) if (!word.includes(' ')) broader.add(word);
    }
  }
  broaderCache.set(phrase, broader);
  return broader;
}

/** What a word's rivalry is decided by, per part of speech: its senses, their parents, grandparents and antonyms. */
interface RivalProfile {
  senses: Set<number>;
  parents: Set<number>;
  grandparents: Set<number>;
  antonyms: Set<number>;
}

const profileCache = wordCache<Map<WordNetPos, RivalProfile>>();

function rivalProfile(lemma: string): Map<WordNetPos, RivalProfile> {
  const cached = profileCache.get(lemma);
  if (cached) return cached;
  const net = wordNet();
  const parentsOf = (offset: number, part: WordNetPos) =>
    net.synset(offset, part).pointers.filter((pointer) => pointer.symbol === '@' || pointer.symbol === '@i').map((pointer) => pointer.offset);
  const profile = new Map<WordNetPos, RivalProfile>();
  for (const part of ALL_POS) {
    // Colours and other attributes are often not a word's first sense ("orange" the fruit first).
    // Nouns rival only as kinds of things that exclude each other (a knife is no gun, Tuesday no
    // Wednesday, red no green); people, documents, acts and ideas overlap too much ("the officer"
    // may be "the detective", an "entry" a "log").
    const senses = net.senses(lemma, part).slice(0, RIVAL_SENSES).filter((offset) => part !== 'n' || EXCLUSIVE_NOUN_KINDS.has(net.synset(offset, part).lexFile));
    if (senses.length === 0) continue;
    const parents = new Set(senses.flatMap((offset) => parentsOf(offset, part)));
    const grandparents = part === 'n' ? new Set([...parents].flatMap((offset) => parentsOf(offset, part))) : new Set<number>();
    const antonyms = new Set(senses.flatMap((offset) => net.synset(offset, part).pointers.filter((pointer) => pointer.symbol === '!').map((pointer) => pointer.offset)));
    profile.set(part, { senses: new Set(senses), parents, grandparents, antonyms });
  }
  profileCache.set(lemma, profile);
  return profile;
}

const intersects = (a: ReadonlySet<number>, b: ReadonlySet<number>) => [...a].some((item) => b.has(item));

/**
 * Whether a word can be an adjective (colours, directions, sizes): an attribute, whatever the tagger read.
 * Asked of every word two statements' details compare, so it looks up the word's senses only: a
 * word's rival profile (its noun senses' parents and grandparents, read synset by synset) is built
 * only for the pairs that go on to be weighed as rivals.
 */
export function canBeAttribute(lemma: string): boolean {
  return canBeAdjective(lemma) || canBeAdverb(lemma);
}

/**
 * Whether one of a word's commonest senses has an opposite, its own or a synonym's ("back" shares
 * its sense with "backward", whose opposite is "forward"): such a word excludes its rival however
 * small a word it is.
 */
export function hasOpposite(lemma: string, pos: WordNetPos): boolean {
  const key = `${pos}:${lemma}`;
  let known = oppositeCache.get(key);
  if (known === undefined) {
    const net = wordNet();
    known = net.senses(lemma, pos).slice(0, COMMON_SENSES).some((offset) => net.synset(offset, pos).pointers.some((pointer) => pointer.symbol === '!'));
    oppositeCache.set(key, known);
  }
  return known;
}

/** Whether a word has an opposite, by part of speech and word: the details ask it of every adverb and preposition of every text they read. */
const oppositeCache = wordCache<boolean>();

/** Whether WordNet knows a word as an adverb ("up" in "with the hood up", not only as a preposition). */
export function canBeAdverb(lemma: string): boolean {
  return wordNet().senses(lemma, 'r').length > 0;
}

/** Whether WordNet knows a word as a noun at all ("bit", "saw" are; "drank", "wore" are not). */
export function canBeNoun(lemma: string): boolean {
  return wordNet().senses(lemma, 'n').length > 0;
}

/** Whether WordNet knows a word as an adjective ("back" in "the back garden", not only as an adverb). */
export function canBeAdjective(lemma: string): boolean {
  return wordNet().senses(lemma, 'a').length > 0;
}

/**
 * Whether a word is an ordinary English word ("timber", "supply", "rose") rather than only a
 * name: some sense of it is not an instance of something (WordNet lists "Lind" only as Jenny
 * Lind, an instance of a soprano).
 */
export function isCommonWord(lemma: string): boolean {
  const net = wordNet();
  return ALL_POS.some((part) => net.senses(lemma, part).some((offset) => !net.synset(offset, part).pointers.some((pointer) => pointer.symbol === '@i')));
}

/**
 * The verbs an -ing form may be of, likeliest first: a stem ending in one vowel and one consonant
 * lost an "e" ("sloping" → "slope", "riding" → "ride"; "visiting" has no "visite" and stays
 * "visit"); otherwise the stem itself ("garnishing"), or a doubled consonant undone ("planning").
 */
function ingStems(stem: string, undoubled: (stem: string) => string[]): string[] {
  const lostE = /(?:^|[^aeiou])[aeiou][b-df-hj-np-tv-z]$/.test(stem);
  return lostE ? [`${stem}e`, stem, ...undoubled(stem)] : [stem, `${stem}e`, ...undoubled(stem)];
}

/**
 * The verb an inflected form is of ("lives" → "live", "carries" → "carry", "mitigated" →
 * "mitigate", "stopped" → "stop", "garnishing" → "garnish", "sloping" → "slope"), or null when WordNet knows no such
 * verb: for a tagger that read "Who lives with you?" as a noun or "Have you mitigated…?" as an adjective.
 */
export function verbOfInflection(word: string): string | null {
  const lower = word.toLowerCase();
  const cached = inflectionCache.get(lower);
  if (cached !== undefined) return cached;
  const verb = readVerbOfInflection(lower);
  inflectionCache.set(lower, verb);
  return verb;
}

const inflectionCache = wordCache<string | null>();

function readVerbOfInflection(lower: string): string | null {
  const undoubled = (stem: string) => (/([b-df-hj-np-tv-z])\1$/.test(stem) ? [stem.slice(0, -1)] : []);
  const candidates = lower.length < 5 && !lower.endsWith('s')
    ? []
    : lower.endsWith('ing')
    ? ingStems(lower.slice(0, -3), undoubled)
    : lower.endsWith('ed')
      ? [lower.slice(0, -1), lower.slice(0, -2), lower.replace(/ied$/, 'y'), ...undoubled(lower.slice(0, -2))]
      : lower.endsWith('s')
        ? [lower.replace(/ies$/, 'y'), lower.replace(/es$/, ''), lower.replace(/s$/, '')]
        : [];
  return candidates.find((candidate) => candidate !== lower && candidate.length > 1 && wordNet().senses(candidate, 'v').length > 0) ?? null;
}

/** WordNet's definitions of a verb's commonest senses ("read anew; read again" for "reread"). */
export function commonVerbGlosses(lemma: string): string[] {
  const net = wordNet();
  return net
    .senses(lemma, 'v')
    .slice(0, COMMON_SENSES)
    .map((offset) => net.synset(offset, 'v').gloss);
}

/** Whether WordNet knows a word, as written, as a verb ("press", "slow"). */
export function isVerbLemma(word: string): boolean {
  return wordNet().senses(word.toLowerCase(), 'v').length > 0;
}

const kindOfCache = wordCache<boolean>();
/** How far up WordNet's hypernyms a word's kind is looked for. */
const KIND_DEPTH = 6;

/**
 * Whether a word names a kind or a value of a noun: "silver" of colour, "loafer" of shoe, "fog"
 * of weather, in any of its common noun senses (or only its first `senses`), up WordNet's hypernyms.
 */
export function isKindOf(word: string, kind: string, senses = COMMON_SENSES): boolean {
  const key = `${word}|${kind}|${senses}`;
  const cached = kindOfCache.get(key);
  if (cached !== undefined) return cached;
  const net = wordNet();
  let level = net.senses(word, 'n').slice(0, senses);
  const seen = new Set<number>();
  let found = false;
  for (let depth = 0; depth < KIND_DEPTH && level.length > 0 && !found; depth++) {
    const next: number[] = [];
    for (const offset of level) {
      if (seen.has(offset)) continue;
      seen.add(offset);
      const synset = net.synset(offset, 'n');
      if (depth > 0 && synset.words.includes(kind)) found = true;
      for (const pointer of synset.pointers) if (pointer.symbol === '@' || pointer.symbol === '@i') next.push(pointer.offset);
    }
    level = next;
  }
  kindOfCache.set(key, found);
  return found;
}

/**
 * Whether a word names a sum of money in one of its common noun senses ("price", "fee", "rent",
 * "cost", "pay"): the verb of that sum ("What did they pay?", "What does it cost?") asks for an amount.
 */
export function namesASum(lemma: string): boolean {
  return SUM_KINDS.some((kind) => isKindOf(lemma, kind));
}
/** WordNet's kinds of a sum: "fee", "rent" and "pay" are costs, "cost" and "price" values. */
const SUM_KINDS: readonly string[] = ['cost', 'value'];

/** Whether a unit counts money ("dollar", "pound", "cent"), as an amount of a sum is given. */
export function countsMoney(unit: string): boolean {
  return isKindOf(unit, 'monetary unit');
}

/** WordNet kinds of a noun whose value is an amount ("speed" is a rate, "distance" a magnitude, "temperature" a measure). */
export const MEASURE_KINDS: readonly string[] = ['magnitude', 'measure', 'rate', 'quantity'];
/** …and of what an adjective grades, weight and heat among them ("How heavy…?", "How hot…?"). */
const GRADED_MEASURE_KINDS: readonly string[] = [...MEASURE_KINDS, 'physical property'];
const measuredCache = wordCache<string | null>();

/**
 * The measure an adjective grades, as WordNet's attribute of it ("deep" → depth, "fast" → speed,
 * "heavy" → weight), or null when what it grades is no amount ("sure", "careful", "clear"): "How
 * deep…?" asks for an amount, "How sure…?" does not.
 */
export function measuredAttribute(adjective: string): string | null {
  const word = adjective.toLowerCase();
  const cached = measuredCache.get(word);
  if (cached !== undefined) return cached;
  const net = wordNet();
  const attributes = net
    .senses(word, 'a')
    .slice(0, COMMON_SENSES)
    .flatMap((offset) => net.synset(offset, 'a').pointers.filter((pointer) => pointer.symbol === '=' && pointer.pos === 'n'))
    .map((pointer) => net.synset(pointer.offset, 'n').words[0]!);
  const measure = attributes.find((noun) => GRADED_MEASURE_KINDS.some((kind) => isKindOf(noun, kind))) ?? null;
  measuredCache.set(word, measure);
  return measure;
}

/** The verb a third-person form is of ("lives" → "live"), or null: see `verbOfInflection`. */
export function verbOfThirdPerson(word: string): string | null {
  return /s$/i.test(word) ? verbOfInflection(word) : null;
}

/** WordNet's lexicographer files of nouns (noun.artifact is 6, noun.attribute 7, noun.body 8, noun.cognition 9, noun.communication 10, noun.feeling 12, noun.food 13, noun.group 14, noun.location 15, noun.person 18, noun.possession 21, noun.process 22, noun.quantity 23, noun.state 26, noun.substance 27, noun.time 28). */
export const NOUN_KIND = { act: 4, animal: 5, artifact: 6, attribute: 7, body: 8, cognition: 9, communication: 10, feeling: 12, food: 13, group: 14, location: 15, object: 17, person: 18, plant: 20, possession: 21, process: 22, quantity: 23, state: 26, substance: 27, time: 28 } as const;
const kindCache = wordCache<ReadonlySet<number>>();

/** The lexicographer files of a noun's common senses: what kind of thing it names. */
export function nounKinds(lemma: string): ReadonlySet<number> {
  const cached = kindCache.get(lemma);
  if (cached) return cached;
  const net = wordNet();
  const kinds = new Set(net.senses(lemma, 'n').slice(0, COMMON_SENSES).map((offset) => net.synset(offset, 'n').lexFile));
  kindCache.set(lemma, kinds);
  return kinds;
}

const firstVerbKindCache = wordCache<number | null>();

/** The lexicographer file of a verb's commonest sense (verb.emotion is 37), or null for no verb. */
function firstVerbKind(lemma: string): number | null {
  const cached = firstVerbKindCache.get(lemma);
  if (cached !== undefined) return cached;
  const net = wordNet();
  const first = net.senses(lemma, 'v')[0];
  const kind = first === undefined ? null : net.synset(first, 'v').lexFile;
  firstVerbKindCache.set(lemma, kind);
  return kind;
}

/** WordNet's lexicographer files of verbs of thinking (expect, believe, predict) and of saying (say, tell, promise). */
const VERBS_OF_MIND_OR_SPEECH: ReadonlySet<number> = new Set([31, 32]);

/** Whether a verb's commonest sense is one of thinking or saying ("said", "expected", "predicted", "promised"). */
export function saysOrThinks(lemma: string): boolean {
  const kind = firstVerbKind(lemma);
  return kind !== null && VERBS_OF_MIND_OR_SPEECH.has(kind);
}

/** WordNet's lexicographer file of verbs of saying (say, tell, promise, warn). */
const VERB_OF_SPEECH = 32;

/** Whether a verb's commonest sense is one of saying ("said", "told", "warned", "admitted"), not of thinking. */
export function saysSomething(lemma: string): boolean {
  return firstVerbKind(lemma) === VERB_OF_SPEECH;
}

const tellingCache = wordCache<boolean>();

/**
 * Whether one of a verb's common senses is one of saying, though its commonest may not be: "wrote"
 * (first of making a text), "noted", "listed". Where a document is named ("in my report I wrote
 * 150"), such a verb puts what follows in it.
 */
export function canSaySomething(lemma: string): boolean {
  return hasCommonVerbSenseOfKind(lemma, VERB_OF_SPEECH, tellingCache);
}

/** Whether one of a verb's common senses is filed in the lexicographer file `kind`, remembered in `cache`. */
function hasCommonVerbSenseOfKind(lemma: string, kind: number, cache: RecentCache<string, boolean>): boolean {
  const cached = cache.get(lemma);
  if (cached !== undefined) return cached;
  const net = wordNet();
  const found = net.senses(lemma, 'v').slice(0, COMMON_SENSES).some((offset) => net.synset(offset, 'v').lexFile === kind);
  cache.set(lemma, found);
  return found;
}

/** The plain verb of speech: what an account most often tells a telling by ("he said…"). */
export const PLAIN_SAYING = 'say';

/**
 * Whether a verb is a finer way of saying, filed by WordNet directly under "say" in a common sense
 * ("respond", "reply", "mention", "explain"): an account tells the same act by "said". Only a verb
 * first of mind or speech: "require" and "observe" are said under "say" too, yet first mean needing
 * and seeing. Not "say" itself, nor a verb that reports in a sense of its own ("ask", "shout").
 */
export function isAWayOfSaying(lemma: string): boolean {
  return lemma !== PLAIN_SAYING && saysOrThinks(lemma) && broaderActs(lemma).has(PLAIN_SAYING);
}

/** WordNet's lexicographer file of verbs of feeling (feel, worry, fear, hope, frighten). */
const VERB_OF_EMOTION = 37;

/**
 * Whether a word names a feeling: a verb whose commonest sense is one of emotion ("feel",
 * "worry", "scare"), or a noun with a common sense of feeling ("worry", "fear", "concern").
 */
export function namesAFeeling(lemma: string, pos: WordNetPos): boolean {
  if (pos === 'v') return firstVerbKind(lemma) === VERB_OF_EMOTION;
  if (pos === 'n') return [...nounKinds(lemma)].includes(NOUN_KIND.feeling);
  return false;
}

/** WordNet's lexicographer file of verbs of motion (go, arrive, leave, drive, walk). */
const VERB_OF_MOTION = 38;

/** Whether a verb's commonest sense is one of moving from place to place ("left", "drove", "arrived"). */
export function namesAMotion(lemma: string): boolean {
  return firstVerbKind(lemma) === VERB_OF_MOTION;
}

/** WordNet's lexicographer file of verbs of making (write, draft, author, compose, print, build). */
const VERB_OF_CREATION = 36;

/** Whether a verb's commonest sense is one of making something ("wrote", "drafted", "authored", "printed"). */
export function namesAMaking(lemma: string): boolean {
  return firstVerbKind(lemma) === VERB_OF_CREATION;
}

const senseOfCache = wordCache<boolean>();

/**
 * Whether one of a verb's first `senses` senses is one of the first `anchorSenses` senses of
 * `anchor` (its first, unless told) or a way of it (a direct hyponym), by WordNet's own sense of that word.
 */
function hasSenseOf(lemma: string, anchor: string, senses: number, anchorSenses = 1): boolean {
  const key = `${lemma}|${anchor}|${senses}|${anchorSenses}`;
  const cached = senseOfCache.get(key);
  if (cached !== undefined) return cached;
  const net = wordNet();
  const targets = new Set(net.senses(anchor, 'v').slice(0, anchorSenses));
  const means = net
    .senses(lemma.replace(/_/g, ' '), 'v')
    .slice(0, senses)
    .some((sense) => targets.has(sense) || net.synset(sense, 'v').pointers.some((pointer) => pointer.symbol === '@' && targets.has(pointer.offset)));
  senseOfCache.set(key, means);
  return means;
}

/**
 * Whether a verb can say what a sum adds up to ("come", "amount", "add up", "total"), in any of
 * its senses: a rare sense of "come", but the only one it has with an amount after it ("came to $400").
 */
export function canMeanAmounting(lemma: string): boolean {
  return hasSenseOf(lemma, 'total', Infinity);
}

/**
 * Whether a verb can say what something was meant for, in any of its senses: "intend", "mean",
 * "design" ("designed to go far"), "calculate" and "aim" ("calculated to appeal"), each a sense
 * of intending or a way of it. Read against intend's senses of purpose (its first three; the
 * fourth is to signify), so "stand for" is not one.
 */
export function canMeanIntending(lemma: string): boolean {
  return hasSenseOf(lemma, 'intend', Infinity, COMMON_SENSES);
}

/**
 * Whether a verb's most common sense is to have an effect on something ("affect", "impact"), not
 * an act that may do so ("touch" is first to make contact).
 */
export function meansAffecting(lemma: string): boolean {
  return hasSenseOf(lemma, 'affect', 1);
}

/**
 * Whether one of a verb's common senses is to happen or a way of happening ("occur", "take
 * place", "come" as in "the first success came three days later"): its subject is an event, not
 * a doer.
 */
export function canMeanHappening(lemma: string): boolean {
  return hasSenseOf(lemma, 'happen', COMMON_SENSES);
}

/**
 * Whether a noun names a person or a body of people in one of its common senses ("manager",
 * "clerk", "people", "the company"), not a thing ("transponder", "log"): only people make a
 * statement (FRE 801(b)).
 */
export function namesAPerson(lemma: string): boolean {
  const kinds = nounKinds(lemma);
  return kinds.has(NOUN_KIND.person) || kinds.has(NOUN_KIND.group);
}

/** Whether a noun's commonest sense is a person ("driver", "son"), not a thing that a rarer sense makes one ("recorder"). */
export function namesAPersonFirst(lemma: string): boolean {
  return firstNounKind(lemma) === NOUN_KIND.person;
}

/** The lexicographer file of a noun's commonest sense (a person is 18, a group 14), or null for no noun. */
export function firstNounKind(lemma: string): number | null {
  const cached = firstNounKindCache.get(lemma);
  if (cached !== undefined) return cached;
  const net = wordNet();
  const first = net.senses(lemma, 'n')[0];
  const kind = first === undefined ? null : net.synset(first, 'n').lexFile;
  firstNounKindCache.set(lemma, kind);
  return kind;
}

const firstNounKindCache = wordCache<number | null>();

/**
 * Whether the word at `index` names someone: a proper name, or a noun whose commonest sense is a
 * person ("driver", "barman"), unless with a word beside it it is one WordNet noun of another kind
 * ("German shepherd" is a dog, though "German" and "shepherd" each name people).
 */
export function personNamedAt(tokens: readonly { lemma: string; pos: Pos }[], index: number): boolean {
  const token = tokens[index];
  if (token === undefined || (token.pos !== 'PROPN' && !(token.pos === 'NOUN' && namesAPersonFirst(token.lemma)))) return false;
  const compound = (a: number, b: number) => {
    const first = tokens[a];
    const second = tokens[b];
    if (first === undefined || second === undefined || ![first, second].every((word) => word.pos === 'NOUN' || word.pos === 'PROPN' || word.pos === 'ADJ')) return null;
    return firstNounKind(`${first.lemma}_${second.lemma}`);
  };
  return [compound(index - 1, index), compound(index, index + 1)].every((kind) => kind === null || kind === NOUN_KIND.person);
}

/** How far up its commonest sense's hypernyms a person noun's sex is looked for ("daughter" → female offspring → female). */
const SEX_DEPTH = 3;
const sexCache = wordCache<'female' | 'male' | null>();

/**
 * The sex a person noun's commonest sense says, as WordNet files it: in its own other words or
 * under "female" or "male", or a kind named so ("male parent", "female sibling", "male
 * offspring"): "father", "sister", "son"; failing that, the other sex of its antonym's ("husband",
 * filed under "spouse" alone, is the antonym of "wife"); null for a word that says none ("nurse",
 * "officer", "driver"), as any of those may be either.
 */
export function sexOf(lemma: string): 'female' | 'male' | null {
  const cached = sexCache.get(lemma);
  if (cached !== undefined) return cached;
  const found = sexFiled(lemma) ?? otherSex([...antonymLemmas(lemma, 'n')].map(sexFiled).find((sex) => sex !== null) ?? null);
  sexCache.set(lemma, found);
  return found;
}

const otherSex = (sex: 'female' | 'male' | null) => (sex === null ? null : sex === 'female' ? 'male' : 'female');

/** The sex WordNet files a noun's commonest sense under, by its own words or its hypernyms' (see `sexOf`). */
function sexFiled(lemma: string): 'female' | 'male' | null {
  const net = wordNet();
  let level = net.senses(lemma, 'n').slice(0, 1);
  for (let depth = 0; depth < SEX_DEPTH && level.length > 0; depth++) {
    const synsets = level.map((offset) => net.synset(offset, 'n'));
    const names = synsets.flatMap((synset) => synset.words).filter((name) => name !== lemma);
    const says = (sex: string) => names.some((name) => name === sex || name.startsWith(`${sex} `));
    if (says('female')) return 'female';
    if (says('male')) return 'male';
    level = synsets.flatMap((synset) => synset.pointers.filter((pointer) => pointer.symbol === '@').map((pointer) => pointer.offset));
  }
  return null;
}

/**
 * Whether two nouns, each put before the same head noun ("the treatment room", "the rinse room"),
 * name two kinds of that thing: a noun before a noun says which kind it is, so another noun there
 * is another one. Not when they are one word in other words ("sugar"/"glucose"), nor when WordNet
 * holds both compounds as one thing ("police car", "squad car"), nor for a vague noun ("side",
 * "back"), which names no kind.
 */
export function namesAnotherKindOf(modifier: string, other: string, head: string): boolean {
  if (modifier === other || isVagueNoun(modifier) || isVagueNoun(other)) return false;
  const net = wordNet();
  if (net.senses(modifier, 'n').length === 0 || net.senses(other, 'n').length === 0) return false;
  if (relatedLemmas(modifier).has(other) || relatedLemmas(other).has(modifier)) return false;
  const compound = new Set(net.senses(`${modifier} ${head}`, 'n'));
  return !net.senses(`${other} ${head}`, 'n').some((offset) => compound.has(offset));
}

/**
 * Whether two different words are rivals (as the given part of speech, or any): one excludes the other when both describe the same
 * thing. Antonyms ("north"/"south", "open"/"closed") and co-hyponyms of a common sense
 * ("red"/"green" under chromatic colour, "Tuesday"/"Wednesday" under weekday, "knife"/"gun"
 * under weapon, and for nouns a level up: "orange" and "grey" are both colours) are; synonyms and
 * a word and its own hypernym ("car"/"vehicle") are not.
 */
/** A noun of so many WordNet senses ("thing", "time", "way") that it names no particular thing. */
export function isVagueNoun(lemma: string): boolean {
  return wordNet().senses(lemma, 'n').length > VAGUE_NOUN_SENSES;
}

export function areRivals(a: string, b: string, pos?: WordNetPos | null): boolean {
  if (a === b) return false;
  const key = `${a < b ? `${a}|${b}` : `${b}|${a}`}|${pos ?? '*'}`;
  const cached = rivalCache.get(key);
  if (cached !== undefined) return cached;
  // A noun of many senses ("time", "scene", "side", "way") names too vague a thing to exclude
  // another, but for its own opposite: "days" and "nights" exclude each other whatever else "day" means.
  const result =
    pos === 'n' && (isVagueNoun(a) || isVagueNoun(b)) ? opposites(a, b, 'n') : computeRivals(rivalProfile(a), rivalProfile(b), pos ?? null) || (pos !== 'v' && rivalKin(a, b));
  rivalCache.set(key, result);
  return result;
}

function computeRivals(profileA: Map<WordNetPos, RivalProfile>, profileB: Map<WordNetPos, RivalProfile>, pos: WordNetPos | null): boolean {
  for (const [part, a] of profileA) {
    if (pos !== null && part !== pos) continue;
    const b = profileB.get(part);
    if (!b) continue;
    if (intersects(a.senses, b.senses)) return false;
    if (intersects(a.antonyms, b.senses) || intersects(b.antonyms, a.senses)) return true;
    // …but never when one is the other's parent.
    if (intersects(a.senses, b.parents) || intersects(b.senses, a.parents)) return false;
    if (intersects(a.parents, b.parents)) return true;
    // A level up only for attribute words read as nouns ("orange" a chromatic colour, "grey" an
    // achromatic one); for things ("entry" and "log") a level up is too far to exclude each other.
    if (pos === null && intersects(a.grandparents, b.grandparents)) return true;
  }
  return false;
}

/** Whether either word is WordNet's antonym of the other (it may be listed one way only: "night" has "day"). */
function opposites(a: string, b: string, pos: WordNetPos): boolean {
  return antonymLemmas(a, pos).has(b) || antonymLemmas(b, pos).has(a);
}

/**
 * Two kinds of relative, neither a kind of the other, are rivals: one person is not both your
 * brother and your cousin. People rival no further than that ("the officer" may be "the detective").
 */
function rivalKin(a: string, b: string): boolean {
  return isKindOf(a, 'relative') && isKindOf(b, 'relative') && !kindOfInName(a, b) && !kindOfInName(b, a);
}

/**
 * Whether a word is a kind of another, or of a kind whose name says it is one: WordNet files a
 * brother under "male sibling", which is a sibling by its name though not by its hypernyms.
 */
function kindOfInName(word: string, kind: string): boolean {
  if (isKindOf(word, kind)) return true;
  const net = wordNet();
  let level = net.senses(word, 'n').slice(0, COMMON_SENSES);
  for (let depth = 0; depth < 2 && level.length > 0; depth++) {
    const synsets = level.map((offset) => net.synset(offset, 'n'));
    if (depth > 0 && synsets.some((synset) => synset.words.some((name) => name.endsWith(` ${kind}`)))) return true;
    level = synsets.flatMap((synset) => synset.pointers.filter((pointer) => pointer.symbol === '@').map((pointer) => pointer.offset));
  }
  return false;
}

const antonymCache = wordCache<ReadonlySet<string>>();

/**
 * Single words of the opposite meaning in the commonest senses: WordNet's antonyms of the word
 * ("polite" → "impolite"), and for an adjective that is a satellite of a head word
 * ("rude" is like "impolite") the antonyms of that head ("polite"). A sentence that says the
 * antonym of a premise's predicate, of the same thing, denies the premise.
 */
export function antonymLemmas(lemma: string, pos: WordNetPos): ReadonlySet<string> {
  const key = `${lemma}|${pos}`;
  const cached = antonymCache.get(key);
  if (cached) return cached;
  const net = wordNet();
  const antonyms = new Set<string>();
  const addTarget = (offset: number, part: WordNetPos, target: number) => {
    const synset = net.synset(offset, part);
    if (target > 0) antonyms.add(synset.words[target - 1]!);
    else for (const word of synset.words) antonyms.add(word);
  };
  for (const offset of net.senses(lemma, pos).slice(0, COMMON_SENSES)) {
    const synset = net.synset(offset, pos);
    const own = synset.words.indexOf(lemma) + 1;
    for (const pointer of synset.pointers) {
      // Antonymy is lexical: the pointer of this word, not of a synonym beside it.
      if (pointer.symbol === '!' && (pointer.source === 0 || pointer.source === own)) addTarget(pointer.offset, pointer.pos, pointer.target);
      // A satellite adjective takes its opposite from the head it is similar to.
      if (pointer.symbol === '&' && pos === 'a') {
        for (const headPointer of net.synset(pointer.offset, pointer.pos).pointers) {
          if (headPointer.symbol === '!') addTarget(headPointer.offset, headPointer.pos, headPointer.target);
        }
      }
    }
  }
  // A word is never its own opposite, nor the opposite of a synonym it shares a sense with.
  for (const word of [...antonyms]) if (word === lemma || word.includes(' ') || relatedLemmas(lemma, pos).has(word)) antonyms.delete(word);
  antonymCache.set(key, antonyms);
  return antonyms;
}

/**
 * Verbs that may link their subject to a state rather than tell an act ("came back negative", "is
 * kept locked", "stayed open", "turned out positive"), a closed class of English grammar. The
 * tokenizer marks one that does so as saying nothing of its own (see `readLinkingVerbs`).
 */
const LINKING_VERBS = new Set(['become', 'come', 'go', 'grow', 'keep', 'remain', 'stay', 'turn', 'prove']);

export function isLinkingVerb(lemma: string): boolean {
  return LINKING_VERBS.has(lemma);
}

/** Kinds of thing a person wears: "in" one says the wearing ("a man in a green jacket"). */
const WORN_KINDS = ['clothing', 'footwear'];

/**
 * Acts a sentence says without their verb, as the lemma of that verb: a person "in a green
 * jacket" or "in work boots" is wearing it. A premise that says "wearing" is borne out, or
 * corrected, by such a sentence.
 */
export function actsWithoutVerb(tokens: readonly { lemma: string; pos: Pos; lower: string }[]): string[] {
  const acts: string[] = [];
  tokens.forEach((token, index) => {
    if (token.lower !== 'in' || token.pos !== 'ADP') return;
    // The noun phrase after "in": its determiner and modifiers, then its head.
    let at = index + 1;
    while (at < tokens.length && at <= index + 5 && ['DET', 'ADJ', 'NUM', 'PUNCT'].includes(tokens[at]!.pos)) at++;
    while (tokens[at + 1]?.pos === 'NOUN' && tokens[at]!.pos === 'NOUN') at++;
    const head = tokens[at];
    if (head?.pos === 'NOUN' && WORN_KINDS.some((kind) => isKindOf(head.lemma, kind)) && !acts.includes('wear')) acts.push('wear');
  });
  return acts;
}

/** Particles that make a phrasal verb with the verb before them ("rule out", "turn down", "have on"). */
const PARTICLES = new Set(['out', 'off', 'on', 'up', 'down', 'over', 'back', 'away', 'in', 'through']);
const phrasalCache = wordCache<string | null>();

/** Adverbs of place a verb takes as its particle, beside those that make WordNet's phrasal verbs ("sent him round", "walked her along"). */
const PLACE_PARTICLES = new Set(['round', 'around', 'along', 'aside', 'apart']);

/**
 * Whether a word may be a verb's particle ("sent Ewan round", "picked it up"): the tagger reads
 * some as nouns ("round"), and a particle after a name is no part of it.
 */
export function isParticle(lower: string): boolean {
  return PARTICLES.has(lower) || PLACE_PARTICLES.has(lower);
}

/** The lemma of a verb of two words ("rule out" → "rule_out") when WordNet lists it as a verb, else null. */
function listedVerb(phrase: string): string | null {
  let lemma = phrasalCache.get(phrase);
  if (lemma === undefined) {
    lemma = wordNet().senses(phrase, 'v').length > 0 ? phrase.replace(' ', '_') : null;
    phrasalCache.set(phrase, lemma);
  }
  return lemma;
}

/**
 * The phrasal verbs of a sentence that WordNet lists ("ruled out" → "rule_out", "had on" →
 * "have_on"), by the index of their verb. A phrasal verb means something its verb alone does
 * not ("turn down" an offer is to refuse it), so it is a lemma of its own, related to its
 * synonyms ("turn_down" to "refuse").
 */
export function phrasalVerbs(tokens: readonly { lemma: string; pos: Pos; lower: string; content?: boolean; entity?: string | null }[]): Map<number, string> {
  const found = new Map<number, string>();
  tokens.forEach((token, index) => {
    if (token.pos !== 'VERB' && token.pos !== 'AUX') return;
    // "came back negative" links the swab to a state: it is no coming back.
    if (token.content === false && isLinkingVerb(token.lemma)) return;
    // The particle follows the verb, or its short object ("pulled him over").
    for (const gap of [1, 2]) {
      const particle = tokens[index + gap];
      if (!particle || !PARTICLES.has(particle.lower)) continue;
      if (gap === 2 && tokens[index + 1]!.pos !== 'PRON') continue;
      // A word that heads a date or a time is its preposition: "called you on 22 April" is no "call on".
      const headed = tokens[index + gap + 1]?.lower === 'the' ? tokens[index + gap + 2] : tokens[index + gap + 1];
      if (headed?.entity === 'DATE' || headed?.entity === 'TIME') continue;
      const lemma = listedVerb(`${token.lemma} ${particle.lower}`);
      if (lemma) {
        found.set(index, lemma);
        return;
      }
    }
  });
  return found;
}

/**
 * The verb a sentence's verb makes with the preposition after it, where WordNet lists the pair as
 * a verb of its own ("went into the office" → "go_into", which is "enter"). It is a further
 * reading of the verb, never its only one: a preposition opens a phrase of its own as often as it
 * completes its verb ("arrived at the gate" is also arriving), so it is not a particle.
 */
export function prepositionalVerb(tokens: readonly PrepositionToken[], index: number): string | null {
  const verb = tokens[index];
  const preposition = tokens[index + 1];
  if (verb?.pos !== 'VERB' || preposition?.pos !== 'ADP' || PARTICLES.has(preposition.lower)) return null;
  // A preposition that heads a date or a time says when, not what: "came at nine" is no "come at".
  const headed = tokens[index + 2]?.lower === 'the' ? tokens[index + 3] : tokens[index + 2];
  if (headed?.entity === 'DATE' || headed?.entity === 'TIME') return null;
  return listedVerb(`${verb.lemma} ${preposition.lower}`);
}

type PrepositionToken = { lemma: string; pos: Pos; lower: string; entity?: string | null };

/**
 * The one-word acts a question's verb may be asked in with the preposition after it, where WordNet
 * lists the pair as a verb of its own: its synonyms and the acts it is a way of doing ("look at" the
 * sheet is to "view" it, a way to "examine" it). A light verb a sense of the pair shares ("take" is
 * one sense of "look at") says nothing of the act, so it is left out. Empty when WordNet has no
 * such verb ("look after" is its own act, read by its own senses: "care", never "examine").
 */
export function prepositionalActs(tokens: readonly PrepositionToken[], index: number): readonly string[] {
  const pair = prepositionalVerb(tokens, index);
  if (pair === null) return [];
  return [...relatedLemmas(pair, 'v'), ...broaderActs(pair)].filter((act) => act !== tokens[index]!.lemma && !LIGHT_PHRASE_HEADS.has(act));
}

/**
 * Whether a premise's verb and a sentence's say one act once either is read with its preposition
 * ("went into the office" and "entered" it, either way round). A light verb's many senses take in
 * nearly any such pair ("take" is one sense of "look at"), so it is matched by its own word only.
 */
export function sameActWithPreposition(premise: readonly PrepositionToken[], premiseAt: number, sentence: readonly PrepositionToken[], sentenceAt: number, sentenceNegated: boolean): boolean {
  const premiseVerb = premise[premiseAt]!.lemma;
  const sentenceVerb = sentence[sentenceAt]!.lemma;
  const premisePair = prepositionalVerb(premise, premiseAt);
  const sentencePair = prepositionalVerb(sentence, sentenceAt);
  return (
    (premisePair !== null && !LIGHT_PHRASE_HEADS.has(sentenceVerb) && (relatedLemmas(premisePair, 'v').has(sentenceVerb) || sameAct(premisePair, sentenceVerb, sentenceNegated))) ||
    (sentencePair !== null && !LIGHT_PHRASE_HEADS.has(premiseVerb) && (relatedLemmas(sentencePair, 'v').has(premiseVerb) || sameAct(premiseVerb, sentencePair, sentenceNegated)))
  );
}

const actCache = wordCache<boolean>();

/**
 * Whether a sentence's verb says the premise's act in other words: the commonest sense of one is
 * a sense of the other ("ring" is most often to "phone"; to "hand" is to "give"), or the
 * sentence's commonest sense is a way of doing one of the premise's ("sawed" the boards is "cut"
 * them; "paid" him is "gave" him). The reverse of the last does not hold: "cut" is not "sawed".
 * Only commonest senses lead: a rare sense of a common verb would make every act the same
 * ("live" and "know" share one). Verbs and phrasal verbs are written as lemmas ("give_back").
 *
 * A sentence that denies its act denies every way of doing it, and nothing of the act it is a
 * way of: "I did not tell Meridian" says "you didn't mention it to them" (one of the premise's
 * common senses is a way of telling), but "I did not saw the boards" says nothing of cutting
 * them. With `sentenceNegated` the narrower act is the premise's.
 */
export function sameAct(premiseAct: string, sentenceAct: string, sentenceNegated = false): boolean {
  if (premiseAct === sentenceAct) return true;
  const key = `${premiseAct}|${sentenceAct}|${sentenceNegated}`;
  const cached = actCache.get(key);
  if (cached !== undefined) return cached;
  const net = wordNet();
  const premiseSenses = net.senses(premiseAct.replace(/_/g, ' '), 'v');
  const sentenceSenses = net.senses(sentenceAct.replace(/_/g, ' '), 'v');
  const sentenceFirst = sentenceSenses[0];
  const isAWayOf = (sense: number, of: number) => net.synset(sense, 'v').pointers.some((pointer) => pointer.symbol === '@' && pointer.offset === of);
  const same =
    sentenceFirst !== undefined &&
    premiseSenses.length > 0 &&
    !antonymLemmas(premiseAct, 'v').has(sentenceAct) &&
    (premiseSenses.includes(sentenceFirst) ||
      sentenceSenses.includes(premiseSenses[0]!) ||
      (sentenceNegated ? premiseSenses.slice(0, COMMON_SENSES).some((sense) => isAWayOf(sense, sentenceFirst)) : premiseSenses.some((sense) => isAWayOf(sentenceFirst, sense))));
  actCache.set(key, same);
  return same;
}

/** How far after its verb a particle may stand, past a short object ("handed the keys back"). */
const PARTICLE_REACH = 4;

/**
 * The acts a verb of a sentence may be read as: the phrasal verb WordNet lists for it
 * ("rule_out"), else itself and, with a particle WordNet has no phrasal verb of it for ("handed
 * the keys back"), the phrasal verbs its synonyms make with that particle ("give_back", which is
 * "return"); `withPreposition` adds the verb with the preposition after it ("go_into").
 */
export function actsOf(tokens: readonly { lemma: string; pos: Pos; lower: string }[], index: number, withPreposition = false): string[] {
  const verb = tokens[index]!;
  // A phrasal verb WordNet lists is that act alone: "sent back" is not "sent".
  const listed = phrasalVerbs(tokens).get(index);
  if (listed) return [listed];
  const acts = [verb.lemma];
  let particle: string | undefined;
  for (let at = index + 1; at <= index + PARTICLE_REACH && at < tokens.length; at++) {
    const token = tokens[at]!;
    // A particle, not a preposition that opens a phrase of its own ("back to him" is; "in the yard" is not).
    const next = tokens[at + 1];
    if (PARTICLES.has(token.lower) && !['DET', 'NOUN', 'PROPN', 'PRON', 'NUM', 'ADJ'].includes(next?.pos ?? '')) {
      particle = token.lower;
      break;
    }
    if (!['DET', 'ADJ', 'NOUN', 'PRON', 'PROPN', 'NUM', 'PART'].includes(token.pos)) break;
  }
  // Asked of a premise, a verb with the preposition WordNet lists it with is also read as that verb
  // ("went into" the room is "go_into", which is to "enter" it), beside the verb itself. Only asked:
  // read so in every sentence, "looked at the X-rays" would be "look_at", a sense of taking.
  const pair = withPreposition && !particle ? prepositionalVerb(tokens, index) : null;
  if (pair) acts.push(pair);
  if (particle) {
    for (const synonym of [verb.lemma, ...relatedLemmas(verb.lemma, 'v')]) {
      const lemma = listedVerb(`${synonym} ${particle}`);
      if (lemma && !acts.includes(lemma)) acts.push(lemma);
    }
  }
  return acts;
}

/** Verbs too light to stand for an act of their own when a phrase they head is one ("take place", "go on"). */
const LIGHT_PHRASE_HEADS = new Set(['be', 'come', 'do', 'get', 'give', 'go', 'have', 'let', 'make', 'put', 'set', 'take']);
const particleHeadCache = wordCache<ReadonlySet<string>>();

/** WordNet's lexicographer files of verbs of change (30) and of being (42). */
const IDIOMATIC_VERB_KINDS: ReadonlySet<number> = new Set([30, 42]);

/** Particles that make a phrasal verb an act of its own, not a verb with its preposition ("touch on", "bear upon"). */
const ADVERB_PARTICLES = new Set(['out', 'up', 'down', 'off', 'over', 'back', 'away', 'through']);

/**
 * The verbs that say an act in a phrasal synonym of it, by the verb alone: "choose" is to "pick
 * out", and an account says "I picked number 3". From the commonest sense's multiword synonyms
 * whose second word is a particle; a light verb's phrase ("take up") is left out, as its verb
 * alone says nothing of the act.
 */
export function particleVerbHeads(lemma: string): ReadonlySet<string> {
  const cached = particleHeadCache.get(lemma);
  if (cached) return cached;
  const net = wordNet();
  const heads = new Set<string>();
  const first = net.senses(lemma, 'v')[0];
  const synset = first === undefined ? null : net.synset(first, 'v');
  // A happening, a change or a state ("happen" is to "fall out", "affect" to "bear on") is said in
  // idioms whose verb alone names another act: only acts of doing are read by their phrase's verb.
  for (const word of synset === null || IDIOMATIC_VERB_KINDS.has(synset.lexFile) ? [] : synset.words) {
    const [head, particle, ...more] = word.split(' ');
    if (more.length === 0 && particle !== undefined && ADVERB_PARTICLES.has(particle) && head !== lemma && !LIGHT_PHRASE_HEADS.has(head!)) heads.add(head!);
  }
  particleHeadCache.set(lemma, heads);
  return heads;
}

/** WordNet's lexicographer file of verbs of perceiving (see, hear, notice, detect). */
const VERB_OF_PERCEPTION = 39;
const perceptionCache = wordCache<boolean>();

/** Whether one of a verb's common senses is of perceiving: "find" (detect), "notice", "see", "hear". */
export function perceives(lemma: string): boolean {
  return hasCommonVerbSenseOfKind(lemma, VERB_OF_PERCEPTION, perceptionCache);
}

const organActsCache = wordCache<ReadonlySet<string>>();

/**
 * What a sense organ is used for, as an account says it: a noun whose own word is a verb of
 * perceiving ("eye" → to eye), by that verb's broader acts ("look"). "Where were your eyes?" is
 * answered by what the witness was looking at. Empty for any other noun.
 */
export function organActs(noun: string): ReadonlySet<string> {
  const cached = organActsCache.get(noun);
  if (cached) return cached;
  const net = wordNet();
  const acts = new Set<string>();
  for (const offset of net.senses(noun, 'n').slice(0, COMMON_SENSES)) {
    const synset = net.synset(offset, 'n');
    const own = synset.words.indexOf(noun) + 1;
    for (const pointer of synset.pointers) {
      if (pointer.symbol !== '+' || pointer.pos !== 'v' || (pointer.source !== 0 && pointer.source !== own)) continue;
      const verb = net.synset(pointer.offset, 'v');
      if (verb.lexFile !== VERB_OF_PERCEPTION || (pointer.target > 0 && verb.words[pointer.target - 1] !== noun)) continue;
      for (const broader of verb.pointers) {
        if (broader.symbol !== '@') continue;
        for (const word of net.synset(broader.offset, 'v').words) if (!word.includes(' ')) acts.add(word);
      }
    }
  }
  organActsCache.set(noun, acts);
  return acts;
}

/**
 * Whether a run of capitalised words may be a person's full name: a first name may be an ordinary
 * word ("Tom", "Mark", "Grace"), the rest may not, in the singular either ("Kestrel Fisheries",
 * "Coastline Surveyors" are firms); no part is an acronym or holds a digit ("Harbour Authority
 * AIS", "Exhibit P-2").
 */
export function namesAPersonInFull(run: readonly Token[]): boolean {
  const ordinary = (token: Token) => [token.lemma, token.lower.replace(/ies$/, 'y'), token.lower.replace(/s$/, '')].some(isCommonWord);
  return !run.some((token) => /\d/.test(token.text) || /^[A-Z]{2,}$/.test(token.text)) && !run.slice(1).some(ordinary);
}
