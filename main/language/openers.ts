import type { Token } from './analyse';

// Examiners open a question with words that carry nothing of it: "And how could you…", "So was it
// red or green?", "Well, all right, did you…". A reading of the question's own shape starts after them.

/** Words that may open a question before what it asks. A closed class. */
const OPENERS: ReadonlySet<string> = new Set(['and', 'but', 'now', 'so', 'then', 'well', 'okay', 'ok', 'all', 'right']);

/** The index of the first token at or after `from` that is neither an opener nor punctuation. */
export function pastTheOpeners(tokens: readonly Token[], from = 0): number {
  let at = from;
  while (at < tokens.length && (OPENERS.has(tokens[at]!.lower) || tokens[at]!.pos === 'PUNCT')) at++;
  return at;
}
