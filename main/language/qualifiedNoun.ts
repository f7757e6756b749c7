import type { Token } from './analyse';

/**
 * The noun a word picks out when it stands before it: an adjective ("the second load", "a small
 * silver car") or a participle after a determiner ("a shelving unit", "the reversing van"). Null
 * when it says what is done or how things are ("was late", "was carrying bags"). What such a word
 * says is said of that noun only: "the first dance" is no opposite of "the second photographer".
 */
export function nounQualifiedBy(tokens: readonly Token[], index: number): Token | null {
  const token = tokens[index]!;
  const participle = token.pos === 'VERB' && /(?:ing|ed)$/.test(token.lower) && ['DET', 'NUM', 'ADJ'].includes(tokens[index - 1]?.pos ?? '');
  if (token.pos !== 'ADJ' && !participle) return null;
  let next = index + 1;
  // A count may stand between them: "the other 9 bags" picks out bags as "the other bags" does.
  while (tokens[next]?.pos === 'ADJ' || tokens[next]?.pos === 'NUM') next++;
  const noun = tokens[next];
  return noun && (noun.pos === 'NOUN' || noun.pos === 'PROPN') ? noun : null;
}
