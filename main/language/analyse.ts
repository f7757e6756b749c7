import { wordTable } from './wordTable';
import { boundPhraseBefore, closenessBefore } from './quantityBounds';
import { RecentCache } from './RecentCache';
import { MONTHS, ordinalDayOfMonth, readNumberRun } from './numbers';
import { canBeAdjective, canBeAttribute, isLinkingVerb, isVerbLemma, namesAPersonFirst, NOUN_KIND, nounKinds, verbOfInflection, verbOfThirdPerson } from './relatedWords';
import { irregularVerbLemma, wink } from './nlp';
import { verbDoneAgain } from './repeatedAct';
import { ANY_PRONOUNS, DEMONSTRATIVES, SUBJECT_PRONOUNS } from './pronouns';

/** Universal part-of-speech tag, as wink-nlp gives it (NOUN, VERB, PROPN, AUX, NUM…). */
export type Pos = string;

/** One word of a sentence, read by wink-nlp. */
export interface Token {
  /** As written. */
  text: string;
  lower: string;
  /** Dictionary form, lower case ("arrived" → "arrive", "n't" → "not"); numbers as digits ("four" → "4"). */
  lemma: string;
  pos: Pos;
  /** Inside the scope of a negation ("I did not see his face": see, his, face). */
  negated: boolean;
  /** A negation word itself: not, never, no, nobody, nothing… */
  negation: boolean;
  /** Carries what the sentence is about (noun, proper noun, main verb, adjective, number, content adverb). */
  content: boolean;
  /** The entity type wink-nlp gives the token's span (DATE, TIME, DURATION, CARDINAL, MONEY…), or null. */
  entity: string | null;
}

export interface AnalysedSentence {
  text: string;
  tokens: readonly Token[];
}

export interface TextAnalysis {
  text: string;
  sentences: readonly AnalysedSentence[];
  /** Every token, across the sentences. */
  tokens: readonly Token[];
}

// Parts of speech that carry content. Auxiliaries, determiners, pronouns, prepositions and
// conjunctions do not; adverbs do when the model does not list them as function words.
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM', 'ADV']);
// wink tags these verbs VERB when they stand alone ("I did it"), but they say nothing of a topic.
const LIGHT_VERBS = new Set(['be', 'do', 'have', 'get']);
// Courtesy titles say nothing of who is meant: "Mr Lind" is "Lind", and "Gregor" too.
const TITLES = /^(?:mr|mrs|ms|miss|mx)\.?$/;
/** Titles before a name: the word after one is a name. */
const NAME_TITLES = /^(?:mr|mrs|ms|miss|mx|dr|prof)\.?$/;
/** Whether a word, in lower case, is a title before a person's name ("Ms", "Dr."). */
export const isNameTitle = (lower: string): boolean => NAME_TITLES.test(lower);
/** The sex titles say ("Mrs." female); "Dr." and "Mx" say none. */
const TITLE_SEX = wordTable<'female' | 'male'>({ mr: 'male', mrs: 'female', ms: 'female', miss: 'female' });
/** The sex a title, in lower case, says ("mrs." → female), or null ("dr", or no title). */
export const sexOfTitle = (lower: string): 'female' | 'male' | null => {
  const title = lower.replace(/\.$/, '');
  return Object.hasOwn(TITLE_SEX, title) ? TITLE_SEX[title]! : null;
};
/** The sex a title before the name at `at` gives ("Mrs. Joan Pruitt" → female), looking back over a first name; null with no title that gives one. */
export function sexByTitle(tokens: readonly Token[], at: number): 'male' | 'female' | null {
  for (let i = at - 1; i >= Math.max(0, at - 2); i--) {
    const sex = sexOfTitle(tokens[i]!.lower);
    if (sex !== null) return sex;
    if (tokens[i]!.pos !== 'PROPN') return null;
  }
  return null;
}
/**
 * How a name index records a surname a family shares as said with a title of one sex: "Mr. Reyes"
 * is the one Reyes no title makes a woman.
 */
export const titledName = (sex: 'female' | 'male', lemma: string): string => `${sex} ${lemma}`;
/**
 * Whether a sentence's context (its names' other parts, see `SentenceIndex.contextOf`) holds the
 * name at `at`, plainly ("Lind" for "Gregor") or, where the surname is shared, in the titled form
 * the tokens give it ("Mr. Reyes" for "Tom").
 */
