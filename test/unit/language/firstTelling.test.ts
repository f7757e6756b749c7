import { describe, expect, it } from 'vitest';
import { figureOfTheOtherTelling, revisionAfter, saidPartOf } from '../../../main/language/firstTelling';

// A surveyor who re-measured a boundary, and a caller who put the time of a crash right later.
const survey = 'My first report put the fence 12 metres from the wall; after measuring again with a laser I found it was 14 metres.';
const crash = 'I originally told the operator the crash happened at 8:15 p.m., but my phone log shows the call at 8:32 p.m.';

describe('a figure held only in a first telling that the sentence replaces', () => {
  it.each([
    ['The fence was 12 metres from the wall', survey],
    ['The crash happened at 8:15 p.m.', crash],
    // …nor the later figure as what was first told.
    ['Your first report put the fence 14 metres from the wall', survey],
  ])('is a figure of the other telling: %s', (premise, sentence) => {
    expect(figureOfTheOtherTelling(premise, sentence)).toBe(true);
  });

  it.each([
    ['The fence was 14 metres from the wall', survey],
    ['Your first report put the fence 12 metres from the wall', survey],
    ['You initially put the fence 12 metres from the wall', survey],
    ['You told the operator the crash happened at 8:15 p.m.', crash],
    ['The crash happened at 8:15 p.m.', 'The crash happened at 8:15 p.m., and the ambulance came at 8:40 p.m.'],
    // A clause joined by ", and" goes on to another thing: its figure replaces nothing.
    ['The crash happened at 8:15 p.m.', 'I originally told the operator the crash happened at 8:15 p.m., and the ambulance came at 8:40 p.m.'],
    // "First" of an act, not of a telling.
    ['The van was parked at 8:15 p.m.', 'When I first noticed the van it was parked at 8:15 p.m.; I rang the operator at 8:32 p.m.'],
    // "First" of anything but a telling.
    ['You started at 6:45 a.m.', 'I started at first light, at about 6:45 a.m., and stopped at 4 p.m.'],
  ])('is not read so where the premise gives the later figure, speaks of the telling, or nothing was first told: %s', (premise, sentence) => {
    expect(figureOfTheOtherTelling(premise, sentence)).toBe(false);
  });
});

// A yard manager whose written statement and count were put right later, with no "first" said.
const statement = 'In my statement I wrote that the van was parked 20 metres from the gate; I have since measured it again, and it was 35 metres.';
const windows = 'I told the adjuster that four windows were broken; when I counted them later there were six.';
const steps = 'In my notes I wrote that he fell down two steps; I have since looked again, and there are three.';

describe('a telling that a later clause revises, though nothing calls it the first', () => {
  it.each([
    ['The van was parked 20 metres from the gate', statement],
    ['Four windows were broken', windows],
    // …the later count said without its noun ("and there are three").
    ['He fell down two steps', steps],
  ])('holds its figure only as what was told: %s', (premise, sentence) => {
    expect(figureOfTheOtherTelling(premise, sentence)).toBe(true);
  });

  it.each([
    ['You wrote that the van was parked 20 metres from the gate', statement],
    ['You told the adjuster four windows were broken', windows],
    // A premise that itself tells of the correction.
    ['One of those four turned out to be only cracked', windows],
    // No later clause revises it.
    ['Four windows were broken', 'I told the adjuster that four windows were broken, and he sent a glazier the next day.'],
    // "Since" and "now" of a time, not of a revision.
    ['Four windows were broken', 'I told the adjuster that four windows were broken; the shop has been shut since 2019.'],
  ])('is left alone where the premise speaks of the telling or nothing revises it: %s', (premise, sentence) => {
    expect(figureOfTheOtherTelling(premise, sentence)).toBe(false);
  });
});

// A loss adjuster whose first figure is put right a sentence or two later, with a sentence of why between.
const adjusterFirst = 'In my first estimate I put the roof repairs at $8,000.';
const adjusterWhy = 'I had not seen the rotten joists under the flashing.';
const adjusterLater = 'After correcting that, I put the repairs at $11,500.';

describe('a telling revised in a sentence of its own', () => {
  it('finds the sentence that gives the revised figure, past one that gives none', () => {
    expect(revisionAfter(adjusterFirst, [adjusterWhy, adjusterLater])).toBe(1);
    expect(revisionAfter('I initially told the police the door was 90 centimetres wide.', ['When I measured it again in March, it was 84 centimetres.'])).toBe(0);
  });

  it('finds none where the next figure is of another thing, told as no revision, or nothing was told', () => {
    expect(revisionAfter('In my first estimate I put the shed at 3 metres long.', ['The garage is 6 metres long.'])).toBe(-1);
    // The first sentence with a figure of the kind decides: a later one is too far from the telling.
    expect(revisionAfter(adjusterFirst, ['The gutters cost $400.', adjusterLater])).toBe(-1);
    expect(revisionAfter('The roof repairs came to $8,000.', [adjusterLater])).toBe(-1);
    // A telling not marked as the first is often followed by figures of other things.
    expect(revisionAfter('I told the police the door was 90 centimetres wide.', ['When I measured it again in March, it was 84 centimetres.'])).toBe(-1);
    // A later time is no revision: "a few minutes later" moves the story on.
    expect(revisionAfter('In my first statement I said I rang at 1:10 a.m.', ['The police arrived a few minutes later, at 1:24 a.m.'])).toBe(-1);
  });
});

// A landlord who told a tribunal one thing and put it right in the same sentence.
describe('saidPartOf: what a sentence says was said, for a premise about a saying', () => {
  const sentence = 'At the hearing I said all the windows had locks; in fact I know two of them did not, and I never tried every one.';

  it('keeps only the clause that reports the saying', () => {
    expect(saidPartOf('You told the tribunal that every window had a lock', sentence)).toBe('At the hearing I said all the windows had locks');
  });

  it('keeps the whole sentence for a premise about the fact, not the saying', () => {
    expect(saidPartOf('Every window had a lock', sentence)).toBe(sentence);
  });

  it('keeps the whole sentence for a premise of what was only known or accepted', () => {
    expect(saidPartOf('You accept that every window had a lock', sentence)).toBe(sentence);
  });

  it('does not count a verb of counting or checking with no clause of its own as a saying', () => {
    const checked = 'I wrote that the boiler was serviced yearly, but I did not count the visits myself.';
    expect(saidPartOf('You wrote that the boiler was serviced every year', checked)).toBe('I wrote that the boiler was serviced yearly');
  });
});
