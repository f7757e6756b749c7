import { tokensOf, type Token } from './analyse';
import { relatedLemmas, saysSomething } from './relatedWords';

/** Words that point back to what was just said ("and that's right", "and it was true"). */
const POINTING_BACK = new Set(['that', 'it', 'this']);

/** "is", "was", or "'s" after a word that points back ("that's"), which the tagger may leave unread. */
function isBe(token: Token | undefined): boolean {
  return token !== undefined && (token.lemma === 'be' || token.lower === "'s");
}

/** What vouching calls the thing said: these words and WordNet's synonyms of them ("right"). */
const TRUTH = ['true', 'correct'] as const;

/**
 * Whether a statement tells what someone said and then vouches for it: "You told us you went
 * every week, and that's right", "He said the gate was locked, and it was true". That is two
 * claims: the saying, and that what was said is so. A sentence that tells the saying alone ("In my
 * first statement I said I visited every week") bears out the first only; the account may well
 * go on to say it was wrong.
 */
export function vouchesForWhatWasSaid(text: string): boolean {
  const tokens = tokensOf(text);
  const said = tokens.findIndex((token) => token.pos === 'VERB' && saysSomething(token.lemma));
  if (said < 0) return false;
  return tokens.some((token, at) => {
    if (at <= said || token.lower !== 'and' || !POINTING_BACK.has(tokens[at + 1]?.lower ?? '') || !isBe(tokens[at + 2])) return false;
    // The state said of it, past a "not" or an adverb ("and that's quite right", "and it was not true").
    const state = tokens.slice(at + 3).find((word) => !word.negation && word.pos !== 'ADV');
    return state !== undefined && TRUTH.some((truth) => state.lemma === truth || relatedLemmas(truth, 'a').has(state.lemma));
  });
}
