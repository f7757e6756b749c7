import { tokensOf } from './analyse';

// Verbs that say the act after them was not done: "I refused to cash it", "he failed to stop".
const NOT_DONE = new Set(['refuse', 'decline', 'fail', 'forget', 'neglect', 'omit']);

/**
 * Whether `evidence` says the act `claim` asserts was refused or not done ("You cashed the cheque"
 * against "…so I refused to cash it"): the act is there without a "not", so polarity alone misses it.
 */
export function refusesTheAct(claim: string, evidence: string): boolean {
  const said = tokensOf(claim);
  // A claim that itself says the act was refused ("You refused to cash it") agrees.
  if (said.some((token) => NOT_DONE.has(token.lemma))) return false;
  const acts = new Set(said.filter((token) => token.pos === 'VERB' && token.content && !token.negated).map((token) => token.lemma));
  if (acts.size === 0) return false;
  const tokens = tokensOf(evidence);
  return tokens.some(
    (token, index) => NOT_DONE.has(token.lemma) && !token.negated && tokens[index + 1]?.lower === 'to' && tokens[index + 2] !== undefined && acts.has(tokens[index + 2]!.lemma) && !NOT_DONE.has(tokens[index + 2]!.lemma),
  );
}
