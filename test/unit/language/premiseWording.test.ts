import { describe, expect, it } from 'vitest';
import { analyseQuestion, contradictedDetails, propositionCore } from '../../../main/language';

describe('propositionCore', () => {
  it('keeps a time noun that only modifies the noun after it', () => {
    expect(propositionCore('You never rang the depot about that morning delivery')).toContain('morning delivery');
  });

  it('drops a demonstrative time the tagger reads as opening a clause', () => {
    expect(propositionCore('you cannot say whether the shutter was locked that day')).not.toContain('day');
  });

  it('drops an adverb that only vouches for the act, not one of degree', () => {
    expect(propositionCore('You never actually opened the crate')).toBe('You never opened the crate');
    expect(propositionCore('The lorry was really slow')).toContain('really');
  });

  it('words having no idea as not knowing', () => {
    expect(propositionCore('You have no idea who loaded the trailer')).toBe('You do not know who loaded the trailer');
  });
});

describe('analyseQuestion', () => {
  it('reads through "it is fair to say" with "that" left out', () => {
    expect(analyseQuestion("It's fair to say the forklift was never serviced.").proposition).toBe('the forklift was never serviced');
    expect(analyseQuestion('Is it fair to say you kept no log?').proposition).toBe('you kept no log');
  });

  it('reads through "isn\'t it true" and "is it a fact" with "that" left out, its own negation kept', () => {
    const never = analyseQuestion("Isn't it true you never opened the strongroom?");
    expect(never.proposition).toBe('you never opened the strongroom');
    expect(never.propositionNegated).toBe(true);
    expect(analyseQuestion('Is it a fact the courier signed for the parcel?').proposition).toBe('the courier signed for the parcel');
    expect(analyseQuestion("Isn't it right the pump failed twice?").proposition).toBe('the pump failed twice');
  });

  it('leaves the frame alone when no clause follows it', () => {
    expect(analyseQuestion('Is it true?').proposition).toBe('it true');
    expect(analyseQuestion('Is it right to lock the gate at night?').proposition).not.toBe('to lock the gate at night');
  });
});

describe('contradictedDetails on a year alone', () => {
  it('is borne out by a month in that year, and contradicted by another year', () => {
    const told = 'I sprained my ankle on a hillwalk in October 2021.';
    expect(contradictedDetails('you sprained the ankle hillwalking in 2021', told)).toEqual([]);
    expect(contradictedDetails('you sprained the ankle hillwalking in 2020', told).map((detail) => detail.value)).toEqual(['year-2020']);
  });
});
