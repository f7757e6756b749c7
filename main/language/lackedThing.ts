import { lackedAfterWithout, tokensOf, type Token } from './analyse';

// Prepositions that say a thing went with an act: "on full pay", "with a warrant".
const WITH_THE_ACT = new Set(['with', 'on']);

/**
 * Whether the sentence gives, with its act, a thing the premise says its act went without:
 * "suspended on full pay" against "suspended without pay", "searched it with a warrant" against
 * "searched it without a warrant". "Without" before a thing is no negation of the act (see
 * `lackedAfterWithout`), so the act's polarity alone never sets the two apart.
 */
export function givesWhatWasLacking(premise: string, sentence: string): boolean {
  const premiseTokens = tokensOf(premise);
  // The tagger may read a bare noun after "without" as a verb ("without pay"); an "-ing" form there is an act denied, not a thing.
  const thing = (token: Token) => token.pos === 'NOUN' || (token.pos === 'VERB' && !token.lower.endsWith('ing'));
  const lacked = new Set(premiseTokens.filter((token, at) => thing(token) && lackedAfterWithout(premiseTokens, at)).map((token) => token.lemma));
  if (lacked.size === 0) return false;
  const tokens = tokensOf(sentence);
  return tokens.some((token, at) => token.pos === 'NOUN' && lacked.has(token.lemma) && !token.negated && WITH_THE_ACT.has(prepositionOf(tokens, at)?.lower ?? ''));
}

/** The preposition that opens the phrase a noun heads ("on" of "on full pay"), past its determiners and modifiers. */
function prepositionOf(tokens: readonly Token[], at: number): Token | undefined {
  let i = at - 1;
  while (i >= 0 && ['DET', 'ADJ', 'NUM'].includes(tokens[i]!.pos)) i--;
  return tokens[i]?.pos === 'ADP' ? tokens[i] : undefined;
}
