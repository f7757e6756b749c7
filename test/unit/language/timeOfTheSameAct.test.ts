import { describe, expect, it } from 'vitest';
import { contradictedDetails } from '../../../main/language';

// A claim that puts a time in many words ("half past nine in the evening") is mostly those words:
// whether it is about the sentence's event is weighed on the rest, and only where the sentence
// tells the same doer's same act.
const classesContradicted = (claim: string, evidence: string) => contradictedDetails(claim, evidence).map((detail) => detail.cls);

describe('a time said in words against the same act told with a clock time', () => {
  it('is a rival time of the same seeing', () => {
    expect(classesContradicted('on March 7 you spotted her at about half past nine in the evening', 'On Friday, March 7, at about 7:05 p.m., I spotted Mrs. Ilford by the canal lock.')).toContain('time');
  });

  it('is the same time when the two agree', () => {
    expect(classesContradicted('you spotted her at about five past seven in the evening', 'At about 7:05 p.m. on the Friday I spotted Mrs. Ilford by the canal lock.')).not.toContain('time');
  });

  it('is a rival of the act a named person did, where the claim says "he"', () => {
    expect(classesContradicted('he fetched you at about nine o\'clock', 'Mr. Bexley fetched me from the depot at about 6:20 in his lorry.')).toContain('time');
  });

  it('is no rival of another doer\'s act', () => {
    expect(classesContradicted('you fetched him at about nine o\'clock', 'Mr. Bexley fetched me from the depot at about 6:20 in his lorry.')).not.toContain('time');
  });

  it('is no rival of another act of the same doer', () => {
    expect(classesContradicted('you phoned her at about a quarter to ten at night', 'At about 7:05 p.m. on the Friday I spotted Mrs. Ilford by the canal lock.')).not.toContain('time');
  });
});
