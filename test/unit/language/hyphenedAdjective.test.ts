import { describe, expect, it } from 'vitest';
import { tokensOf } from '../../../main/language';

describe('a hyphened adjective in -ed', () => {
  it('is one word when WordNet knows the whole as an adjective', () => {
    const words = tokensOf('The clerk was left-handed and well-dressed.').map((token) => [token.lemma, token.pos]);
    expect(words).toContainEqual(['left-handed', 'ADJ']);
    expect(words).toContainEqual(['well-dressed', 'ADJ']);
    expect(words.map(([lemma]) => lemma)).not.toContain('hand');
  });

  it('stays apart when WordNet does not know the whole', () => {
    expect(tokensOf('The van was spray-painted.').map((token) => token.lemma)).toContain('paint');
  });
});