export function nameHeldIn(context: ReadonlySet<string>, tokens: readonly Token[], at: number): boolean {
  const token = tokens[at];
  if (!token) return false;
  // A title picks one of a family: where the sentence speaks of the Whitby of the other sex, the
  // surname it also holds (a pronoun's context, "their") is not this one.
  const sex = sexByTitle(tokens, at);
  if (sex !== null && context.has(titledName(sex, token.lemma))) return true;
  if (sex !== null && context.has(titledName(sex === 'male' ? 'female' : 'male', token.lemma))) return false;
  return context.has(token.lemma) || context.has(token.lower.replace(/\.$/, ''));
}
/** Whether a verb is in the plain or third-person present form ("work", "works", "catches"), as the present simple says it. */
export const inPresentForm = (token: Token): boolean => token.lower === token.lemma || token.lower === `${token.lemma}s` || token.lower === `${token.lemma}es`;
/** A possessive ending left on its word, straight or curly apostrophe, after at least one letter. */
const POSSESSIVE_ENDING = /(?<=[a-z])['\u2019]s$/;
/** Currency signs written before an amount, and the word each stands for (the sign's lemma). */
const CURRENCY_WORDS = wordTable<string>({ '£': 'pound', $: 'dollar', '€': 'euro' });
const NEGATIONS = new Set(['not', 'no', 'never', 'nobody', 'nothing', 'none', 'neither', 'nor', 'nowhere', 'cannot']);

const CACHE_LIMIT = 4000;
const cache = new RecentCache<string, TextAnalysis>(CACHE_LIMIT);
const CACHED_TEXT_LIMIT = 2000;

/**
 * Reads a text into sentences and tokens. Results are cached by text (affidavit sentences and
 * elicit labels are read again and again), so the cost after the first call is a map look-up.
 */
export function analyse(text: string): TextAnalysis {
  const cached = cache.get(text);
  if (cached) return cached;
  const nlp = wink();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const all = doc.tokens();
  const values = all.out(its.value) as string[];
  const lemmas = all.out(its.lemma as unknown as typeof its.value) as string[];
  const tags = all.out(its.pos) as string[];
  const stop = all.out(its.stopWordFlag) as unknown as boolean[];
  const lowers = values.map((value) => value.toLowerCase());
  // Entity types by token (DATE, TIME, DURATION, CARDINAL, MONEY…), from wink's entity recogniser.
  const entityOf: (string | null)[] = values.map(() => null);
  const spans = doc.entities().out(its.span) as unknown as [number, number][];
  const types = doc.entities().out(its.type) as string[];
  spans.forEach(([start, end], i) => {
    for (let t = start; t <= end; t++) entityOf[t] = types[i] ?? null;
  });
  const sentences: AnalysedSentence[] = [];
  const sentenceSpans = doc.sentences().out(its.span) as unknown as [number, number][];
  const sentenceTexts = doc.sentences().out() as string[];
  sentenceSpans.forEach(([start, end], s) => {
    const tokens: Token[] = [];
    const stopWords: boolean[] = [];
    // A run of number words ("three hundred and ten thousand") is one number: its last word
    // carries the value, as "310,000" does, and the words before it carry nothing of their own.
    let runEnd = -1;
    let runValue = '';
    for (let i = start; i <= end; i++) {
      stopWords.push(stop[i] ?? false);
      const lower = lowers[i]!;
      let pos = tags[i]!;
      let lemma = (lemmas[i] ?? lower).toLowerCase();
      if (lower === "n't" || lower === 'nt') lemma = 'not';
      // "a dozen" is a count, whatever the tagger calls "dozen".
      const number = i > runEnd && (pos === 'NUM' || /^\d/.test(lower) || lower === 'dozen') ? readNumberRun(lowers, i) : null;
      if (number && number.length === 1) [lemma, pos] = [number.value, lower === 'dozen' ? 'NUM' : pos];
      else if (number && i + number.length - 1 <= end) [runEnd, runValue] = [i + number.length - 1, number.value];
      const inRun = i <= runEnd;
      if (i === runEnd) [lemma, pos] = [runValue, 'NUM'];
      // A day said as an ordinal ("the twentieth of July") is the number "20 July" says.
      const day = inRun ? null : ordinalDayOfMonth(lowers, i);
      if (day !== null) [lemma, pos] = [String(day), 'NUM'];
      // "£310,000" is "310,000 pounds": the sign is the currency's word.
      const currency = CURRENCY_WORDS[lower];
      if (currency) lemma = currency;
      // "mid-October" is the month October, its middle said by the prefix (read by the date's details).
      const midMonth = /^mid-([a-z]+)$/.exec(lower);
      if (midMonth && MONTHS.includes(midMonth[1]!)) lemma = midMonth[1]!;
      // "re-measured" is "measured" done again: its verb is the one done (laterTime reads the "again").
      const doneAgain = pos === 'VERB' ? verbDoneAgain(lower) : null;
      if (doneAgain) lemma = doneAgain;
      // A capitalised word after a title is a name, whatever else it spells ("Mr. Grant", "Dr. Wills").
      const afterTitle = i > start && NAME_TITLES.test(lowers[i - 1]!) && /^[A-Z]/.test(values[i]!);
      if (afterTitle) [pos, lemma] = ['PROPN', lower];
      // A possessive with no noun after it ("known to be Walter Ebbesen's,") is left whole by the
      // tokenizer: its word is the name or noun without the ending, as "Ebbesen's signature" gives it.
      const possessed = (pos === 'PROPN' || pos === 'NOUN') && POSSESSIVE_ENDING.exec(lemma);
      if (possessed) lemma = lemma.slice(0, possessed.index);
      const negation = NEGATIONS.has(lemma);
      const content =
        !(inRun && i < runEnd) &&
        (currency !== undefined ||
        (!negation &&
        CONTENT_POS.has(pos) &&
        /[a-z0-9]/.test(lemma) &&
        !(pos === 'VERB' && LIGHT_VERBS.has(lemma)) &&
        !(pos === 'ADV' && stop[i]) &&
        !TITLES.test(lemma) &&
        (lemma.length > 1 || /\d/.test(lemma))));
      tokens.push({ text: values[i]!, lower, lemma, pos, negated: false, negation, content, entity: entityOf[i] ?? null });
    }
    readQuantifierWords(tokens);
    dropBoundWords(tokens);
    readConcessives(tokens);
    readWithoutAsNegation(tokens);
    readTooAsNegation(tokens);
    scopeNegations(tokens);
    readIrregularPastAfterSubject(tokens);
    readVerbsAfterPluralSubjects(tokens);
    readWhSubjectVerbs(tokens);
    readBareVerbsAfterSubjects(tokens);
    readVerbsAfterNamedSubjects(tokens);
    readNounsAfterModifiers(tokens);
    readThingsSaidToBeThere(tokens);
    readWordsAfterPossessives(tokens);
    readModifiersBeforeNouns(tokens);
    readStatesAfterTheSubject(tokens);
    readPeopleAfterDo(tokens);
    readVerbsAfterDo(tokens);
    readLinkingVerbs(tokens, stopWords);
    mergeHyphenatedAdjectives(tokens);
    sentences.push({ text: sentenceTexts[s]!, tokens });
  });
  mergeSplitQuotations(sentences);
  mergeFragments(sentences);
  splitAnswerWords(sentences);
  splitAfterLetters(sentences);
  const analysis: TextAnalysis = { text, sentences, tokens: sentences.flatMap((sentence) => sentence.tokens) };
  // Only short texts are kept: a streamed answer is read again at every chunk, and keeping each
  // longer prefix would hold megabytes per answer.
  if (text.length <= CACHED_TEXT_LIMIT) {
    cache.set(text, analysis);
  }
  return analysis;
}

/**
 * A linking verb before its state (an adjective or a past participle, with a particle such as
 * "back" or "out" between) says what "was" says: the state carries the content, so "the swab came
 * back negative" and "the swab was negative" say the same thing. A manner adverb between
 * ("remained fully closed") keeps its content.
 */
function readLinkingVerbs(tokens: Token[], stopWords: readonly boolean[]): void {
  tokens.forEach((token, index) => {
    if (token.pos !== 'VERB' || !isLinkingVerb(token.lemma)) return;
    let next = index + 1;
    while (next <= index + 2 && ['ADV', 'ADP', 'PART'].includes(tokens[next]?.pos ?? '')) next++;
    const state = tokens[next];
    const participle = state?.pos === 'VERB' && state.lower !== state.lemma && !state.lower.endsWith('ing');
    // A word of degree is no state ("had come more or less straight from…").
    if (!state || !state.content || stopWords[next] || (state.pos !== 'ADJ' && !participle)) return;
    for (let at = index; at < next; at++) {
      const word = tokens[at]!;
      const mannerAdverb = at > index && word.pos === 'ADV' && word.lower.endsWith('ly');
      if (!mannerAdverb) tokens[at] = { ...word, content: false };
    }
  });
}

/**
 * "Right-handed", "blue-eyed", "well-dressed": a word in -ed joined by a hyphen to the word before
 * it is one adjective, when WordNet knows the whole as one. Read apart, "handed" is the verb
 * "hand", and "he is right-handed" would be said by "his right hand".
 */
function mergeHyphenatedAdjectives(tokens: Token[]): void {
  for (let at = tokens.length - 2; at >= 1; at--) {
    const [first, hyphen, last] = [tokens[at - 1]!, tokens[at]!, tokens[at + 1]!];
    if (hyphen.text !== '-' || !last.lower.endsWith('ed')) continue;
    const whole = `${first.lower}-${last.lower}`;
    if (!canBeAttribute(whole)) continue;
    tokens.splice(at - 1, 3, { ...first, text: `${first.text}-${last.text}`, lower: whole, lemma: whole, pos: 'ADJ', negation: false, content: true, entity: null });
  }
}

/** Words for a large, unstated number of things: "plenty of vans", "lots of vans" and "many vans" are the same vans. */
const MANY = new Set(['plenty', 'lots', 'lot', 'many', 'numerous']);
/** Other words for a rough number of things, which the tagger may read as a name when capitalised ("Several vans"). */
const ROUGH_COUNTS = new Set(['several', 'few', 'most']);

/**
 * "No one" is nobody, not the number one, and "not one camera" is no camera: neither is a count
 * to match or to rival ("No one else checked it" is "Nobody else checked it"). A large, unstated
 * number before what it counts is "many" in any of its words, and a rough count is a quantity
 * word, whatever the tagger made of a capitalised "Plenty" or "Several".
 */
function readQuantifierWords(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    const before = tokens[index - 1]?.lower === '-' ? tokens[index - 2] : tokens[index - 1];
    const next = tokens[index + 1];
    const counts = next?.lower === 'of' || next?.pos === 'NOUN' || next?.pos === 'PROPN' || (next?.pos === 'ADJ' && token.lower !== 'most');
    if (token.lower === 'one' && before?.lower === 'no') tokens[index] = { ...token, pos: 'PRON', lemma: 'nobody', content: false, entity: null };
    else if (token.lower === 'one' && before?.lower === 'not' && (next?.pos === 'NOUN' || next?.pos === 'ADJ')) tokens[index] = { ...token, pos: 'DET', lemma: 'no', content: false, entity: null };
    else if (MANY.has(token.lower) && counts && (next?.lower === 'of' || (token.lower !== 'lot' && token.lower !== 'lots'))) tokens[index] = { ...token, pos: 'ADJ', lemma: 'many', content: true };
    else if (ROUGH_COUNTS.has(token.lower) && counts && token.pos === 'PROPN') tokens[index] = { ...token, pos: 'ADJ', lemma: token.lower };
  });
}

