import { inPresentForm, tokensOf, type Token } from './analyse';
import { detailsOf } from './details';
import { marksFirstTellingAt } from './firstTelling';
import { spansAWhile } from './wholeWhile';
import { numberWordValue, ordinalValue } from './numbers';
import { rateAt } from './rates';

// Four ways a premise can say the affidavit's own words and still be false: it puts two acts the
// other way round ("before" for "after"), or it stretches a limited act or state to the whole of it
// ("always" for "once", "all" for "in part", "full" for "half full"), or it says done over again what was done once
// ("again" for "once"), or it names the thing the affidavit sets aside ("the concrete" of "on the
// sand, not the concrete"). None changes a number, a name or a polarity, so the detail comparison
// does not see them.

// "before" and "after" order the acts either side of them; "then" the act before it first.
const ORDER_WORDS = new Set(['before', 'after', 'then']);
const CLAUSE_END = new Set([',', ';', ':', '.', '?', '!']);

interface Order {
  earlier: Set<string>;
  later: Set<string>;
}

/** Whether a token tells an act done in the past ("shouted", "jumped"), not a state ("was", "had"). */
const pastAct = (token: Token) => token.pos === 'VERB' && token.content && !inPresentForm(token) && !token.lower.endsWith('ing') && !['be', 'have'].includes(token.lemma);

/**
 * Where a sentence tells two acts in the order they happened, joined by ", and" before a new
 * subject ("A woman shouted, and I jumped in"): the joining word, or -1. Each side must tell an
 * act in the past, not a state ("He was wearing headphones, and he was not wearing a vest").
 */
function narratedJoin(tokens: readonly Token[]): number {
  return tokens.findIndex((token, index) => {
    if (token.lower !== 'and' || tokens[index - 1]?.text !== ',') return false;
    const subject = tokens[index + 1];
    if (!subject || !['PRON', 'PROPN', 'DET', 'NOUN'].includes(subject.pos)) return false;
    const end = tokens.findIndex((other, at) => at > index + 1 && CLAUSE_END.has(other.lower));
    const right = tokens.slice(index + 1, end < 0 ? tokens.length : end);
    const left = tokens.slice(0, index - 1);
    return left.some(pastAct) && right.some(pastAct) && ![...left, ...right].some((other) => other.negation || ['while', 'as', 'when'].includes(other.lower));
  });
}

/**
 * The two acts a sentence orders, as content lemmas, earlier first: with "before" or "after", or
 * told one after the other (`narratedJoin`); null when it orders none.
 */
function orderOf(text: string): Order | null {
  const tokens = tokensOf(text);
  const ordered = tokens.findIndex((token, index) => index > 0 && ORDER_WORDS.has(token.lower));
  const at = ordered >= 0 ? ordered : narratedJoin(tokens);
  // "It was not heard before the hearing began" orders nothing that was done.
  if (at < 0 || tokens.slice(0, at).some((token) => token.negation)) return null;
  const parts = partsInOrder(tokens, at);
  const lemmas = (part: readonly Token[]) => new Set(part.filter((token) => token.content && !token.negated).map((token) => token.lemma));
  const earlier = lemmas(parts.earlier);
  const later = lemmas(parts.later);
  // A word on both sides ("I phoned my insurer before I phoned the landlord") tells neither act apart.
  for (const lemma of [...earlier]) {
    if (later.has(lemma)) {
      earlier.delete(lemma);
      later.delete(lemma);
    }
  }
  if (earlier.size === 0 || later.size === 0) return null;
  return { earlier, later };
}

/**
 * The words before the order word (or join) at `at` and those after it up to its clause's end,
 * the earlier act's first: "after" puts the act after it first.
 */
function partsInOrder(tokens: readonly Token[], at: number): { earlier: readonly Token[]; later: readonly Token[] } {
  const end = tokens.findIndex((token, index) => index > at && CLAUSE_END.has(token.lower));
  const left = tokens.slice(0, at);
  const right = tokens.slice(at + 1, end < 0 ? tokens.length : end);
  return tokens[at]!.lower === 'after' ? { earlier: right, later: left } : { earlier: left, later: right };
}

/** What a claim says was done first ("You spoke to the manager first"), as content lemmas; null when it says no act first. */
function doneFirst(text: string): Set<string> | null {
  const tokens = tokensOf(text);
  // "first" as an adverb of the act, not "the first of the month" nor "first aid".
  const first = tokens.findIndex((token, index) => token.lower === 'first' && !['the', 'a', 'his', 'her', 'my', 'your', 'their', 'its', 'our'].includes(tokens[index - 1]?.lower ?? '') && tokens[index + 1]?.pos !== 'NOUN');
  // "You first told the detective six o'clock" says which account, not that the telling came before another act.
  if (first < 0 || marksFirstTellingAt(tokens, first)) return null;
  const act = new Set(tokens.filter((token, index) => index !== first && token.content && !token.negated).map((token) => token.lemma));
  return act.size > 0 ? act : null;
}

