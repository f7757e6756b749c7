// How often something happens, read as a figure of its own: a count in each period of time.
// "daily", "every day" and "each morning" are once a day; "once weekly", "every week" and "every
// weekend" once a week; "every other day" once in two days; "three times a day" three a day.
// Read this way, "once" in "once a week" counts no single time, and two rates of one thing can be
// set against each other ("every weekend" is no "once a month").
import { wordTable } from './wordTable';
import { DURATION_UNITS, numberWordValue } from './numbers';

/** One happening in each `days` days, `count` times over: the reading of a rate. */
export interface Rate {
  /** Happenings in each period. */
  count: number;
  /** The period's length in days. */
  days: number;
  /** How many words say it. */
  length: number;
  /** "Every 10 to 14 days": the period's length at the range's other end, in days. */
  daysUpTo?: number;
  /** "Most days": more than half the periods, a bound rather than a count. */
  moreThan?: true;
}

/** Days in one of a unit of time, from the lengths of time the details use ("a week" is 7). */
const daysIn = (unit: string): number => DURATION_UNITS[unit]! / DURATION_UNITS.day!;
/**
 * Periods of the calendar a rate is told in, by how many days go by before each comes round again:
 * the units of time, and a part of the day ("each morning"), which comes round once a day as the
 * day does, and a weekend, once a week.
 */
const PERIOD_DAYS = wordTable<number>({
  ...Object.fromEntries(['hour', 'day', 'night', 'week', 'fortnight', 'month', 'year'].map((unit) => [unit, daysIn(unit)])),
  morning: daysIn('day'), afternoon: daysIn('day'), evening: daysIn('day'), weekend: daysIn('week'),
});
/** The adverbs made from those periods ("daily", "nightly"): once in each. */
const PERIOD_ADVERBS = wordTable<string>({
  hourly: 'hour', daily: 'day', nightly: 'night', weekly: 'week', fortnightly: 'fortnight', monthly: 'month', yearly: 'year', annually: 'year',
});
/** The words that join a count to its period: "once a week", "twice per month", "three times each day". */
const JOINERS = new Set(['a', 'an', 'per', 'each', 'every']);
/** The words that open a rate of one in each period: "every day", "each morning". */
const EACH = new Set(['every', 'each']);

interface RateToken {
  readonly lower: string;
  readonly lemma: string;
}

const periodDays = (token: RateToken | undefined): number | null => (token ? PERIOD_DAYS[token.lemma] ?? PERIOD_DAYS[token.lower] ?? null : null);
const adverbDays = (token: RateToken | undefined): number | null => (token && Object.hasOwn(PERIOD_ADVERBS, token.lower) ? PERIOD_DAYS[PERIOD_ADVERBS[token.lower]!]! : null);

/**
 * The count of happenings that opens a rate at `at`: "once", "twice", or a number before
 * "times" ("three times", "3 times"), with how many words it takes.
 */
function countOfTimes(tokens: readonly RateToken[], at: number): { count: number; length: number } | null {
  const token = tokens[at];
  if (!token) return null;
  const value = numberWordValue(token.lower);
  if (value === null) return null;
  if (tokens[at + 1]?.lemma === 'time') return { count: Number(value), length: 2 };
  // "once", "twice", "thrice" say their times in the one word; a bare number does not.
  return /^(?:once|twice|thrice)$/.test(token.lower) ? { count: Number(value), length: 1 } : null;
}

/**
 * The period after "every"/"each" at `at`: "day", "other day" (two of them), "two weeks",
 * "third month" (three of them). The length counts the words after "every".
 */
function periodsAfterEach(tokens: readonly RateToken[], at: number): { days: number; daysUpTo?: number; length: number } | null {
  const days = periodDays(tokens[at]);
  if (days !== null) return { days, length: 1 };
  // "every 10 to 14 days": a range of periods, one rate at each end.
  const [from, to, period] = [numberWordValue(tokens[at]?.lower ?? ''), numberWordValue(tokens[at + 2]?.lower ?? ''), periodDays(tokens[at + 3])];
  if (from !== null && to !== null && period !== null && tokens[at + 1]?.lower === 'to') return { days: Number(from) * period, daysUpTo: Number(to) * period, length: 4 };
  const next = periodDays(tokens[at + 1]);
  if (next === null) return null;
  const word = tokens[at]!.lower;
  if (word === 'other') return { days: 2 * next, length: 2 };
  const many = numberWordValue(word);
  return many !== null && Number(many) >= 2 ? { days: Number(many) * next, length: 2 } : null;
}

/** The rate said at `at`, or null: "daily", "every other day", "once weekly", "twice a month", "three times per day", "most days". */
export function rateAt(tokens: readonly RateToken[], at: number): Rate | null {
  const token = tokens[at];
  if (!token) return null;
  const adverb = adverbDays(token);
  if (adverb !== null) return { count: 1, days: adverb, length: 1 };
  // "Most days", "most weekends": more than one in two of the periods.
  if (token.lower === 'most' && periodDays(tokens[at + 1]) !== null && tokens[at + 1]!.lower !== tokens[at + 1]!.lemma) {
    return { count: 1 / 2, days: periodDays(tokens[at + 1])!, length: 2, moreThan: true };
  }
  if (EACH.has(token.lower)) {
    const periods = periodsAfterEach(tokens, at + 1);
    return periods ? { count: 1, days: periods.days, length: periods.length + 1, ...(periods.daysUpTo !== undefined ? { daysUpTo: periods.daysUpTo } : {}) } : null;
  }
  const times = countOfTimes(tokens, at);
  if (!times) return null;
  const after = at + times.length;
  // "once weekly", "twice daily".
  const adverbAfter = adverbDays(tokens[after]);
  if (adverbAfter !== null) return { count: times.count, days: adverbAfter, length: times.length + 1 };
  if (!JOINERS.has(tokens[after]?.lower ?? '')) return null;
  const periods = EACH.has(tokens[after]!.lower) ? periodsAfterEach(tokens, after + 1) : periodDays(tokens[after + 1]) !== null ? { days: periodDays(tokens[after + 1])!, length: 1 } : null;
  return periods ? { count: times.count, days: periods.days, length: times.length + 1 + periods.length } : null;
}

/** A rate as happenings in each day, to four figures: "every week" and "once weekly" are one value. `days` for the other end of a range. */
export function perDay(rate: Rate, days = rate.days): string {
  return String(Number((rate.count / days).toPrecision(4)));
}
