import { describe, expect, it } from 'vitest';
import { toldAtALaterClockTime } from '../../../main/language/clockOrder';

describe('toldAtALaterClockTime', () => {
  it('reads a time after another the same day, or past midnight, as later', () => {
    expect(toldAtALaterClockTime('The ferry docked at 4:10 p.m.', 'Her brother met it at 5:30 p.m.')).toBe(true);
    expect(toldAtALaterClockTime('I shut the bar at 11:40 p.m.', 'The van pulled in at 12:15 a.m.')).toBe(true);
  });

  it('does not read an earlier time, a sentence with no time or two times, or a time of either half of the day as later', () => {
    expect(toldAtALaterClockTime('Her brother met it at 5:30 p.m.', 'The ferry docked at 4:10 p.m.')).toBe(false);
    expect(toldAtALaterClockTime('The ferry docked at 4:10 p.m.', 'Her brother met it on the quay.')).toBe(false);
    expect(toldAtALaterClockTime('The ferry docked at 4:10 p.m.', 'He waited from 5 p.m. to 6 p.m.')).toBe(false);
    expect(toldAtALaterClockTime('The ferry docked at 4:10 p.m.', 'Her brother met it at nine.')).toBe(false);
  });
});
