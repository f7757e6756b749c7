import { describe, expect, it } from 'vitest';
import { contradictedDetails, detailsOf, pointsBackToADay } from '../../../main/language';

const dates = (text: string) => detailsOf(text).filter((detail) => detail.cls === 'date').map((detail) => detail.value);

describe('parts of a month, spans of dates, and the days a text points back to', () => {
  it('reads a part of a month as a span of its days', () => {
    expect(dates('The roof was stripped at the start of June 2022.')).toEqual(['6-1..10-2022']);
    expect(dates('They moved out in late June.')).toEqual(['6-21..31-']);
    expect(dates('The survey came back in mid-June.')).toEqual(['6-11..20-']);
    expect(dates('The scaffold went up in the second week of June.')).toEqual(['6-8..14-']);
    expect(dates('The scaffold went up on 9 June.')).toEqual(['6-9-']);
  });

  it('sets a day outside a part of a month against it, and not one inside', () => {
    expect(contradictedDetails('The scaffold went up in late June', 'The scaffold went up on 9 June.').map((detail) => detail.value)).toEqual(['6-21..31-']);
    expect(contradictedDetails('The scaffold went up in early June', 'The scaffold went up on 9 June.')).toEqual([]);
  });

  it('does not set one end of a span against the other', () => {
    const account = 'I hired the skip from 2 June to 27 July 2022, and it was emptied twice.';
    expect(contradictedDetails('Your skip hire ended on 27 July 2022', account)).toEqual([]);
    expect(contradictedDetails('Your skip hire ended at the end of July 2022', account)).toEqual([]);
    expect(contradictedDetails('Your skip hire ended at the end of August 2022', account).length).toBeGreaterThan(0);
  });

  it('points back to a day with a day or a part of one, not with a week or a weekend', () => {
    expect(pointsBackToADay('He rang me that evening')).toBe(true);
    expect(pointsBackToADay('He rang me the same day')).toBe(true);
    expect(pointsBackToADay('It rained all that weekend')).toBe(false);
    expect(pointsBackToADay('He rang me that week')).toBe(false);
  });
});
