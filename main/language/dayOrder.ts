import { tokensOf } from './analyse';
import { daysInUnitAt, detailsOf } from './details';

// Two sentences that each date what they tell ("On September 19 I went back to the shop", "I
// reported it on September 24") order those acts by their days, however far apart the affidavit
// tells them. A date is read as month-day-year ("9-24-" with the year unsaid); a sentence's
// dates are all the days it may tell its act on.

/** The days a text dates, as [year or null, month, day]; a year or month alone is no day. */
function daysOf(text: string): [number | null, number, number][] {
  return detailsOf(text).flatMap((detail) => {
    if (detail.cls !== 'date') return [];
    const [month, day, year] = detail.value.split('-').map((part) => (part === '' ? null : Number(part)));
    return month != null && day != null && !Number.isNaN(month) && !Number.isNaN(day) ? [[year ?? null, month, day] as [number | null, number, number]] : [];
  });
}

/**
 * Whether every day `first` dates falls after every day `second` dates: the act told in `first`
 * was done later. A year unsaid on either side is taken to be the other's.
 */
export function toldOnALaterDay(first: string, second: string): boolean {
  const firstDays = daysOf(first);
  const secondDays = daysOf(second);
  if (firstDays.length === 0 || secondDays.length === 0) return false;
  const after = ([yearA, monthA, dayA]: [number | null, number, number], [yearB, monthB, dayB]: [number | null, number, number]) => {
    if (yearA !== null && yearB !== null && yearA !== yearB) return yearA > yearB;
    return monthA !== monthB ? monthA > monthB : dayA > dayB;
  };
  return firstDays.every((a) => secondDays.every((b) => after(a, b)));
}

// A day told from another, as the days between them: "the same day" none, "the next day" one on.
const RELATIVE_DAY_GAPS: Readonly<Record<string, number>> = { same: 0, next: 1, previous: -1 };
// Words that put a count of days after or before the act it is counted from.
const DAYS_ON = new Set(['after', 'later']);
const DAYS_BACK = new Set(['before', 'earlier']);

/**
 * Whether `claim` tells its day from another act ("the day before the will", "the same day she
 * came up") while `evidence` counts another number of days between them ("nine days before the
 * will", "two days after she was raised", "four weeks after the crash"): the days between are a
 * detail, and these are rivals.
 */
export function anotherGapOfDays(claim: string, evidence: string): boolean {
  const claimed = detailsOf(claim).filter((detail) => detail.cls === 'relativeDay' && Object.hasOwn(RELATIVE_DAY_GAPS, detail.value));
  if (claimed.length !== 1) return false;
  const tokens = tokensOf(evidence);
  const counted = tokens.flatMap((token, at) => {
    const word = tokens[at + 2]?.lower ?? '';
    // Counted in days or in longer units ("four weeks after the crash", "two weeks later").
    const days = daysInUnitAt(tokens, at + 1);
    if (!/^\d+$/.test(token.lemma) || days === null || !(DAYS_ON.has(word) || DAYS_BACK.has(word))) return [];
    return [(DAYS_ON.has(word) ? 1 : -1) * Number(token.lemma) * days];
  });
  return counted.length === 1 && counted[0] !== RELATIVE_DAY_GAPS[claimed[0]!.value];
}
