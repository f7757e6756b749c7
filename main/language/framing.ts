import { tokensOf, type Token } from './analyse';
import { NOUN_KIND, nounKinds, saysOrThinks } from './relatedWords';
import { DEMONSTRATIVES, POSSESSIVES } from './pronouns';

// What a proposition says, without the words that only frame it. An examiner puts "You spent
// part of that evening in the back room playing darts"; the witness's affidavit says "I was in
// the back room playing darts". The time the examination is already about ("that evening"), a
// share of it ("part of"), and a verb that only carries another ("kept going", "spent … playing")
// are not what is asked, and a sentence need not repeat them to bear the proposition out; nor is
// "due" ("your lease is due for renewal" is borne out by "my lease will be renewed").

/** Words that take a share of what follows "of" ("part of the evening", "any of the driving"). */
const PARTITIVES = new Set(['part', 'some', 'any', 'all', 'most', 'much', 'each', 'rest']);
/** What one "has no" of when one does not know ("no idea", "no clue"). A closed class. */
const IGNORANCE = new Set(['idea', 'clue']);
/** Adverbs of the present time ("today", "now"), which "still" already asks of. A closed class. */
export const NOW_WORDS: ReadonlySet<string> = new Set(['today', 'now', 'currently', 'nowadays']);
/** Adverbs that only vouch for what follows ("actually", "really"). A closed class. */
const VOUCHING = new Set(['actually', 'really', 'truly', 'indeed']);
/**
 * Verbs that carry another verb in -ing ("kept looking", "spent the evening playing", "started
 * shouting"): the carried verb says what happened. A closed class of English grammar.
 */
const CATENATIVES = new Set(['keep', 'spend', 'start', 'begin', 'continue', 'carry']);

/**
 * The proposition without its framing: a demonstrative time ("that evening", "on that night"),
 * a partitive ("part of"), a catenative verb before the verb it carries, an adverb that only vouches for the act ("actually saw"), "have no idea" said as not knowing, "is due for" or "is due
 * to" before what is expected, an emphatic "own" ("your own card"), and in a denial the words
 * that only stress it ("at all", "even"). The words are kept when nothing else would be left.
 */
export function propositionCore(proposition: string): string {
  const tokens = tokensOf(proposition);
  const drop = new Set<number>();
  const reworded = new Map<number, string>();
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    // "You have no idea who it was" is "you do not know who it was", the words a witness says it in;
    // "you don't have any idea" the same, its negation already said.
    const idea = IGNORANCE.has(tokens[index + 2]?.lemma ?? '') && token.lemma === 'have';
    if (idea && next?.lower === 'no') reworded.set(index, 'do not know').set(index + 1, '').set(index + 2, '');
    if (idea && next?.lower === 'any' && tokens.slice(0, index).some((other) => other.negation)) reworded.set(index, 'know').set(index + 1, '').set(index + 2, '');
    if (demonstrativeTime(tokens, index)) {
      drop.add(index).add(index + 1);
      if (tokens[index - 1]?.pos === 'ADP') drop.add(index - 1);
    }
    if (PARTITIVES.has(token.lemma) && next?.lower === 'of' && ['DET', 'PRON'].includes(tokens[index + 2]?.pos ?? '')) drop.add(index).add(index + 1);
    if (token.pos === 'VERB' && CATENATIVES.has(token.lemma) && carriesGerund(tokens, index)) drop.add(index);
    // "is due for renewal", "was due to arrive at nine": what is expected is what is asked; not
    // "due to" a cause ("the delay was due to the fog").
    const expected = (next?.lower === 'for' && tokens[index + 2]?.pos === 'NOUN') || (next?.lower === 'to' && tokens[index + 2]?.pos === 'VERB');
    if (token.lower === 'due' && expected && tokens[index - 1]?.lemma === 'be') drop.add(index - 1).add(index).add(index + 1);
    // "You never actually saw it", "he really did shout": an adverb that only vouches for the act
    // before its verb adds nothing a sentence must say; before an adjective ("really fast") it is a degree.
    if (VOUCHING.has(token.lower) && token.pos === 'ADV' && (next?.pos === 'VERB' || next?.pos === 'AUX')) drop.add(index);
    // "your own card" is "your card": "own" after a possessive only stresses whose.
    if (token.lower === 'own' && POSSESSIVES.has(tokens[index - 1]?.lower ?? '')) drop.add(index);
    // "…, as Mr. Marsh said it would", "as you expected": whose words or hopes the premise echoes
    // is not what it asserts, to the end of that clause.
    if (token.lower === 'as' && tokens[index - 1]?.text === ',' && attributes(tokens, index)) {
      for (let at = index - 1; at < tokens.length && !(at > index && tokens[at]!.pos === 'PUNCT'); at++) drop.add(at);
    }
  });
  // "You still work there today": with "still" asking of now, a word of now says it again.
  if (tokens.some((token) => token.lower === 'still')) {
    tokens.forEach((token, index) => {
      if (NOW_WORDS.has(token.lower)) drop.add(index);
    });
  }
  if (tokens.some((token) => token.negation)) emphasesOfTheDenial(tokens).forEach((index) => drop.add(index));
  // A hyphen inside a word ("kick-off", "half-time") stays with it: read apart, "kick off" is a
  // verb and its particle, and the premise would ask of an act where it names a thing.
  const joinsAWord = (index: number) => tokens[index]!.text === '-' && !drop.has(index - 1) && !drop.has(index + 1) && proposition.includes(`${tokens[index - 1]?.text ?? ' '}-${tokens[index + 1]?.text ?? ' '}`);
  const kept = tokens.flatMap((token, index) => (drop.has(index) || (token.pos === 'PUNCT' && !joinsAWord(index)) || reworded.get(index) === '' ? [] : [{ ...token, text: reworded.get(index) ?? token.text }]));
  return kept.some((token) => token.content) ? kept.map((token) => token.text).join(' ').replace(/ - /g, '-') : proposition;
}