/**
 * "No matter what caused it", "no matter how often he rang": a concession that the rest holds
 * whatever the answer, as "whatever the cause" says it. Its "no" denies nothing, and "matter" is
 * no topic word to look for.
 */
function readConcessives(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (token.lower !== 'no' || next?.lower !== 'matter' || !CLAUSE_WH.has(tokens[index + 2]?.lower ?? '')) return;
    tokens[index] = { ...token, negation: false, content: false };
    tokens[index + 1] = { ...next, content: false };
  });
}

/**
 * The words of a bound on a quantity ("more than ten years", "no more than five metres") say how
 * the amount is compared, which the details weigh: "more" is no topic word to look for in the
 * affidavit, and the "no" of "no more than" denies nothing.
 */
function dropBoundWords(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    // "a little after seven": the words that keep a time close to its bound are part of the time.
    const close = token.pos === 'NUM' ? closenessBefore(tokens, index) : null;
    if (close !== null) for (let at = close; at < index; at++) tokens[at] = { ...tokens[at]!, content: false };
    if (token.pos !== 'NUM' && token.lower !== 'a' && token.lower !== 'an') return;
    const phrase = boundPhraseBefore(tokens, index);
    if (!phrase) return;
    for (let at = phrase.start; at < phrase.end; at++) tokens[at] = { ...tokens[at]!, content: false, negation: false };
  });
}

/** Pronouns that are a clause's subject, before its verb. */
const SUBJECT_BEFORE_VERB = new Set(['i', 'he', 'she', 'we', 'they', 'nobody', 'someone', 'somebody', 'everyone', 'everybody', 'anyone']);

/**
 * "I shone my torch at him", "He drank slowly": right after a subject pronoun, an irregular past
 * the tagger read as a noun is the verb, when WordNet lists it as a form of one and no other verb
 * follows in its clause.
 */
function readIrregularPastAfterSubject(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    const subject = tokens[index - 1];
    if (token.pos !== 'NOUN' || !subject || !SUBJECT_BEFORE_VERB.has(subject.lemma === 'nobody' ? 'nobody' : subject.lower)) return;
    const verb = irregularVerbLemma(token.lower);
    if (!verb || ['VERB', 'AUX'].includes(tokens[index + 1]?.pos ?? '')) return;
    tokens[index] = { ...token, pos: 'VERB', lemma: verb, content: !LIGHT_VERBS.has(verb) };
  });
}

/** Words a subject's noun phrase is made of, before its head. */
const SUBJECT_PHRASE_POS = new Set(['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN']);

/**
 * "The barbers use the shop phones", "Some of your staff members pay their own fares": after a
 * plural noun that opens a clause as its subject, a plain word the tagger read as a noun is the
 * verb, when WordNet knows it as one, a determiner or possessive opens what it is done to, and
 * the clause has no verb before it. Not after a preposition ("in the records room the files…").
 */
function readVerbsAfterPluralSubjects(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    const subject = tokens[index - 1];
    const next = tokens[index + 1];
    if (token.pos !== 'NOUN' || token.lower !== token.lemma || subject?.pos !== 'NOUN' || subject.lower === subject.lemma) return;
    if (!(next?.pos === 'DET' || POSSESSIVE_DETERMINERS.has(next?.lower ?? '')) || !isVerbLemma(token.lower)) return;
    let start = index - 1;
    while (start > 0 && (SUBJECT_PHRASE_POS.has(tokens[start - 1]!.pos) || POSSESSIVE_DETERMINERS.has(tokens[start - 1]!.lower))) start--;
    const before = tokens[start - 1];
    // "Some of your barbers": "of" after a word of how many still opens the subject.
    const opensClause = before === undefined || ['PUNCT', 'CCONJ', 'SCONJ'].includes(before.pos) || (before.lower === 'of' && ['DET', 'PRON', 'ADJ', 'NUM'].includes(tokens[start - 2]?.pos ?? '') && tokens[start - 3]?.pos !== 'ADP');
    if (!opensClause || tokens.slice(0, index).some((other, at) => at >= start && (other.pos === 'VERB' || other.pos === 'AUX'))) return;
    tokens[index] = { ...token, pos: 'VERB', content: !LIGHT_VERBS.has(token.lemma) };
  });
}

const WH_SUBJECTS = new Set(['who', 'what', 'which']);

/**
 * "Who lives with you?", "What happens next?": after a question word that is its subject, a
 * word in -s the tagger read as a plural noun ("lives" as "life") is the verb, when WordNet
 * knows the verb and no other verb follows it.
 */
function readWhSubjectVerbs(tokens: Token[]): void {
  // A question's words read without their wh-word ("lives at home with you", from "Who lives at
  // home with you?") open with the verb: with no other verb, a first word the tagger read as a
  // noun of another lemma ("lives" as "life") is that verb.
  const first = tokens[0];
  const verbAtStart = first?.pos === 'NOUN' && !tokens.slice(1).some((other) => other.pos === 'VERB' || other.pos === 'AUX') && ['ADP', 'DET', 'PRON', 'ADV', 'ADJ'].includes(tokens[1]?.pos ?? '') ? verbOfThirdPerson(first.text) : null;
  if (first && verbAtStart && verbAtStart !== first.lemma) tokens[0] = { ...first, pos: 'VERB', lemma: verbAtStart, content: !LIGHT_VERBS.has(verbAtStart) };
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (!WH_SUBJECTS.has(token.lower) || !next || next.pos !== 'NOUN' || tokens.slice(index + 2).some((other) => other.pos === 'VERB' || other.pos === 'AUX')) return;
    const opensClause = index === 0 || tokens[index - 1]!.pos === 'PUNCT' || tokens[index - 1]!.pos === 'CCONJ';
    const verb = opensClause ? verbOfThirdPerson(next.text) : null;
    if (verb) tokens[index + 1] = { ...next, pos: 'VERB', lemma: verb, content: !LIGHT_VERBS.has(verb) };
  });
}

/** What follows a verb's object or complement, never a plural noun's: "drives a", "owns the", "runs two". */
const OBJECT_OPENERS: ReadonlySet<string> = new Set(['DET', 'NUM', 'PRON']);

/**
 * "Mara drives a blue van": a word in -s right after a name that opens its clause, and before
 * what it is done to, is the clause's verb when WordNet knows the verb and the clause has no
 * other, however the tagger read it (a plural noun "drives").
 */
function readVerbsAfterNamedSubjects(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (token.pos !== 'PROPN' || next?.pos !== 'NOUN' || !OBJECT_OPENERS.has(tokens[index + 2]?.pos ?? '')) return;
    let start = index;
    while (tokens[start - 1]?.pos === 'PROPN') start--;
    const before = tokens[start - 1];
    if (before !== undefined && before.pos !== 'PUNCT' && before.pos !== 'CCONJ') return;
    const clauseEnd = tokens.findIndex((other, at) => at > index + 1 && (other.pos === 'PUNCT' || other.pos === 'CCONJ'));
    const rest = tokens.slice(index + 2, clauseEnd < 0 ? tokens.length : clauseEnd);
    const verb = verbOfThirdPerson(next.text);
    if (!verb || rest.some((other) => other.pos === 'VERB' || other.pos === 'AUX')) return;
    tokens[index + 1] = { ...next, pos: 'VERB', lemma: verb, content: !LIGHT_VERBS.has(verb) };
  });
}

