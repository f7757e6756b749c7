import { tokensOf, type Token } from './analyse';
import { NOUN_KIND, nounKinds } from './relatedWords';

// A share of a whole said in words ("half", "a third", "two thirds"), as a ratio ("one in ten",
// "1 out of 5") or in hundredths ("30 per cent", "45%"): "about half the claims" and "perhaps one
// claim in ten" give two shares of the same whole, and they are far apart.

/** The share each fraction word names, singular and plural ("a third", "two thirds"). */
const FRACTIONS: ReadonlyMap<string, number> = new Map([
  ['half', 1 / 2],
  ['halves', 1 / 2],
  ['third', 1 / 3],
  ['quarter', 1 / 4],
  ['fifth', 1 / 5],
  ['sixth', 1 / 6],
  ['eighth', 1 / 8],
  ['tenth', 1 / 10],
]);

/** The share of a whole a fraction word names ("third", "thirds" → 1/3), or undefined for any other word. */
export function fractionNamed(word: string): number | undefined {
  return FRACTIONS.get(word) ?? FRACTIONS.get(word.replace(/s$/, ''));
}

/** Words before a fraction word that make it a share ("a third", "one fifth"), not an ordinal ("the fifth batch"). */
const SHARE_OPENERS = new Set(['a', 'an', 'one']);

/** Hundredths: "per cent" is two words, "percent" and "%" one. */
const HUNDREDTHS = new Set(['percent', '%', 'cent']);

/** Two shares this many times apart are two different shares, however roughly either is said ("about a third", "30 per cent"). */
const RIVAL_FACTOR = 1.5;

/**
 * The shares a text gives, as numbers between 0 and 1. A half that tells the time ("half past
 * six") or a length of time ("half an hour") is no share of a whole of the account's.
 */
export function sharesOf(text: string): number[] {
  const tokens = tokensOf(text);
  const shares: number[] = [];
  tokens.forEach((token, at) => {
    const fraction = fractionNamed(token.lower);
    // "Half" is a share alone ("half the claims"); another fraction word only after a count or
    // "a" ("a fifth", "two thirds"): "the fifth batch" is an ordinal.
    const asAShare = token.lower.startsWith('hal') || SHARE_OPENERS.has(tokens[at - 1]?.lower ?? '') || tokens[at - 1]?.pos === 'NUM';
    if (fraction !== undefined && asAShare && !tellsTime(tokens, at)) {
      // "two thirds": a count before the fraction multiplies it; "a third", "one third" do not.
      const count = tokens[at - 1]?.pos === 'NUM' ? Number(tokens[at - 1]!.lemma) : 1;
      // "The two halves" are pieces, not a share.
      if (Number.isFinite(count) && count * fraction < 1) shares.push(count * fraction);
      return;
    }
    // "one in ten", "1 out of 5": a count, "in" or "out of", a larger count, with a noun between or not ("one claim in ten").
    if (token.pos === 'NUM') {
      const ratio = ratioAfter(tokens, at);
      if (ratio !== null) shares.push(ratio);
      // "30 per cent", "45%".
      const next = tokens[at + 1]?.lower === 'per' ? tokens[at + 2] : tokens[at + 1];
      if (next && HUNDREDTHS.has(next.lower) && Number(token.lemma) <= 100) shares.push(Number(token.lemma) / 100);
    }
  });
  return shares;
}

/** Whether two texts give shares of a whole that are far apart, and none the same: "half the violins" against "one in ten". */
export function rivalShares(premise: string, sentence: string): boolean {
  const asked = sharesOf(premise);
  const told = sharesOf(sentence);
  if (asked.length === 0 || told.length === 0) return false;
  const apart = (a: number, b: number) => Math.max(a, b) / Math.min(a, b) >= RIVAL_FACTOR;
  return asked.every((share) => told.every((other) => apart(share, other)));
}

/** The ratio "N in M" or "N out of M" that starts at the count at `at`, with at most one noun after N; null if none. */
function ratioAfter(tokens: readonly Token[], at: number): number | null {
  let next = at + 1;
  if (tokens[next]?.pos === 'NOUN') next++;
  if (tokens[next]?.lower === 'out' && tokens[next + 1]?.lower === 'of') next += 2;
  else if (tokens[next]?.lower === 'in') next++;
  else return null;
  const whole = tokens[next];
  const [part, of] = [Number(tokens[at]!.lemma), Number(whole?.lemma)];
  return whole?.pos === 'NUM' && Number.isFinite(part) && Number.isFinite(of) && of > part && part > 0 ? part / of : null;
}

/** Whether a fraction word at `at` tells the time or a length of time: "half past six", "a quarter to nine", "half an hour". */
function tellsTime(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at + 1];
  if (next?.lower === 'past' || next?.lower === 'to') return true;
  // "half an hour", "a quarter of an hour".
  const after = next?.lower === 'of' ? at + 2 : at + 1;
  const noun = ['a', 'an'].includes(tokens[after]?.lower ?? '') ? tokens[after + 1] : tokens[after];
  return noun !== undefined && noun.pos === 'NOUN' && nounKinds(noun.lemma).has(NOUN_KIND.time) && noun.lemma !== 'time';
}