const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((lemma) => b.has(lemma)).length;

/**
 * Whether `claim` puts the two acts that `evidence` orders the other way round: "You phoned the
 * landlord before your insurer" against "I phoned my insurer before I phoned the landlord", or
 * "…your insurer after the landlord", or "You phoned the landlord first".
 */
export function reversedOrder(claim: string, evidence: string): boolean {
  const told = orderOf(evidence);
  if (told === null) return false;
  const said = orderOf(claim);
  if (said === null) {
    // "…the manager first" against "…Mrs Kaur first and then the manager": the act said first is told later.
    const first = doneFirst(claim);
    return first !== null && shared(first, told.later) > shared(first, told.earlier);
  }
  const crossed = [shared(said.earlier, told.later), shared(said.later, told.earlier)];
  const straight = shared(said.earlier, told.earlier) + shared(said.later, told.later);
  return crossed.every((count) => count > 0) && crossed[0]! + crossed[1]! > straight;
}

// Words that say an act held throughout, every time or of every part.
const WHOLE = new Set(['always', 'all', 'both', 'every', 'entire', 'whole', 'fully', 'completely', 'entirely', 'constantly', 'continuously']);
// Words that say it held once, some of the time or of part of it.
const LIMITED = new Set(['once', 'twice', 'sometimes', 'occasionally', 'partly', 'partially', 'only']);
// Words that take a part of a whole: "some of the", "half of them".
const PART_OF = new Set(['some', 'several', 'few', 'most', 'many', 'half', 'part', 'one']);
// "once a week" is a frequency, which "every week" may well be; so is "once weekly" (see rateAt).
const RATE_WORDS = new Set(['a', 'an', 'per', 'every', 'each']);

/**
 * Whether `claim` says of the whole ("always", "all day", "all of it") what `evidence` says of a
 * part, a time or a while ("once", "in part", "for about an hour"), without the whole word itself.
 */
export function overstatesExtent(claim: string, evidence: string): boolean {
  const whole = (tokens: readonly Token[]) => tokens.filter((token) => WHOLE.has(token.lower) && !token.negated).map((token) => token.lower);
  const claimed = whole(tokensOf(claim));
  if (claimed.length === 0) return false;
  const tokens = tokensOf(evidence);
  if (whole(tokens).length > 0) return false;
  const limited = tokens.some((token, index) => LIMITED.has(token.lower) && !RATE_WORDS.has(tokens[index + 1]?.lower ?? '') && rateAt(tokens, index) === null);
  // The claim's own word denied ("usually, but not always", "not every time") says in so many words that it held only in part.
  const notTheWhole = tokens.some((token) => claimed.includes(token.lower) && token.negated);
  const inPart = tokens.some((token, index) => token.lower === 'in' && tokens[index + 1]?.lower === 'part');
  const partOfTheWhole = tokens.some((token, index) => tokens[index + 1]?.lower === 'of' && (PART_OF.has(token.lower) || fewerThanTheWhole(tokens, index)));
  // A while is no whole day: "stayed all day" against "stayed for about an hour".
  const awhile = spansAWhile(tokensOf(claim)) && detailsOf(evidence).some((detail) => detail.cls === 'duration');
  return limited || notTheWhole || inPart || partOfTheWhole || awhile;
}

/**
 * Whether a text says its act was done over again: "again", "once more", "a second time", or a
 * count of times above one ("twice", "three times").
 */
function saysItRepeated(text: string): boolean {
  const tokens = tokensOf(text);
  const again = tokens.some((token, index) => token.lower === 'again' || (token.lower === 'once' && tokens[index + 1]?.lower === 'more'));
  const nthTime = tokens.some((token, index) => tokens[index + 1]?.lemma === 'time' && (ordinalValue(token.lower) ?? 0) >= 2);
  return again || nthTime || countsOfTimes(text).some((count) => count >= 2);
}

/** The counts of times a text gives ("once", "twice", "three times"). */
function countsOfTimes(text: string): number[] {
  return detailsOf(text).flatMap((detail) => (detail.cls === 'number' && detail.unit === 'time' ? [Number(detail.value)] : []));
}

/**
 * Whether `claim` says done over again what `evidence` says was done once: "He struck the door
 * again" or "a second time" against "He struck the door once". Whether it is the same act is for
 * the caller to judge.
 */
