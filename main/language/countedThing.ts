// What a "how many" question counts, and whether a number in a sentence counts it. "How many
// bottles were on the shelf?" counts bottles: "a patch about 60 centimetres across" gives a number,
// but one that measures a length, not one that counts bottles; "more than twenty years" measures a
// stretch of time, not pharmacies. A number in a unit of measure or of time answers a count only of
// such units ("How many years…?", "How many miles…?"), or of portions it measures out ("three pints
// of lager" for "How many drinks…?"). A count of things of any other kind ("nine horses", "eleven
// people", "three times") may count what is asked, and is left to the rest of the ranking.
import { tokensOf, type Token } from './analyse';
import { personOf } from './clauses';
import type { Detail } from './details';
import { firstNounKind, namesASum, NOUN_KIND, sameAct } from './relatedWords';

/** WordNet's kinds of noun that measure rather than count: a unit of measure ("centimetre", "litre"), a unit of time ("year", "minute"). */
const MEASURING_KINDS: ReadonlySet<number> = new Set([NOUN_KIND.quantity, NOUN_KIND.time]);

/** Whether a noun's commonest sense is a unit of measure or of time. */
function measures(lemma: string): boolean {
  return MEASURING_KINDS.has(firstNounKind(lemma) ?? -1);
}

/** Whether a noun counted is a unit of time ("How many years…?"), which a length of time answers ("for nineteen years"). */
export function countsTime(counted: string): boolean {
  return firstNounKind(counted) === NOUN_KIND.time;
}

/**
 * The noun a "how many" question counts, by its lemma ("bottles of oil were on that shelf" →
 * bottle), from the query that follows the wh-phrase; null for any other question, or when no noun
 * follows "how many" ("How many were there?").
 */
export function countedNoun(wh: string | null, query: string): string | null {
  if (wh !== 'how many') return null;
  const first = tokensOf(query)[0];
  return first?.pos === 'NOUN' ? first.lemma : null;
}

/**
 * Whether a number in a sentence may be a count of the noun asked: not when it is given in a unit
 * of measure or of time and the noun counted is no such unit, unless it measures out portions of
 * something ("three pints of lager"), which count as well as measure. `next` is the detail that
 * follows the number in its sentence.
 */
export function mayCount(detail: Detail, counted: string, next: Detail | undefined): boolean {
  const unit = detail.unit?.split(' ').at(-1);
  if (!unit || !measures(unit) || measures(counted)) return true;
  return next?.preposition === 'of';
}

/**
 * Whether a "how much" question asks for a sum of money: a word of it names one in its noun senses
 * ("How much did the meter cost?", "How much were you paid?"), which only an amount of money answers.
 */
export function asksASum(wh: string | null, query: string): boolean {
  // A noun only when a sum is its first sense: "cost", "fee", not the "tip" that wore away.
  const ofASum = (token: Token) => namesASum(token.lemma) && (token.pos === 'VERB' || (token.pos === 'NOUN' && firstNounKind(token.lemma) === NOUN_KIND.possession));
  return wh === 'how much' && tokensOf(query).some(ofASum);
}

/**
 * A sum of none told in words ("free of charge", "for free", "for nothing", "at no cost"): the
 * words after a first word, each a closed-class word or the word of a sum itself.
 */
const NONE_PAID: readonly (readonly string[])[] = [
  ['free', 'of', 'charge'],
  ['for', 'free'],
  ['for', 'nothing'],
  ['at', 'no', 'cost'],
  ['without', 'charge'],
];

/** Whether the tokens hold one of the closed phrases of a sum of none. */
function saysNonePaid(tokens: readonly Token[]): boolean {
  return tokens.some((_, at) => NONE_PAID.some((phrase) => phrase.every((word, offset) => tokens[at + offset]?.lower === word)));
}

/**
 * Whether a sentence tells a count, a sum or a length of none of what a "how many / how much /
 * how long" question asks, in words rather than a figure: it denies the act asked ("How many
 * times did you complain?" — "I never complained"; "How much did he charge you?" — "he did not
 * charge me anything"), or, asked a sum, says it was paid with nothing ("free of charge").
 * `query` is the question after its wh-phrase.
 */
export function toldAsNone(query: string, sentence: string, sumAsked: boolean): boolean {
  const tokens = tokensOf(sentence);
  if (sumAsked && saysNonePaid(tokens)) return true;
  const queryTokens = tokensOf(query);
  // "How many children went along?" counts the doers themselves: a denial by another doer ("I did
  // not see him go") tells none of them, and "no children went" is a count of none already.
  if (queryTokens[0]?.pos === 'NOUN' && queryTokens.find((token) => token.pos !== 'NOUN')?.pos === 'VERB') return false;
  // A light verb ("did", "has", "was") carries another's tense or mood, no act asked by itself.
  const asked = queryTokens.filter((token) => token.pos === 'VERB' && token.content);
  const denied = tokens.some((token, at) => token.pos === 'VERB' && deniedItself(tokens, at) && asked.some((act) => sameAct(act.lemma, token.lemma, true)));
  // The denial is of the act asked only when it is told of the same people and things: "Nobody
  // has paid for the jar" is no sum of none paid to the witness ("How much are you paid?"). The
  // thing counted or measured, first after the wh-phrase ("times", "money"), is what is asked.
  const held = new Set(tokens.map(partyOf));
  const parties = queryTokens.slice(queryTokens[0]?.pos === 'NOUN' ? 1 : 0).filter(namesAParty);
  return denied && parties.every((party) => held.has(partyOf(party)));
}

/** How far before its verb the word that denies it may stand ("I have never once complained"). */
const DENIAL_REACH = 3;

/**
 * Whether the verb at `at` is denied itself, not only inside the scope of another's denial: a
 * negation before it with no other verb between ("did not charge", "never complained"), not the
 * act seen in "I did not see him go".
 */
function deniedItself(tokens: readonly Token[], at: number): boolean {
  for (let back = at - 1; back >= Math.max(0, at - DENIAL_REACH); back--) {
    const before = tokens[back]!;
    if (before.negation) return true;
    if (before.pos === 'VERB') return false;
  }
  return false;
}

/** A person by the pronoun that stands for them ("you" is the witness's "I"), any other word by its lemma. */
const partyOf = (token: Token): string => personOf(token.lower) ?? token.lemma;
/** Whether a word of a question names one the act is done by or to: a noun, a name, a personal pronoun. */
const namesAParty = (token: Token): boolean => token.pos === 'NOUN' || token.pos === 'PROPN' || (personOf(token.lower) !== undefined && token.lower !== 'it');
