import { inPresentForm, tokensOf, type Token } from './analyse';
import { meansAffecting } from './relatedWords';
import { verbDoneAgain } from './repeatedAct';

// A question may ask about a time after the one an account tells: "Have you been back to the bar
// since?", "Did you see him again?". The account tells the night itself, and its telling of being
// at the bar that night says nothing of going back there. "Back" alone asks nothing of the kind:
// a result "comes back negative", and a load "went back" within the story.

/** Words that ask of a time after the one told, or of the act done once more. A closed class. */
const ASKED_AFTER = new Set(['since', 'again']);
/** Words that tell of a time after another, or of a going back. */
const TOLD_AFTER = new Set(['since', 'again', 'afterwards', 'afterward', 'later', 'subsequently', 'back', 'return', 'revisit']);

/** A verb that says its act is done once more ("re-measured", "retested"). */
const doneAgain = (token: Token) => token.pos === 'VERB' && verbDoneAgain(token.lower) !== null;

/** Whether a question's proposition asks of a time after the one told ("since that night", "again", "re-measured"). */
export function asksOfALaterTime(text: string): boolean {
  return tokensOf(text).some((token) => ASKED_AFTER.has(token.lower) || doneAgain(token));
}

/** Whether a sentence tells of a time after another, or of something done again ("since", "later", "went back", "returned", "retested"). */
export function tellsOfALaterTime(text: string): boolean {
  return tokensOf(text).some((token) => TOLD_AFTER.has(token.lower) || TOLD_AFTER.has(token.lemma) || doneAgain(token));
}

// "Did you ever interview Mr. Pask?" asks of every time up to now: the act told once, of another
// ("I interviewed Mr. Mabry on October 14"), leaves the rest of that time untold, and is no "no".
// "You only ever work for farmers" asks the other way: that no other was ever the one.

/** Words before "ever" that make it ask of no other ("only ever") or of next to none ("hardly ever"). A closed class. */
const NARROWING_EVER = new Set(['only', 'just', 'hardly', 'barely', 'scarcely', 'rarely', 'seldom']);

/** Whether a proposition asks whether its act was done at any time ("Have you ever…?", "Did he ever…?"), not "only ever". */
export function asksOfAnyTime(text: string): boolean {
  const tokens = tokensOf(text);
  return tokens.some((token, at) => token.lower === 'ever' && !NARROWING_EVER.has(tokens[at - 1]?.lower ?? '')) && !tokens.some((token) => token.lower === 'only');
}

// "You still work at Kingsway?" asks of now: "I worked at Kingsway for six years" tells of then,
// and bears out no "still"; "I work there", "I have worked there since 2019" and "I am still
// there" do.

/** Words that tell of the present. A closed class. */
const TOLD_NOW = new Set(['now', 'still', 'currently', 'today', 'since', 'nowadays']);
/** Forms of "be" and "have" in the present tense. */
const PRESENT_AUXILIARIES = new Set(['am', 'is', 'are', "'m", "'s", "'re", 'have', 'has', "'ve"]);
/** Words before a plain verb that make it no present tense ("did not phone", "to collect", "would go"). */
const NOT_PRESENT_BEFORE = new Set(['did', 'to', 'will', 'would', 'could', 'should', 'might', 'must', 'can', 'may', "'d", "'ll"]);

/** Whether a proposition asks of the present with "still" ("You still work there, don't you?"). */
export function asksOfNow(text: string): boolean {
  return tokensOf(text).some((token) => token.lower === 'still');
}

/** Whether a sentence tells of the present: a word of now ("now", "since"), or a verb in the present tense ("I work", "she is"). */
export function tellsOfNow(text: string): boolean {
  const tokens = tokensOf(text);
  return tokens.some((token, at) => {
    if (TOLD_NOW.has(token.lower) || PRESENT_AUXILIARIES.has(token.lower)) return true;
    if (token.pos !== 'VERB' || !inPresentForm(token)) return false;
    return !tokens.slice(Math.max(0, at - 2), at).some((before) => NOT_PRESENT_BEFORE.has(before.lower));
  });
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

// "How does the wrist affect you now?", "How has all this affected you since?" ask what a harm
// still does to the witness: the answer is what the witness says lasts ("I still cannot grip a
// pan", "I can no longer kneel"), in words that share none of the question's.

/** Words that tell a state going on up to now, said beside its verb. A closed class. */
const LASTING = new Set(['still', 'longer', 'anymore']);
/** Modal verbs in the present, which a lasting state is told with ("I still cannot…"). */
const PRESENT_MODALS = new Set(['can', 'ca', 'cannot']);
const ASKED_OF_THE_WITNESS = new Set(['you', 'your']);
/** Auxiliaries that put a question in the past ("How did the noise affect you at the time?"). */
const PAST_AUXILIARIES = new Set(['did', 'was', 'were', 'had']);
const TOLD_OF_THE_WITNESS = new Set(['i', 'my', 'me']);

/**
 * Whether a question asks how something affects the witness up to now ("How does the injury
 * affect you today?", "In what way has it affected your work?"), not how it did then.
 */
export function asksWhatLasts(question: string): boolean {
  const tokens = tokensOf(question);
  const asksHow = tokens[0]?.lower === 'how' || tokens.some((token, at) => token.lower === 'what' && tokens[at + 1]?.lemma === 'way');
  return (
    asksHow &&
    tokens.some((token) => token.pos === 'VERB' && meansAffecting(token.lemma)) &&
    tokens.some((token) => ASKED_OF_THE_WITNESS.has(token.lower)) &&
    !tokens.some((token) => PAST_AUXILIARIES.has(token.lower)) &&
    tellsOfNow(question)
  );
}

/**
 * Whether a sentence tells a state of the witness's that goes on now: a word of lasting beside a
 * verb in the present ("My grip is still weak", "I still lose my thread", "I can no longer
 * kneel"), not one of then ("if the wrist was still sore").
 */
export function tellsWhatLasts(text: string): boolean {
  const tokens = tokensOf(text);
  if (!tokens.some((token) => TOLD_OF_THE_WITNESS.has(token.lower))) return false;
  return tokens.some((token, at) => LASTING.has(token.lower) && token.pos === 'ADV' && [tokens[at - 1], tokens[at + 1], tokens[at - 2]].some((near) => near !== undefined && inThePresent(near)));
}

function inThePresent(token: Token): boolean {
  return PRESENT_AUXILIARIES.has(token.lower) || PRESENT_MODALS.has(token.lower) || (token.pos === 'VERB' && inPresentForm(token));
}
