import { tokensOf, type Token } from './analyse';
import { antonymLemmas, namesTheSame } from './relatedWords';

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

/** The noun phrase that starts at `from`: its content modifiers and its head noun, or null. */
function nounPhraseAt(tokens: readonly Token[], from: number): { modifiers: readonly string[]; head: Token; start: number } | null {
  let at = from;
  while (tokens[at] && ['DET', 'PRON'].includes(tokens[at]!.pos) && !tokens[at]!.negation) at++;
  const modifiers: string[] = [];
  while (tokens[at] && ['ADJ', 'NUM'].includes(tokens[at]!.pos)) modifiers.push(tokens[at++]!.lemma);
  const head = tokens[at];
  return head?.pos === 'NOUN' ? { modifiers, head, start: from } : null;
}

/**
 * Whether the sentence says its subject is not what the premise says it is: "This was not the
 * first time I had seen it" against "That was the first time you had seen it", "He is not a
 * qualified engineer" against "You're a qualified engineer". The sentence's "be not" takes the same
 * head noun with the same modifiers as the premise's complement, which follows only its subject
 * (and "be", which a yes/no question's proposition leaves out).
 */
export function deniesTheComplement(premise: string, sentence: string): boolean {
  const premiseTokens = tokensOf(premise);
  if (premiseTokens.some((token) => token.negation)) return false;
  const tokens = tokensOf(sentence);
  return tokens.some((token, at) => {
    if (token.lemma !== 'be' || !tokens[at + 1]?.negation || tokens[at + 1]!.lemma !== 'not') return false;
    const denied = nounPhraseAt(tokens, at + 2);
    if (!denied) return false;
    return premiseTokens.some((other, index) => {
      if (other.pos !== 'NOUN' || !namesTheSame(other.lemma, denied.head.lemma, 'n')) return false;
      let start = index;
      while (start > 0 && ['DET', 'PRON', 'ADJ', 'NUM'].includes(premiseTokens[start - 1]!.pos)) start--;
      const asserted = nounPhraseAt(premiseTokens, start);
      const before = premiseTokens.slice(0, start);
      // The complement follows its subject, one word or a short phrase, with nothing else between.
      const complement = before.length > 0 && before.length <= 4 && before.every((word) => word.lemma === 'be' || ['PRON', 'SCONJ', 'DET', 'NOUN', 'PROPN'].includes(word.pos));
      return complement && asserted !== null && asserted.head === other && asserted.modifiers.join(' ') === denied.modifiers.join(' ');
    });
  });
}
