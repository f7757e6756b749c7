import { tokensOf, type Token } from './analyse';

// A question may ask about a time after the one an account tells: "Have you been back to the bar
// since?", "Did you see him again?". The account tells the night itself, and its telling of being
// at the bar that night says nothing of going back there.

/** Words that ask of a time after the one told, or of the act done once more. A closed class. */
const ASKED_AFTER = new Set(['since', 'again']);
/** Words that tell of a time after another, or of a going back. */
const TOLD_AFTER = new Set(['since', 'again', 'afterwards', 'afterward', 'later', 'subsequently', 'back', 'return', 'revisit']);
/** Verbs after which "back" says a going back ("been back", "went back"), not a giving back ("paid him back"). */
const GOING = new Set(['be', 'go', 'come']);

/** Whether "back" at `at` says a going back: it follows a verb of being, going or coming. */
function goingBack(tokens: readonly Token[], at: number): boolean {
  return tokens[at]!.lower === 'back' && GOING.has(tokens[at - 1]?.lemma ?? '');
}

/** Whether a question's proposition asks of a time after the one told ("since that night", "again", "been back"). */
export function asksOfALaterTime(text: string): boolean {
  const tokens = tokensOf(text);
  return tokens.some((token, at) => ASKED_AFTER.has(token.lower) || goingBack(tokens, at));
}

/** Whether a sentence tells of a time after another, or of something done again ("since", "later", "went back", "returned"). */
export function tellsOfALaterTime(text: string): boolean {
  return tokensOf(text).some((token) => TOLD_AFTER.has(token.lower) || TOLD_AFTER.has(token.lemma));
}
