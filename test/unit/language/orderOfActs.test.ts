import { describe, expect, it } from 'vitest';
import { anotherGapOfDays, orderedActs, putBeforeItsUntil, toldOnALaterDay } from '../../../main/language';

describe('two acts put in an order', () => {
  it('reads the act said first with "before", and second with "after"', () => {
    expect(orderedActs('you paid the plumber before you rang the insurer')).toEqual({ earlier: 'you paid the plumber', later: 'you rang the insurer' });
    expect(orderedActs('you paid the plumber after you rang the insurer')).toEqual({ earlier: 'you rang the insurer', later: 'you paid the plumber' });
  });

  it('reads no order from a time that is no act, or from an act denied', () => {
    expect(orderedActs('you paid the plumber before the weekend')).toBeNull();
    expect(orderedActs('you did not pay the plumber before you rang the insurer')).toBeNull();
  });

  it('orders two sentences by the days they date, a year unsaid taken as the same', () => {
    expect(toldOnALaterDay('On April 14 I repainted the fence.', 'I bought the paint on April 2, 2024.')).toBe(true);
    expect(toldOnALaterDay('I bought the paint on April 2, 2024.', 'On April 14 I repainted the fence.')).toBe(false);
    // Every day one tells must fall after every day the other does.
    expect(toldOnALaterDay('I repainted it on April 14 and again on March 1.', 'I bought the paint on April 2.')).toBe(false);
    expect(toldOnALaterDay('I repainted the fence in the spring.', 'I bought the paint on April 2.')).toBe(false);
  });

  it('reads an act put before the time the evidence says it was not done until', () => {
    expect(putBeforeItsUntil('you had opened the parcel before the courier rang you', 'I did not open the parcel until the courier rang me.')).toBe(true);
    expect(putBeforeItsUntil('you opened the parcel after the courier rang you', 'I did not open the parcel until the courier rang me.')).toBe(false);
    // Another time altogether is not the one the act waited for.
    expect(putBeforeItsUntil('you had opened the parcel before your sister arrived', 'I did not open the parcel until the courier rang me.')).toBe(false);
  });

  it('reads a day told from another act against a count of days between them', () => {
    expect(anotherGapOfDays('the roofer came back the day after the storm', 'The roofer came back three days after the storm.')).toBe(true);
    expect(anotherGapOfDays('the roofer came back the same day as the storm', 'The roofer came back a few hours after the storm, three days after the storm.')).toBe(true);
    expect(anotherGapOfDays('the roofer came back the day after the storm', 'The roofer came back 1 day after the storm.')).toBe(false);
    expect(anotherGapOfDays('the roofer came back the day before the storm', 'The roofer came back three days after the storm.')).toBe(true);
    // Counted in weeks: seven days to each.
    expect(anotherGapOfDays('the roofer came back the day after the storm', 'The roofer came back two weeks after the storm.')).toBe(true);
    expect(anotherGapOfDays('the roofer came back the same day as the storm', 'Three weeks later the roofer came back.')).toBe(true);
    // Counted in hours, it tells no other day.
    expect(anotherGapOfDays('the roofer came back the same day as the storm', 'The roofer came back two hours after the storm.')).toBe(false);
    // With no count of days between, nothing rivals it.
    expect(anotherGapOfDays('the roofer came back the day after the storm', 'The roofer came back after the storm.')).toBe(false);
  });
});
