import { describe, expect, it } from 'vitest';
import { SentenceIndex } from '../../../main/language';

// The nouns an index uses that name a kind of a class asked for: an account says "a van", not "a vehicle".
describe('SentenceIndex.nounsOfKind', () => {
  const index = new SentenceIndex([
    'A courier drove a van into the yard and parked beside the skip.',
    'I filed the invoices and the delivery notes in the office.',
    'The weather was dry all week.',
  ]);

  it('finds the nouns that are kinds of the class by WordNet hypernyms', () => {
    expect(index.nounsOfKind('vehicle')).toContain('van');
    expect(index.nounsOfKind('document')).toContain('note');
  });

  it('leaves out nouns of another class', () => {
    expect(index.nounsOfKind('vehicle')).not.toContain('invoice');
    expect(index.nounsOfKind('document')).not.toContain('van');
  });

  it('finds none for a noun so vague that almost anything is a kind of it', () => {
    expect(index.nounsOfKind('thing')).toEqual([]);
  });
});

describe('SentenceIndex.nounsOfKind of an abstract class', () => {
  it('finds none for a class that is no kind of thing one can point to ("state")', () => {
    const index = new SentenceIndex(['My son was in the seventh grade that year.', 'He was in shock when I reached him.']);
    expect(index.nounsOfKind('state')).toEqual([]);
  });
});
