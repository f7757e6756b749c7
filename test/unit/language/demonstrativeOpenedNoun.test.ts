import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language';

// The tagger reads a sentence-opening "that" as a pronoun and a word that can be a noun or a verb
// after it as a verb ("That lock had been forced": "lock" as the act). The kind tested is that,
// right before the clause's auxiliary, such a word is the noun the demonstrative points at.
const posOf = (text: string, word: string) => tokensOf(text).find((token) => token.lower === word)?.pos;

describe('a noun after an opening demonstrative, before the auxiliary', () => {
  it('is read as the noun, with or without words before it', () => {
    expect(posOf("That lock hadn't been fitted properly.", 'lock')).toBe('NOUN');
    expect(posOf('This paint had not dried by noon.', 'paint')).toBe('NOUN');
  });

  it('leaves a verb that is not followed by an auxiliary, or not opened by a demonstrative', () => {
    expect(posOf('They plaster the walls every spring.', 'plaster')).toBe('VERB');
    expect(posOf('I said that they paint it, and they did.', 'paint')).not.toBe('NOUN');
  });
});
