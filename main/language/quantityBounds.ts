import { wordTable } from './wordTable';
import type { Token } from './analyse';
import { MINUTES_IN_A_DAY as DAY } from './partsOfDay';

// A quantity said as a bound rather than a value: "more than ten years", "at least 40 mph",
// "no more than five metres", "nearly four hours"; and a time said as one: "before 9:30",
// "shortly after ten". Lawyers put quantities this way on cross far
// more often than as the affidavit's own figure, and "over ten years" is borne out by "eleven
// years", not contradicted by it.

export interface QuantityBound {
  /** Above the value ("more than"), below it ("less than"), or either side of it ("close to", "about"). */
  direction: 'above' | 'below' | 'around';
  /** Whether the value itself is within the bound ("at least", "no more than"). */
  inclusive: boolean;
  /** "Nearly", "almost": just below the value, so the value itself, or a little less, bears it out. */
  approximate: boolean;
}

type Phrase = { words: readonly string[]; bound: QuantityBound };

const bound = (direction: QuantityBound['direction'], inclusive: boolean, approximate = false): QuantityBound => ({ direction, inclusive, approximate });
const phrase = (text: string, value: QuantityBound): Phrase => ({ words: text.split(' '), bound: value });

/**
 * Words that only hedge the amount after them ("about fourteen years", "roughly 40 mph", "around
 * six"): the amount is what is said, the hedge no word of its own. A closed class.
 */
const HEDGES = new Set(['about', 'around', 'approximately', 'roughly', 'some', 'circa']);

/**
 * The phrases that set a bound, longest first so that "no more than" is read before "more than".
 * These are closed-class words of comparison, not vocabulary: no library lists them as bounds.
 */
const BOUND_PHRASES: readonly Phrase[] = [
  phrase('no more than', bound('below', true)),
  phrase('not more than', bound('below', true)),
  phrase('no longer than', bound('below', true)),
  phrase('no less than', bound('above', true)),
  phrase('no fewer than', bound('above', true)),
  phrase('in excess of', bound('above', false)),
  phrase('upwards of', bound('above', false)),
  phrase('more than', bound('above', false)),
  phrase('greater than', bound('above', false)),
  phrase('longer than', bound('above', false)),
  phrase('less than', bound('below', false)),
  phrase('fewer than', bound('below', false)),
  phrase('shorter than', bound('below', false)),
  phrase('at least', bound('above', true)),
  phrase('at most', bound('below', true)),
  phrase('up to', bound('below', true)),
  phrase('not quite', bound('below', false, true)),
  phrase('nearly', bound('below', false, true)),
  // A hedge sets the amount within a reach either side of it (`hedgeReach`).
  phrase('close to', bound('around', true, true)),
  ...[...HEDGES].map((word) => phrase(word, bound('around', true, true))),
  phrase('almost', bound('below', false, true)),
  phrase('above', bound('above', false)),
  phrase('below', bound('below', false)),
  phrase('over', bound('above', false)),
  phrase('under', bound('below', false)),
];

/**
 * "Over" and "under" after an amount are across what ("21 knots over three minutes"), not bounds;
 * after a noun that is no amount they are ("a reading above 0.08", "a speed over 40 mph").
 */
const PLACE_LIKE = new Set(['over', 'under', 'above', 'below']);
/** An approximate bound holds down to this share of its value: "nearly four hours" is three and a half hours or more, "nearly five stitches" is not four. */
const APPROXIMATE_SHARE = 0.85;

/** The bound said just before the quantity that starts at `at` ("more than a hundred", "over six feet"), or null. */
export function boundBefore(tokens: readonly Pick<Token, 'lower' | 'pos'>[], at: number): QuantityBound | null {
  return boundPhraseBefore(tokens, at)?.bound ?? null;
}

/** The bound before the quantity at `at`, with the index of its first word and the index just past its last. */
export function boundPhraseBefore(tokens: readonly Pick<Token, 'lower' | 'pos'>[], at: number): { bound: QuantityBound; start: number; end: number } | null {
  // "over a hundred years", "more than an hour": the article belongs to the quantity, and so does
  // the currency sign of "roughly $500".
  const end = ['a', 'an'].includes(tokens[at]?.lower ?? '') ? at : ['a', 'an'].includes(tokens[at - 1]?.lower ?? '') || tokens[at - 1]?.pos === 'SYM' ? at - 1 : at;
  for (const { words, bound: found } of BOUND_PHRASES) {
    const start = end - words.length;
    if (start < 0 || !words.every((word, offset) => tokens[start + offset]!.lower === word)) continue;
    if (words.length === 1 && PLACE_LIKE.has(words[0]!) && afterAnAmount(tokens, start)) return null;
    // "just over", "a little under" only narrow the bound, and stay words of their own.
    return { bound: found, start, end };
  }
  return null;
}