/** Pronouns that can only be a subject, never what is done to or owned: "anybody", "they". */
const SUBJECT_ONLY_PRONOUNS: ReadonlySet<string> = new Set(['anybody', 'anyone', 'somebody', 'someone', 'nobody', 'everybody', 'everyone', 'he', 'she', 'we', 'they']);

/**
 * "Did anybody call you back?" is put as "anybody call you back": a word in its plain form right
 * after a pronoun that can only be a subject, with no verb after it, is the clause's verb when
 * WordNet knows it as one, however the tagger read it (a noun "call").
 */
function readBareVerbsAfterSubjects(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (!SUBJECT_ONLY_PRONOUNS.has(token.lower) || next?.pos !== 'NOUN' || next.lower !== next.lemma || !isVerbLemma(next.lower)) return;
    if (tokens.slice(index + 2).some((other) => other.pos === 'VERB' || other.pos === 'AUX')) return;
    tokens[index + 1] = { ...next, pos: 'VERB', content: !LIGHT_VERBS.has(next.lemma) };
  });
}

/**
 * "In the back room", "by the back fence": a word in its plain form after a determiner and its
 * modifiers (with no noun between) is the head of that noun phrase, not a verb, when WordNet
 * knows it as a noun; so is one after nouns or names that a verb follows ("the MRI scan showed"). "The driver left" keeps its verb: a noun comes before it. "While" before a
 * subject opens a clause ("further while the target was closing").
 */
function readNounsAfterModifiers(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    if (token.lower === 'while' && token.pos === 'NOUN' && ['DET', 'PRON', 'PROPN'].includes(tokens[index + 1]?.pos ?? '') && tokens[index - 1]?.lower !== 'a') {
      tokens[index] = { ...token, pos: 'SCONJ', content: false };
      return;
    }
    if (token.pos !== 'VERB' || token.lower !== token.lemma) return;
    let at = index - 1;
    while (at >= 0 && at >= index - 2 && (tokens[at]!.pos === 'ADJ' || tokens[at]!.pos === 'ADV')) at--;
    if (at !== index - 1 && tokens[at]?.pos === 'DET' && nounKinds(token.lemma).size > 0) {
      tokens[index] = { ...token, pos: 'NOUN', content: true };
      return;
    }
    if (headOfACompoundInAList(tokens, index)) {
      tokens[index] = { ...token, pos: 'NOUN', content: true };
      return;
    }
    // "the MRI scan showed", "the CCTV log says": after a determiner and nouns or names, a plain
    // word right before an inflected verb is the noun phrase's head, when WordNet knows it as a
    // noun ("the driver let go" keeps its verb: "go" is plain).
    // So is one right before the clause's auxiliary, in a noun phrase that opens the sentence with
    // a demonstrative, which the tagger reads as a pronoun ("That fill hadn't been compacted",
    // "That extension lead had four plugs"): a main verb never stands straight before its own
    // auxiliary, and read as one it takes the act from the premise's real verb.
    const next = tokens[index + 1];
    const beforeInflectedVerb = next?.pos === 'VERB' && next.lower !== next.lemma;
    if ((!beforeInflectedVerb && next?.pos !== 'AUX') || nounKinds(token.lemma).size === 0) return;
    at = index - 1;
    while (at >= 0 && at >= index - 3 && ['NOUN', 'PROPN', 'ADJ'].includes(tokens[at]!.pos)) at--;
    const opensWithDemonstrative = at === 0 && DEMONSTRATIVES.has(tokens[0]!.lower);
    const determined = at !== index - 1 && tokens[at]?.pos === 'DET';
    // So is one before the auxiliary of a subject that a determiner opens at the clause's start,
    // with a noun or name before it: "A CT scan cannot tell…", "The blood test would show…".
    const opensTheClause = at === 0 || ['PUNCT', 'CCONJ', 'SCONJ'].includes(tokens[at - 1]?.pos ?? '');
    if (beforeInflectedVerb ? determined : opensWithDemonstrative || (determined && opensTheClause)) tokens[index] = { ...token, pos: 'NOUN', content: true };
  });
}

/**
 * "There was tape across the gap", "there had been water on the floor": the tagger reads a bare
 * noun right after an existential "there" and its "be" as a verb, when WordNet knows the word as
 * a verb too ("tape", "water", "smoke", "rust"). What follows "there be" is the thing said to be
 * there, never an act in its plain or "-s" form (an act there is a participle: "there was shouting"):
 * read as a verb, it would take the thing for the statement's act.
 */
function readThingsSaidToBeThere(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    if (token.pos !== 'VERB' || tokens[index - 1]?.lemma !== 'be') return;
    if (token.lower !== token.lemma && token.lower !== `${token.lemma}s` && token.lower !== `${token.lemma}es`) return;
    let at = index - 1;
    while (at >= 0 && tokens[at]!.pos === 'AUX') at--;
    if (tokens[at]?.lower !== 'there' || nounKinds(token.lemma).size === 0) return;
    tokens[index] = { ...token, pos: 'NOUN', content: true };
  });
}

/**
 * "I found no cloud upload or email", "she sent every bank transfer and cheque": a noun phrase
 * that a verb or preposition takes, made of a determiner and a noun, ends in its head noun when
 * "or" or "and" joins another thing on after it. A plain word the tagger read as a verb there
 * ("upload") is that head, even one WordNet lists only as a verb: a verb does not stand between
 * a thing done to and the "or" of a list of things. Only after a singular noun ("the men work
 * and rest" keeps its verb), and only when what is joined on is a thing too: "I heard the alarm
 * sound and ran" joins on an act, and keeps its verb.
 */
function headOfACompoundInAList(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const [taker, determiner, modifier] = [tokens[index - 3], tokens[index - 2], tokens[index - 1]];
  const [join, joined] = [tokens[index + 1], tokens[index + 2]];
  if (token.pos !== 'VERB' || token.lower !== token.lemma || join?.pos !== 'CCONJ') return false;
  if (modifier?.pos !== 'NOUN' || modifier.lower !== modifier.lemma || determiner?.pos !== 'DET') return false;
  return (taker?.pos === 'VERB' || taker?.pos === 'ADP') && THING_OPENERS.has(joined?.pos ?? '');
}

/** Words that open a noun phrase: what a list of things goes on with. */
const THING_OPENERS: ReadonlySet<string> = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM']);

/**
 * "The back garden", "the inside lane": between a determiner and its noun stands a modifier, so a
 * word the tagger read as an adverb there is an adjective, when WordNet knows it as one. Read as an
 * adverb it carries nothing ("back" is a stop word), and "the back garden" would say "the front garden".
 * So is a verb in "-ing" there ("our dispensing assistant", "the waiting customer"): it describes
 * the noun and tells no act of a clause, though it keeps its verb's lemma for matching.
 */
function readModifiersBeforeNouns(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    const before = tokens[index - 1];
    const determined = before?.pos === 'DET' || POSSESSIVE_DETERMINERS.has(before?.lower ?? '');
    if (!determined || tokens[index + 1]?.pos !== 'NOUN') return;
    if (token.pos === 'ADV' && canBeAdjective(token.lower)) tokens[index] = { ...token, pos: 'ADJ', lemma: token.lower, content: true };
    else if (token.pos === 'VERB' && token.lower.endsWith('ing')) tokens[index] = { ...token, pos: 'ADJ' };
  });
}

