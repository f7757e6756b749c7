import { tokensOf, type Token } from './analyse';
import { canBeAttribute, isCommonWord, verbOfInflection } from './relatedWords';

// A word read out of context is tagged by guess: "slurred" alone is a noun, in "was not slurred" a
// verb. Comparing a keyword with a sentence by lemma alone then misses the same word.

/** A word's lemma and, for a participle the tagger read as an adjective or noun ("slurred", "sloping"), its verb. */
export function lemmaForms(token: Token): string[] {
  const verb = (token.pos === 'ADJ' || token.pos === 'NOUN') && /(?:ing|ed)$/.test(token.lower) ? verbOfInflection(token.lower) : null;
  return verb && verb !== token.lemma ? [token.lemma, verb] : [token.lemma];
}

/**
 * Whether `text` contains `phrase` as adjacent words, compared by lemma or, for a participle, by
 * its verb: "not slurred" (read alone as a noun) meets "it was not slurred".
 */
export function containsPhraseInAnyForm(text: string, phrase: string): boolean {
  const haystack = wordFormsOf(text);
  const needle = wordFormsOf(phrase);
  if (needle.length === 0) return false;
  const meets = (at: number) => needle.every((forms, j) => forms.some((form) => haystack[at + j]!.includes(form)));
  for (let i = 0; i + needle.length <= haystack.length; i++) if (meets(i)) return true;
  return false;
}

const WORD_FORMS_LIMIT = 2000;
const LONG_TEXT = 2000;
/**
 * Each text's words (punctuation left out) with their forms, by text: the elicit credit looks for
 * every keyword of every elicit in the same answer, and building the answer's forms afresh for
 * each keyword was most of the work (and garbage) of the look-up.
 */
const wordFormsCache = new Map<string, readonly (readonly string[])[]>();

function wordFormsOf(text: string): readonly (readonly string[])[] {
  const cached = wordFormsCache.get(text);
  if (cached) return cached;
  const forms = tokensOf(text).filter((token) => token.pos !== 'PUNCT' && token.pos !== 'SYM').map(lemmaForms);
  // As in `analyse`: a long text (a streamed answer's every prefix) is not kept.
  if (text.length > LONG_TEXT) return forms;
  if (wordFormsCache.size >= WORD_FORMS_LIMIT) wordFormsCache.delete(wordFormsCache.keys().next().value!);
  wordFormsCache.set(text, forms);
  return forms;
}

/**
 * A text with each "non-" adjective WordNet does not know whole spelled out as "not" and the
 * adjective it denies: "non-tender" is "not tender", "non-urgent" "not urgent", so its negation
 * scope and its word are read as the spelled-out form's. A word WordNet knows whole ("nonsense",
 * "nonstop") or whose base is no adjective ("non-smoker") is left as written.
 */
export function spellOutNegativePrefixes(text: string): string {
  return text.replace(/\bnon-?([a-z]{3,})\b/gi, (word: string, base: string) => (!isCommonWord(word.toLowerCase()) && canBeAttribute(base.toLowerCase()) ? `not ${base}` : word));
}