/** Whether the word before `at` is a number, or a noun an amount counts or measures ("21 knots"). */
function afterAnAmount(tokens: readonly Pick<Token, 'lower' | 'pos'>[], at: number): boolean {
  const before = tokens[at - 1]?.pos;
  if (before === 'NUM') return true;
  if (before !== 'NOUN' && before !== 'PROPN') return false;
  return tokens[at - 2]?.pos === 'NUM' || (tokens[at - 2]?.pos === 'ADJ' && tokens[at - 3]?.pos === 'NUM');
}

/**
 * How far either side of its value a hedged amount reaches: "close to three hundred" and "about
 * thirty" are borne out by 285 and 27, not by 190 or 20. The same share as "nearly", so that
 * "nearly four hours" and "about four hours" reach equally far below four.
 */
const HEDGE_REACH = 1 - APPROXIMATE_SHARE;

/**
 * How far a hedge on `value` reaches: only a round figure is hedged as a range ("about thirty",
 * "close to 300"); "about 107" or "about 27.5" is told to the unit, and the hedge adds no room.
 */
const hedgeReach = (value: number): number => (Number.isInteger(value) && value % 5 === 0 ? HEDGE_REACH * Math.abs(value) : 0);

/** Whether an amount (`evidence`, told exactly) is within the bound set on `value`. */
function withinBound(value: number, limit: QuantityBound, evidence: number): boolean {
  if (limit.direction === 'around') return Math.abs(evidence - value) <= hedgeReach(value);
  if (limit.approximate) return evidence <= value && evidence >= APPROXIMATE_SHARE * value;
  if (limit.direction === 'above') return limit.inclusive ? evidence >= value : evidence > value;
  return limit.inclusive ? evidence <= value : evidence < value;
}

/**
 * How an amount said with a bound (`claim`) stands to one the evidence gives, itself perhaps
 * bounded: "same" when the evidence bears it out ("eleven years" for "more than ten"; "more than
 * sixty" for "over fifty"), "rival" when they cannot both be true ("fifteen metres" against "no more
 * than five"), else "open" ("more than sixty" says nothing of "seventy").
 */
export function boundedRelation(claimValue: number, claimBound: QuantityBound | null, evidenceValue: number, evidenceBound: QuantityBound | null): 'same' | 'rival' | 'open' {
  // The affidavit's own hedge ("about 60 a year") gives its figure as the witness's answer, as it
  // always has; only the hedges of a claim, the examiner's, are ranges the figure must fall in.
  if (evidenceBound?.direction === 'around') return boundedRelation(claimValue, claimBound, evidenceValue, null);
  // The examiner's hedge on the affidavit's own hedged figure is the same figure in other words:
  // "close to three thousand" for "nearly three thousand", "about four hours" for "almost four hours".
  if (claimBound?.direction === 'around' && evidenceBound?.approximate && claimValue === evidenceValue) return 'same';
  if (claimBound?.direction === 'around' && evidenceBound !== null) return hedgeMeets(claimValue, evidenceValue, evidenceBound);
  if (claimBound === null && evidenceBound === null) return claimValue === evidenceValue ? 'same' : 'rival';
  if (evidenceBound === null) return withinBound(claimValue, claimBound!, evidenceValue) ? 'same' : 'rival';
  // The affidavit's own "nearly four hours" bears out "four hours", as it always has.
  if (claimBound === null) return evidenceBound.approximate && claimValue === evidenceValue ? 'same' : withinBound(evidenceValue, evidenceBound, claimValue) ? 'open' : 'rival';
  if (claimBound!.direction === evidenceBound.direction) {
    // "Over fifty" is borne out by "more than sixty"; "over sixty" is not ruled out by "more than fifty".
    const tighter = claimBound!.direction === 'above' ? evidenceValue >= claimValue : evidenceValue <= claimValue;
    return tighter ? 'same' : 'open';
  }
  // Opposite bounds overlap, or cannot both hold ("under five" and "over ten").
  const [low, high] = claimBound!.direction === 'above' ? [claimValue, evidenceValue] : [evidenceValue, claimValue];
  return low < high || (low === high && claimBound!.inclusive && evidenceBound.inclusive) ? 'open' : 'rival';
}