/**
 * "The air was not still", "the baby was not asleep when I left", and a question's "Was the pilot
 * alone that day?" read as "the pilot alone that day": a word the tagger read as an adverb, said
 * of the subject after "be" and "not" (or after the subject alone, where a question's "be" went before it)
 * with nothing after it for it to modify, is the state said of the subject, when WordNet knows it
 * as an adjective. Read as an adverb, the "not" before it denies nothing the premise says.
 */
function readStatesAfterTheSubject(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    if (token.pos !== 'ADV' || !canBeAdjective(token.lower)) return;
    let before = index - 1;
    while (before >= 0 && tokens[before]!.negation) before--;
    // After "be", only where "not" denies it: "once you were back" tells a return, not a state to deny.
    const afterBe = before < index - 1 && tokens[before]?.lemma === 'be' && tokens[before]!.pos === 'AUX';
    // The subject alone, opening the text with no verb before it ("the water still").
    const afterOpeningSubject = ['NOUN', 'PROPN', 'PRON'].includes(tokens[before]?.pos ?? '') && tokens.slice(0, before).every((word) => ['DET', 'ADJ', 'NOUN', 'PROPN'].includes(word.pos));
    if ((afterBe || afterOpeningSubject) && endsTheState(tokens, index + 1)) tokens[index] = { ...token, pos: 'ADJ', lemma: token.lower, content: true };
  });
}

/** Whether nothing at `at` is modified by the word before it: the end, a break, a clause of its own, or a time ("that morning"). */
function endsTheState(tokens: readonly Token[], at: number): boolean {
  const next = tokens[at];
  if (!next || ['PUNCT', 'CCONJ', 'SCONJ'].includes(next.pos) || CLAUSE_WH.has(next.lower)) return true;
  const noun = tokens.slice(at, at + 3).find((word) => word.pos === 'NOUN');
  return next.pos === 'DET' && noun !== undefined && (noun.entity === 'DATE' || noun.entity === 'TIME' || nounKinds(noun.lemma).has(NOUN_KIND.time));
}

/** Possessive determiners that are never an object pronoun ("her" is both: "I saw her leave"). */
const POSSESSIVE_DETERMINERS = new Set(['my', 'your', 'his', 'its', 'our', 'their']);

/**
 * "His left knee", "your rank and unit", "on her back": after a possessive determiner comes a noun phrase, so a
 * word the tagger read as a verb there is a modifier before a noun, when WordNet knows it as an
 * adjective ("left", not "leave"), or the noun itself, when it knows it as a noun.
 */
function readWordsAfterPossessives(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    // "her" is possessive after a preposition ("on her back"), whatever follows.
    const before = tokens[index - 1];
    const possessive = POSSESSIVE_DETERMINERS.has(before?.lower ?? '') || (before?.lower === 'her' && tokens[index - 2]?.pos === 'ADP');
    if (!possessive) return;
    const next = tokens[index + 1];
    // "on her back", "to his home": an adverb there that ends the phrase is the noun, when WordNet knows it as one.
    if (token.pos === 'ADV' && !['NOUN', 'PROPN', 'ADJ'].includes(next?.pos ?? '') && nounKinds(token.lower).size > 0) {
      tokens[index] = { ...token, pos: 'NOUN', lemma: token.lower, content: true };
      return;
    }
    if (token.pos !== 'VERB') return;
    if ((next?.pos === 'NOUN' || next?.pos === 'PROPN') && canBeAttribute(token.lower)) tokens[index] = { ...token, pos: 'ADJ', lemma: token.lower, content: true };
    else if (nounKinds(token.lower).size > 0) tokens[index] = { ...token, pos: 'NOUN', lemma: token.lower, content: true };
  });
}

/**
 * "What did the attendant say?", "Did the chief sign it?": a question's subject after "do" and a
 * determiner is a noun, so a word the tagger read as an adjective there is the noun, when its
 * commonest sense as a noun is a person and the word after it (read as a noun or a verb) can be the
 * verb in its plain form, with no noun after that. Read as an adjective, it makes the verb the subject.
 * Nouns may name the person's post before it ("the car park attendant", "the parking lot
 * attendant"), some of them read as a verb or an adjective too: plain words WordNet knows as nouns.
 */
function readPeopleAfterDo(tokens: Token[]): void {
  const isPerson = (word: Token | undefined) => word?.pos === 'ADJ' && namesAPersonFirst(word.lower);
  const modifier = (word: Token | undefined) => word !== undefined && word.lower === word.lemma && (word.pos === 'NOUN' || (['VERB', 'ADJ'].includes(word.pos) && nounKinds(word.lower).size > 0));
  tokens.forEach((token, index) => {
    const determiner = tokens[index + 1];
    if (token.lemma !== 'do' || token.pos !== 'AUX' || !determiner || !(determiner.pos === 'DET' || POSSESSIVE_DETERMINERS.has(determiner.lower))) return;
    let at = index + 2;
    while (at < index + 2 + POST_NOUNS && !isPerson(tokens[at]) && modifier(tokens[at])) at++;
    const [person, verb, after] = tokens.slice(at, at + 3);
    if (!isPerson(person) || !verb) return;
    if (!['NOUN', 'VERB'].includes(verb.pos) || verb.lower !== verb.lemma || !isVerbLemma(verb.lower) || ['NOUN', 'PROPN'].includes(after?.pos ?? '')) return;
    for (let word = index + 2; word <= at; word++) tokens[word] = { ...tokens[word]!, pos: 'NOUN', lemma: tokens[word]!.lower, content: true };
  });
}

/**
 * "I did not slow down", "Did the skipper press the button?": after "do" (its negation, and in a
 * question its subject) comes a verb in its plain form, so a plain word there that WordNet knows
 * as a verb is one, whatever the tagger read.
 */
function readVerbsAfterDo(tokens: Token[]): void {
  tokens.forEach((token, index) => {
    if (token.lemma !== 'do' || token.pos !== 'AUX') return;
    let at = index + 1;
    if (tokens[at]?.negation) at++;
    // A question's subject: a personal pronoun ("did he"), or a noun phrase ("did the skipper",
    // "did your sister", "did Mr. Decker", "did the insurance man"), whose last word may have
    // been read as a noun when it is the verb ("your sister show you…").
    if (SUBJECT_PRONOUNS.has(tokens[at]?.lower ?? '') || tokens[at]?.lower === 'it') at++;
    else at = afterSubjectNounPhrase(tokens, at);
    if (tokens[at]?.negation) at++;
    const word = tokens[at];
    if (!word) return;
    // After "do" a verb is in its plain form, so it is its own lemma: "Didn't you saw the boards?"
    // is sawing them, not seeing them.
    if (word.pos === 'VERB' && word.lemma !== word.lower && isVerbLemma(word.lower)) {
      tokens[at] = { ...word, lemma: word.lower, content: !LIGHT_VERBS.has(word.lower) };
      return;
    }
    if (!['ADJ', 'NOUN'].includes(word.pos) || word.lower !== word.lemma || !isVerbLemma(word.lower)) return;
    tokens[at] = { ...word, pos: 'VERB', content: !LIGHT_VERBS.has(word.lower) };
  });
}

/** Most nouns naming a person's post before the word for the person ("the car park | attendant"). */
const POST_NOUNS = 2;

/** Most words a question's subject puts between "did" and its verb ("did the night shift manager…"). */
const SUBJECT_NOUNS = 3;

/**
 * Where the verb stands after a question's subject noun phrase that starts at `from`: past a
 * determiner or possessive, adjectives, and its nouns and names. A noun that WordNet knows as a
 * verb in this plain form, and that no noun or verb follows ("show" in "your sister show you
 * photographs"), is taken as the verb; "Did the police report say…?" keeps "report" a noun, as
 * the verb comes next.
 */
