import { wordTable } from './wordTable';
import type { Token } from './analyse';

/**
 * The parts of a day as spans of clock time, in minutes from midnight (a night runs on past the
 * next midnight), as wide as speech uses them: "at 2:40 that morning", "at 6:10 that night" in
 * winter. They overlap, and either part bears out a clock time in both.
 */
const PARTS_OF_A_DAY = wordTable<readonly [number, number]>({
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 18 * 60],
  evening: [16 * 60, 24 * 60],
  night: [17 * 60, 30 * 60],
});

/** Minutes in a day: clock times are read as minutes after midnight. */
export const MINUTES_IN_A_DAY = 24 * 60;

/** Whether a word names a day or a part of one ("that day", "that evening"), not a longer time ("that weekend"). */
export function namesADayOrPartOfOne(lemma: string): boolean {
  return lemma === 'day' || Object.hasOwn(PARTS_OF_A_DAY, lemma);
}

/** Words before "the" that make a part of a day the time of an act ("in the morning", "on the night of…"). */
const SETTING_PREPOSITIONS = new Set(['in', 'during', 'on']);

/**
 * The part of a day a word says an act happened in ("that afternoon", "in the morning", "on the
 * night of 4 May"), or null. Only a single part: "mornings" and "nights" are a habit or a shift.
 */
export function partOfDayAt(tokens: readonly Token[], at: number): string | null {
  const token = tokens[at]!;
  if (!Object.hasOwn(PARTS_OF_A_DAY, token.lower)) return null;
  const before = tokens[at - 1]?.lower;
  const set = before === 'that' || before === 'this' || (before === 'the' && SETTING_PREPOSITIONS.has(tokens[at - 2]?.lower ?? ''));
  return set ? token.lower : null;
}

/**
 * Whether two parts of a day are one time said two ways: most of the hours of the shorter lie in
 * the other ("that evening" and "that night"), so neither corrects the other. "The afternoon" and
 * "the evening" share only their edge, and "the morning" and "the night" a night's small hours.
 */
export function mostlyTheSameHours(a: string, b: string): boolean {
  const spanA = PARTS_OF_A_DAY[a];
  const spanB = PARTS_OF_A_DAY[b];
  if (!spanA || !spanB) return false;
  const shared = Math.min(spanA[1], spanB[1]) - Math.max(spanA[0], spanB[0]);
  return shared * 2 > Math.min(spanA[1] - spanA[0], spanB[1] - spanB[0]);
}

/** Whether a clock time, in minutes from midnight, falls in a part of a day. */
export function fallsIn(part: string, minutes: number): boolean {
  const [from, to] = PARTS_OF_A_DAY[part]!;
  return [minutes, minutes + MINUTES_IN_A_DAY].some((at) => at >= from && at < to);
}
