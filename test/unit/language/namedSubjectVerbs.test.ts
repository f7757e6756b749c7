import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language';

// The tagger reads a verb in -s after a name as a plural noun ("Mara drives a van" as Mara's
// "drives"); the kind tested is that such a word, opening what it is done to, is read as the verb.
const posOf = (text: string, word: string) => tokensOf(text).find((token) => token.lower === word)?.pos;

describe('a verb in -s after a name that opens its clause', () => {
  it('is read as the verb before what it is done to', () => {
    expect(posOf('Odette drives a white pick-up truck.', 'drives')).toBe('VERB');
    expect(posOf('I walk to work, and Odette drives a white pick-up truck.', 'drives')).toBe('VERB');
  });

  it('stays a noun where the name does not open the clause', () => {
    expect(posOf('The Odette drives were long.', 'drives')).toBe('NOUN');
  });
});
