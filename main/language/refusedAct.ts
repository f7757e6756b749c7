import { tokensOf, type Token } from './analyse';
import { clausesOf } from './clauses';
import { antonymLemmas, namesAMotion, relatedLemmas, verbOfInflection } from './relatedWords';

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

/**
 * Whether the word says an act was left undone: a verb of NOT_DONE, or the noun WordNet derives
 * from one ("failure" from "fail", "refusal" from "refuse"), so "a failure to wake" says what "he
 * failed to wake" does.
 */
function saysNotDone(token: Token): boolean {
  return NOT_DONE.has(token.lemma) || (token.pos === 'NOUN' && [...relatedLemmas(token.lemma, 'n')].some((lemma) => NOT_DONE.has(lemma)));
}

/**
 * Whether the act at `at` is said not done by the word before its "to" ("failed to wake", "her
 * refusal to sign"): the act stands without a "not", yet is denied as surely as "did not wake".
 * Not when that word is itself denied ("he never failed to call").
 */
export function saidNotDoneAt(tokens: readonly Token[], at: number): boolean {
  const head = tokens[at - 2];
  return tokens[at - 1]?.lower === 'to' && head !== undefined && !head.negated && !head.negation && saysNotDone(head);
}

/**
 * The acts WordNet gives as the opposite of `act`, and its words for each ("refuse", "reject" and
 * "decline" for "accept"). None for a motion, nor one that is a motion: with a particle a motion
 * says either way ("came out of the pub" is a leaving), and both may be done in turn ("came out…
 * and went back in").
 */
function oppositeActs(act: string): ReadonlySet<string> {
  if (namesAMotion(act)) return new Set();
  const opposites = [...antonymLemmas(act, 'v')];
  return new Set(opposites.flatMap((opposite) => [opposite, ...relatedLemmas(opposite, 'v')]).filter((lemma) => lemma !== act && !namesAMotion(lemma)));
}

/**
 * The verb by which `evidence` says the claim's own doer did the opposite of the claim's act ("You
 * accepted the offer" against "she offered to buy him back, and I refused"; "You admitted it"
 * against "I denied it"), or null: the opposite act is said without a "not" and is not itself
 * refused or put off to another act ("I refused to sign"), and the claim's act is never said done
 * beside it ("I declined at first, then accepted").
 */
export function oppositeActIn(claim: string, evidence: string): Token | null {
  const main = clausesOf(claim)[0];
  if (!main || tokensOf(claim).some((token) => token.negation)) return null;
  const opposites = oppositeActs(main.verb);
  if (opposites.size === 0) return null;
  const tokens = tokensOf(evidence);
  if (tokens.some((token) => token.lemma === main.verb && token.pos === 'VERB' && !token.negated)) return null;
  // The same doer, and the same thing where both name one: "I closed the shutters" is no opposite of "You opened the gate".
  const sameThing = (object: string | null) => object === null || main.object === null || object === main.object || relatedLemmas(main.object, 'n').has(object);
  const byTheSameDoer = clausesOf(evidence).some((clause) => opposites.has(clause.verb) && clause.subject === main.subject && sameThing(clause.object));
  if (!byTheSameDoer) return null;
  return tokens.find((token, index) => token.pos === 'VERB' && !token.negated && opposites.has(token.lemma) && !(tokens[index + 1]?.lower === 'to' && tokens[index + 2]?.pos === 'VERB')) ?? null;
}

/** Whether `evidence` says the claim's own doer did the opposite of the claim's act (see oppositeActIn). */
export function doesTheOppositeAct(claim: string, evidence: string): boolean {
  return oppositeActIn(claim, evidence) !== null;
}

/** Verbs that say an act is no longer done: "stop" and WordNet's words for it ("cease", "quit", "discontinue"). */
function stopsAnAct(lemma: string): boolean {
  return lemma === 'stop' || relatedLemmas('stop', 'v').has(lemma);
}

/**
 * Whether `evidence` says an act `claim` puts in the present ("You still hang your washing out")
 * was given up ("I have stopped hanging washing outside", "I quit smoking"): the act is there,
 * as a gerund, without a "not". What was given up may still have been done before.
 */
export function givesUpTheAct(claim: string, evidence: string): boolean {
  const said = tokensOf(claim);
  const present = (lower: string, lemma: string) => lower === lemma || lower === `${lemma}s` || lower === `${lemma}es`;
  const acts = new Set(said.filter((token) => token.pos === 'VERB' && token.content && !token.negated && present(token.lower, token.lemma) && !stopsAnAct(token.lemma)).map((token) => token.lemma));
  if (acts.size === 0) return false;
  const tokens = tokensOf(evidence);
  // The gerund as the tagger reads it, a verb or a noun ("quit smoking").
  const givenUp = (gerund: Token | undefined) => gerund !== undefined && gerund.lower.endsWith('ing') && (acts.has(gerund.lemma) || acts.has(verbOfInflection(gerund.lower) ?? ''));
  return tokens.some((token, index) => stopsAnAct(token.lemma) && token.pos === 'VERB' && !token.negated && givenUp(tokens[index + 1]));
}

// Where a clause ends: "…had been trained by June; Mr Osei had not." A comma does not end one,
// since the subject may have an apposition: "the new clerk, Mr Penn, had not".
const CLAUSE_BREAK = new Set([';', ':', '.', '!', '?', 'but', 'and', 'while', 'whereas']);
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'mr.', 'mrs.', 'ms.', 'dr.']);

/**
 * Whether `evidence` denies the claim's predicate of the claim's own subject in a clause that leaves
 * the predicate out ("Most of the staff had been trained; Mr Osei had not" against "Mr Osei had been
 * trained"): the clause is a subject, an auxiliary and "not", and nothing more.
 */
export function deniesItOfTheSubject(claim: string, evidence: string): boolean {
  const said = tokensOf(claim);
  const verbAt = said.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  if (verbAt <= 0 || said.some((token) => token.negation)) return false;
  const subject = new Set(said.slice(0, verbAt).filter((token) => token.content && !TITLES.has(token.lower)).map((token) => token.lemma));
  if (subject.size === 0) return false;
  const tokens = tokensOf(evidence);
  let start = 0;
  for (let index = 0; index <= tokens.length; index += 1) {
    if (index < tokens.length && !CLAUSE_BREAK.has(tokens[index]!.lower)) continue;
    const clause = tokens.slice(start, index);
    start = index + 1;
    // Subject words, then auxiliaries and "not" to the end: "Mr Osei had not", "she did not".
    const auxAt = clause.findIndex((token) => token.pos === 'AUX');
    if (auxAt <= 0) continue;
    const rest = clause.slice(auxAt);
    if (!rest.every((token) => token.pos === 'AUX' || token.negation) || !rest.some((token) => token.negation)) continue;
    if (clause.slice(0, auxAt).some((token) => token.content && subject.has(token.lemma))) return true;
  }
  return false;
}
