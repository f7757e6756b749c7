import { tokensOf, type Token } from './analyse';
import { SUBJECT_PRONOUNS_WITH_IT } from './pronouns';

// A statement of two acts joined by "and" or "but", each with a subject of its own ("The clerk
// showed you three rings and you bought the gold one"): each is asserted, so each must hold.

/** Conjunctions that join two asserted clauses. */
const JOINING = new Set(['and', 'but']);

/** Words a subject may take before its verb ("you then bought", "the clerk had"). */
const BEFORE_THE_VERB = 3;

/**
 * The clauses after the first that a statement joins on with a subject of their own, as texts:
 * "…three rings and you bought the gold one" gives "you bought the gold one". None for a statement
 * of one clause, or where "and" joins only things ("rings and necklaces", "you and your husband").
 */
export function joinedClauses(text: string): string[] {
  const tokens = tokensOf(text);
  const starts = tokens.flatMap((token, at) => (JOINING.has(token.lower) && token.pos === 'CCONJ' && opensAClause(tokens, at + 1) && verbBefore(tokens, at) ? [at + 1] : []));
  return starts.map((start, index) =>
    tokens
      .slice(start, starts[index + 1] === undefined ? tokens.length : starts[index + 1]! - 1)
      .filter((token) => token.pos !== 'PUNCT')
      .map((token) => token.text)
      .join(' '),
  );
}

/** Whether a subject of its own, then its verb, stands at `at`. */
function opensAClause(tokens: readonly Token[], at: number): boolean {
  const first = tokens[at];
  if (!first) return false;
  const subject = SUBJECT_PRONOUNS_WITH_IT.has(first.lower) || first.pos === 'PROPN' || (first.pos === 'DET' && tokens[at + 1]?.pos === 'NOUN');
  return subject && tokens.slice(at + 1, at + 1 + BEFORE_THE_VERB).some((token) => token.pos === 'VERB');
}

/** Whether the first clause has a verb of its own before the conjunction at `at`. */
function verbBefore(tokens: readonly Token[], at: number): boolean {
  return tokens.slice(0, at).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
}
