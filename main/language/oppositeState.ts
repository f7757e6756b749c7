import { tokensOf, type Token } from './analyse';
import { antonymLemmas } from './relatedWords';

// A state said by a participle or an adjective excludes its opposite: a thing that "was uncovered"
// was not "covered", a door that "was locked" not "unlocked". WordNet lists the opposites of verbs
// ("cover"/"uncover", "lock"/"unlock") apart from those of adjectives ("open"/"closed").

/** Words that end the clause a subject and its state stand in. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['PUNCT', 'CCONJ', 'SCONJ']);

/** The opposites of a state word, as a verb's participle and as an adjective. */
function oppositesOf(token: Token): ReadonlySet<string> {
  return new Set([...antonymLemmas(token.lemma, 'v'), ...antonymLemmas(token.lemma, 'a'), ...antonymLemmas(token.lower, 'a')]);
}

/** Whether a token can say a state: a participle (however tagged) or an adjective. */
const saysAState = (token: Token) => token.content && !token.negated && (token.pos === 'ADJ' || (token.pos === 'VERB' && /(?:ed|en)$/.test(token.lower)));

/**
 * The premise's states, each with the noun it is said of: a state word right after its subject's
 * head noun, or after "be" ("the vent covered", as a yes/no question's proposition puts "Was the
 * vent covered?"; "the vent was covered").
 */
function statesOfSubjects(tokens: readonly Token[]): { state: Token; subject: string }[] {
  const found: { state: Token; subject: string }[] = [];
  tokens.forEach((token, at) => {
    if (!saysAState(token)) return;
    let before = at - 1;
    while (before >= 0 && (tokens[before]!.lemma === 'be' || tokens[before]!.pos === 'ADV')) before--;
    const subject = tokens[before];
    if (subject?.pos === 'NOUN') found.push({ state: token, subject: subject.lemma });
  });
  return found;
}

/**
 * Whether the sentence says of the premise's subject the opposite of the state the premise says
 * of it, with "be" before it: "the air vent was uncovered" against "the vent (was) covered". The
 * subject must be named in the same clause, before the state.
 */
export function saysTheOppositeState(premise: string, sentence: string): boolean {
  const states = statesOfSubjects(tokensOf(premise));
  if (states.length === 0) return false;
  const tokens = tokensOf(sentence);
  return states.some(({ state, subject }) => {
    const opposites = oppositesOf(state);
    if (opposites.size === 0) return false;
    return tokens.some((token, at) => {
      if (token.negated || !(opposites.has(token.lemma) || opposites.has(token.lower)) || tokens[at - 1]?.lemma !== 'be') return false;
      for (let before = at - 2; before >= 0 && !CLAUSE_ENDS.has(tokens[before]!.pos); before--) {
        if (tokens[before]!.lemma === subject || tokens[before]!.lower === subject) return true;
      }
      return false;
    });
  });
}

