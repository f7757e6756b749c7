import { tokensOf, type Token } from './analyse';
import { clauseBreakBetween } from './clauses';
import { phrasalVerbs, relatedLemmas, saysOrThinks } from './relatedWords';
import { ofRemembering } from './notKnowing';

// "I do not recall whether the alarm was on", "I cannot say if he locked the door", "I am not sure
// whether she was wearing shoes": the witness names an act only to say it does not know it.
// So too what the witness holds only possible: "I cannot rule out that he slipped", "I can't say
// the light wasn't on", "It is possible that she left early" say neither that it was nor that it
// was not.

/** Whether the word before a "whether" or "if" says the witness does not know what follows: a denied verb of mind or speech, or a denied adjective ("not sure"). */
function notKnownBefore(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1];
  if (!before?.negated) return false;
  return before.pos === 'ADJ' || (before.pos === 'VERB' && saysOrThinks(before.lemma));
}

/** The word WordNet puts beside what may be: "possible", and its own related words ("possibility", "potential"). */
const possibleWord = (lemma: string) => lemma === 'possible' || relatedLemmas('possible', 'a').has(lemma);

/**
 * Whether the verb at `at` is one the witness cannot bring itself to: under "can" or "could", and
 * denied, a verb of mind or speech ("cannot say", "could not swear", "can't exclude") or of ruling
 * out, which WordNet puts beside one of them ("rule out" → "reject"). What follows it is held
 * possible, not told.
 */
function cannotAssertAt(tokens: readonly Token[], at: number, phrasal: ReadonlyMap<number, string>): boolean {
  const verb = tokens[at]!;
  if (verb.pos !== 'VERB' || !verb.negated) return false;
  const canBefore = tokens.slice(Math.max(0, at - 3), at).some((token) => token.pos === 'AUX' && (token.lemma === 'can' || token.lemma === 'could'));
  if (!canBefore) return false;
  const lemma = phrasal.get(at) ?? verb.lemma;
  return saysOrThinks(lemma) || [...relatedLemmas(lemma, 'v')].some(saysOrThinks);
}

/**
 * Where each clause the witness leaves open begins: after a "whether" or "if" it does not know, a
 * verb it cannot assert, a "possible that", or a memory it denies ("I do not remember him saying
 * anything", "I can't recall her signing it": what was not recalled is neither told nor denied).
 */
function opensOfClausesLeftOpen(tokens: readonly Token[]): number[] {
  const phrasal = phrasalVerbs(tokens);
  return tokens.flatMap((token, at) => {
    const notKnown = (token.lower === 'whether' || token.lower === 'if') && notKnownBefore(tokens, at);
    const possibleThat = token.lower === 'that' && tokens[at - 1]?.pos === 'ADJ' && possibleWord(tokens[at - 1]!.lemma) && !tokens[at - 1]!.negated;
    const notRecalled = token.pos === 'VERB' && token.negated && ofRemembering(token.lemma);
    return notKnown || possibleThat || notRecalled || cannotAssertAt(tokens, at, phrasal) ? [at] : [];
  });
}

/**
 * Whether a sentence tells an act (a lemma) only inside a clause the witness leaves open (a
 * "whether" or "if" it says it does not know, recall or say; what it cannot rule out or say; what
 * it calls possible): every telling of the act, in its own or a related word,
 * comes after such a clause opens, and before a new clause of its own begins: "I did not check
 * whether the gate was locked, and I never spoke to the owner" tells the speaking outright.
 */
export function leavesTheActOpen(sentence: string, act: string): boolean {
  const tokens = tokensOf(sentence);
  const opens = opensOfClausesLeftOpen(tokens);
  if (opens.length === 0) return false;
  const forms = new Set([act, ...relatedLemmas(act, 'v')]);
  // With no verb for it, the premise's predicate is its word ("the gate was open" → open).
  const tellings = tokens.flatMap((token, at) => ((token.pos === 'VERB' || token.pos === 'AUX' || token.lemma === act) && forms.has(token.lemma) ? [at] : []));
  return tellings.length > 0 && tellings.every((at) => opens.some((open) => open < at && !clauseBreakBetween(tokens, open, at)));
}