export function repeatsWhatWasDoneOnce(claim: string, evidence: string): boolean {
  return saysItRepeated(claim) && !saysItRepeated(evidence) && countsOfTimes(evidence).includes(1);
}

// Words before a state that say it holds in part or not quite: "half full", "partly open", "nearly empty".
const SHORT_OF_THE_STATE = new Set(['half', 'partly', 'partially', 'nearly', 'almost']);

/**
 * Whether `claim` says a state outright ("the jug was full") that `evidence` says held only in
 * part or not quite ("about half full", "nearly empty"), the claim without the limiting word.
 */
export function statesWhollyWhatWasPartly(claim: string, evidence: string): boolean {
  const limited = (tokens: readonly Token[], at: number) => tokens.slice(Math.max(0, at - 2), at).some((token) => SHORT_OF_THE_STATE.has(token.lower));
  const claimTokens = tokensOf(claim);
  const states = claimTokens.filter((token, at) => token.pos === 'ADJ' && token.content && !token.negated && !limited(claimTokens, at)).map((token) => token.lemma);
  if (states.length === 0) return false;
  const tokens = tokensOf(evidence);
  return tokens.some((token, at) => states.includes(token.lemma) && limited(tokens, at)) && !tokens.some((token, at) => states.includes(token.lemma) && !limited(tokens, at));
}

// Words before a state that say it holds in full: "fully extended", "completely empty", "wide open".
const THE_WHOLE_OF_THE_STATE = new Set(['fully', 'completely', 'entirely', 'wholly', 'totally']);

/**
 * Whether `claim` says a state held only in part or not quite ("half extended", "partly open",
 * "nearly empty") that `evidence` says held in full ("fully extended", "completely open"): the
 * other side of statesWhollyWhatWasPartly. The state may be an adjective or a participle.
 */
export function statesPartlyWhatWasWholly(claim: string, evidence: string): boolean {
  const before = (tokens: readonly Token[], at: number, words: ReadonlySet<string>) => tokens.slice(Math.max(0, at - 2), at).some((token) => words.has(token.lower));
  const isState = (token: Token) => token.content && !token.negated && (token.pos === 'ADJ' || (token.pos === 'VERB' && /(ed|en)$/.test(token.lower)));
  const claimTokens = tokensOf(claim);
  const states = claimTokens.filter((token, at) => isState(token) && before(claimTokens, at, SHORT_OF_THE_STATE) && !before(claimTokens, at, THE_WHOLE_OF_THE_STATE)).map((token) => token.lemma);
  if (states.length === 0) return false;
  const tokens = tokensOf(evidence);
  const told = (at: number) => states.includes(tokens[at]!.lemma) && isState(tokens[at]!);
  return tokens.some((_, at) => told(at) && before(tokens, at, THE_WHOLE_OF_THE_STATE)) && !tokens.some((_, at) => told(at) && before(tokens, at, SHORT_OF_THE_STATE));
}

/**
 * Whether the number at `at` counts fewer than the whole it is taken from: "four of the six", or a
 * whole pointed back to ("two of those cases", "three of them") that the sentence counts as more
 * ("I had five others; in two of those cases…").
 */
function fewerThanTheWhole(tokens: readonly Token[], at: number): boolean {
  const part = countAt(tokens, at);
  if (part === null) return false;
  const whole = tokens.slice(at + 2, at + 4).find((token) => token.pos === 'NUM');
  if (whole !== undefined) return part < Number(whole.lemma);
  const pointedBack = POINTING_BACK.has(tokens[at + 2]?.lower ?? '');
  return pointedBack && tokens.some((token, index) => index !== at && token.pos === 'NUM' && Number(token.lemma) > part);
}

/**
 * The count a word gives, read as a number whatever the tagger made of it: a number word that
 * opens a sentence ("Seventeen of the 20…") is often read as a name. Not an ordinal ("the first
 * of the 20" picks one out, it counts none).
 */
function countAt(tokens: readonly Token[], at: number): number | null {
  const token = tokens[at]!;
  const value = token.pos === 'NUM' ? token.lemma : ordinalValue(token.lower) === null ? numberWordValue(token.lower) : null;
  const count = value === null ? NaN : Number(value);
  return Number.isFinite(count) ? count : null;
}

/** Words after "of" that point back to a whole said before: "two of those", "three of them". */
const POINTING_BACK = new Set(['those', 'these', 'them', 'the']);

