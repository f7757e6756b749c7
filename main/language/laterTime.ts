import { tokensOf } from './analyse';

// A question may ask about a time after the one an account tells: "Have you been back to the bar
// since?", "Did you see him again?". The account tells the night itself, and its telling of being
// at the bar that night says nothing of going back there. "Back" alone asks nothing of the kind:
// a result "comes back negative", and a load "went back" within the story.

/** Words that ask of a time after the one told, or of the act done once more. A closed class. */
const ASKED_AFTER = new Set(['since', 'again']);
/** Words that tell of a time after another, or of a going back. */
const TOLD_AFTER = new Set(['since', 'again', 'afterwards', 'afterward', 'later', 'subsequently', 'back', 'return', 'revisit']);

/** Whether a question's proposition asks of a time after the one told ("since that night", "again"). */
export function asksOfALaterTime(text: string): boolean {
  return tokensOf(text).some((token) => ASKED_AFTER.has(token.lower));
}

/** Whether a sentence tells of a time after another, or of something done again ("since", "later", "went back", "returned"). */
export function tellsOfALaterTime(text: string): boolean {
  return tokensOf(text).some((token) => TOLD_AFTER.has(token.lower) || TOLD_AFTER.has(token.lemma));
}

/**
 * Whether a sentence speaks of all the time up to now, in the present perfect ("I have not seen
 * her play since", "He has never called"): it tells of any time after the one told, as a denial
 * of "since" or "again" needs.
 */
export function tellsUpToNow(text: string): boolean {
  const tokens = tokensOf(text);
  return tokens.some((token, at) => token.pos === 'AUX' && (token.lower === 'have' || token.lower === 'has' || token.lower === "'ve") && tokens.slice(at + 1, at + 4).some((next) => next.pos === 'VERB' && next.lower !== next.lemma));
}
