import { RecentCache, containsPhraseInAnyForm, contentFormsOf, contentLemmas, detailsOf, isKindOf, lemmaForms, relatedLemmas, sentencesOf, spellOutNegativePrefixes, tokensOf, type Detail, type Token } from '../language';
import { canEstablish, type ElicitMatch, type ElicitMatcher, type ElicitMatchInput } from './ElicitMatcher';
import type { ElicitSpec } from './ElicitSpec';
import { saysAnExactValue, saysAnExactValueOfTheLabel, saysAPartOfTheFact, saysAQuantity, saysMostOfTheFact, saysTheAct, saysTheValues, statesTheFact } from './factEvidence';

export const KEYWORD_THRESHOLD = 0.3;
/** Credit for a keyword met only through a related word ("collide" for "collision"), or a phrase met in part. */
const PARTIAL_CREDIT = 0.5;

/**
 * What an elicit is recognised by: its keywords as written (a phrase stays a phrase), else the
 * content lemmas of its label.
 */
export function elicitKeywords(elicit: ElicitSpec): string[] {
  if (elicit.keywords && elicit.keywords.length > 0) return [...new Set(elicit.keywords.map((keyword) => keyword.trim()).filter((keyword) => contentLemmas(keyword).length > 0))];
  return [...new Set(contentLemmas(elicit.label))];
}

/** A keyword's content words, by keyword (bounded): the same keywords are looked for in every answer and sentence. */
function keywordWords(keyword: string): readonly Token[] {
  const cached = keywordWordsCache.get(keyword);
  if (cached) return cached;
  const words = tokensOf(keyword).filter((token) => token.content);
  keywordWordsCache.set(keyword, words);
  return words;
}

const KEYWORD_WORDS_LIMIT = 2000;
const keywordWordsCache = new RecentCache<string, readonly Token[]>(KEYWORD_WORDS_LIMIT);

/**
 * Keyword coverage with partial credit, by lemma: a keyword present counts 1 ("lifted his head"
 * meets "lift his head", "four" meets "4", "16 and 17 per cent" meets "16 per cent"); a single word met only through a related word, or a
 * phrase with only some of its words, counts 0.5. Returns 0..1.
 */
export function keywordCoverage(keywords: readonly string[], text: string): number {
  return keywordCredit(keywords, text) / Math.max(1, keywords.length);
}

/** Matched keyword credit, not yet divided by the keyword count. */
export function keywordCredit(keywords: readonly string[], text: string): number {
  if (keywords.length === 0) return 0;
  // Each word in every form it may have been read in: "slurred" as a noun out of context, "slur" in a sentence.
  const present = contentFormsOf(text);
  let credit = 0;
  for (const keyword of keywords) {
    const words = keywordWords(keyword);
    if (words.length === 0) continue;
    if (words.length > 1 || /\s/.test(keyword.trim())) {
      if (containsPhraseInAnyForm(text, keyword) || saysTheValues(keyword, text)) credit += 1;
      else credit += PARTIAL_CREDIT * (countPresent(wordsMetWithoutTheValue(keyword, words, present), present) / words.length);
      continue;
    }
    const lemma = words[0]!.lemma;
    if (isPresent(words[0]!, present) || saysTheValues(keyword, text)) credit += 1;
    else if (/\D/.test(lemma) && someIn(relatedLemmas(lemma), present)) credit += PARTIAL_CREDIT;
  }
  return credit;
}

/**
 * The words of a keyword phrase that may earn it part credit: all of them, but where the keyword
 * is a measurement ("$46,500", "19 percent", "eleven minutes") and the text says none of its
 * numbers, not the measurement's unit: "$5,000" and "14 percent" give another value in the same
 * unit, and say nothing of this one. A counted thing is no unit ("tablets" of "six tablets"): it
 * names what the fact is about. Other words of the phrase ("sick" of "sick twice") still count.
 */
function wordsMetWithoutTheValue(keyword: string, words: readonly Token[], present: ReadonlySet<string>): readonly Token[] {
  const numbers = words.filter(isANumber);
  if (numbers.length === 0 || numbers.some((word) => isPresent(word, present))) return words;
  const units = unitWordsOf(keyword);
  return words.filter((word) => !isANumber(word) && !units.has(word.lemma) && !units.has(word.lower));
}

const isANumber = (token: Token) => token.pos === 'NUM' || /\d/.test(token.lemma);

/**
 * The words of the units of measure a keyword's values are given in: a length of time's, a
 * percentage's, and those WordNet calls units of measurement ("dollar" of "$46,500", "mile" of
 * "2.3 miles"), not a thing counted ("tablet" of "six tablets").
 */
function unitWordsOf(keyword: string): ReadonlySet<string> {
  const isAUnit = (detail: Detail, word: string) => detail.cls === 'duration' || detail.unit === 'percent' || isKindOf(word, 'unit of measurement');
  return new Set(detailsOf(keyword).flatMap((detail) => ((detail.cls === 'number' || detail.cls === 'duration') && detail.unit ? detail.unit.split(' ').filter((word) => isAUnit(detail, word)) : [])));
}