function afterSubjectNounPhrase(tokens: readonly Token[], from: number): number {
  let phrase = nounPhraseEnd(tokens, from);
  if (phrase.at === from) return from;
  // A possessive or an "of" phrase goes on with the subject ("did the adjuster's survey of the
  // kitchen show…").
  for (let joined = 0; joined < SUBJECT_JOINS && !phrase.verb && (tokens[phrase.at]?.lower === "'s" || tokens[phrase.at]?.lower === 'of'); joined++) {
    const next = nounPhraseEnd(tokens, phrase.at + 1);
    if (next.at === phrase.at + 1) break;
    phrase = next;
  }
  return phrase.at;
}

/** Most possessives and "of" phrases a question's subject is read through. */
const SUBJECT_JOINS = 2;

/**
 * Where one noun phrase that starts at `from` ends (`from` itself when none starts there), and
 * whether it ended on a noun taken as the verb.
 */
function nounPhraseEnd(tokens: readonly Token[], from: number): { at: number; verb: boolean } {
  let at = from;
  if (tokens[at]?.pos === 'DET' || POSSESSIVE_DETERMINERS.has(tokens[at]?.lower ?? '')) at++;
  while (tokens[at]?.pos === 'ADJ') at++;
  const isNoun = (token: Token | undefined) => token?.pos === 'NOUN' || token?.pos === 'PROPN';
  if (!isNoun(tokens[at])) return { at: from, verb: false };
  const head = at;
  at++;
  while (at < head + SUBJECT_NOUNS && isNoun(tokens[at])) {
    const word = tokens[at]!;
    const next = tokens[at + 1];
    // …and that no possessive or "of" goes on from: "the survey of the kitchen" is still the subject.
    const goesOn = next?.lower === "'s" || next?.lower === 'of';
    const opensVerbPhrase = word.pos === 'NOUN' && word.lower === word.lemma && isVerbLemma(word.lower) && !isNoun(next) && next?.pos !== 'VERB' && !goesOn;
    if (opensVerbPhrase) return { at, verb: true };
    at++;
  }
  return { at, verb: false };
}

/** Question words that open an embedded clause ("I don't know what she pressed"). */
export const CLAUSE_WH: ReadonlySet<string> = new Set(['what', 'which', 'who', 'whom', 'whose', 'where', 'when', 'why', 'how', 'whether']);

/** Words that open a clause of time ("When you came back, …", "after he left", "before Mrs Lee got there"), which the tagger may read as prepositions. */
export const TIME_OPENERS: ReadonlySet<string> = new Set(['when', 'whenever', 'after', 'before', 'while', 'once', 'until', 'till']);

/**
 * Which words each negation denies: those after it in its own clause. "I did not see his face"
 * denies seeing his face; "Nobody told me" denies the telling. The scope ends at the clause's
 * end: a full stop, comma or semicolon, "and"/"but" before a new subject, and, once the negated
 * verb is said, a subordinate clause it governs ("I cannot rule out that the pump was faulty",
 * "I did not say she was leaving", "I don't know what she pressed"), which says nothing denied.
 * wink's own flag runs on to the next punctuation mark and misses some verbs ("cannot rule out").
 */
function scopeNegations(tokens: Token[]): void {
  let inScope = false;
  let verbSeen = false;
  // A negated copula ("weren't there", "was not in the lane") says its predicate at once: a clause
  // after it ("when the concrete was poured") is not denied.
  let copula = false;
  // "No" before a noun after its verb ("had no idea", "kept no record") denies that thing: the
  // noun is the negated head, and a clause it governs ("no idea where he went") says nothing
  // denied, as after a verb. Before the verb ("no camera shows a face") the verb is still denied.
  let determiner = false;
  // "Without" denies only its own act and what that act is done to: "cases signed off without
  // checking ended in warnings" did end so. The next verb after its act is out of its reach.
  let without = false;
  // The closing comma of a phrase set off between a negation and its act ("did not, on the 14th,
  // have"): the negation reaches past it to the act, and does not deny the phrase.
  let asideEnds = -1;
  tokens.forEach((token, index) => {
    if (index <= asideEnds) {
      token.negated = false;
      return;
    }
    if (inScope && !verbSeen && token.text === ',') {
      asideEnds = closingCommaOfAnAside(tokens, index);
      if (asideEnds > index) {
        token.negated = false;
        return;
      }
    }
    const next = tokens[index + 1];
    // "or anything" after a negated act is one more thing the act is denied of ("did not find his
    // prints or anything of his"): an "any" pronoun stands only under a negation, unless it opens
    // a clause of its own with a finite verb ("…, or anyone can check"); a participle after it
    // ("anything belonging to him") is still the thing denied.
    const afterAny = tokens[index + 2];
    const anyOpensAClause = afterAny !== undefined && isFiniteVerb(afterAny);
    const deniedAlongside = inScope && ['or', 'nor'].includes(token.lower) && ANY_PRONOUNS.has(next?.lower ?? '') && !anyOpensAClause;
    const endsClause =
      (token.pos === 'PUNCT' && /[.,;:!?]/.test(token.text)) || (token.pos === 'CCONJ' && ['PRON', 'PROPN', 'DET'].includes(next?.pos ?? '') && !deniedAlongside);
    // A name or noun with a finite verb of its own opens a clause too ("every word Dr. Amadi
    // said", "did not know the man was there"), not one with a plain verb ("did not see the man run").
    // Nor does a thing had or got done ("have not had the wall surveyed"): its participle is the act denied.
    const finite = next !== undefined && isFiniteVerb(next) && !(next.pos === 'VERB' && causativeObject(tokens, index));
    // A relative "that" after the thing it tells of opens a clause of that thing's own: "I never
    // saw the card that failed" denies the seeing, not the failing. (The tagger reads some nouns
    // as adjectives: "the spare key that went missing".)
    const relativeThat = token.lower === 'that' && ['NOUN', 'PROPN', 'PRON', 'ADJ'].includes(tokens[index - 1]?.pos ?? '') && (next?.pos === 'VERB' || next?.pos === 'AUX');
    const opensSubordinate =
      token.pos === 'SCONJ' ||
      relativeThat ||
      CLAUSE_WH.has(token.lower) ||
      (SUBJECT_PRONOUNS.has(token.lower) && token.pos === 'PRON' && (next?.pos === 'VERB' || next?.pos === 'AUX')) ||
      ((token.pos === 'PROPN' || token.pos === 'NOUN') && finite);
    const pastWithout = without && verbSeen && (token.pos === 'VERB' || token.pos === 'AUX');
    if (endsClause || (inScope && verbSeen && opensSubordinate) || pastWithout) inScope = false;
    if (token.negation) {
      inScope = true;
      verbSeen = false;
      without = token.lower === 'without';
      copula = tokens[index - 1]?.pos === 'AUX' && tokens[index - 1]!.lemma === 'be';
      determiner = token.pos === 'DET' && verbBeforeInClause(tokens, index);
      return;
    }
    // The tokens are this analysis's own, not yet shared: set in place (every analysed text passes here).
    token.negated = inScope;
    if (inScope && (token.pos === 'VERB' || (copula && token.pos !== 'AUX' && token.pos !== 'PART') || (determiner && token.pos === 'NOUN'))) verbSeen = true;
  });
}

/**
 * Whether a word is a verb that can carry a clause of its own: an auxiliary, or a verb inflected
 * but not in "-ing" ("was", "shows", "broke"). A plain or "-ing" verb after a noun ("saw the man
 * run", "anything belonging to him") belongs to the clause before it.
 */
export function isFiniteVerb(token: Token): boolean {
  return token.pos === 'AUX' || (token.pos === 'VERB' && token.lower !== token.lemma && !token.lower.endsWith('ing'));
}

/** Most words a phrase set off by commas between a negation and its act may have ("on November 14", "in my view"). */
const ASIDE_WORDS = 6;

