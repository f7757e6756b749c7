import { describe, expect, it } from 'vitest';
import { detailsOf } from '../../../main/language';
import { aboutTheFact } from '../../../main/scoring/factEvidence';
import type { ElicitSpec } from '../../../main/scoring';

// A fact of our own wording whose value is in its predicate: the sentence that gives the value is
// about the fact however often the label's reading has been forgotten and read again.
const elicit: ElicitSpec = {
  id: 'kiln-fired-1140',
  label: 'The kiln fired the glaze at 1,140 degrees',
  keywords: ['kiln', '1,140 degrees'],
  weight: 1,
  category: 'process',
};
const sentence = 'The glaze in my kiln reached 1,140 degrees that night.';

describe('a label read again after the details cache forgot it', () => {
  it('is still the fact a sentence giving its value is about', () => {
    expect(aboutTheFact(elicit, sentence)).toBe(true);
    // A long session's new texts push the label's reading out of the bounded cache.
    for (let i = 0; i < 5_000; i++) detailsOf(`filler text number ${i} of the session`);
    expect(aboutTheFact(elicit, sentence)).toBe(true);
  });
});