/**
 * How a hedged claim ("about thirty") stands to an amount the evidence gives with a bound: open
 * where the two meet ("more than twenty-five"), a rival where they cannot ("under ten").
 */
function hedgeMeets(claimValue: number, evidenceValue: number, evidenceBound: QuantityBound): 'rival' | 'open' {
  const [low, high] = [claimValue - hedgeReach(claimValue), claimValue + hedgeReach(claimValue)];
  const meets = evidenceBound.direction === 'above' ? high >= evidenceValue : low <= evidenceValue;
  return meets ? 'open' : 'rival';
}


/** Whether the word at `at` hedges an amount that follows it. */
export function hedgesAnAmount(tokens: readonly Pick<Token, 'lower' | 'pos'>[], at: number): boolean {
  return HEDGES.has(tokens[at]?.lower ?? '') && tokens[at + 1]?.pos === 'NUM';
}

/** Words that put a clock time as a bound: "after ten" is any later time, "before 9:30" and "until six" any earlier. */
const TIME_BOUNDS = wordTable<QuantityBound['direction']>({ after: 'above', before: 'below', until: 'below', till: 'below', by: 'below' });
/** Words that keep a bound on a time close to it: "just after ten", "shortly before midnight". */
const CLOSE_TO = new Set(['just', 'shortly', 'soon', 'right', 'straight', 'immediately']);
/** A small amount said before the bound does the same: "a little after seven", "a bit before noon". */
const SMALL_AMOUNTS = new Set(['little', 'bit']);

/** The word that bounds a clock time at `at` ("after", "by"), past a hedge ("until about six"). */
const timeBoundWordAt = (tokens: readonly Pick<Token, 'lower'>[], at: number): number => (HEDGES.has(tokens[at - 1]?.lower ?? '') ? at - 2 : at - 1);

/**
 * The first of the words that keep the bound on a clock time at `at` close to it ("just", "a
 * little"), or null when none does.
 */
export function closenessBefore(tokens: readonly Pick<Token, 'lower'>[], at: number): number | null {
  const word = timeBoundWordAt(tokens, at);
  if (!TIME_BOUNDS[tokens[word]?.lower ?? '']) return null;
  if (CLOSE_TO.has(tokens[word - 1]?.lower ?? '')) return word - 1;
  return SMALL_AMOUNTS.has(tokens[word - 1]?.lower ?? '') && tokens[word - 2]?.lower === 'a' ? word - 2 : null;
}

/** The bound a clock time at `at` is said with ("before 9:30", "just after ten", "until about six"), or null for a time said as itself ("at 9:30"). */
export function timeBoundBefore(tokens: readonly Pick<Token, 'lower' | 'negated'>[], at: number): QuantityBound | null {
  const word = timeBoundWordAt(tokens, at);
  const direction = TIME_BOUNDS[tokens[word]?.lower ?? ''];
  if (!direction) return null;
  // "He didn't go to bed until two" says when he went: a denied "until" sets the time of the act.
  if ((tokens[word]!.lower === 'until' || tokens[word]!.lower === 'till') && tokens[word]!.negated) return null;
  return bound(direction, true, closenessBefore(tokens, at) !== null);
}

/** How close "just after" or "shortly before" a time keeps to it, in minutes. */
const CLOSE_MINUTES = 45;

/**
 * How a clock time said with a bound stands to the evidence's time, in minutes of the day. A time
 * given without a.m. or p.m. is read in the half of the day nearest the other ("after ten" against
 * 9:10 p.m. is ten at night). "Before 9:30" is borne out by 9:10 and ruled out by 9:50; "just
 * after ten" by 10:05, not by 11:20.
 */
export function timeWithinBound(claimMinutes: number, claimHalfKnown: boolean, limit: QuantityBound, evidenceMinutes: number, evidenceHalfKnown: boolean): boolean {
  const readings = (minutes: number, known: boolean) => (known ? [minutes] : [minutes % (DAY / 2), (minutes % (DAY / 2)) + DAY / 2]);
  const pairs = readings(claimMinutes, claimHalfKnown).flatMap((claim) => readings(evidenceMinutes, evidenceHalfKnown).map((evidence) => evidence - claim));
  const after = pairs.reduce((nearest, gap) => (Math.abs(gap) < Math.abs(nearest) ? gap : nearest));
  if (limit.direction === 'above') return limit.approximate ? after >= 0 && after <= CLOSE_MINUTES : after >= 0;
  return limit.approximate ? after <= 0 && after >= -CLOSE_MINUTES : after <= 0;
}
