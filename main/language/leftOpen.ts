import { tokensOf, type Token } from './analyse';
import { clauseBreakBetween } from './clauses';
import { relatedLemmas, saysOrThinks } from './relatedWords';

// "I do not recall whether the alarm was on", "I cannot say if he locked the door", "I am not sure
// whether she was wearing shoes": the witness names an act only to say it does not know it.

/** Whether the word before a "whether" or "if" says the witness does not know what follows: a denied verb of mind or speech, or a denied adjective ("not sure"). */
function notKnownBefore(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1];
  if (!before?.negated) return false;
  return before.pos === 'ADJ' || (before.pos === 'VERB' && saysOrThinks(before.lemma));
}

/**
 * Whether a sentence tells an act (a lemma) only inside a "whether" or "if" clause the witness
 * says it does not know, recall or say: every telling of the act, in its own or a related word,
 * comes after such a clause opens, and before a new clause of its own begins: "I did not check
 * whether the gate was locked, and I never spoke to the owner" tells the speaking outright.
 */
export function leavesTheActOpen(sentence: string, act: string): boolean {
  const tokens = tokensOf(sentence);
  const opens = tokens.flatMap((token, at) => ((token.lower === 'whether' || token.lower === 'if') && notKnownBefore(tokens, at) ? [at] : []));
  if (opens.length === 0) return false;
  const forms = new Set([act, ...relatedLemmas(act, 'v')]);
  const tellings = tokens.flatMap((token, at) => ((token.pos === 'VERB' || token.pos === 'AUX') && forms.has(token.lemma) ? [at] : []));
  return tellings.length > 0 && tellings.every((at) => opens.some((open) => open < at && !clauseBreakBetween(tokens, open, at)));
}
