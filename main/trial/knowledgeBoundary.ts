import { contentLemmas } from '../language';

/**
 * Words that carve out of a boundary what the witness does know: "Did not analyse the powder
 * beyond the field test" leaves the field test inside the witness's knowledge.
 */
const EXCEPTION = /\b(?:beyond|except|apart from|other than|besides)\b/i;

/**
 * Whether a text reaches into a knowledge boundary of a witness ("Did not see the defendant's
 * face"): it shares at least two of the boundary's content words, and half of them. What the
 * boundary excepts is no part of it. The rules witness answers such a question "I don't know"
 * unless its affidavit speaks to it; the pack linter warns of an elicit whose words a boundary covers.
 */
export function reachesBoundary(boundary: string, text: string): boolean {
  const words = new Set(contentLemmas(text));
  const boundaryWords = [...new Set(contentLemmas(boundary.split(EXCEPTION)[0]!))];
  const covered = boundaryWords.filter((word) => words.has(word)).length;
  return covered >= 2 && covered / boundaryWords.length >= 0.5;
}