// What follows these is set aside: "on the sand pile, not the concrete", "rather than the front".
const SET_ASIDE_AFTER = [['not'], ['rather', 'than'], ['instead', 'of']];
const PHRASE_END = new Set([',', ';', ':', '.', '?', '!', 'and', 'but']);

/**
 * The words of the things a sentence sets aside in favour of another ("…the sand pile, not the
 * concrete"): a phrase without a verb of its own; with the words the sentence says before it,
 * what it keeps ("the sand pile").
 */
function setAsideWords(text: string): { setAside: Set<string>; kept: Set<string>; keptText: string } {
  const tokens = tokensOf(text);
  const setAside = new Set<string>();
  let keptUpTo = tokens.length;
  tokens.forEach((token, index) => {
    const opener = SET_ASIDE_AFTER.find((words) => words.every((word, offset) => tokens[index + offset]?.lower === word));
    if (!opener) return;
    // "not" sets aside a phrase only after a comma or "but": "did not shatter" denies an act instead.
    if (opener[0] === 'not' && ![',', 'but'].includes(tokens[index - 1]?.lower ?? '')) return;
    const rest = tokens.slice(index + opener.length);
    const end = rest.findIndex((other) => PHRASE_END.has(other.lower));
    const phrase = end < 0 ? rest : rest.slice(0, end);
    if (phrase.some((other) => other.pos === 'VERB' || other.pos === 'AUX')) return;
    keptUpTo = Math.min(keptUpTo, index);
    // A count is part of what is set aside ("not from one folder").
    for (const other of phrase) if (other.content || other.pos === 'NUM') setAside.add(other.lemma);
  });
  const keptTokens = tokens.slice(0, keptUpTo);
  return { setAside, kept: new Set(keptTokens.map((token) => token.lemma)), keptText: keptUpTo === tokens.length ? text : keptTokens.map((token) => token.text).join(' ').replace(/\s+([,.;:!?])/g, '$1').replace(/,$/, '') };
}

/** The sentence without the things it sets aside ("…several folders, not one folder" → "…several folders"): what it says was so. */
export function withoutWhatIsSetAside(text: string): string {
  return setAsideWords(text).keptText;
}

/** Articles, which pick out nothing of a thing's own. A closed class. */
const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an']);

/**
 * Whether `claim` says of a thing what `evidence` sets aside in favour of another: "He landed on
 * the concrete" against "He landed on the sand pile, not the concrete". A word the sentence says
 * of both ("came from several folders, not from one folder") is set aside only as the claim
 * qualifies it otherwise than the kept one: "from one folder" and "from two folders" are,
 * "from several folders" is what the sentence keeps.
 */
export function namesTheThingSetAside(claim: string, evidence: string): boolean {
  const { setAside, kept } = setAsideWords(evidence);
  if (setAside.size === 0) return false;
  const tokens = tokensOf(claim);
  // The words before a noun that qualify it in the claim ("several different", "one").
  const qualifiers = (at: number) => {
    const found: Token[] = [];
    for (let index = at - 1; index >= 0 && ['ADJ', 'NUM', 'DET', 'NOUN', 'PROPN'].includes(tokens[index]!.pos); index--) if (!ARTICLES.has(tokens[index]!.lower)) found.push(tokens[index]!);
    return found;
  };
  // Taggers read a noun after "the" as an adjective at times ("the concrete"): any word but a verb counts.
  return tokens.some(
    (token, at) =>
      (token.content || token.pos === 'NUM') &&
      token.pos !== 'VERB' &&
      !token.negated &&
      setAside.has(token.lemma) &&
      (!kept.has(token.lemma) || (token.pos === 'NOUN' && qualifiers(at).some((qualifier) => !kept.has(qualifier.lemma)))),
  );
}

/**
 * The two acts a claim orders with "before" or "after" ("You checked the book before you posted"),
 * as the words of each, earlier first; null when it orders none, or says either act is not done.
 * Each side must tell an act of its own (a verb): "before the storm" names a time, not an act.
 */
export function orderedActs(text: string): { earlier: string; later: string } | null {
  const tokens = tokensOf(text);
  const at = tokens.findIndex((token, index) => index > 0 && (token.lower === 'before' || token.lower === 'after') && (token.pos === 'SCONJ' || token.pos === 'ADP'));
  if (at < 0 || tokens.some((token) => token.negation)) return null;
  const { earlier, later } = partsInOrder(tokens, at);
  const actOf = (part: readonly Token[]) => part.some((token) => token.pos === 'VERB' && token.content);
  if (!actOf(earlier) || !actOf(later)) return null;
  const words = (part: readonly Token[]) => part.map((token) => token.text).join(' ');
  return { earlier: words(earlier), later: words(later) };
}
