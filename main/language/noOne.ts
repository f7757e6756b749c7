import { tokensOf, type Token } from './analyse';
import { saysNoOneAt } from './pronouns';
import { predicateOf } from './clauses';
import { actsOf, relatedLemmas, sameAct } from './relatedWords';

// "Did he say something to you?" is denied by "Nobody said anything to me", not by "…, and nobody
// ever changed the code": a no one or a nothing denies only the act of its own clause.

/** Tokens that end a clause on either side of a word. */
const ends = (token: Token | undefined) => token === undefined || ['PUNCT', 'CCONJ', 'SCONJ'].includes(token.pos);

/** The verbs of the clause a token stands in, from the clause break before it to the one after. */
function verbsOfItsClause(tokens: readonly Token[], at: number): Token[] {
  let from = at;
  while (!ends(tokens[from - 1])) from--;
  let to = at;
  while (!ends(tokens[to + 1])) to++;
  return tokens.slice(from, to + 1).filter((token) => token.pos === 'VERB');
}

/**
 * Whether a sentence's "nobody" or "nothing" stands in a clause that tells the premise's own act
 * (its main verb, a related word or the same act), so that it can deny the act of anyone. A
 * premise with no act of its own word ("Did anyone get back to you?") is met by any.
 */
export function noOneDoesTheAct(premise: string, sentence: string): boolean {
  const act = predicateOf(premise);
  if (!act || act.pos !== 'VERB' || !act.content) return true;
  const tokens = tokensOf(sentence);
  // The act as its verb alone, as its phrasal verb, and as the verb with its preposition ("went into" is "entered").
  const premiseTokens = tokensOf(premise);
  const acts = [act.lemma, ...actsOf(premiseTokens, premiseTokens.indexOf(act), true)];
  const tellsTheAct = (verb: Token) => acts.some((own) => verb.lemma === own || relatedLemmas(own, 'v').has(verb.lemma) || sameAct(own, verb.lemma));
  return tokens.some((_, at) => saysNoOneAt(tokens, at) && verbsOfItsClause(tokens, at).some(tellsTheAct));
}
