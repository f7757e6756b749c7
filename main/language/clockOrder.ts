import { clockMinutes, detailsOf } from './details';
import { MINUTES_IN_A_DAY as DAY } from './partsOfDay';

/** Half a day: a clock time told after another within it is later the same day or night ("11:20 p.m.", then "midnight"). */
const HALF_DAY = DAY / 2;

/**
 * Whether one sentence tells its one clock time later than the other tells its own ("I unlocked
 * the store at 11:20 p.m." then "The supervisor came in at about midnight"): each names exactly
 * one time, so each is one moment. False when either names none, or more than one.
 */
export function toldAtALaterClockTime(earlier: string, later: string): boolean {
  const first = onlyClockTime(earlier);
  const second = onlyClockTime(later);
  if (first === null || second === null) return false;
  const after = (second - first + DAY) % DAY;
  return after > 0 && after < HALF_DAY;
}

/** The one clock time a sentence names, in minutes after midnight; null when it names none or several, or leaves its half of the day open ("at nine"). */
function onlyClockTime(text: string): number | null {
  const times = detailsOf(text).filter((detail) => detail.cls === 'time');
  const clock = times.length === 1 ? clockMinutes(times[0]!.value) : null;
  return clock?.halfKnown ? clock.minutes : null;
}
