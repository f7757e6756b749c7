import { describe, expect, it } from 'vitest';
import { contradictedDetails, detailsOf, statedDetails } from '../../../main/language';

// Minutes said in more than one word before "past" or "to" ("twenty-five past eleven") are one
// clock time, weighed exactly as the same time in digits: read only from their last word they
// were no time at all, or worse the bare hour ("eleven at night" as 23:00).
const timesOf = (text: string) => detailsOf(text).filter((detail) => detail.cls === 'time').map((detail) => detail.value);
const classes = (details: readonly { cls: string }[]) => details.map((detail) => detail.cls);

describe('minutes said in two words before the hour', () => {
  it('are read as the whole number of minutes', () => {
    expect(timesOf('The van pulled in at thirty-five past six.')).toEqual(['6:35?']);
    expect(timesOf('She rang at twenty-two minutes to four in the afternoon.')).toEqual(['15:38']);
  });

  it('keep the half of the day said after the hour, not the bare hour', () => {
    expect(timesOf('I locked the shed at forty-five past ten at night.')).toEqual(['22:45']);
  });

  it('bear out the same time said in digits', () => {
    expect(classes(statedDetails('you reached the ferry at twenty-five past nine', 'I reached the ferry at 9:25 a.m. with my sister.'))).toContain('time');
  });

  it('rival another time said in digits for the same act', () => {
    expect(classes(contradictedDetails('you reached the ferry at twenty-five past nine', 'I reached the ferry at 9:40 a.m. with my sister.'))).toContain('time');
  });

  it('rival nothing where the evidence tells another act', () => {
    expect(classes(contradictedDetails('you posted the letter at twenty-five past nine', 'I reached the ferry at 9:40 a.m. with my sister.'))).not.toContain('time');
  });
});
