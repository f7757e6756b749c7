import { RecentCache, sentencesOf } from '../language';
import { contentWords } from '../scoring';

/**
 * The readings a session takes of its witnesses' affidavits, kept by text. Every trial started on
 * a pack reads the same affidavits again, and that reading was four fifths of `trial.start`: the
 * language layer keeps no reading of a text this long (a streamed answer's every prefix would fill
 * it), so whole affidavits are kept here, enough of them for a library of packs. Keyed by the text
 * itself, so an edited affidavit is read anew.
 */
const TEXTS_KEPT = 64;
const sentencesByText = new RecentCache<string, readonly string[]>(TEXTS_KEPT);
const wordsByText = new RecentCache<string, readonly string[]>(TEXTS_KEPT);

function kept(cache: RecentCache<string, readonly string[]>, text: string, read: (text: string) => string[]): readonly string[] {
  const known = cache.get(text);
  if (known !== undefined) return known;
  const reading = read(text);
  cache.set(text, reading);
  return reading;
}

/** An affidavit's sentences, as `sentencesOf` splits them. */
export const affidavitSentences = (affidavit: string): readonly string[] => kept(sentencesByText, affidavit, sentencesOf);

/** The content words of a witness's text (its name, role and affidavit), as `contentWords` reads them. */
export const witnessWords = (text: string): readonly string[] => kept(wordsByText, text, contentWords);
