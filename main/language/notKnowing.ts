import { tokensOf, type Token } from './analyse';
import { perceives, relatedLemmas, sameAct, saysSomething } from './relatedWords';

// Not knowing is said many ways: "I do not know who…", "I cannot say who…", "I can't tell…", "I was
// unable to tell…", "I am not sure…", "the picture is too blurred to be sure". Each says the same
// thing of what follows, so one bears out another said of the same thing.

/** Whether the words before a verb or adjective say it could not be done: "can't", "could not", "unable to". */
function couldNot(tokens: readonly Token[], at: number): boolean {
  const before = tokens.slice(Math.max(0, at - 3), at);
  return before.some((token) => token.lemma === 'can' || token.lemma === 'could') || (tokens[at - 1]?.lower === 'to' && tokens[at - 2]?.lemma === 'unable');
}

/**
 * The verbs of having in mind: "recall", "remember", and "know" in any of its words. "Think" is not
 * one, though WordNet gives it a sense of remembering: "I did not think he was drunk" is a view, not a gap.
 */
function ofKnowing(lemma: string): boolean {
  return ofRemembering(lemma) || sameAct('know', lemma);
}

/** The verbs of memory, "remember" and "recall": a closed pair. Not "know", whose denial grants what follows ("I did not know he had signed it"). */
export function ofRemembering(lemma: string): boolean {
  return lemma === 'recall' || lemma === 'remember';
}

/** Whether a word is one of being sure ("sure", "certain"): WordNet's words for "sure". */
function ofCertainty(token: Token): boolean {
  return token.pos === 'ADJ' && (token.lemma === 'sure' || relatedLemmas('sure', 'a').has(token.lemma));
}

/** Words that open what is or is not known: "who", "whether", "what"... */
const OPENS_WHAT_IS_KNOWN = new Set(['who', 'whom', 'whose', 'what', 'which', 'where', 'when', 'why', 'how', 'whether', 'if']);

/**
 * The word of knowing in a sentence ("know", "say", "sure", "saw who"), and whether the sentence
 * denies it, or null. A verb of knowing is denied by a "not" ("do not know") or an inability ("unable
 * to recall"); a saying verb is one only as an ability ("can say", "cannot say", not "did not say",
 * which is only silence); being sure is denied by a "not", or by an extent that rules it out ("too dark
 * to be sure", read as a negation by the language layer), and "make sure" is an act, not a state of mind; a verb of perceiving is one when
 * what it takes is a question ("saw who broke it").
 */
function knowingWord(tokens: readonly Token[]): { at: number; denied: boolean } | null {
  const unable = (at: number) => tokens[at - 2]?.lemma === 'unable' && couldNot(tokens, at);
  for (const [at, token] of tokens.entries()) {
    if (token.pos === 'VERB' && ofKnowing(token.lemma)) return { at, denied: token.negated || unable(at) };
    if (token.pos === 'VERB' && saysSomething(token.lemma) && couldNot(tokens, at)) return { at, denied: token.negated || unable(at) };
    if (ofCertainty(token) && tokens[at - 1]?.lemma !== 'make') return { at, denied: token.negated };
    if (token.pos === 'VERB' && perceives(token.lemma) && OPENS_WHAT_IS_KNOWN.has(tokens[at + 1]?.lower ?? '')) return { at, denied: token.negated };
  }
  return null;
}

/** The words after a sentence's word of knowing, as written ("who broke the window"). */
function after(tokens: readonly Token[], at: number): string {
  return tokens
    .slice(at + 1)
    .filter((token) => token.pos !== 'PUNCT')
    .map((token) => token.text)
    .join(' ');
}

/** What a sentence says its speaker does not know ("who broke the window"), or null if it says no such thing; "" when it names nothing after ("…too blurred to be sure"). */
export function notKnown(text: string): string | null {
  const tokens = tokensOf(text);
  const knowing = knowingWord(tokens);
  return knowing?.denied ? after(tokens, knowing.at) : null;
}

/** What a sentence says its speaker knew, could say or was sure of ("you were sure the man was Mr. Lyle"), or null. */
export function knownClaim(text: string): string | null {
  const tokens = tokensOf(text);
  const knowing = knowingWord(tokens);
  return knowing && !knowing.denied ? after(tokens, knowing.at) : null;
}
