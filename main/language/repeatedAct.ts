import { irregularVerbLemma } from './nlp';
import { commonVerbGlosses, isVerbLemma, verbOfInflection } from './relatedWords';

// A verb made with "re-" says its act done once more: "she re-measured the gap" is "she measured
// the gap again", "we retested the sample" is "we tested it again". WordNet lists few such verbs
// ("reread", "reexamine", glossed "read again", "examine again") and none of the many made at
// will ("remeasure", "reweigh", "recheck"); a word WordNet knows in a sense of its own ("report",
// "remark", "recover") is no act done again.

/** Words by which WordNet defines a verb as its act done once more. */
const AGAIN_GLOSS = /\b(?:again|anew)\b/;
/** The shortest verb a "re-" word is read as made from: "re" + "ad" is no "ad" done again. */
const SHORTEST_STEM = 3;

/** A verb's dictionary form, from a written form of it ("measured", "took"), or null when it is none. */
function verbOf(form: string): string | null {
  if (isVerbLemma(form)) return form;
  return irregularVerbLemma(form) ?? verbOfInflection(form);
}

/**
 * The verb a written "re-" verb does again ("re-measured" → "measure", "rechecked" → "check"), or
 * null when the word is no such verb.
 */
export function verbDoneAgain(lower: string): string | null {
  const made = /^re-?([a-z]+)$/.exec(lower);
  if (!made || made[1]!.length < SHORTEST_STEM) return null;
  const stem = verbOf(made[1]!);
  if (stem === null) return null;
  if (lower.includes('-')) return stem;
  const whole = verbOf(lower);
  if (whole === null) return stem;
  // A verb WordNet knows is read as the act done again only when it says so of itself.
  const saysTheStemAgain = (gloss: string) => AGAIN_GLOSS.test(gloss) && new RegExp(`\\b${stem}\\b`).test(gloss.replaceAll(whole, ''));
  return whole !== stem && commonVerbGlosses(whole).some(saysTheStemAgain) ? stem : null;
}
