import { tokensOf, type Token } from './analyse';

/** The subjects a "would not" says the will of, the speaker's or the one spoken to ("I would not sell one"). A closed class. */
const PERSONS_IN_THE_ROOM = new Set(['i', 'we', 'you']);

// How a verb is asserted: what was done, what could or cannot come about, or what ought to have or
// might have been. The witness weighs a premise's mood against a sentence's; the elicit credit
// does not take what would have been done as said by what was done.

/** Modal auxiliaries: what may, must or ought to be, not what is ("should have recorded"). */
const MODALS = new Set(['should', 'could', 'would', 'might', 'may', 'must', 'ought']);
/** Modals that say what can or will come about ("could see", "would cause"), unlike what ought to be or what might have been. */
const MODALS_OF_ABILITY = new Set(['can', 'could', 'will', 'would']);

/**
 * How a verb is asserted: plainly (with "can" or "will" too: "can see" tells the seeing), as what
 * could come about ("could cause"), as what cannot ("could not see", "would not cause"), as what
 * the speaker or the one spoken to would not do ("I would not sell one", "you wouldn't lie"), or
 * under another modal ("should have recorded", "could have braked").
 */
export type Mood = 'plain' | 'possible' | 'impossible' | 'unwilling' | 'modal';

/** The mood the verb at `at` is asserted in, by the modal in the `reach` words before it (three: "could not have seen"). */
export function moodAt(tokens: readonly Token[], at: number, reach = 3): Mood {
  const before = tokens.slice(Math.max(0, at - reach), at);
  // "'d" is as often "had" as "would" ("You'd seen that dog before"): it is read as neither.
  const auxiliary = before.find((token) => token.pos === 'AUX' && (MODALS.has(token.lower) || (MODALS_OF_ABILITY.has(token.lemma) && !token.lower.startsWith("'"))));
  if (!auxiliary) return 'plain';
  const ofAbility = MODALS_OF_ABILITY.has(auxiliary.lemma) && !before.slice(before.indexOf(auxiliary) + 1).some((token) => token.lemma === 'have');
  if (!ofAbility) return 'modal';
  // "The door would not lock" tells what did not come about; "I would not sell a bag without
  // paperwork" a will of the speaker's own, which tells nothing of what was ever done.
  if (tokens[at]?.negated) return auxiliary.lemma === 'would' && PERSONS_IN_THE_ROOM.has(tokens[tokens.indexOf(auxiliary) - 1]?.lower ?? '') ? 'unwilling' : 'impossible';
  return auxiliary.lemma === 'can' || auxiliary.lemma === 'will' ? 'plain' : 'possible';
}

/** Whether a verb is said under a modal at all ("should have recorded", "could not tell"), as 'modal', else 'plain'. */
export function anyModalAt(tokens: readonly Token[], at: number): Mood {
  return tokens.slice(Math.max(0, at - 3), at).some((token) => token.pos === 'AUX' && MODALS.has(token.lower)) ? 'modal' : 'plain';
}

/**
 * Whether two moods speak to each other: what cannot be denies both that it was and that it could
 * be. What one would not do is weighed as what cannot be: whether it denies a plain act is the
 * question's to say (a "Would you…?" asks it; a "Did you…?" does not), which a premise no longer shows.
 */
export function moodsAgree(premiseMood: Mood, sentenceMood: Mood): boolean {
  const [premise, sentence] = [premiseMood, sentenceMood].map((mood) => (mood === 'unwilling' ? 'impossible' : mood));
  if (premise === sentence) return true;
  const [impossible, other] = premise === 'impossible' ? [premise, sentence] : [sentence, premise];
  return impossible === 'impossible' && (other === 'plain' || other === 'possible');
}

/**
 * Whether a yes/no question asks what could or would be rather than what was: it opens (after an
 * "And" or "So") with a modal ("Could damp have caused it?", "Would the bank refund it?"). Such a
 * question is spoken to by what another did or caused, as a rival to the one it puts.
 */
export function asksWhatCouldBe(question: string): boolean {
  const first = tokensOf(question).find((token) => token.pos !== 'CCONJ' && token.pos !== 'INTJ' && token.pos !== 'ADV');
  return first !== undefined && first.pos === 'AUX' && (MODALS.has(first.lower) || MODALS_OF_ABILITY.has(first.lemma));
}
