import { describe, expect, it } from 'vitest';
import { contradictedDetails, detailsOf, isRate, tokensOf } from '../../../main/language';
import { overstatesExtent } from '../../../main/language/extentAndOrder';
import { perDay, rateAt } from '../../../main/language/rates';

// How often something happens is a figure of its own: a count in each period. "nightly" and
// "every night" are one rate; "every fortnight" and "once a month" are two.
const rateIn = (text: string, word: string) => {
  const tokens = tokensOf(text);
  const rate = rateAt(tokens, tokens.findIndex((token) => token.lower === word));
  return rate && perDay(rate);
};

describe('rateAt', () => {
  it('reads each way of saying a rate as happenings in each day', () => {
    expect(rateIn('The gardener watered the orchids nightly.', 'nightly')).toBe('1');
    expect(rateIn('He rang his brother each evening.', 'each')).toBe('1');
    expect(rateIn('The boiler was serviced once yearly.', 'once')).toBe(rateIn('The boiler was serviced every year.', 'every'));
    expect(rateIn('The ferry sails twice a week.', 'twice')).toBe(String(Number((2 / 7).toPrecision(4))));
    expect(rateIn('Feed the lamb four times per day.', 'four')).toBe('4');
    expect(rateIn('She swam every other morning.', 'every')).toBe('0.5');
    // Three months, a month being the length the details give it (43,800 minutes, about 30.4 days).
    expect(rateIn('They cut the hedge every three months.', 'every')).toBe(String(Number((1 / ((3 * 43800) / 1440)).toPrecision(4))));
  });

  it('reads a range of periods as a rate at each end', () => {
    const ends = detailsOf('Staff rotate the stock every 3 to 5 days.').filter(isRate).map((detail) => detail.value);
    expect(ends).toEqual([String(Number((1 / 3).toPrecision(4))), '0.2']);
    expect(contradictedDetails('Staff rotate the stock once a month', 'Staff rotate the stock every 3 to 5 days.')).not.toEqual([]);
  });

  it('reads no rate where "once" or "every" says something else', () => {
    expect(rateIn('He knocked once and waited.', 'once')).toBeNull();
    expect(rateIn('Every other tenant had signed.', 'every')).toBeNull();
    expect(rateIn('She opened every drawer.', 'every')).toBeNull();
  });
});

describe('contradictedDetails on how often something happened', () => {
  const told = 'The caretaker said he emptied the bins in the yard once a fortnight, usually on a Monday.';

  it('leaves the same rate in other words alone', () => {
    expect(contradictedDetails('He emptied the bins every two weeks', told)).toEqual([]);
    expect(contradictedDetails('He emptied the bins fortnightly', told)).toEqual([]);
  });

  it('corrects another rate of the same act', () => {
    expect(contradictedDetails('He emptied the bins every weekend', told)).not.toEqual([]);
    expect(contradictedDetails('He emptied the bins daily', told)).not.toEqual([]);
  });

  it('holds a rate to its own thing where two are told', () => {
    const two = 'The poster on the wall read "stretch daily", and the physiotherapist advised stretching once weekly.';
    expect(contradictedDetails('The poster told you to stretch every day', two)).toEqual([]);
    expect(contradictedDetails('The poster told you to stretch once a week', two)).not.toEqual([]);
  });

  it('sets no rate against an act told without one', () => {
    expect(contradictedDetails('He swept the stairs every morning', told)).toEqual([]);
  });
});

describe('overstatesExtent on "once" in a rate', () => {
  it('reads "once weekly" as how often, not as a single time', () => {
    expect(overstatesExtent('She checked the meter every week', 'She checked the meter once weekly.')).toBe(false);
    expect(overstatesExtent('She checked the meter every week', 'She checked the meter once, in June.')).toBe(true);
  });
});

describe('"most" of the periods as a rate', () => {
  const told = 'I walked the terrier along the canal every day that summer.';
  it('is borne out by every one of them and a rival of far fewer', () => {
    expect(contradictedDetails('You walked the terrier along the canal most days', told)).toEqual([]);
    expect(contradictedDetails('You walked the terrier along the canal most days', 'I walked the terrier along the canal once a week that summer.')).not.toEqual([]);
  });
});

describe('a rate beside other words of a sentence', () => {
  it('keeps the part of the day it is told in', () => {
    expect(contradictedDetails('She fed the goats every evening', 'She said she fed the goats every morning before work.')).not.toEqual([]);
  });

  it('takes no bound from the verb before it', () => {
    expect(contradictedDetails('You went over once a day', 'I went over every day after my shift.')).toEqual([]);
  });

  it('is set against rates only, never a count the sentence gives of something else', () => {
    expect(contradictedDetails('You checked the weekly report every week', 'Each week Tomas gave me a two-page report, and I checked it.')).toEqual([]);
  });
});
