import { tokensOf, type Token } from './analyse';
import { namesSomeone, predicateOf } from './clauses';
import { POSSESSIVES } from './pronouns';
import { relatedLemmas, sameAct } from './relatedWords';

// Whether an act was done alone or with someone: "I left the party with Dana" and "You left the
// party on your own" share every word that matters, and no number, name or polarity tells them
// apart. What says the company must stand in the act's own clause: "I bought it with my sister,
// and I have lived there alone since" buys with her and lives alone.

type Company = 'alone' | 'accompanied';

const CLAUSE_END = new Set([',', ';', ':', '.', '?', '!']);

/**
 * The tokens of the clause the word at `at` stands in: between punctuation, or "and"/"but" before
 * a new subject. A participle after a comma goes on telling the same act ("working on the
 * scaffold, fixing frames with his partner").
 */
function clauseAround(tokens: readonly Token[], at: number): readonly Token[] {
  const participleFollows = (index: number) => tokens[index]!.text === ',' && tokens[index + 1]?.pos === 'VERB' && tokens[index + 1]!.lower.endsWith('ing');
  const ends = (index: number) => (CLAUSE_END.has(tokens[index]!.text) && !participleFollows(index)) || (tokens[index]!.pos === 'CCONJ' && ['PRON', 'PROPN', 'DET'].includes(tokens[index + 1]?.pos ?? ''));
  let from = at;
  while (from > 0 && !ends(from - 1)) from--;
  let to = at;
  while (to < tokens.length - 1 && !ends(to + 1)) to++;
  return tokens.slice(from, to + 1);
}

/**
 * The company a clause tells: "alone", "on my own", "by herself" for none; "with" someone, or
 * "together", for some; else null.
 */
function companyOf(clause: readonly Token[]): Company | null {
  const alone = clause.some(
    (token, at) =>
      token.lower === 'alone' ||
      (token.lower === 'own' && clause[at - 2]?.lower === 'on') ||
      (token.lower === 'by' && /sel(f|ves)$/.test(clause[at + 1]?.lower ?? '')),
  );
  if (alone) return 'alone';
  // "with" before the one who came along, its determiners and modifiers aside ("with my late husband").
  const companion = (at: number) => clause.slice(at + 1, at + 5).find((other) => other.pos !== 'DET' && other.pos !== 'ADJ' && !POSSESSIVES.has(other.lower));
  const withSomeone = clause.some((token, at) => {
    const other = token.lower === 'with' ? companion(at) : undefined;
    return other !== undefined && namesSomeone(other);
  });
  return withSomeone || clause.some((token) => token.lower === 'together') ? 'accompanied' : null;
}

/**
 * Whether `claim` and `evidence` tell the same act, one as done alone and the other as done with
 * someone: "You left the party on your own" against "I left the party with Dana"; "She lives
 * there with you" against "I have lived there alone". Whether both speak of the same doer is for
 * the caller to judge.
 */
export function rivalCompany(claim: string, evidence: string): boolean {
  const act = predicateOf(claim);
  if (!act || act.pos !== 'VERB') return false;
  const claimTokens = tokensOf(claim);
  const said = companyOf(clauseAround(claimTokens, claimTokens.indexOf(act)));
  if (said === null) return false;
  const related = relatedLemmas(act.lemma, 'v');
  const tokens = tokensOf(evidence);
  return tokens.some((token, at) => token.pos === 'VERB' && (token.lemma === act.lemma || related.has(token.lemma) || sameAct(act.lemma, token.lemma)) && companyOf(clauseAround(tokens, at)) === (said === 'alone' ? 'accompanied' : 'alone'));
}
