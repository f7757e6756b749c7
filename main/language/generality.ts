import { inPresentForm, tokensOf, type Token } from './analyse';
import { DEMONSTRATIVES, POSSESSIVES } from './pronouns';

// "We run a history report on most cars we buy" tells a habit, true of most cases and not of
// every one: it neither says nor denies that one was run on this car. A premise about one
// occasion or thing is met by a generality only where it too speaks generally.

/** Words that make what an act is done to most or many cases, not all. A closed class. */
const MOST = new Set(['most', 'many']);
/** Adverbs that make an act a habit, done usually or at times. A closed class. */
const USUALLY = new Set(['usually', 'often', 'generally', 'normally', 'typically', 'mostly', 'sometimes', 'frequently']);
const MOST_OR_USUALLY = new Set([...MOST, ...USUALLY]);

/**
 * Whether the act at `at` is told of most or usual cases: done to most or many things ("run a
 * report on most cars"), or as a habit ("we usually check"). Not "most of the cashiers had been
 * trained", which says of most of them what was done to them.
 */
export function toldOfMostCases(tokens: readonly Token[], at: number): boolean {
  const breaks = (token: Token | undefined) => token === undefined || (token.pos === 'PUNCT' && token.text !== '-') || token.pos === 'CCONJ';
  let from = at;
  while (!breaks(tokens[from - 1])) from--;
  let to = at;
  while (!breaks(tokens[to + 1])) to++;
  return tokens.slice(from, to + 1).some((token, offset) => token.pos !== 'NOUN' && (USUALLY.has(token.lower) || (MOST.has(token.lower) && from + offset > at)));
}

/** Words that speak of an unsaid number of cases ("plenty of", "lots of", "from time to time"). */
const SOME_CASES = new Set(['plenty', 'lots', 'lot', 'some', 'several', 'few', 'time']);
/** Auxiliaries that put a verb in the past or the perfect: an occasion, not a habit. */
const PAST_OR_PERFECT = new Set(['did', 'was', 'were', 'had', 'have', 'has', "'ve", "'d"]);

/**
 * Whether a premise speaks generally: of most, many or some cases, or of what is done now as a
 * rule, in the present simple ("Colm borrows the van", "Lakeshore runs a report on them").
 */
export function speaksOfMostCases(text: string): boolean {
  const tokens = tokensOf(text);
  if (tokens.some((token) => (MOST_OR_USUALLY.has(token.lower) || SOME_CASES.has(token.lower)) && token.pos !== 'VERB')) return true;
  const verb = tokens.find((token) => token.pos === 'VERB' && token.content);
  if (!verb) return false;
  const before = tokens.slice(0, tokens.indexOf(verb));
  return inPresentForm(verb) && !before.some((token) => token.pos === 'AUX' && (PAST_OR_PERFECT.has(token.lower) || token.lemma === 'will'));
}

/** Determiners that make a doer particular people or one person: "the", "those", "a", or an owner's. */
const PARTICULAR: ReadonlySet<string> = new Set(['the', 'a', 'an', 'another', ...DEMONSTRATIVES, ...POSSESSIVES]);

/**
 * Whether the doer `subject` of an act in the sentence is people at large: a noun with no
 * determiner, number or name that makes it particular people or one person ("many people use it",
 * "it is used by customers", "other drivers park there", "staff use it"). Such a doer says what is
 * done in general, of whom the witness may be one, and is no rival of the witness's own act; "the
 * painters used it", "a man used it" and "two nurses used it" are.
 */
export function doneByPeopleAtLarge(sentence: string, subject: string): boolean {
  const tokens = tokensOf(sentence);
  return tokens.some((token, at) => {
    if (token.lemma !== subject || token.pos !== 'NOUN') return false;
    let from = at - 1;
    // Past its modifiers and the nouns of a compound ("the school secretary").
    while (from >= 0 && (tokens[from]!.pos === 'ADJ' || tokens[from]!.pos === 'NOUN' || (tokens[from]!.pos === 'DET' && !PARTICULAR.has(tokens[from]!.lower)))) from--;
    const before = tokens[from];
    return !(before && (PARTICULAR.has(before.lower) || before.pos === 'PROPN' || before.pos === 'NUM' || before.lower === "'s"));
  });
}

/**
 * The noun an act at `at` is done to, within its clause: the head of the first noun phrase after
 * the verb ("examined [computers]", "looked at [the old invoices]"), or null.
 */
function thingDoneTo(tokens: readonly Token[], at: number): { head: Token; particular: boolean } | null {
  const breaks = (token: Token | undefined) => token === undefined || token.pos === 'PUNCT' || token.pos === 'CCONJ' || token.pos === 'SCONJ' || token.pos === 'VERB';
  let particular = false;
  for (let index = at + 1; !breaks(tokens[index]); index++) {
    const token = tokens[index]!;
    if (PARTICULAR.has(token.lower) || token.pos === 'NUM' || token.pos === 'PROPN' || token.lower === "'s") particular = true;
    if (token.pos !== 'NOUN') continue;
    // The head is the last noun of a compound ("home computer").
    let head = index;
    while (tokens[head + 1]?.pos === 'NOUN') head++;
    return { head: tokens[head]!, particular };
  }
  return null;
}

/**
 * Whether the act at `at` is done to things at large, a bare plural with no determiner, number,
 * name or owner ("I have examined computers for 14 years", "we test hoses"): a kind of thing,
 * not any one of them. It says nothing of the act done to one particular thing ("his home
 * computer", "the Series 40 hose"), either way.
 */
export function doneToThingsAtLarge(tokens: readonly Token[], at: number): boolean {
  const thing = thingDoneTo(tokens, at);
  return thing !== null && !thing.particular && thing.head.lower !== thing.head.lemma;
}

/** Whether the act at `at` is done to one particular thing or things: "his computer", "the two hoses", "that report". */
export function doneToAParticularThing(tokens: readonly Token[], at: number): boolean {
  return thingDoneTo(tokens, at)?.particular === true;
}
