import type { Token } from './analyse';
import { amountsTo } from './amountsTo';
import { canMeanHappening, isVerbLemma, relatedLemmas } from './relatedWords';

// A support verb carries little meaning of its own: the noun it takes names the act ("ran a test"
// is testing, "gave evidence" is testifying, "made a call" is calling). A closed class of English,
// which WordNet does not mark; the act itself is read from WordNet.

/** Verbs that, with a noun for what they take, say the act that noun names. */
const SUPPORT_VERBS = new Set(['give', 'make', 'take', 'run', 'carry', 'conduct', 'perform', 'do', 'have', 'hold', 'pay']);

/** Words that may stand between a support verb and its noun: "ran no chemical test", "gave any evidence". */
const BETWEEN = new Set(['DET', 'ADJ', 'NUM']);

/**
 * The noun a support verb at `at` takes, when its act is that noun's ("ran no chemical test" →
 * test; "carried out a search" → search), or null: a verb of its own meaning ("bought a test
 * kit") is no support verb, and "have" with a thing ("had a phone") names no act unless WordNet
 * knows the noun as a verb too.
 */
export function nounOfSupportVerb(tokens: readonly Token[], at: number): Token | null {
  const verb = tokens[at];
  // "You have a drink" is often tagged with "have" as an auxiliary: with no verb after it, it is the main verb.
  const mainVerb = verb?.pos === 'VERB' || (verb?.pos === 'AUX' && (verb.lemma === 'have' || verb.lemma === 'do'));
  if (!verb || !mainVerb || !SUPPORT_VERBS.has(verb.lemma)) return null;
  let next = at + 1;
  // "carried out a search": the particle belongs to the verb.
  if (tokens[next]?.lower === 'out' && verb.lemma === 'carry') next++;
  while (next < at + 5 && (BETWEEN.has(tokens[next]?.pos ?? '') || tokens[next]?.negation)) next++;
  const noun = tokens[next];
  // The noun must end its phrase: "ran a test kit" names a kit.
  if (!noun || noun.pos !== 'NOUN' || tokens[next + 1]?.pos === 'NOUN') return null;
  return actsNamedBy(noun.lemma).size > 0 ? noun : null;
}

/**
 * The noun of an act that the verb at `at` says happened, as its subject ("your visit came three
 * months after the wedding" → visit; "the call came at nine" → call), or null: such a verb says
 * only when, and the act is the noun's ("I visited three months after the wedding").
 */
export function nounOfHappening(tokens: readonly Token[], at: number): Token | null {
  const verb = tokens[at];
  // "The contract came to $14,600" says what it amounted to, not when it happened.
  if (verb?.pos !== 'VERB' || !canMeanHappening(verb.lemma) || amountsTo(tokens, at)) return null;
  // The subject opens the clause, after any word that leads into it ("So your visit came…"): its
  // head is the last noun of its first run ("the call to the owner came" → call; "the day of the
  // visit came" → day).
  let start = at;
  while (start > 0 && !['VERB', 'AUX', 'SCONJ', 'PUNCT'].includes(tokens[start - 1]!.pos)) start--;
  while (start < at && (tokens[start]!.pos === 'AUX' || tokens[start]!.pos === 'ADV')) start++;
  let head = start;
  while (head < at && ['DET', 'ADJ', 'PRON', 'NUM'].includes(tokens[head]!.pos)) head++;
  while (tokens[head]?.pos === 'NOUN' && tokens[head + 1]?.pos === 'NOUN') head++;
  const noun = tokens[head];
  return head < at && noun?.pos === 'NOUN' && actsNamedBy(noun.lemma).size > 0 ? noun : null;
}

/** The noun whose act the verb at `at` says: what a support verb takes, or the act a verb of happening has happen. */
export function nounNamingTheAct(tokens: readonly Token[], at: number): Token | null {
  return nounOfSupportVerb(tokens, at) ?? nounOfHappening(tokens, at);
}

/** The verbs a noun names an act by: itself as a verb ("test") and the verbs WordNet relates to that verb ("evidence" → testify). */
export function actsNamedBy(noun: string): ReadonlySet<string> {
  return isVerbLemma(noun) ? new Set([noun, ...relatedLemmas(noun, 'v')]) : new Set();
}