// Loops, not callbacks: the credit is taken for every keyword of every elicit in every answer and sentence.
function isPresent(token: Token, present: ReadonlySet<string>): boolean {
  return someIn(lemmaForms(token), present);
}

function countPresent(words: readonly Token[], present: ReadonlySet<string>): number {
  let count = 0;
  for (const word of words) if (isPresent(word, present)) count++;
  return count;
}

function someIn(items: Iterable<string>, set: ReadonlySet<string>): boolean {
  for (const item of items) if (set.has(item)) return true;
  return false;
}

/** The keywords a sentence says whole, each earning full credit (not through a related word, nor a phrase in part). */
function keywordsSaidWhole(keywords: readonly string[], sentence: string): string[] {
  return keywords.filter((keyword) => keywordCredit([keyword], sentence) >= 1);
}

/** Fewest words of content, numbers aside, that make a keyword phrase as telling as two keywords. */
const LONG_PHRASE_WORDS = 3;

/**
 * Whether a sentence says, whole and in any form, a keyword phrase of three or more words that
 * are not numbers ("the lease ends in June" for "lease ends June"): so long a run of the
 * instructor's words is no chance meeting, and identifies its fact as two keywords do. A
 * negation counts as one of its words: "never read the lease" tells a fact as "read the lease
 * out" does, and it is said only where the sentence says it denied.
 */
export function saysALongPhrase(keywords: readonly string[], sentence: string): boolean {
  return keywords.some((keyword) => tokensOf(keyword).filter((token) => (token.content || token.negation) && !/\d/.test(token.lemma)).length >= LONG_PHRASE_WORDS && containsPhraseInAnyForm(sentence, keyword));
}

/**
 * Fewest matched keywords that may establish an elicit. With two or more keywords one word is
 * not enough, whatever the ratio: a single shared "defendant" or "shift" must not establish
 * every elicit that names it.
 */
export function minimumCredit(keywordCount: number): number {
  return Math.min(2, keywordCount);
}

/**
 * Tier 1: keyword coverage of what the witness said, threshold 0.30, when one of its sentences
 * that says a keyword states the fact: it is about the elicit's fact (its value or its
 * predicate, not only its names), gives none of its quantities another value, and keeps its
 * polarity.
 */
export class KeywordElicitMatcher implements ElicitMatcher {
  constructor(private readonly threshold = KEYWORD_THRESHOLD) {}

  match(input: ElicitMatchInput): Promise<ElicitMatch[]> {
    return Promise.resolve(this.matchSync(input.answer, input));
  }

  /** The synchronous core, reused by the other tiers on enriched statements. */
  matchSync(statement: string, input: ElicitMatchInput, threshold = this.threshold): ElicitMatch[] {
    if (!canEstablish(input.answerKind)) return [];
    const said = spellOutNegativePrefixes(statement);
    const matches: ElicitMatch[] = [];
    // Read once, and only if some elicit has no verdict on this statement yet.
    let read: readonly string[] | undefined;
    const sentences = () => (read ??= sentencesOf(said));
    // One key for every elicit's verdicts: built once, its hash is taken once.
    const key = `${threshold}\u0000${said}`;
    for (const candidate of input.candidates) {
      const confidence = verdictOn(candidate, said, key, sentences, threshold);
      if (confidence !== null) matches.push({ elicitId: candidate.id, tier: 'keyword', confidence, statement });
    }
    return matches.sort((a, b) => b.confidence - a.confidence || a.elicitId.localeCompare(b.elicitId));
  }
}

/** Verdicts kept per elicit, by what was said and the threshold: the bound on how many statements each elicit remembers. */
const VERDICTS_PER_ELICIT = 512;
const verdicts = new WeakMap<ElicitSpec, RecentCache<string, number | null>>();

/**
 * The confidence with which `said` establishes an elicit, or null where it does not: kept with the
 * elicit object (as its reading is) by the statement and threshold, since a verdict depends on
 * nothing else. A witness gives the same sentence of its affidavit to many questions, and each
 * asking weighed it again against every elicit, sentence by sentence.
 */
function verdictOn(candidate: ElicitSpec, said: string, key: string, sentences: () => readonly string[], threshold: number): number | null {
  let known = verdicts.get(candidate);
  if (!known) verdicts.set(candidate, (known = new RecentCache(VERDICTS_PER_ELICIT)));
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const verdict = weighVerdict(candidate, said, sentences(), threshold);
  known.set(key, verdict);
  return verdict;
}