/**
 * Where the comma stands that closes a phrase opened by the comma at `at`, when that phrase has
 * no verb or negation of its own and a verb follows it ("did not, on November 14, have"); else
 * -1. A clause after the comma ("did not, and she knew it") ends the negation's scope as before.
 */
function closingCommaOfAnAside(tokens: readonly Token[], at: number): number {
  for (let i = at + 1; i <= at + ASIDE_WORDS + 1 && i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.text === ',') {
      let next = i + 1;
      while (tokens[next]?.pos === 'ADV') next++;
      // After "did not," the word the phrase holds back is the auxiliary's verb, even where the
      // tagger, losing the auxiliary behind the commas, reads a noun ("did not, that night, check the stairs").
      const afterAnAuxiliary = tokens[at - 1]?.negation === true && tokens[at - 2]?.pos === 'AUX' && tokens[next]?.pos === 'NOUN';
      return i > at + 1 && (tokens[next]?.pos === 'VERB' || tokens[next]?.pos === 'AUX' || afterAnAuxiliary) ? i : -1;
    }
    if (token.pos === 'VERB' || token.pos === 'AUX' || token.pos === 'PUNCT' || token.pos === 'CCONJ' || token.pos === 'SCONJ' || token.negation) return -1;
  }
  return -1;
}

/**
 * "Without" before a verb's "-ing" form denies that act: "He signed the form without reading it"
 * says he did not read it. The tagger often reads that form as a noun ("without opening it"):
 * after "without", with a thing it is done to, it is the verb's. Before a noun ("without a
 * helmet", "without heating for a week") "without" is left alone: what was lacking is read by
 * `lackedAfterWithout`.
 */
function readWithoutAsNegation(tokens: Token[]): void {
  tokens.forEach((token, at) => {
    if (token.lower !== 'without') return;
    if (deniesAClauseOfItsOwn(tokens, at)) {
      tokens[at] = { ...token, negation: true, content: false };
      return;
    }
    let next = at + 1;
    while (tokens[next]?.pos === 'ADV') next++;
    const act = tokens[next];
    if (!act || !act.lower.endsWith('ing') || (act.pos !== 'VERB' && act.pos !== 'NOUN')) return;
    const doneTo = ['DET', 'PRON', 'NOUN', 'PROPN', 'NUM'].includes(tokens[next + 1]?.pos ?? '');
    if (act.pos === 'NOUN' && !doneTo) return;
    const verb = act.pos === 'VERB' ? act.lemma : verbOfInflection(act.lower);
    if (verb === null) return;
    tokens[at] = { ...token, negation: true, content: false };
    tokens[next] = { ...act, pos: 'VERB', lemma: verb };
  });
}

/** Words of the subject a clause after "without" may have before its act ("a child", "any of them"). */
const SUBJECT_OF_WITHOUT = new Set(['DET', 'PRON', 'PROPN', 'NOUN', 'ADJ', 'NUM']);
/** Most words that subject may have: further on, the "-ing" form is another clause's. */
const SUBJECT_OF_WITHOUT_WORDS = 4;

/**
 * Whether the "without" at `at` opens a clause with a subject of its own, whose act is an "-ing"
 * form ("without a child being hurt", "without anyone seeing him", "without the alarm going
 * off"): it denies that act as "no child was hurt" or "nobody saw him" does. A thing lacked
 * ("without a helmet") has no act after it and is left alone.
 */
function deniesAClauseOfItsOwn(tokens: readonly Token[], at: number): boolean {
  let next = at + 1;
  // "any of them", "none of the staff": a partitive "of" stays in the subject.
  while (next - at <= SUBJECT_OF_WITHOUT_WORDS && (SUBJECT_OF_WITHOUT.has(tokens[next]?.pos ?? '') || (tokens[next]?.lower === 'of' && tokens[next - 1]?.pos === 'DET'))) next++;
  if (next === at + 1 || !tokens.slice(at + 1, next).some((word) => word.pos !== 'ADJ' && word.pos !== 'DET')) return false;
  while (tokens[next]?.pos === 'ADV') next++;
  const act = tokens[next];
  return act !== undefined && act.lower.endsWith('ing') && (act.pos === 'VERB' || act.pos === 'AUX');
}

/**
 * "Too" before a state and "to" before an act denies the act: "the pieces were too small or too
 * worn to fit anything" says they did not fit anything. The "to" is read as the negation, so the
 * act and what it is done to are denied as after "not". Where a negation already stands before it
 * in the clause ("it was not too late to stop") the act is not denied.
 */
function readTooAsNegation(tokens: Token[]): void {
  tokens.forEach((token, at) => {
    if (token.lower !== 'too' || token.pos !== 'ADV') return;
    // The states said "too": one, or several joined ("too small or too worn").
    let next = at + 1;
    const state = (word: Token | undefined) => word !== undefined && (word.pos === 'ADJ' || word.pos === 'ADV' || (word.pos === 'VERB' && /(ed|en)$/.test(word.lower)));
    if (!state(tokens[next])) return;
    while (state(tokens[next]) || (tokens[next]?.pos === 'CCONJ' && tokens[next + 1]?.lower === 'too') || tokens[next]?.lower === 'too') next++;
    // …an act ("too worn to fit"), or a state ("too blurred to be sure").
    const act = tokens[next + 1]?.pos === 'VERB' || (tokens[next + 1]?.lemma === 'be' && tokens[next + 2]?.pos === 'ADJ');
    if (tokens[next]?.lower !== 'to' || !act) return;
    let from = at - 1;
    while (from >= 0 && !(tokens[from]!.pos === 'PUNCT' && /[.,;:!?]/.test(tokens[from]!.text))) from--;
    if (tokens.slice(from + 1, at).some((word) => word.negation)) return;
    tokens[next] = { ...tokens[next]!, negation: true, content: false };
  });
}

/** Whether the word at `at` heads what "without" says was lacking ("without heating", "without any warning"): said as "had no …". */
export function lackedAfterWithout(tokens: readonly Token[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && ['DET', 'ADJ', 'NOUN'].includes(tokens[i]!.pos)) i--;
  return tokens[i]?.lower === 'without';
}

/** Whether a verb stands before `at` in its own clause (back to a comma, a conjunction or a subordinator). */
function verbBeforeInClause(tokens: readonly Token[], at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (token.pos === 'PUNCT' || token.pos === 'SCONJ' || token.pos === 'CCONJ') return false;
    if (token.pos === 'VERB' || token.pos === 'AUX') return true;
  }
  return false;
}

/** Verbs that have a thing done by another ("had the wall surveyed", "got the brakes fixed"). */
const CAUSATIVES = new Set(['have', 'get']);

/** Whether the noun phrase ending at `at` is what a causative "have" or "get" just before it has done. */
function causativeObject(tokens: readonly Token[], at: number): boolean {
  let from = at;
  while (from >= 0 && (['NOUN', 'PROPN', 'DET', 'ADJ', 'NUM'].includes(tokens[from]!.pos) || POSSESSIVE_DETERMINERS.has(tokens[from]!.lower))) from--;
  return CAUSATIVES.has(tokens[from]?.lemma ?? '');
}

