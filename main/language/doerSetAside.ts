import { tokensOf, type Token } from './analyse';
import { clausesOf, personOf } from './clauses';
import { relatedLemmas } from './relatedWords';

// A claim that gives its act to one doer and sets another aside ("Luis was walking backwards, not
// you", "It was the foreman who signed, not him"): the one set aside is put as NOT having done it,
// so a sentence that tells that very one doing the act is a rival telling of the doer.

/** The one a claim sets aside after ", not" or "but not" at its end, as a clause subject; null when it sets none aside. */
function doerSetAside(tokens: readonly Token[]): string | null {
  const at = tokens.findIndex((token, index) => token.lower === 'not' && [',', 'but'].includes(tokens[index - 1]?.lower ?? ''));
  if (at < 0) return null;
  const rest = tokens.slice(at + 1).filter((token) => token.pos !== 'PUNCT');
  // One pronoun or one name, and nothing after it: "not you", "not Marek".
  if (rest.length !== 1) return null;
  const one = rest[0]!;
  if (one.pos === 'PROPN') return one.lower;
  // A pronoun, as the subject a clause reads it by (`personOf`: "you" is the witness's "I", "him" is "he").
  return personOf(one.lower) ?? null;
}

/**
 * Whether `claim` sets a doer aside ("…, not you") whom `evidence` tells doing the claim's own act
 * ("I was walking backwards"), the act said by its verb or a related one. The claim's own doer
 * must be another: "You signed it, not him" sets aside no one the sentence's "I" could be.
 */
export function setAsideDoerDidIt(claim: string, evidence: string): boolean {
  const setAside = doerSetAside(tokensOf(claim));
  const act = clausesOf(claim)[0];
  if (setAside === null || !act || act.subject === setAside) return false;
  const sameAct = (verb: string) => verb === act.verb || relatedLemmas(act.verb, 'v').has(verb);
  return clausesOf(evidence).some((clause) => clause.subject === setAside && !clause.passive && sameAct(clause.verb) && !negatedVerb(evidence, clause.verb));
}

/** Whether the sentence says its verb only with a negation ("I was not walking"): a denial is no telling of the act. */
function negatedVerb(text: string, verb: string): boolean {
  const tokens = tokensOf(text).filter((token) => token.lemma === verb && (token.pos === 'VERB' || token.pos === 'AUX'));
  return tokens.length > 0 && tokens.every((token) => token.negated);
}
