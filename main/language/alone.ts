import { tokensOf, type Token } from './analyse';
import { namesAPersonFirst } from './relatedWords';

/** Whether a text says someone was alone: "alone", "by yourself", "on his own". */
function saysAlone(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      !token.negated &&
      (token.lower === 'alone' ||
        (token.lower === 'by' && /sel(f|ves)$/.test(tokens[index + 1]?.lower ?? '')) ||
        (token.lower === 'on' && tokens[index + 2]?.lower === 'own')),
  );
}

/** Whether a text says something was done with a person: "with Mr Rudd", "with my deputy". */
function saysWithSomeone(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, index) =>
      token.lower === 'with' &&
      !token.negated &&
      tokens.slice(index + 1, index + 4).some((other) => other.pos === 'PROPN' || (other.pos === 'NOUN' && namesAPersonFirst(other.lemma))),
  );
}

/**
 * Whether one of `claim` and `evidence` says the act was done alone and the other that it was done
 * with someone ("You chaired the hearing alone" against "I chaired it with Mr Rudd", and the reverse).
 */
export function aloneAgainstWithSomeone(claim: string, evidence: string): boolean {
  const said = tokensOf(claim);
  const told = tokensOf(evidence);
  return (saysAlone(said) && !saysAlone(told) && saysWithSomeone(told)) || (saysAlone(told) && !saysAlone(said) && saysWithSomeone(said));
}
