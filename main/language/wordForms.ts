import { RecentCache } from './RecentCache';
import { tokensOf, type Token } from './analyse';
import { irregularVerbLemma } from './nlp';
import { canBeAttribute, canBeNoun, isCommonWord, verbOfInflection } from './relatedWords';

// A word read out of context is tagged by guess: "slurred" alone is a noun, in "was not slurred" a
// verb. Comparing a keyword with a sentence by lemma alone then misses the same word.

/**
 * A word's lemma, the word as written (the tagger reads the same word by its context: "left" alone
 * is the past of "leave", in "the left side" an adjective) and, for a participle the tagger read as
 * an adjective or noun ("slurred", "sloping"), or an irregular past it read as a noun ("Wade drank
 * a beer"), its verb.
 */
export function lemmaForms(token: Token): readonly string[] {
  const known = formsOfToken.get(token);
  if (known) return known;
  const verb = hiddenVerb(token);
  const forms = [token.lemma];
  if (verb && verb !== token.lemma) forms.push(verb);
  if (!forms.includes(token.lower)) forms.push(token.lower);
  formsOfToken.set(token, forms);
  return forms;
}

/**
 * The verb of a word the tagger read as an adjective or noun although it is a verb's form: a
 * participle ("slurred", "serving") or an irregular past ("drank"); null for any other word.
 */
export function hiddenVerb(token: Token): string | null {
  if ((token.pos === 'ADJ' || token.pos === 'NOUN') && /(?:ing|ed)$/.test(token.lower)) return verbOfInflection(token.lower);
  return token.pos === 'NOUN' ? irregularPastOfNoNoun(token.lower) : null;
}

/**
 * The verb of an irregular past the tagger read as a noun ("drank", "wore"), when WordNet knows no
 * noun of that spelling: "a bit", "the saw", "the wound" are nouns, not "bite", "see", "wind".
 */
function irregularPastOfNoNoun(lower: string): string | null {
  const verb = irregularVerbLemma(lower);
  return verb !== undefined && !canBeNoun(lower) ? verb : null;
}

/** Whether a token is a verb in a participle's form ("indented", "leaking"), which may stand before a noun as its modifier. */
export function isParticiple(token: Token): boolean {
  return token.pos === 'VERB' && /(?:ing|ed)$/.test(token.lower);
}

/**
 * A token's forms, kept as long as the token: an analysed text's tokens are cached with it, and the
 * elicit credit asks for the same answer's forms once for every keyword of every elicit.
 */
const formsOfToken = new WeakMap<Token, readonly string[]>();

/**
 * Whether `text` contains `phrase` as adjacent words, compared by lemma or, for a participle, by
 * its verb: "not slurred" (read alone as a noun) meets "it was not slurred".
 */
export function containsPhraseInAnyForm(text: string, phrase: string): boolean {
  const haystack = wordFormsOf(text);
  const needle = wordFormsOf(phrase);
  if (needle.length === 0) return false;
  // Plain loops: this runs for every keyword phrase of every elicit against each answer, and
  // callbacks here were the largest share of the elicit credit's garbage.
  for (let at = 0; at + needle.length <= haystack.length; at++) {
    let meets = true;
    for (let j = 0; meets && j < needle.length; j++) meets = sharesAForm(needle[j]!, haystack[at + j]!);
    if (meets) return true;
  }
  return false;
}

function sharesAForm(forms: readonly string[], others: readonly string[]): boolean {
  for (const form of forms) if (others.includes(form)) return true;
  return false;
}

const WORD_FORMS_LIMIT = 2000;
const LONG_TEXT = 2000;
/**
 * Each text's words (punctuation left out) with their forms, by text: the elicit credit looks for
 * every keyword of every elicit in the same answer, and building the answer's forms afresh for
 * each keyword was most of the work (and garbage) of the look-up.
 */
const wordFormsCache = new RecentCache<string, readonly (readonly string[])[]>(WORD_FORMS_LIMIT);

function wordFormsOf(text: string): readonly (readonly string[])[] {
  const cached = wordFormsCache.get(text);
  if (cached) return cached;
  const forms = tokensOf(text).filter((token) => token.pos !== 'PUNCT' && token.pos !== 'SYM').map(lemmaForms);
  // As in `analyse`: a long text (a streamed answer's every prefix) is not kept.
  if (text.length > LONG_TEXT) return forms;
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

const contentFormsCache = new RecentCache<string, ReadonlySet<string>>(WORD_FORMS_LIMIT);

/**
 * The forms of every content word of a text, by text (bounded, as above): what the elicit credit
 * looks each keyword up in, for the answer and for each of its sentences.
 */
export function contentFormsOf(text: string): ReadonlySet<string> {
  const cached = contentFormsCache.get(text);
  if (cached) return cached;
  const forms = new Set<string>();
  for (const token of tokensOf(text)) if (token.content) for (const form of lemmaForms(token)) forms.add(form);
  if (text.length > LONG_TEXT) return forms;
  contentFormsCache.set(text, forms);
  return forms;
}
