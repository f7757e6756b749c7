import type { Token } from './analyse';

// "Nobody touched the till, as far as I saw": the clause "as far as I saw" does not tell a seeing;
// it bounds the rest of the sentence by what the witness saw, knew or could tell. Its verb is no
// telling of the premise's "see" or "know", so it must not decide whether the premise's act is
// borne out or denied: the act the rest of the sentence tells does.

/** The words that open a limiting clause, in order ("as far as"), and how far back its verb may stand from them. */
const OPENING = ['as', 'far', 'as'];
const WORDS_TO_ITS_VERB = 3;

/**
 * Whether the verb at `at` is the verb of a clause that only limits the sentence ("as far as I
 * saw", "as far as I could tell", "so far as we knew"): "as far as" (or "so far as") and then its
 * subject, and at most an auxiliary, before the verb.
 */
export function limitsTheSentence(tokens: readonly Token[], at: number): boolean {
  const verb = tokens[at];
  if (verb === undefined || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) return false;
  for (let start = Math.max(0, at - OPENING.length - WORDS_TO_ITS_VERB); start < at; start++) {
    const opens = OPENING.every((word, offset) => tokens[start + offset]?.lower === word || (offset === 0 && tokens[start]?.lower === 'so'));
    if (!opens) continue;
    // Between the opening and the verb: its subject and an auxiliary ("I could"), nothing that ends the clause.
    const between = tokens.slice(start + OPENING.length, at);
    return between.length >= 1 && between.every((token) => token.pos === 'PRON' || token.pos === 'AUX' || token.pos === 'PROPN' || token.pos === 'DET' || token.pos === 'NOUN');
  }
  return false;
}