/** Tier 1, then the fact in the witness's own words, for one elicit (see the class). */
function weighVerdict(candidate: ElicitSpec, said: string, sentences: readonly string[], threshold: number): number | null {
  const { elicit, keywords } = readElicit(candidate);
  const weighed = sentencesWeighed(candidate);
  // A sentence's credit is asked for by both tests below; an answer of one sentence has it already.
  const credit = weighed.get(said)?.credit ?? keywordCredit(keywords, said);
  const weighing = (sentence: string): SentenceWeighed => {
    let known = weighed.get(sentence);
    if (known === undefined) weighed.set(sentence, (known = { credit: sentence === said ? credit : keywordCredit(keywords, sentence) }));
    return known;
  };
  const states = (sentence: string, known: SentenceWeighed) => (known.statesTheFact ??= statesTheFact(elicit, sentence));
  const confidence = credit / Math.max(1, keywords.length);
  if (confidence >= threshold && credit >= minimumCredit(keywords.length)) {
    if (
      sentences.some((sentence) => {
        const known = weighing(sentence);
        return known.credit > 0 && states(sentence, known);
      })
    )
      return confidence;
  }
  // The fact in the witness's own words: one sentence that says a keyword and most of the
  // label, or its exact measurement (a keyword's, or the label's with a keyword whole), or a long keyword phrase, or a keyword whole with the
  // fact's act, or a keyword quantity whole with the fact's other words; or one of the label's
  // side-by-side statements whole (with a keyword, or with an act of its own).
  const saysTheFact = (sentence: string, known: SentenceWeighed) => {
    const saysAKeyword = known.credit > 0;
    let saidWhole: string[] | undefined;
    const whole = () => (saidWhole ??= keywordsSaidWhole(keywords, sentence));
    if (
      saysAKeyword &&
      (saysMostOfTheFact(elicit, sentence) || saysAnExactValue(keywords, sentence, elicit.label) || saysAnExactValueOfTheLabel(elicit.label, whole(), sentence) || saysALongPhrase(keywords, sentence) || saysTheAct(elicit, keywords, whole(), sentence) || saysAQuantity(elicit, keywords, whole(), sentence)) &&
      states(sentence, known)
    )
      return true;
    return saysAPartOfTheFact(elicit, sentence, !saysAKeyword);
  };
  return sentences.some((sentence) => {
    const known = weighing(sentence);
    return (known.saysTheFact ??= saysTheFact(sentence, known));
  })
    ? Math.max(confidence, threshold)
    : null;
}

/**
 * What one sentence shows of one elicit, each part taken when first asked for: it depends on the
 * two alone. The same sentence comes back in many statements (an affidavit sentence given to many
 * questions, and again after the premise in a confirmation's composed statement), and was weighed
 * again in each: half the sentences the credit weighs for a new question were weighed before.
 */
interface SentenceWeighed {
  readonly credit: number;
  statesTheFact?: boolean;
  saysTheFact?: boolean;
}

/** Sentences kept per elicit: the bound on each elicit's memory of them. */
const SENTENCES_PER_ELICIT = 1024;
const weighedSentences = new WeakMap<ElicitSpec, RecentCache<string, SentenceWeighed>>();

function sentencesWeighed(candidate: ElicitSpec): RecentCache<string, SentenceWeighed> {
  let known = weighedSentences.get(candidate);
  if (!known) weighedSentences.set(candidate, (known = new RecentCache(SENTENCES_PER_ELICIT)));
  return known;
}

/**
 * An elicit as the credit reads it, kept with the elicit object for as long as it lives: the same
 * elicits are matched against every answer of a session, and spelling out their prefixes and
 * reading their keywords again each time was work of the pack, not of the answer.
 */
export function readElicit(candidate: ElicitSpec): { readonly elicit: ElicitSpec; readonly keywords: readonly string[] } {
  const known = elicitReadings.get(candidate);
  if (known) return known;
  const elicit = withNegativePrefixesSpelledOut(candidate);
  const reading = { elicit, keywords: elicitKeywords(elicit) };
  elicitReadings.set(candidate, reading);
  return reading;
}

const elicitReadings = new WeakMap<ElicitSpec, { readonly elicit: ElicitSpec; readonly keywords: readonly string[] }>();

/** An elicit with its label and keywords read as the witness's sentences are: "non-tender" as "not tender". */
function withNegativePrefixesSpelledOut(elicit: ElicitSpec): ElicitSpec {
  const label = spellOutNegativePrefixes(elicit.label);
  const keywords = elicit.keywords?.map(spellOutNegativePrefixes);
  const same = label === elicit.label && (keywords ?? []).every((keyword, index) => keyword === elicit.keywords![index]);
  return same ? elicit : { ...elicit, label, keywords };
}

/**
 * Reads a witness's elicits ahead, as a session is set up: matched once against one of their own
 * labels, every label and keyword is analysed and its words looked up in WordNet, all cached.
 * Otherwise the first answer of a session pays for that (about 30 ms of CPU, the largest cost in
 * the API's slowest calls).
 */
export function readElicitsAhead(elicits: readonly ElicitSpec[]): void {
  const first = elicits[0];
  if (first) new KeywordElicitMatcher().matchSync(first.label, { question: first.label, answer: first.label, answerKind: 'narrative', candidates: elicits });
}
