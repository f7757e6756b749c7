import { describe, expect, it } from 'vitest';
import { AffidavitIndex } from '../../../main/trial/AffidavitIndex';

// A joiner's account whose first count of rotten joists is put right two sentences on, with a
// sentence of why between: the revision belongs to the affidavit, whichever witness asks of it.
const affidavit = [
  'I inspected the floor of the barn on 3 May.',
  'In my first note I wrote that five joists were rotten.',
  'The light in the barn was poor that morning.',
  'When I counted them again with a lamp, there were seven.',
  'I charged the owner £640 for the work.',
].join(' ');

describe('the sentence that revises a figure of the affidavit', () => {
  const index = new AffidavitIndex(affidavit);

  it('is the later sentence that gives the figure afresh, or none', () => {
    expect(index.revisionOf(1)).toBe(3);
    expect(index.revisionOf(0)).toBe(-1);
    expect(index.revisionOf(4)).toBe(-1);
  });

  it('is read with the sentence it revises across a semicolon, and alone where there is none', () => {
    expect(index.withItsRevision(1)).toBe(`${index.sentences[1]}; ${index.sentences[3]}`);
    expect(index.withItsRevision(4)).toBe(index.sentences[4]);
  });
});
