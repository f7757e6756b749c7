import type { Token } from './analyse';
import { isKindOf } from './relatedWords';

// A sentence names some acts without telling them as done: the words of a quotation ('he searched
// for "how to delete USB history"') tell neither that the act was done nor that it was not; the
// clause of evidence it says there is none of ("I found no evidence that anything was deleted",
// "there was no sign that the lock was forced") is the witness's denial of that act, as far as
// it goes, though the clause itself carries no "not".

/** The roots of WordNet's nouns of evidence: "evidence", "sign", "proof", "record", "clue", "trace"… */
const EVIDENCE_KINDS: readonly string[] = ['evidence', 'indication'];

/** Whether a noun names evidence of something: the roots themselves or a kind of them. */
function namesEvidence(token: Token): boolean {
  return token.pos === 'NOUN' && EVIDENCE_KINDS.some((kind) => token.lemma === kind || isKindOf(token.lemma, kind));
}

/** Whether a token is a quotation mark, straight or curly. */
const isQuote = (token: Token) => token.text === '"' || token.text === '\u201c' || token.text === '\u201d';

/**
 * The words of the quotation the token at `at` stands in, or null when it stands in none: after
 * an odd number of straight quotes, or more opening curly quotes than closing.
 */
export function quotationAround(tokens: readonly Token[], at: number): readonly Token[] | null {
  const before = tokens.slice(0, at).map((token) => token.text);
  const straight = before.filter((text) => text === '"').length;
  const opened = before.filter((text) => text === '\u201c').length - before.filter((text) => text === '\u201d').length;
  if (straight % 2 === 0 && opened <= 0) return null;
  let from = at;
  while (from > 0 && !isQuote(tokens[from - 1]!)) from--;
  let to = at;
  while (to < tokens.length - 1 && !isQuote(tokens[to + 1]!)) to++;
  return tokens.slice(from, to + 1);
}

/** Whether the token at `at` stands between quotation marks. */
export function insideQuotation(tokens: readonly Token[], at: number): boolean {
  return quotationAround(tokens, at) !== null;
}

/**
 * Whether the act at `at` sits in the clause a denied noun of evidence takes ("no evidence
 * that…", "not any sign that…"). A denied noun of another kind grants its clause instead ("no
 * doubt that he hit her", "no question that…"), and is left alone.
 */
export function inClauseOfEvidenceDenied(tokens: readonly Token[], at: number): boolean {
  for (let index = at - 1; index > 0; index--) {
    const token = tokens[index]!;
    // The clause's own "that" comes before any other act or stop.
    if (token.pos === 'PUNCT' || token.pos === 'VERB') break;
    if (token.lower !== 'that' && token.lower !== 'whether') continue;
    const noun = tokens[index - 1]!;
    return namesEvidence(noun) && noun.negated;
  }
  return false;
}