/**
 * Whether a demonstrative opens a time the examination is already about ("that evening", "this
 * morning"): the time noun ends its phrase ("that history report" is a report), and a "that" the
 * tagger read as opening a clause ("whether it was latched that day") is the same demonstrative
 * when nothing follows the time noun but the clause's end.
 */
function demonstrativeTime(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  const next = tokens[at + 1];
  const after = tokens[at + 2];
  if (!DEMONSTRATIVES.has(token.lower) || next?.pos !== 'NOUN' || !nounKinds(next.lemma).has(NOUN_KIND.time) || after?.pos === 'NOUN') return false;
  return token.pos === 'DET' || (token.pos === 'SCONJ' && (after === undefined || after.pos === 'PUNCT' || after.pos === 'CCONJ'));
}

/**
 * The words that only stress a denial ("never even looked", "ran no test at all", "didn't so much
 * as glance", "not a single member", "nobody ever asked"): the denial says the same without them,
 * and the witness's "I did not look" bears it out.
 */
function emphasesOfTheDenial(tokens: readonly Token[]): number[] {
  return tokens.flatMap((token, index) => {
    const next = tokens[index + 1];
    if ((token.lower === 'even' || token.lower === 'ever' || token.lower === 'whatsoever') && token.pos === 'ADV') return [index];
    // "at all" closing its phrase, not "at all times" nor "at all the sites".
    if (token.lower === 'at' && next?.lower === 'all' && !['NOUN', 'DET', 'ADJ', 'NUM'].includes(tokens[index + 2]?.pos ?? '')) return [index, index + 1];
    if (token.lower === 'so' && next?.lower === 'much' && tokens[index + 2]?.lower === 'as') return [index, index + 1, index + 2];
    // "a single member" is any member.
    if (token.lower === 'single' && tokens[index - 1]?.lower === 'a' && next?.pos === 'NOUN') return [index];
    return [];
  });
}

/** Whether "as" at `at` opens whose saying or thinking it was: a subject, then a verb of saying or thinking ("as he said", "as Mr. Marsh predicted"). */
function attributes(tokens: readonly Token[], at: number): boolean {
  // A name before it may be tagged as a verb ("Mr. Grant said"): the verb is the one of saying or thinking.
  const verbAt = tokens.findIndex((token, index) => index > at + 1 && index <= at + 5 && token.pos === 'VERB' && saysOrThinks(token.lemma));
  return verbAt > 0 && tokens.slice(at + 1, verbAt).some((token) => ['PRON', 'PROPN', 'NOUN', 'VERB'].includes(token.pos));
}

/** Whether a verb in -ing follows within its clause ("kept going", "spent the evening playing"). */
function carriesGerund(tokens: readonly Token[], at: number): boolean {
  for (let i = at + 1; i < tokens.length && i <= at + 10; i++) {
    const token = tokens[i]!;
    if (token.pos === 'PUNCT' || token.pos === 'SCONJ' || token.pos === 'CCONJ') return false;
    // A gerund with its object may be read as a noun ("reading the file").
    if (/ing$/i.test(token.text) && (token.pos === 'VERB' || (token.pos === 'NOUN' && ['DET', 'PRON'].includes(tokens[i + 1]?.pos ?? '')))) return true;
  }
  return false;
}