/** Whether a text leaves a quotation open: an odd number of straight quotes, or more opening curly quotes than closing. */
function openQuotes(text: string): boolean {
  return (text.match(/"/g)?.length ?? 0) % 2 === 1 || (text.match(/\u201c/g)?.length ?? 0) > (text.match(/\u201d/g)?.length ?? 0);
}

/**
 * Whether a sentence is cut after a quoted exclamation or question that the sentence goes on from:
 * 'I heard a shout of "Stop!" just as he ran' is one sentence, and its second piece starts in lower case.
 */
function goesOnAfterQuotedEnd(current: string, next: string): boolean {
  return /[!?]["\u201d]\s*$/.test(current) && /^[a-z]/.test(next.trimStart());
}

/**
 * A quotation is one piece of testimony: 'He said, "Open the register. All of it."' stays one
 * sentence, so no answer ever carries half a quotation. Sentences are joined while a straight or
 * curly double quote is left open, or where the sentence goes on after a quoted "!" or "?".
 */
function mergeSplitQuotations(sentences: AnalysedSentence[]): void {
  for (let i = 0; i < sentences.length - 1; ) {
    const current = sentences[i]!;
    if (!openQuotes(current.text) && !goesOnAfterQuotedEnd(current.text, sentences[i + 1]!.text)) {
      i++;
      continue;
    }
    const next = sentences[i + 1]!;
    sentences.splice(i, 2, { text: `${current.text} ${next.text}`, tokens: [...current.tokens, ...next.tokens] });
  }
}

/**
 * A piece with no verb that ends in an abbreviation ("On March 3 at about 5:30 p.m.") is the start
 * of the next sentence, cut by the abbreviation's full stop.
 */
function mergeFragments(sentences: AnalysedSentence[]): void {
  for (let i = 0; i < sentences.length - 1; ) {
    const { text, tokens } = sentences[i]!;
    const verbless = !tokens.some((token) => token.pos === 'VERB' || token.pos === 'AUX');
    if (verbless && /\b(?:[ap]\.m|[A-Za-z]\.[A-Za-z])\.$/.test(text.trim())) {
      const next = sentences[i + 1]!;
      sentences.splice(i, 2, { text: `${text} ${next.text}`, tokens: [...tokens, ...next.tokens] });
    } else i++;
  }
}

/**
 * "No. Between 06:38 and 06:41 the ferry…" is two sentences: a bare "Yes." or "No." before a
 * word is an answer, not the abbreviation of "number" ("No. 5").
 */
function splitAnswerWords(sentences: AnalysedSentence[]): void {
  for (let i = 0; i < sentences.length; i++) {
    const { text, tokens } = sentences[i]!;
    const answer = /^(?:No|Yes)\.\s+(?=["\u201c]?[A-Za-z])/.exec(text);
    if (!answer || tokens.length < 3) continue;
    // wink reads "No." as one token (an abbreviation) or as "No" and ".".
    const cut = tokens[0]!.text.endsWith('.') ? 1 : tokens[1]!.text === '.' ? 2 : 0;
    if (cut === 0) continue;
    sentences.splice(i, 1, { text: text.slice(0, answer[0].trimEnd().length), tokens: tokens.slice(0, cut) }, { text: text.slice(answer[0].length), tokens: tokens.slice(cut) });
  }
}

/** "…signed by J. He then left": an initial, then a capitalised pronoun, determiner or auxiliary. */
function endsOnInitial(tokens: readonly Token[], index: number): boolean {
  return /^[A-Z]\.$/.test(tokens[index]!.text) && ['PRON', 'DET', 'AUX'].includes(tokens[index + 1]?.pos ?? '') && /^[A-Z]/.test(tokens[index + 1]!.text);
}

/**
 * "…at about 9:40 a.m. Mrs. Bryn drew up the rota": a time of day, then a capitalised title, or a
 * capitalised name or word with a verb right after it, opens the next sentence ("9:40 a.m. Monday
 * 5 May" does not).
 */
function endsOnTimeOfDay(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  if (!/^[ap]\.m\.$/i.test(tokens[index]!.text) || !next || !/^[A-Z]/.test(next.text)) return false;
  // "On March 3 at about 5:30 p.m. I was driving north": a time before any verb sets the scene of the sentence it opens.
  if (!tokens.slice(0, index).some((token) => token.pos === 'VERB' || token.pos === 'AUX')) return false;
  if (NAME_TITLES.test(next.lower) || tokens.slice(index + 2, index + 4).some((token) => token.pos === 'VERB' || token.pos === 'AUX')) return true;
  // A common noun phrase opening the next sentence may run longer before its verb ("…at 3:05 p.m.
  // Shots above knee height were not allowed"); a name may not ("at 5 p.m. Friday and Saturday…").
  // The tagger reads a capitalised plural as a name ("Passengers"): WordNet knows its singular.
  const plural = /(?:[^s]s|es)$/.test(next.lower) && [next.lower.slice(0, -1), next.lower.slice(0, -2)].some((singular) => nounKinds(singular).size > 0);
  if (next.pos === 'PROPN' && !plural) return false;
  const clause = tokens.slice(index + 2, index + 7);
  const end = clause.findIndex((token) => token.pos === 'PUNCT');
  return (end < 0 ? clause : clause.slice(0, end)).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
}

/**
 * "I did not open tube B. It remains sealed.": a single capital letter with a full stop ends a
 * sentence when a pronoun, determiner or auxiliary opens the next ("It", "The", "Is"); a middle
 * initial ("John F. Kennedy") is followed by a name. So does a time of day ("9:40 a.m.") before
 * the next sentence's opening. The second sentence is out of the first's negation.
 */
function splitAfterLetters(sentences: AnalysedSentence[]): void {
  for (let i = 0; i < sentences.length; i++) {
    const { text, tokens } = sentences[i]!;
    const cut = tokens.findIndex((token, index) => index > 0 && (endsOnInitial(tokens, index) || endsOnTimeOfDay(tokens, index)));
    if (cut < 0) continue;
    const at = text.indexOf(`${tokens[cut]!.text} ${tokens[cut + 1]!.text}`);
    if (at < 0) continue;
    const rest = tokens.slice(cut + 1);
    // The negation's scope restarts: only a negation inside the new sentence reaches its words.
    const firstNegation = rest.findIndex((token) => token.negation);
    const unscoped = rest.map((token, index) => (firstNegation >= 0 && index >= firstNegation ? token : { ...token, negated: false }));
    const end = at + tokens[cut]!.text.length;
    sentences.splice(i, 1, { text: text.slice(0, end), tokens: tokens.slice(0, cut + 1) }, { text: text.slice(end).trim(), tokens: unscoped });
  }
}

/** Every token of a text, across its sentences. */
export function tokensOf(text: string): readonly Token[] {
  return analyse(text).tokens;
}

/** The lemmas of a text's content words, in order, duplicates kept ("arrived" and "arrive" meet). */
export function contentLemmas(text: string): string[] {
  return tokensOf(text).filter((token) => token.content).map((token) => token.lemma);
}

/** The sentences of a text, as written. */
export function sentencesOf(text: string): string[] {
  return analyse(text).sentences.map((sentence) => sentence.text.trim()).filter((sentence) => sentence.length > 0);
}

/** The lemmas of every word of a text, in order, punctuation left out: for matching phrases ("lifted his head" meets "lift his head"). */
export function lemmaSequence(text: string): string[] {
  return tokensOf(text).filter((token) => token.pos !== 'PUNCT' && token.pos !== 'SYM').map((token) => token.lemma);
}

/**
 * Whether `text` contains `phrase` as adjacent words, compared by lemma or, where the tagger reads
 * the same word differently in the two contexts ("left side" alone is "leave side", in "the left
 * side of his neck" an adjective), by the word as written.
 */
export function containsPhrase(text: string, phrase: string): boolean {
  const haystack = wordsOf(text);
  const needle = wordsOf(phrase);
  if (needle.length === 0) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) {
      const word = haystack[i + j]!;
      if (word.lemma !== needle[j]!.lemma && word.lower !== needle[j]!.lower) continue outer;
    }
    return true;
  }
  return false;
}

function wordsOf(text: string): readonly Token[] {
  return tokensOf(text).filter((token) => token.pos !== 'PUNCT' && token.pos !== 'SYM');
}
