import { tokensOf } from '../language';
import type { ElicitSpec } from './ElicitSpec';

// Whether a sentence says of one thing what a fact says of every one: "he signed every cheque
// himself" is not stated by "he signed it at the table", which tells of one cheque and leaves the
// others open.

/** Words that say a thing holds of each of a kind ("every cheque", "all three", "both glasses", "each of them"). */
const UNIVERSAL = new Set(['every', 'each', 'all', 'both']);

/**
 * Whether the label says its fact of every one of a kind of thing ("every", "each", "all" or
 * "both" before a noun, a number or "of") and the sentence says no such word: it tells of one or
 * some of them, not of all.
 */
export function saysOnlySomeOfEvery(elicit: ElicitSpec, sentence: string): boolean {
  const labelTokens = tokensOf(elicit.label);
  const universal = labelTokens.some((token, index) => UNIVERSAL.has(token.lower) && ['NOUN', 'NUM', 'ADJ', 'ADP'].includes(labelTokens[index + 1]?.pos ?? ''));
  return universal && !tokensOf(sentence).some((token) => UNIVERSAL.has(token.lower));
}
