// What a "how many" question counts, and whether a number in a sentence counts it. "How many
// bottles were on the shelf?" counts bottles: "a patch about 60 centimetres across" gives a number,
// but one that measures a length, not one that counts bottles; "more than twenty years" measures a
// stretch of time, not pharmacies. A number in a unit of measure or of time answers a count only of
// such units ("How many years…?", "How many miles…?"), or of portions it measures out ("three pints
// of lager" for "How many drinks…?"). A count of things of any other kind ("nine horses", "eleven
// people", "three times") may count what is asked, and is left to the rest of the ranking.
import { tokensOf, type Token } from './analyse';
import type { Detail } from './details';
import { firstNounKind, namesASum, NOUN_KIND } from './relatedWords';

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
