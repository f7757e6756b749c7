import { isNameTitle, sexByTitle, titledName, tokensOf, type Token } from './analyse';
import { relatedLemmas } from './relatedWords';

// A sentence that tells two named people's doings side by side ("Colin was asleep upstairs, and
// Isla was out with friends") says each thing of the one named at its clause: what the premise
// says of one is not borne out by the words told of the other.

/** A clause that opens with a name and its verb: the name's lemmas and the content lemmas it says of that one. */
interface NamedClause {
  names: readonly string[];
  said: ReadonlySet<string>;
}

/** Whether a name (after any title) opens a clause at `at`: its words run straight into a verb. */
function nameOpensClauseAt(tokens: readonly Token[], at: number): number {
  const before = tokens[at - 1];
  if (tokens[at]?.pos !== 'PROPN' || isNameTitle(tokens[at]!.lower) || (before && before.pos === 'PROPN' && !isNameTitle(before.lower))) return -1;
  let end = at;
  while (tokens[end]?.pos === 'PROPN') end++;
  return ['AUX', 'VERB'].includes(tokens[end]?.pos ?? '') ? end : -1;
}

/** The clauses of a sentence that each open with a name ("Colin was…, and Isla was…"). */
function namedClauses(tokens: readonly Token[]): NamedClause[] {
  const starts = tokens.flatMap((_, at) => {
    const end = nameOpensClauseAt(tokens, at);
    return end < 0 ? [] : [{ at, end }];
  });
  return starts.map(({ at, end }, i) => ({
    names: tokens.slice(at, end).map((token) => token.lemma),
    said: new Set(tokens.slice(end, starts[i + 1]?.at ?? tokens.length).filter((token) => token.content && token.pos !== 'PROPN').map((token) => token.lemma)),
  }));
}

/**
 * Whether the premise says of a named person what the sentence says, in a clause of its own, of
 * another named one: "Colin was out with friends" against "Colin was asleep upstairs, and Isla was
 * out with friends". `otherParts` gives the other parts of a name the account knows ("isla" →
 * "female marsh"), so that "Miss Marsh" is Isla.
 */
export function saidOfAnotherNamed(premise: string, sentence: string, otherParts: (lemma: string) => ReadonlySet<string>): boolean {
  const premiseTokens = tokensOf(premise);
  const subjectAt = premiseTokens.findIndex((_, at) => nameOpensClauseAt(premiseTokens, at) >= 0);
  if (subjectAt < 0) return false;
  const clauses = namedClauses(tokensOf(sentence));
  if (clauses.length < 2) return false;
  const subject = premiseTokens[subjectAt]!.lemma;
  const sex = sexByTitle(premiseTokens, subjectAt);
  const isSubject = (clause: NamedClause) =>
    clause.names.some((name) => name === subject || otherParts(name).has(subject) || (sex !== null && otherParts(name).has(titledName(sex, subject))));
  const predicate = premiseTokens.slice(nameOpensClauseAt(premiseTokens, subjectAt)).filter((token) => token.content && token.pos !== 'PROPN');
  const holds = (clause: NamedClause) => predicate.filter((token) => clause.said.has(token.lemma) || [...relatedLemmas(token.lemma)].some((related) => clause.said.has(related))).length;
  const own = Math.max(0, ...clauses.filter(isSubject).map(holds));
  return clauses.some((clause) => !isSubject(clause) && holds(clause) > own);
}
