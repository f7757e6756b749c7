import { describe, expect, it } from 'vitest';
import { detailsOf } from '../../../main/language';

// A text built with an empty part (a sentence after a day it lacks) arrives with a space in front.
// Its details are the bare text's, and are not read again: the bare text's reading is kept.
describe('detailsOf, spaces around a text', () => {
  const bare = 'On Tuesday the boiler engineer left at 4:20 with two spare valves.';

  it('gives the bare text its own details', () => {
    const details = detailsOf(bare);
    expect(details.map((detail) => `${detail.cls}:${detail.value}`)).toEqual(expect.arrayContaining(['weekday:tuesday', 'number:2']));
  });

  it('reads a text padded with spaces as the bare text, from the same kept reading', () => {
    const kept = detailsOf(bare);
    expect(detailsOf(` ${bare}`)).toBe(kept);
    expect(detailsOf(`${bare}  `)).toBe(kept);
  });

  it('keeps a line break, which the tagger reads as a break, as part of the text', () => {
    expect(detailsOf(`\n${bare}`)).not.toBe(detailsOf(bare));
  });
});
