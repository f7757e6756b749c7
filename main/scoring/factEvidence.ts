import { RecentCache, antonymLemmas, clausesOf, CLAUSE_WH, contradictedDetails, countsNone, dayOfMonthWithin, detailsOf, firstNounKind, hiddenVerb, isNameTitle, isRate, lemmaForms, namesAPerson, NOUN_KIND, personOf, nounKinds, nounQualifiedBy, relatedLemmas, sameUnit, saysSomething, statedDetails, SUBJECT_PRONOUNS, tokensOf, unitsOfOneMeasure, verbOfInflection, wordNetPos, type Detail, type Token } from '../language';
import type { ElicitSpec } from './ElicitSpec';
import { heldOpenWhereTheLabelAsserts, moodDiffers } from './factMood';
import { saysOnlySomeOfEvery } from './factScope';

// Whether one sentence a witness said states an elicit's fact, or only shares words with it.
// The elicit's label is the fact; its keywords say which words an answer must use, and these
// checks say whether the sentence that uses them is about that fact: its value, its predicate,
// its polarity.

/** Share of the label's content words a sentence must say to state the fact in its own words, with fewer of the keywords. */
export const FACT_COVERAGE = 0.5;
const MIN_WORDS_SAID = 3;

/** Words that say what is done or how things are: the predicate of a fact, not its names. */
const PREDICATE_POS = new Set(['VERB', 'ADJ', 'ADV']);
/** The values a sentence can state or contradict; names and words are not values. */
const VALUE_CLASSES = new Set<Detail['cls']>(['number', 'time', 'date', 'weekday', 'duration']);

/**
 * The fact's values: numbers, times, dates, weekdays and lengths of time. A number that a noun
 * before it names ("number 4", "plate 7", "Order 4.12") is a name, not a value: the photo
 * called number 4 is in many sentences that say nothing of picking it. A value the text sets
 * aside ("900 mm wide, not the 1.5 metres ordered") is not the fact's either: a sentence that
 * gives it states the other thing. Nor is a count of none ("had no injuries"): that is the
 * fact's polarity, which `negationDiffers` weighs, and no sentence states it as a value.
 */
function factValues(text: string): readonly Detail[] {
  const details = detailsOf(text);
  let values = valuesOfDetails.get(details);
  if (values === undefined) {
    const tokens = tokensOf(text);
    values = details.filter((detail) => VALUE_CLASSES.has(detail.cls) && !isNamingNumber(detail) && !countsNone(detail) && !setAside(tokens, detail));
    valuesOfDetails.set(details, values);
  }
  return values;
}

/**
 * A text's values, kept with the reading of its details they are taken from: an elicit's label
 * and keywords are asked for theirs against every sentence of every answer. Kept by that reading,
 * not by the text, so a value is always one of the details a later reading of the same text
 * compares it with (`stated.has(value)`).
 */
const valuesOfDetails = new WeakMap<readonly Detail[], readonly Detail[]>();

/**
 * The values of a claim that a text states (the language layer's `statedDetails`), a day only
 * where the text gives that day: "in March 2025" leaves the day open and does not state "2 March";
 * and a year only where the text gives that year: "on 20 October" leaves the year open and does
 * not state "1935".
 */
function valuesStated(claim: string, text: string): Detail[] {
  const dates = detailsOf(text).filter((detail) => detail.cls === 'date');
  const days = new Set(dates.flatMap((date) => (dayOf(date) ? [dayOf(date)] : [])));
  const years = new Set(dates.map(yearOf));
  // A year the claim gives alone is stated by a date in it ("in February 2019" says "in 2019"):
  // the language layer reads the two as the same value.
  // A part of a month ("early February") is stated by a day in it, or a part within it ("the first week of February").
  return statedDetails(claim, text).filter((detail) => detail.cls !== 'date' || ((!dayOf(detail) || [...days].some((day) => dayOfMonthWithin(day, dayOf(detail)))) && (!detail.value.startsWith('year-') || years.has(yearOf(detail)))));
}

/** The year a date gives ("1935" of "year-1935" and of "10-20-1935"), or "" where it gives none ("10-20-"). */
const yearOf = (date: Detail) => (date.value.startsWith('year-') ? date.value.slice('year-'.length) : (date.value.split('-')[2] ?? ''));

/** The day of the month a date gives ("2" of "2 March", "1..10" of "early March"), or "" where it gives none ("March 2025", "2019"). */
const dayOf = (date: Detail) => (date.value.startsWith('year-') ? '' : (date.value.split('-')[1] ?? ''));

/** Whether a value is the thing a "not" before it sets aside ("not the 1.5 metres", "not about 30"). */
function setAside(tokens: readonly Token[], detail: Detail): boolean {
  const at = tokens.findIndex((token) => token.lemma === detail.lemmas[0]);
  let before = at - 1;
  while (before >= 0 && (tokens[before]!.pos === 'DET' || tokens[before]!.pos === 'ADV') && !tokens[before]!.negation) before--;
  return at > 0 && before >= 0 && setsAThingAside(tokens, before);
}

/**
 * Whether a text says a keyword's values however they are written: "16 and 17 per cent" says
 * "16 per cent", "on the tenth of March" says "10 March", "at twenty to seven" says "6:40". The
 * keyword's other words ("per cent", "clues") must be there too; a keyword with no value is not
 * said this way.
 */
export function saysTheValues(keyword: string, text: string): boolean {
  const values = factValues(keyword);
  if (values.length === 0) return false;
  const stated = new Set(valuesStated(keyword, text));
  if (!values.every((value) => stated.has(value))) return false;
  const present = new Set(tokensOf(text).map((token) => token.lemma));
  // A value's unit is said in any of its names: "40 mph" by "forty miles an hour", "12 kg" by "twelve
  // kilograms"; or in another unit of its measure, the value converted ("3 cm" by "thirty millimetres").
  const textUnits = detailsOf(text).flatMap((detail) => (detail.cls === 'number' && detail.unit ? [detail.unit] : []));
  const unitSaid = (token: Token) => values.some((value) => (value.unit?.split(' ') ?? []).some((word) => word === token.lemma || word === token.lower) && textUnits.some((unit) => sameUnit(value.unit!, unit) || unitsOfOneMeasure(value.unit, unit)));
  return tokensOf(keyword).every((token) => !token.content || /\d/.test(token.lemma) || present.has(token.lemma) || unitSaid(token));
}

/**
 * A number precise enough to name one measurement: it has a fractional part ("0.090", "22.5") or
 * runs to thousands ("17,400"). Years are dates, not numbers; a rate's figure ("once a month" is
 * 0.03333 a day) is how often, as common as any small count.
 */
const isExactNumber = (detail: Detail) => detail.cls === 'number' && !isRate(detail) && (detail.value.includes('.') || Number(detail.value) >= 1000);

/**
 * Whether a sentence says a keyword that is an exact measurement of the fact ("I reported the
 * mean, 0.090" for the keyword "0.090"): one such value identifies its fact as two ordinary
 * keywords do. Small whole numbers, times and dates recur across facts and do not.
 */
export function saysAnExactValue(keywords: readonly string[], sentence: string, label: string): boolean {
  // A keyword value the label sets aside ("not the 1.5 metres drawn") measures something else; one
  // that only names what the fact is about ("Reaching 0.20 takes six drinks") is no finding of it:
  // a sentence that gives the same figure as a reading says nothing of what reaching it takes.
  const ofTheFact = new Set([...predicatedValues(label)].map((value) => value.value));
  return keywords.some((keyword) => {
    const values = factValues(keyword);
    return values.length > 0 && values.every(isExactNumber) && values.every((value) => ofTheFact.has(value.value)) && saysTheValues(keyword, sentence);
  });
}

/**
 * Whether a sentence that says a keyword whole also states an exact measurement the label gives of
 * its fact that no keyword repeats ("cheque 3104, the one for $2,640" for "She found three cheques
 * made out to the carer: $2,640, $1,975 and $3,310" [3104 | 3107]): the keyword says which thing,
 * the figure that the sentence tells this fact of it, as an exact keyword value does alone
 * (`saysAnExactValue`). The label's own figure, where the instructor picked other words as keywords.
 */
export function saysAnExactValueOfTheLabel(label: string, wholeKeywords: readonly string[], sentence: string): boolean {
  if (wholeKeywords.length === 0) return false;
  const exact = [...predicatedValues(label)].filter(isExactNumber);
  if (exact.length === 0) return false;
  const stated = new Set(valuesStated(label, sentence));
  return exact.some((value) => stated.has(value));
}

/**
 * Whether a word says what is done or how things are: a verb, adjective or adverb, or a participle
 * the tagger read as a noun ("on sloping gravel"). A noun in its own right that ends the same way
 * ("at the crossing", "the meeting") names a thing: WordNet knows it as a noun; but not after a
 * person's object pronoun, which no noun follows ("found her standing", "saw them leaving").
 */
function isPredicate(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (PREDICATE_POS.has(token.pos)) return true;
  if (token.pos !== 'NOUN' || hiddenVerb(token) === null) return false;
  // An irregular participle ("overridden", "stolen") is one only when WordNet knows no noun of its spelling.
  if (!/(?:ing|ed)$/.test(token.lower)) return true;
  return nounKinds(token.lower).size === 0 || (token.lower.endsWith('ing') && OBJECT_PRONOUNS.has(tokens[index - 1]?.lower ?? ''));
}

/** Pronouns that stand for a person as an object ("found her", "saw them"); a possessive "her" before a noun in -ing ("her building") then asks a sentence only for that same word. */
const OBJECT_PRONOUNS = new Set(['me', 'him', 'her', 'us', 'them']);

/** A word of a label that says what is done or how things are, with the noun it picks out when it stands before one. */
interface Predicate {
  token: Token;
  noun: Token | null;
  /**
   * The act or state the label denies: one a negation denies as it stands ("cannot say", "did
   * not tell", "kept nothing"). Not a word that "without" denies, which says how another act was
   * done ("signed it without reading it": the signing stands), nor one that describes a thing
   * set aside ("900 mm, not the 2 metres ordered").
   */
  denied: boolean;
  /** The noun a copula says the subject is: said only as what a sentence says its subject is. */
  copular?: boolean;
  /**
   * The label's own act or state rather than a word about one of its things or a frame around
   * it: not an -ing form after the noun it describes ("the report advising a scan", "the man
   * carrying a bag"), nor a verb that frames another act ("saw her carry", "told him the van
   * was"), nor a verb in a clause that sets the act's scene ("after being told…", "when he
   * drove"), nor a word a negation reaches only through a clause after its own predicate ("not
   * safe until inspected": the inspecting is not what is denied).
   */
  act?: boolean;
  /**
   * A participle after its noun with its agent, that says which thing the label is about while
   * another verb says what it says of it: "tested" in "the five jars tested by the lab contained
   * lead". A sentence that says only it tells how the thing was picked out, not the fact.
   */
  describes?: boolean;
}

const TEXT_CACHE_LIMIT = 2000;
/**
 * A reading of a text kept by the text: every label is read against every sentence of every
 * answer, and every sentence against every label.
 */
function cachedByText<T>(read: (text: string) => T): (text: string) => T {
  const cache = new RecentCache<string, T>(TEXT_CACHE_LIMIT);
  return (text) => {
    const cached = cache.get(text);
    if (cached !== undefined) return cached;
    const value = read(text);
    cache.set(text, value);
    return value;
  };
}

/** The words of a label that say what is done or how things are, one of each lemma. */
const factPredicates = cachedByText((label: string): Predicate[] => {
  const tokens = tokensOf(label);
  const seen = new Set<string>();
  return tokens.flatMap((token, index) =>
    token.content && isPredicate(tokens, index) && !seen.has(token.lemma) && seen.add(token.lemma) ? [{ token, noun: nounQualifiedBy(tokens, index), denied: deniesTheAct(tokens, index), act: isTheAct(tokens, index), describes: describesItsNoun(tokens, index) }] : [],
  );
});

/**
 * Whether the word at `index` picks out its noun (see `Predicate.describes`), with a verb of the
 * main clause later: a participle, "-ed" after the noun with "by" after it ("the jars tested by
 * the lab contained"); or the verb of a clause with no "that" whose subject is a pronoun right
 * after the noun ("the shingles she chose were backordered", "the van he hired came back"), the
 * main verb following with no comma or new clause between.
 */
function describesItsNoun(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const subject = tokens[index - 1]?.pos === 'PRON' ? tokens[index - 1]! : null;
  if (token.pos !== 'VERB' || !['NOUN', 'PROPN'].includes(tokens[index - (subject ? 2 : 1)]?.pos ?? '')) return false;
  // A person's subject pronoun ("she", "they", "I"): not an object ("her"), nor "it" or "that", which may open no clause.
  if (subject) return SUBJECT_PRONOUNS.has(subject.lower) && mainVerbFollows(tokens, index);
  return token.lower.endsWith('ed') && tokens[index + 1]?.lower === 'by' && tokens.some((later, at) => at > index + 1 && (later.pos === 'VERB' || later.pos === 'AUX') && !inASubordinateClause(tokens, at));
}


/**
 * Whether a verb of the main clause follows the word at `index` before a comma, a conjunction or
 * a word that opens another clause: "told the landlord she smelled gas and he came" has no clause
 * of its own after "the landlord", and "smelled" is what she told.
 */
function mainVerbFollows(tokens: readonly Token[], index: number): boolean {
  for (let at = index + 1; at < tokens.length; at++) {
    const later = tokens[at]!;
    if ((later.pos === 'PUNCT' && /[,;:]/.test(later.text)) || later.pos === 'SCONJ' || later.pos === 'CCONJ' || CLAUSE_WH.has(later.lower) || SUBORDINATORS.has(later.lower)) return false;
    if (later.pos === 'VERB' || later.pos === 'AUX') return true;
  }
  return false;
}

/** Words between a verb that frames an act and the act's own verb ("saw her carry", "told him that the van was"). */
const BEFORE_FRAMED_VERB = new Set(['DET', 'PRON', 'PROPN', 'NOUN', 'ADJ', 'NUM', 'AUX', 'PART', 'SCONJ']);

/** Words that open a clause of time, place, condition or reason, or one that describes a thing ("after being told", "when he drove", "which it was"). */
const SUBORDINATORS = new Set(['after', 'before', 'until', 'since', 'while', 'because', 'once', 'if', 'unless', 'although', 'though']);

/**
 * Whether the word at `index` is in a clause that a subordinating word opens, within its stretch
 * of the label: "told" in "picked number 4 after being told the man might not be there" sets the
 * scene of the act, and is not the act. A clause that says what was said or found ("that the
 * aisle was not safe") is the fact's own.
 */
function inASubordinateClause(tokens: readonly Token[], index: number): boolean {
  for (let at = index - 1; at >= 0; at--) {
    const before = tokens[at]!;
    if (before.pos === 'PUNCT' && /[,;:]/.test(before.text)) return false;
    // "as" opens a clause only as a conjunction ("as he left"), not as a preposition ("worked as a driver").
    if (CLAUSE_WH.has(before.lower) || (SUBORDINATORS.has(before.lower) && (before.pos === 'SCONJ' || before.pos === 'ADP')) || (before.lower === 'as' && before.pos === 'SCONJ')) return true;
  }
  return false;
}

/** Whether the word at `index` is the label's act or state (see `Predicate.act`). */
function isTheAct(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (token.pos === 'VERB' && token.lower.endsWith('ing') && (tokens[index - 1]?.pos === 'NOUN' || tokens[index - 1]?.pos === 'PROPN')) return false;
  if (token.pos === 'VERB') {
    let next = index + 1;
    while (tokens[next] && BEFORE_FRAMED_VERB.has(tokens[next]!.pos)) next++;
    if (next > index + 1 && tokens[next]?.pos === 'VERB') return false;
    if (inASubordinateClause(tokens, index)) return false;
  }
  return !token.negated || !pastTheDeniedPredicate(tokens, index);
}

/**
 * Whether a word a negation scopes stands after the predicate it denies and a preposition or
 * conjunction that opens a clause of time or reason: it is in that clause, not denied ("not safe
 * until checked", "not legible because of glare and poor light": the light is poor). One joined
 * by "or" is denied ("did not lock the door or set the alarm").
 */
function pastTheDeniedPredicate(tokens: readonly Token[], index: number): boolean {
  const negation = scopingNegation(tokens, index);
  // A negative object stands after the verb it denies: a clause of time or reason after it is not
  // denied ("saw no lights until she was close"), though what the object says is ("no sign that it was dropped").
  const afterItsVerb = negation > 0 && isNegativeObject(tokens[negation]!) && tokens[negation - 1]!.pos === 'VERB';
  if (afterItsVerb && tokens.slice(negation + 1, index).some((between) => SUBORDINATORS.has(between.lower))) return true;
  let predicateSeen = false;
  for (let at = negation + 1; at < index; at++) {
    const between = tokens[at]!;
    if (between.content && PREDICATE_POS.has(between.pos)) predicateSeen = true;
    else if (predicateSeen && (between.pos === 'ADP' || between.pos === 'SCONJ')) return true;
  }
  return false;
}

/** Whether the label denies the act or state at `index` (see `Predicate.denied`). */
function deniesTheAct(tokens: readonly Token[], index: number): boolean {
  if (tokens[index - 1]?.lower === 'without' || !denied(tokens, index)) return false;
  let negation = index - 1;
  while (negation >= 0 && !tokens[negation]!.negation) negation--;
  // No negation before it: a negative object denies it ("kept nothing"). A "without" that opens a
  // clause of its own ("without a child being hurt") says how the main act was done, as one
  // right before its act does.
  return negation < 0 || (!setsAThingAside(tokens, negation) && tokens[negation]!.lower !== 'without');
}

/** Parts of speech that name a thing: "not" before one of them sets the thing aside. */
const THINGS = new Set(['NOUN', 'PROPN', 'NUM']);

/** Whether the "not" at `index` sets a thing aside ("not the 2 metres ordered", "not about 30"), a determiner or adverb apart, rather than deny an act or state. */
function setsAThingAside(tokens: readonly Token[], index: number): boolean {
  if (tokens[index]?.lemma !== 'not') return false;
  let next = index + 1;
  while (tokens[next]?.pos === 'DET' || tokens[next]?.pos === 'ADV') next++;
  return THINGS.has(tokens[next]?.pos ?? '');
}

/**
 * The predicates a sentence must say to be about the fact, statement by statement: where a
 * statement of the label denies an act or a state, that denial is its point ("cannot say the
 * pump caused the flood" is not said by "pumps often cause floods"); elsewhere any predicate,
 * and the noun a copula says the subject is ("the subsoil is chalk of low strength": "chalk").
 */
const tellingPredicates = cachedByText((label: string): Predicate[] =>
  partLabels(label).flatMap((part) => {
    const predicates = factPredicates(part);
    const denials = predicates.filter((predicate) => predicate.denied);
    if (denials.length > 0) return denials;
    const state = copularNoun(part);
    const telling = predicates.some((predicate) => !predicate.describes) ? predicates.filter((predicate) => !predicate.describes) : predicates;
    return state ? [...telling, state] : telling;
  }),
);

/**
 * The noun a statement with no verb of its own says its subject is ("the subsoil is chalk"), as a
 * predicate: a sentence says it when it says the same of its own subject ("the subsoil is a soft
 * chalk"), not when it only names the thing ("chalk dust on the bucket").
 */
function copularNoun(part: string): Predicate | null {
  const tokens = tokensOf(part);
  if (tokens.some((token) => token.pos === 'VERB' && token.content)) return null;
  const at = nounAfterCopula(tokens);
  return at === null ? null : { token: tokens[at]!, noun: null, denied: denied(tokens, at), copular: true };
}

/**
 * Where the noun stands that a copula says its subject is: the head of the noun phrase after it
 * ("is a firm grey silt" → silt, whatever the tagger made of "firm"), or null.
 */
function nounAfterCopula(tokens: readonly Token[]): number | null {
  const copula = tokens.findIndex((token) => token.pos === 'AUX' && token.lemma === 'be');
  if (copula < 0) return null;
  let head: number | null = null;
  for (let at = copula + 1; at < tokens.length && (NOUN_PHRASE.has(tokens[at]!.pos) || tokens[at]!.negation); at++) if (tokens[at]!.pos === 'NOUN') head = at;
  return head !== null && tokens[head]!.content ? head : null;
}

/** Words of the noun phrase a copula's state may be ("a firm brown clay"). */
const NOUN_PHRASE = new Set(['DET', 'ADJ', 'ADV', 'NOUN']);

/** How far after an adjective its noun may come in a sentence ("a small, silver car", "the second big load"). */
const NOUN_REACH = 3;

/**
 * Whether a sentence says a predicate of the label: the word in any form or a related one and,
 * for an adjective that picks out a thing, with that thing after it. "A racking upright" is said
 * by "the bent racking upright", not by "until the racking was inspected"; "the second load" not
 * by "the second day".
 */
function saysPredicate(tokens: readonly Token[], said: ReadonlySet<string>, predicate: Predicate): boolean {
  if (!predicate.noun) return (says(said, predicate.token) && saysNotOnlyAsAKind(tokens, predicate.token)) || saysDenied(tokens, predicate.token) || saysByItsNegative(tokens, predicate) || tellsInAnotherVerbOfSaying(tokens, predicate);
  const noun = predicate.noun;
  return tokens.some((token, index) => {
    if (!says(new Set(lemmaForms(token)), predicate.token)) return false;
    return tokens.slice(index + 1, index + 1 + NOUN_REACH).some((after) => says(new Set(lemmaForms(after)), noun));
  });
}

/**
 * Whether a label's verb of saying ("answered", "replied") is told by another verb of saying in
 * the sentence ("he told me", "she said"): which verb reports the words is the witness's choice,
 * and what was said is the fact, for the keywords to find. A denied one is left to the denial.
 */
function tellsInAnotherVerbOfSaying(tokens: readonly Token[], predicate: Predicate): boolean {
  if (predicate.denied || predicate.token.pos !== 'VERB' || !saysSomething(predicate.token.lemma)) return false;
  return tokens.some((token, index) => token.pos === 'VERB' && !token.negated && saysSomething(token.lemma) && reportsWords(tokens, index));
}

/** How far after a verb of saying the words it reports may open ("told me, \"…", "replied to him that…"). */
const REPORT_REACH = 4;

/**
 * Whether the verb of saying at `index` reports words: a quotation, a "that" clause or a colon
 * follows it within its sentence. "A customer complained about a scratch" tells of a complaint,
 * not of the words the fact is about.
 */
function reportsWords(tokens: readonly Token[], index: number): boolean {
  for (let at = index + 1; at <= index + REPORT_REACH && at < tokens.length; at++) {
    const token = tokens[at]!;
    if (/^["\u201c\u201d:]$/.test(token.text) || token.lower === 'that') return true;
    if (/^[.;!?]$/.test(token.text)) return false;
  }
  return false;
}

/**
 * Whether a sentence says a predicate somewhere other than as a noun before another noun: "an
 * override code", "the parking permit" name a kind of thing, and tell no act of overriding or
 * parking, where "the override was entered" tells one. Nor as a device named by what it serves
 * (`namesADevice`): "the bilge switch" tells no switching off, "the door lock" no locking.
 */
function saysNotOnlyAsAKind(tokens: readonly Token[], predicate: Token): boolean {
  return tokens.some((token, index) => !(token.pos === 'NOUN' && tokens[index + 1]?.pos === 'NOUN') && !namesADevice(tokens, index) && says(new Set(lemmaForms(token)), predicate));
}

/**
 * Whether the word at `index` heads a compound with a noun before it and first means a made
 * thing ("the bilge switch", "a drain plug", "the packing tape"): the compound names a device,
 * not the act its verb would tell. A noun alone ("the override was keyed in") may still tell one.
 * The tagger may read the head as a verb ("the bilge switch."); a bare verb after a determiner
 * and one noun cannot be that noun's verb ("the pump switches", "the pump switched"), so it is
 * the compound's head.
 */
function namesADevice(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const before = tokens[index - 1];
  if (before?.pos !== 'NOUN' || firstNounKind(token.lemma) !== NOUN_KIND.artifact) return false;
  return token.pos === 'NOUN' || (token.pos === 'VERB' && token.lower === token.lemma && before.lower === before.lemma && tokens[index - 2]?.pos === 'DET');
}

/** Distinct content tokens of a text, first of each lemma. */
function contentTokens(text: string): Token[] {
  const seen = new Set<string>();
  return tokensOf(text).filter((token) => token.content && !seen.has(token.lemma) && seen.add(token.lemma));
}

/**
 * The words a sentence says, by lemma; a participle the tagger read as an adjective or noun
 * ("sloping", "recorded") also counts as its verb ("slope", "record").
 */
function wordsSaid(tokens: readonly Token[]): Set<string> {
  return new Set(tokens.filter((token) => token.content).flatMap(lemmaForms));
}

/** The words a sentence says, by lemma (see `wordsSaid`). */
const wordsSaidIn = cachedByText((sentence: string): ReadonlySet<string> => wordsSaid(tokensOf(sentence)));

/** Whether a sentence says a word, in any form, or a word WordNet relates to it ("own" and "owner", "rainy" and "rain"). */
function says(said: ReadonlySet<string>, token: Token): boolean {
  if (said.has(token.lemma)) return true;
  if (/\d/.test(token.lemma)) return false;
  const verb = hiddenVerb(token);
  if (verb && said.has(verb)) return true;
  for (const related of relatedLemmas(token.lemma, wordNetPos(token.pos))) if (said.has(related)) return true;
  return false;
}

/** The label's content words a sentence says in the same words, in any form ("drank" for "drink", "sloping" for "slope"). */
export function labelWordsSaid(elicit: ElicitSpec, sentence: string): number {
  const said = wordsSaidIn(sentence);
  return contentTokens(elicit.label).filter((token) => said.has(token.lemma) || said.has(verbOfInflection(token.lower) ?? token.lemma)).length;
}

/** The values that place a fact in time, which a sentence about another fact of that day or hour says as well. */
const CALENDAR_CLASSES = new Set<Detail['cls']>(['date', 'time', 'weekday']);

/**
 * A label's words outside its dates, times and weekdays, each as the lemmas a sentence may say it
 * by: its own, and the verb an inflected form is of ("sloping": "slope"). Kept by label: every
 * label is weighed against every sentence of every answer, and its side of the count was read
 * again for each pair, a sixth of the elicit matcher's time.
 */
const labelWordForms = cachedByText((label: string): ReadonlyArray<readonly [lemma: string, verb: string]> => {
  const values = detailsOf(label).filter((detail) => CALENDAR_CLASSES.has(detail.cls));
  // A date's words are its month (its lemmas) and its day and year (its value's numbers).
  const inAValue = new Set(values.flatMap((value) => [...value.lemmas, ...(value.cls === 'date' ? value.value.replace(/^year-/, '').split('-') : [])]));
  return contentTokens(label)
    .filter((token) => !inAValue.has(token.lemma))
    .map((token) => [token.lemma, verbOfInflection(token.lower) ?? token.lemma] as const);
});

/**
 * How many of the label's words a sentence says, a date, time or weekday counting once however
 * many words write it ("14 October 2023" is one date, not three words), and of how many: another
 * fact that happened on the same day says that date, and nothing more of this one.
 */
function labelWordsAndValuesSaid(elicit: ElicitSpec, sentence: string): { said: number; of: number } {
  // The values are read on each call, not kept with the words: a value stated is matched by the
  // object `detailsOf` returns for the label now, which a kept copy would not be once that cache forgot it.
  const values = detailsOf(elicit.label).filter((detail) => CALENDAR_CLASSES.has(detail.cls));
  const words = labelWordForms(elicit.label);
  const said = wordsSaidIn(sentence);
  const wordsSaid = words.filter(([lemma, verb]) => said.has(lemma) || said.has(verb)).length;
  // Most labels give no date or time: then which values the sentence states cannot change the count.
  const stated = values.length === 0 ? null : new Set(valuesStated(elicit.label, sentence));
  return { said: wordsSaid + (stated === null ? 0 : values.filter((value) => stated.has(value)).length), of: words.length + values.length };
}

/**
 * Whether a sentence says the words of a statement of the label that holds of every one of a kind
 * ("he signed every cheque himself"), two or more of them, without saying it of every one ("he
 * signed it"): see `saysOnlySomeOfEvery`. Another statement of the label is left to be said alone.
 */
function saysOfSomeWhatHoldsOfEvery(elicit: ElicitSpec, sentence: string): boolean {
  const said = wordsSaidIn(sentence);
  return labelParts(elicit).some(
    (part) => saysOnlySomeOfEvery(part, sentence) && partWords(part.label).filter((token) => said.has(token.lemma) || said.has(verbOfInflection(token.lower) ?? token.lemma)).length >= MIN_PART_WORDS,
  );
}

/**
 * How many of the label's verbs the sentence says only as what another thing did: every clause of
 * the sentence with that verb has for its subject a thing the label does not name ("The bill came
 * to $24 for the two brandies" against "Two brandies came to the table"). The verb is then no word
 * of this fact: the fact's things are named beside another's act. A person, a name or a pronoun
 * as the subject is left to the tests of who did it.
 */
function labelVerbsDoneByAnotherThing(label: string, sentence: string): number {
  const labelLemmas = new Set(tokensOf(label).map((token) => token.lemma));
  const anotherThing = (subject: string) => !labelLemmas.has(subject) && personOf(subject) === undefined && !namesAPerson(subject) && ![...relatedLemmas(subject, 'n')].some((related) => labelLemmas.has(related));
  const clauses = clausesOf(sentence);
  const verbs = new Set(clausesOf(label).map((clause) => clause.verb));
  return [...verbs].filter((verb) => {
    const acts = clauses.filter((clause) => clause.verb === verb);
    return acts.length > 0 && acts.every((clause) => !clause.named && anotherThing(clause.subject));
  }).length;
}

/**
 * Whether a sentence states the fact in the witness's own words, with fewer of the keywords than
 * the keyword rule needs: it says at least half of the label's content words, and three or more,
 * in the same words (related words are too loose here: "hold" is a sense of "keep"), a date or
 * time counting as one word, and one of the fact's values when it has any; and what the label
 * says of every one of a kind, it says of every one.
 */
export function saysMostOfTheFact(elicit: ElicitSpec, sentence: string): boolean {
  const { said: saidAnywhere, of } = labelWordsAndValuesSaid(elicit, sentence);
  const said = saidAnywhere - labelVerbsDoneByAnotherThing(elicit.label, sentence);
  if (said < MIN_WORDS_SAID || said < FACT_COVERAGE * of || saysOfSomeWhatHoldsOfEvery(elicit, sentence)) return false;
  const values = factValues(elicit.label);
  // The number the fact names a thing by, said with its noun ("picked number 5"), tells it from another as a value does.
  const namedBy = (detail: Detail) => isNamingNumber(detail) && detailsOf(sentence).some((said) => said.value === detail.value && said.unit === detail.unit);
  return values.length === 0 || valuesStated(elicit.label, sentence).some((detail) => values.includes(detail) || namedBy(detail));
}

/**
 * Whether a sentence that says some of the instructor's keywords whole (`wholeKeywords`, of all the
 * elicit's `keywords`) also says the fact's act, so that one keyword identifies the fact as two
 * do. Either a verb of the label, or a state it says of its subject ("went blank"), that is none
 * of the keywords' words, in the same word, with one more word of the label beside the keywords
 * ("he left the parcel by the grey bin" for "The courier left the parcel by the grey bin without
 * knocking" [grey bin | knocked]); or the act the label
 * denies, said in the words of a keyword, with another word of the label ("I never chased that
 * up with the bank" for "He did not chase up the bank's letter" [chase that up]). One keyword
 * alone may be a name many facts share; with the act, the sentence tells this fact. Polarity and
 * values are left to `statesTheFact`.
 */
export function saysTheAct(elicit: ElicitSpec, keywords: readonly string[], wholeKeywords: readonly string[], sentence: string): boolean {
  if (!elicit.keywords?.length || wholeKeywords.length === 0) return false;
  const said = wordsSaidIn(sentence);
  // In the same word, in any form: a related word ("disclose" for "show") is too loose here.
  const saysWord = (token: Token) => said.has(token.lemma) || said.has(verbOfInflection(token.lower) ?? token.lemma);
  const wordsOf = (of: readonly string[]) => new Set(of.flatMap((keyword) => tokensOf(keyword).map((token) => token.lemma)));
  const acts = tellingPredicates(elicit.label).filter((predicate) => predicate.act && saysWord(predicate.token));
  // A keyword the label's statement holds: one that names something beside it ("the Shelf" for
  // "close to the ferry track") said with the act may be another statement.
  const labelWords = wordsSaidIn(elicit.label);
  const inWholeKeyword = wordsOf(wholeKeywords.filter((keyword) => tokensOf(keyword).every((token) => !token.content || labelWords.has(token.lemma))));
  if (inWholeKeyword.size === 0) return false;
  if (labelWordsSaid(elicit, sentence) >= MIN_PART_WORDS && acts.some((predicate) => predicate.denied && inWholeKeyword.has(predicate.token.lemma))) return true;
  const inKeyword = wordsOf(keywords);
  const otherWords = otherLabelWordsSaid(elicit, keywords, sentence);
  // The act may be a state the label says of its subject ("the screen went blank"), said as one
  // ("then it went blank"), not as an adjective before a noun ("a blank screen").
  const tokens = tokensOf(sentence);
  const saidAsAState = (predicate: Predicate) => !predicate.noun && tokens.some((token, index) => token.lemma === predicate.token.lemma && saysWhatIsDoneAt(tokens, index));
  const saysWhatIsDone = (predicate: Predicate) => predicate.token.pos === 'VERB' || (predicate.token.pos === 'ADJ' && saidAsAState(predicate));
  // The act and the keyword of one statement of the label: of "Testing once a month is not enough;
  // careful councils test every 10 days", a test done once a month is not the second statement's act.
  const ofOneStatement = (part: ElicitSpec) => {
    const partWords = wordsSaidIn(part.label);
    const keywordOfPart = wholeKeywords.some((keyword) => tokensOf(keyword).every((token) => !token.content || partWords.has(token.lemma)));
    return keywordOfPart && tellingPredicates(part.label).some((predicate) => predicate.act && saysWord(predicate.token) && saysWhatIsDone(predicate) && !predicate.denied && !inKeyword.has(predicate.token.lemma));
  };
  return otherWords >= MIN_PART_WORDS && acts.some((predicate) => saysWhatIsDone(predicate) && !predicate.denied && !inKeyword.has(predicate.token.lemma)) && labelParts(elicit).some(ofOneStatement);
}

/**
 * How many of the label's content words that are in none of the keywords a sentence says, in the
 * same word in any form: the words that show a keyword was said of this fact.
 */
function otherLabelWordsSaid(elicit: ElicitSpec, keywords: readonly string[], sentence: string, leftAside: ReadonlySet<string> = new Set()): number {
  const said = wordsSaidIn(sentence);
  const inKeyword = new Set(keywords.flatMap((keyword) => tokensOf(keyword).map((token) => token.lemma)));
  return contentTokens(elicit.label).filter((token) => !inKeyword.has(token.lemma) && !leftAside.has(token.lemma) && (said.has(token.lemma) || said.has(verbOfInflection(token.lower) ?? token.lemma))).length;
}

/** The values that measure or count something ("62 decibels", "eleven weeks"), not dates or times, which many facts share. */
const QUANTITY_CLASSES = new Set<Detail['cls']>(['number', 'duration']);

/**
 * Whether a sentence says whole a keyword that measures or counts the fact ("62 decibels", "on 47
 * of those days"), a quantity the label states, with two more words of the label beside the
 * keywords, other than a verb that frames the act ("the garden level" of "The crusher raised the
 * garden level to 62 dB against a 41 dB background"), or with every word of the phrase the label
 * lists it in (`saysWhatItMeasures`): one of several quantities, said of the fact's own thing, states the part of the
 * fact it measures, as one telling phrase does. Polarity and values are left to `statesTheFact`.
 */
export function saysAQuantity(elicit: ElicitSpec, keywords: readonly string[], wholeKeywords: readonly string[], sentence: string): boolean {
  // In the label's words as well as its values: "47 of those days" counts what "on 47 days" reads as a length of time.
  const ofTheFact = new Set(factValues(elicit.label).flatMap((value) => [value.value, ...value.lemmas]));
  const measures = (keyword: string) => {
    const tokens = tokensOf(keyword);
    const values = factValues(keyword);
    return values.length > 0 && values.every((value) => QUANTITY_CLASSES.has(value.cls) && !isNamingNumber(value) && !isARateBase(tokens, value) && ofTheFact.has(value.value));
  };
  // A verb that frames the act ("saw her carry four bags") says nothing of it: "I saw four bags" is not the carrying.
  const frames = new Set(factPredicates(elicit.label).filter((predicate) => !predicate.act).map((predicate) => predicate.token.lemma));
  if (otherLabelWordsSaid(elicit, keywords, sentence, frames) < MIN_PART_WORDS && !wholeKeywords.some((keyword) => measures(keyword) && saysWhatItMeasures(elicit.label, keyword, sentence))) return false;
  // A statement that denies something with the quantity is said only denied: of "Walking the site
  // once a day is not enough; careful firms walk it hourly", a plan to walk the site once a day
  // says the first statement's quantity without its point.
  const saysADenial = tokensOf(sentence).some((token) => token.negation);
  return labelParts(elicit).some((part) => {
    const ofThePart = new Set(factValues(part.label).map((value) => value.value));
    return wholeKeywords.some((keyword) => measures(keyword) && factValues(keyword).every((value) => ofThePart.has(value.value))) && (saysADenial || !tokensOf(part.label).some((token) => token.negation));
  });
}

/**
 * The phrases a label lists its things in, cut at its commas, semicolons and colons and at "and"
 * or "but": "two operations" and "eight days in hospital" of "two operations and eight days in
 * hospital". A label that sums up an injury or a scene lists its quantities this way, each with
 * the one thing it measures, and has no verb to say it with.
 */
const listedPhrases = cachedByText((label: string): string[] =>
  outsideBrackets(label, /\s*[,;:]\s+|\s+(?:and|but)\s+/g)
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== ''),
);

/**
 * Whether a sentence says the thing a quantity keyword measures in the label: every word of the
 * phrase the label lists the quantity in (`listedPhrases`), one a noun at least, beside the
 * quantity's own number and unit ("I spent eight days in the hospital" for "…; two operations and
 * eight days in hospital" [eight days]; "the boom is 34 metres long" for "…; the boom was 34
 * metres and the tables 19 metres away" [34 metres]). The quantity with its thing is one part of
 * the fact, said whole; a phrase with no thing of its own ("about 20 metres away") is not enough.
 */
function saysWhatItMeasures(label: string, keyword: string, sentence: string): boolean {
  const values = factValues(keyword).map((value) => value.value);
  const said = wordsSaidIn(sentence);
  return listedPhrases(label).some((phrase) => {
    const phraseValues = factValues(phrase);
    if (!values.every((value) => phraseValues.some((of) => of.value === value))) return false;
    // The number and unit are the keyword's, said already ("eight days", "34 metres", "410 ppm").
    const ofTheValue = new Set(phraseValues.flatMap((value) => [...value.lemmas, ...(value.unit?.split(' ') ?? [])]));
    const things = partWords(phrase).filter((token) => !ofTheValue.has(token.lemma) && !ofTheValue.has(token.lower));
    return things.some((token) => token.pos === 'NOUN' || token.pos === 'PROPN') && things.every((token) => said.has(token.lemma) || said.has(verbOfInflection(token.lower) ?? token.lemma));
  });
}

/** Whether a value is the base of a rate ("per 100 millilitres"): the unit a measure is given in, which many measures share, not a measure. */
function isARateBase(tokens: readonly Token[], value: Detail): boolean {
  const at = tokens.findIndex((token) => token.lemma === value.lemmas[0]);
  return at > 0 && tokens[at - 1]!.lower === 'per';
}

/** A number that a noun before it names a thing by ("number 4", "plate 7"): see `factValues`. */
const isNamingNumber = (detail: Detail) => detail.cls === 'number' && !!detail.unit?.startsWith('#');

/** Fewest words a part of a label must say, once the person it is about is left aside. */
const MIN_PART_WORDS = 2;
/** Words between "and" and the verb it coordinates ("and never met", "and does not want"). */
const BEFORE_VERB = new Set(['ADV', 'PART', 'AUX']);
/** Words of a noun phrase that can open a clause of its own ("his loyalty card", "the hotel"). */
const SUBJECT_POS = new Set(['DET', 'PRON', 'ADJ', 'NOUN', 'PROPN', 'NUM']);

/**
 * How many words open `rest` as a noun phrase: its determiners, adjectives and nouns, and what
 * hangs on the noun ("the decision to dismiss", "the owner of the van").
 */
function subjectLength(rest: readonly Token[]): number {
  let length = 0;
  while (length < rest.length) {
    const token = rest[length]!;
    // A determiner or pronoun after a noun opens another phrase ("Lowe and HR that aisle 14 was…").
    const opensAnother = (token.pos === 'DET' || token.pos === 'PRON') && length > 0 && rest[length - 1]!.pos !== 'ADP';
    if (SUBJECT_POS.has(token.pos) && !opensAnother) length++;
    // A word the tagger reads as an adverb between a determiner and its noun modifies the noun ("the back office").
    else if (length > 0 && token.pos === 'ADV' && rest[length - 1]!.pos === 'DET' && rest[length + 1]?.pos === 'NOUN') length++;
    else if (length > 0 && token.pos === 'PART' && token.lower === 'to' && rest[length + 1]?.pos === 'VERB') length += 2;
    else if (length > 0 && token.pos === 'ADP' && SUBJECT_POS.has(rest[length + 1]?.pos ?? '')) length++;
    else break;
  }
  return length;
}

/**
 * Whether the words after "and", "but" or "though" go on the same statement with a second verb ("and is his
 * son's godfather") or open a statement of their own, with a subject and its verb (", but his card
 * was used"). Without a comma, "and" opens a new subject only after a clause with a verb of its
 * own ("the van was towed and the owner of it was fined"): "the tenant and the agent signed" is
 * one statement about two people.
 */
function opensAStatement(rest: readonly Token[], before: readonly Token[], comma: boolean, conjunction: string): boolean {
  const verb = rest.find((token) => !BEFORE_VERB.has(token.pos) || token.pos === 'AUX');
  if (verb?.pos === 'VERB' || verb?.pos === 'AUX') return true;
  if (!comma && conjunction === 'and' && !before.some((token) => token.pos === 'VERB' || token.pos === 'AUX')) return false;
  const subject = rest.slice(0, subjectLength(rest));
  const next = rest[subject.length];
  return subject.some((token) => token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'PRON') && (next?.pos === 'AUX' || next?.pos === 'VERB');
}

/**
 * The statements a label puts side by side: with a colon or semicolon ("The alarm never sounded:
 * its battery was flat"), with "and"/"but" before a second verb of the same subject ("has known
 * him for years and is his son's godfather"), or with ", but"/", and" before a clause with a
 * subject of its own ("said he paid in cash, but the bank shows a transfer"), or with ", though"
 * before one ("no note shows the dose was checked, though the rota requires it daily": a
 * witness who tells what the rota requires tells that part); a label with none is one part. A
 * colon inside a time ("06:41") does not divide, nor an "and" between two things ("two pints
 * and a pie").
 */
export function labelParts(elicit: ElicitSpec): ElicitSpec[] {
  const parts = partLabels(elicit.label);
  return parts.length < 2 ? [elicit] : parts.map((part) => ({ ...elicit, label: part }));
}

const partLabels = cachedByText((label: string): string[] => {
  const parts: string[] = [];
  for (const statement of outsideBrackets(label, /\s*[:;]\s+/g)) {
    let from = 0;
    for (const join of statement.matchAll(/(,?)\s+(and|but|though|although)\s+/g)) {
      const rest = tokensOf(statement.slice(join.index + join[0].length));
      // "Though" without a comma concedes within the clause ("signed though unread").
      const concedes = join[2] === 'though' || join[2] === 'although';
      const before = tokensOf(statement.slice(from, join.index));
      if ((concedes && join[1] !== ',') || joinsTwoVerbsOfOnePredicate(before, rest, join[1] === ',') || !opensAStatement(rest, before, join[1] === ',', join[2]!)) continue;
      parts.push(statement.slice(from, join.index));
      from = join.index + join[0].length;
    }
    parts.push(statement.slice(from));
  }
  return parts.map((part) => part.trim()).filter((part) => part !== '');
});

/**
 * Whether "and" with no comma joins two participles of one auxiliary ("every cover was screwed
 * and marked", "the form had been signed and dated"): they share its subject and make one
 * predicate. Cut there, the first part ("every cover was screwed") is a lesser fact that a
 * sentence about something else ("each cover had four screws") says whole. A verb with no
 * auxiliary of its own may end a clause that the next verb does not share ("insisted the date
 * stood and agreed no new one"), and is left to `opensAStatement`.
 */
function joinsTwoVerbsOfOnePredicate(before: readonly Token[], rest: readonly Token[], comma: boolean): boolean {
  let at = before.length - 1;
  if (comma || before[at]?.pos !== 'VERB' || rest[0]?.pos !== 'VERB') return false;
  at--;
  while (before[at]?.pos === 'ADV') at--;
  return before[at]?.pos === 'AUX';
}

/** A text split at a separator wherever it is not inside brackets ("(420 m at 21 kn; 260 m at 16 kn)" stays whole). */
function outsideBrackets(text: string, separator: RegExp): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const match of text.matchAll(separator)) {
    const before = text.slice(0, match.index);
    if ((before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length) continue;
    pieces.push(text.slice(from, match.index));
    from = match.index + match[0].length;
  }
  return [...pieces, text.slice(from)];
}

/** Kinds of noun whose commonest sense is one who acts, and whom a witness may call "I", "we", "she" or by a name. */
const WHO_ACTS = new Set<number | null>([NOUN_KIND.person, NOUN_KIND.group, NOUN_KIND.animal]);

/**
 * Whether a word of a part's subject names the one it is about: a name ("Mrs Pell", "Marsh"), or a
 * noun whose commonest sense is a person, a group or an animal ("the friend", "the company", "the
 * dog"). A thing that a rarer sense makes a person ("the drawer", "the computer") is the thing.
 */
function namesWhoActs(token: Token): boolean {
  if (token.pos === 'PROPN') return namesAPerson(token.lemma);
  return token.pos === 'NOUN' && WHO_ACTS.has(firstNounKind(token.lemma));
}

/**
 * The words a part of a label must be said with: its content words, less the person it opens
 * with ("The friend", "The eyewitness expert", "Mrs Pell"), whom the witness calls "I", "she" or
 * by another of her names ("Edna"); numbers, times and dates are compared as values instead.
 */
const partWords = cachedByText((part: string): Token[] => {
  const tokens = tokensOf(part);
  const verbAt = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const subject = verbAt > 0 ? tokens.slice(0, verbAt) : [];
  const titled = (token: Token, index: number) => isNameTitle(token.lower) && subject[index + 1]?.pos === 'PROPN';
  const aboutAPerson = subject.some((token, index) => namesWhoActs(token) || titled(token, index));
  const seen = new Set<string>();
  return tokens.filter((token, index) => token.content && !/\d/.test(token.lemma) && !(aboutAPerson && index < verbAt) && !seen.has(token.lemma) && seen.add(token.lemma));
});

/**
 * Whether a sentence says one of the label's side-by-side statements whole, in the same words:
 * every one of its content words (two or more, the person it is about aside), its values and
 * its polarity. "The camera did not record any of it" states "The camera recorded nothing: its
 * memory card was full" in part, and "I am godfather to his daughter" states "The friend has known
 * him for years and is his daughter's godfather", as a witness who tells one of the two can.
 * A sentence that says none of the elicit's keywords (`withoutKeyword`) must say a part that has
 * an act or a state of its own ("I had not moved it since spring" for "…, and she had not moved
 * the ladder since spring"), not only its things.
 */
export function saysAPartOfTheFact(elicit: ElicitSpec, sentence: string, withoutKeyword = false): boolean {
  const parts = labelParts(elicit);
  if (parts.length < 2) return false;
  const said = wordsSaidIn(sentence);
  return parts.some((part) => {
    const words = partWords(part.label);
    if (words.length < MIN_PART_WORDS) return false;
    if (withoutKeyword && factPredicates(part.label).length === 0) return false;
    if (!words.every((token) => said.has(token.lemma) || said.has(verbOfInflection(token.lower) ?? token.lemma))) return false;
    const stated = new Set(valuesStated(part.label, sentence));
    return factValues(part.label).every((value) => stated.has(value)) && !saysOnlySomeOfEvery(part, sentence) && statesTheFact(part, sentence);
  });
}

/**
 * Whether a sentence is about the elicit's fact rather than only naming what the fact is about:
 * it states one of the fact's values ("38 seconds", "2 February"), or says its predicate ("owns",
 * "picked", "left", "unrecorded"). A label with neither leaves it to the keywords. So "number 4
 * was the only man wearing a grey top" is not "the clerk picked number 4", and "the AIS alarm
 * started at 06:15" is not "the AIS sent nothing from 06:11 to 06:51".
 */
export function aboutTheFact(elicit: ElicitSpec, sentence: string): boolean {
  const values = factValues(elicit.label);
  if (values.length > 0) {
    const stated = new Set(valuesStated(elicit.label, sentence));
    const predicated = predicatedValues(elicit.label);
    const statedAsTheLabelStatesIt = (value: Detail) => (!limitedByOnly(elicit.label, value) || limitedByOnly(sentence, value)) && (onlyAsAWhole(elicit.label, value) || !onlyAsAWhole(sentence, value));
    if (values.some((value) => stated.has(value) && predicated.has(value) && statedAsTheLabelStatesIt(value))) return true;
  }
  const tokens = tokensOf(sentence);
  const said = wordsSaidIn(sentence);
  return (values.length === 0 && factPredicates(elicit.label).length === 0) || tellingPredicates(elicit.label).some((predicate) => (predicate.copular ? tokens[nounAfterCopula(tokens) ?? -1]?.lemma === predicate.token.lemma : saysPredicate(tokens, said, predicate)));
}

/**
 * The values a label says of its subject, in its predicate ("held 13.6 grams", "broke at 10:13"),
 * not those that count or place its subject before it ("All five jars tested contained lead", "At
 * 9:55 the yard was empty"): a sentence that gives those names what the fact is about, and must
 * say what is done or how things are to be about it. A label with no verb keeps them all.
 */
function predicatedValues(label: string): ReadonlySet<Detail> {
  // Kept with the reading of the label's values, as those are (`factValues`), not by the text: once
  // the details cache forgets the label, a new reading gives new value objects, and a set kept by
  // the text would hold the old ones, which no value stated against the new reading is.
  const values = factValues(label);
  let predicated = predicatedOfValues.get(values);
  if (predicated === undefined) predicatedOfValues.set(values, (predicated = readPredicatedValues(label)));
  return predicated;
}
const predicatedOfValues = new WeakMap<readonly Detail[], ReadonlySet<Detail>>();

function readPredicatedValues(label: string): ReadonlySet<Detail> {
  const tokens = tokensOf(label);
  // An act said as an -ing form opens the predicate too: in "Sweeping once a week is not enough" the value is the sweeping's.
  const opensThePredicate = (token: Token, index: number) => (token.pos === 'VERB' || token.pos === 'AUX' || (token.lower.endsWith('ing') && verbOfInflection(token.lower) !== null)) && !inASubordinateClause(tokens, index);
  const verbAt = tokens.findIndex(opensThePredicate);
  const values = factValues(label);
  if (verbAt < 0) return new Set(values);
  const at = (value: Detail) => tokens.findIndex((token) => token.lemma === value.lemmas[0]);
  // An -ing form whose verb comes later is the subject, and names what the fact is about when that
  // verb gives values of its own in its statement: in "Heating the room to 21 degrees takes four
  // hours" the four hours are the fact. With none, the subject's value is the point ("Sweeping once
  // a week is not enough; good firms sweep daily").
  if (tokens[verbAt]!.lower.endsWith('ing')) {
    const endOfStatement = (from: number) => {
      const end = tokens.findIndex((token, index) => index > from && token.pos === 'PUNCT' && /[;:]/.test(token.text));
      return end < 0 ? tokens.length : end;
    };
    // The subject's verb is in its own statement: one after a semicolon is another statement's.
    const subjectEnd = endOfStatement(verbAt);
    const verbOfTheSubject = tokens.findIndex((token, index) => index > verbAt && index < subjectEnd && (token.pos === 'VERB' || token.pos === 'AUX') && !token.lower.endsWith('ing') && !inASubordinateClause(tokens, index));
    if (verbOfTheSubject < 0) {
      // None found (the tagger may read "needs" in "Reaching 0.20 needs six drinks" as a noun): the
      // value right after the -ing form, with at most a determiner or adverb between, is what it
      // does ("Reaching 0.20", "Reaching about 0.20"), and names the subject.
      let object = verbAt + 1;
      while (tokens[object]?.pos === 'DET' || tokens[object]?.pos === 'ADV') object++;
      return new Set(values.filter((value) => at(value) > verbAt && at(value) !== object));
    }
    const statementEnd = endOfStatement(verbOfTheSubject);
    const own = values.filter((value) => at(value) > verbOfTheSubject && at(value) < statementEnd);
    if (own.length > 0) return new Set(own);
  }
  return new Set(values.filter((value) => at(value) > verbAt || countsAPart(tokens, at(value))));
}

/**
 * Whether the number at `index` counts a part of a whole ("Eight of her nineteen days were…",
 * "Three of the photographs have…"), or is limited by "only" ("Only four guards could unlock
 * the gate", "Only one of the keys fitted"): the statement is about how many, so the count is its
 * value though it stands before the verb, and a sentence giving that count with other words for
 * the act ("only four guards had keys") states it. Not a bare "one of", which picks out a member
 * without counting.
 */
function countsAPart(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (!token || token.pos !== 'NUM') return false;
  return tokens[index - 1]?.lower === 'only' || (token.lemma !== 'one' && token.lemma !== '1' && tokens[index + 1]?.lower === 'of');
}

/** Determiners that point back to a whole already named ("15 of those 38 seconds", "two of the six"). */
const WHOLE_DETERMINERS = new Set(['the', 'those', 'these', 'its', 'his', 'her', 'their', 'our', 'my']);

/**
 * Whether a text gives a value only as the whole that a count takes a part of ("for about 15 of
 * those 38 seconds she looked at her phone"): it says what happened in the part, and takes the
 * whole as already told, so it does not state that the whole lasted or numbered so much.
 */
function onlyAsAWhole(text: string, value: Detail): boolean {
  const tokens = tokensOf(text);
  const places = tokens.flatMap((token, index) => (token.lemma === value.lemmas[0] ? [index] : []));
  return (
    places.length > 0 &&
    places.every((index) => {
      let before = index - 1;
      if (WHOLE_DETERMINERS.has(tokens[before]?.lower ?? '')) before--;
      return tokens[before]?.lower === 'of' && tokens[before - 1]?.pos === 'NUM';
    })
  );
}

/**
 * Whether a text limits a value by "only" ("only six people"). A label's count so limited is its
 * point only as a limit: "six people work there" gives the number but not that no more could.
 */
function limitedByOnly(text: string, value: Detail): boolean {
  const tokens = tokensOf(text);
  return tokens.some((token, index) => token.lemma === value.lemmas[0] && token.pos === 'NUM' && tokens[index - 1]?.lower === 'only');
}

/** Whether a sentence states the fact: not the other way round, nor as done where it says what should have been done, nor held open where it is asserted, nor with other values, and about it. */
export function statesTheFact(elicit: ElicitSpec, sentence: string): boolean {
  return !negationDiffers(elicit, sentence) && !moodDiffers(elicit, sentence) && !heldOpenWhereTheLabelAsserts(elicit, sentence) && !contradictsTheFact(elicit, sentence) && aboutTheFact(elicit, sentence);
}

/**
 * Whether a sentence gives other values for the fact's quantities, times or dates and states
 * none of its own ("15.6 to 16.3 knots" against "22.5 knots at 06:41", "06:15" against "06:11
 * and 06:51"): it is about another fact.
 */
export function contradictsTheFact(elicit: ElicitSpec, sentence: string): boolean {
  if (givesAnotherValue(elicit, sentence) || countsItsThingRoughly(elicit, sentence)) return true;
  if (!contradictedDetails(sentence, elicit.label).some((detail) => VALUE_CLASSES.has(detail.cls))) return false;
  const values = new Set(factValues(elicit.label));
  return !valuesStated(elicit.label, sentence).some((detail) => values.has(detail));
}

/**
 * Whether a sentence measures one of the fact's quantities in its unit, or dates it, and gives
 * only other values ("an average of 21.8 knots" against "22.5 knots at 06:41:10"; "collected on 9
 * April" against "rejected on 24 March"): the same time or thing said with it does not make it the
 * fact. A value the label states anywhere ("17 per cent" in "15 to 19 per cent, most about 17")
 * keeps it.
 */
function givesAnotherValue(elicit: ElicitSpec, sentence: string): boolean {
  const said = detailsOf(sentence);
  const stated = valuesStated(elicit.label, sentence);
  const isDay = (detail: Detail) => detail.cls === 'date' && /^\d+-\d+-/.test(detail.value);
  if (factValues(elicit.label).some(isDay) && said.some(isDay) && !stated.some((detail) => detail.cls === 'date')) return true;
  // How often is a fact's own measure ("six tablets every evening"): a sentence that gives only
  // other rates ("six tablets once a week") tells another regimen, whatever count it shares.
  const labelRates = factValues(elicit.label).filter(isRate);
  const saidRates = said.filter(isRate);
  if (labelRates.length > 0 && saidRates.length > 0 && !saidRates.some((rate) => labelRates.some((own) => own.value === rate.value))) return true;
  const labelNumbers = factValues(elicit.label).filter((detail) => detail.cls === 'number');
  const units = new Set(labelNumbers.map((detail) => detail.unit).filter((unit): unit is string => !!unit));
  if (units.size === 0) return false;
  const labelValues = new Set(labelNumbers.map((detail) => detail.value));
  // Every number counts towards keeping it: in "85 and 90 degrees" only the last carries the unit.
  const numbers = said.filter((detail) => detail.cls === 'number');
  return numbers.some((detail) => detail.unit !== null && [...units].some((unit) => sameUnit(unit, detail.unit!))) && !numbers.some((detail) => labelValues.has(detail.value));
}

/**
 * Words of a rough amount before what they count: "many", "several", "most", "some", "few" (the
 * language layer reads "lots of", "plenty of" and "numerous" as "many"; "a few" it reads as a
 * number, which `givesAnotherValue` weighs).
 */
const ROUGH_AMOUNTS = new Set(['many', 'several', 'most', 'some', 'few']);
/** How far after its number a label names what the number counts ("27 percent of sound warmbloods"). */
const COUNTED_REACH = 4;

/**
 * Whether a sentence gives the thing the label counts or measures by a number only as a rough
 * amount ("found in many sound warmbloods" against "found in 27 percent of sound warmbloods",
 * "several tablets were missing" against "six tablets"), and states none of the label's numbers:
 * the figure is the fact, and "many" does not say it.
 */
function countsItsThingRoughly(elicit: ElicitSpec, sentence: string): boolean {
  const numbers = factValues(elicit.label).filter((detail) => detail.cls === 'number' && !isRate(detail));
  if (numbers.length === 0) return false;
  const labelTokens = tokensOf(elicit.label);
  const counted = new Set<string>();
  for (const number of numbers) {
    const at = labelTokens.findIndex((token) => token.lemma === number.lemmas[0]);
    for (let next = at + 1; at >= 0 && next <= at + COUNTED_REACH && next < labelTokens.length; next++) {
      const token = labelTokens[next]!;
      if (token.pos === 'VERB' || token.pos === 'AUX' || token.pos === 'PUNCT') break;
      if (token.pos === 'NOUN' || token.pos === 'PROPN') counted.add(token.lemma);
    }
  }
  const tokens = tokensOf(sentence);
  const roughly = tokens.some((token, index) => ROUGH_AMOUNTS.has(token.lemma) && nounsCountedAfter(tokens, index).some((lemma) => counted.has(lemma)));
  return roughly && !valuesStated(elicit.label, sentence).some((detail) => numbers.includes(detail));
}

/** The nouns of the phrase a word of amount counts: "many sound warmbloods", "several of the horses". */
function nounsCountedAfter(tokens: readonly Token[], index: number): string[] {
  let at = index + 1;
  if (tokens[at]?.lower === 'of') at++;
  while (tokens[at]?.pos === 'DET') at++;
  const nouns: string[] = [];
  for (; tokens[at] && (tokens[at]!.pos === 'ADJ' || tokens[at]!.pos === 'NOUN' || tokens[at]!.pos === 'PROPN'); at++) if (tokens[at]!.pos !== 'ADJ') nouns.push(tokens[at]!.lemma);
  return nouns;
}

/**
 * Whether a sentence denies the base of a negative word of the label: "unrecorded" is said by
 * "was not recorded", "unarmed" by "did not have a weapon" is not (only the base word counts).
 */
function saysDenied(tokens: readonly Token[], labelToken: Token): boolean {
  const base = /^(?:un|non-?)(.{4,})$/.exec(labelToken.lemma)?.[1];
  if (!base) return false;
  const verb = verbOfInflection(base);
  return tokens.some((token, index) => (token.lemma === base || token.lemma === verb) && denied(tokens, index));
}

/**
 * The act a negative participle of a sentence denies: "sign" of "unsigned", "lock" of
 * "unlocked"; null for a word that is no "un-" form of a participle ("under", "uniform").
 */
function actItDenies(token: Token): string | null {
  const base = /^un(.{4,})$/.exec(token.lower)?.[1];
  return base ? verbOfInflection(base) : null;
}

/** Whether a sentence says a denied act of the label by its negative participle: "the delivery note came back unsigned" for "nobody signed for the load". */
const saysByItsNegative = (tokens: readonly Token[], predicate: Predicate) => predicate.denied && tokens.some((token) => actItDenies(token) === predicate.token.lemma);

/**
 * Whether a word after a verb denies it: a negative word of the language layer ("recorded
 * nothing", "kept neither the lead nor the charger") other than the particle "not", which after
 * a verb's person denies what follows ("told him not to go"), and a preposition, which denies
 * its own act ("signed it without reading it").
 */
const isNegativeObject = (token: Token) => token.negation && token.lemma !== 'not' && token.pos !== 'ADP';
/** Words that end the clause a verb's object is looked for in. */
const CLAUSE_END = new Set(['PUNCT', 'CCONJ', 'SCONJ', 'VERB', 'AUX']);

/**
 * Whether a word is in a clause joined by "and" or "but" after the negation that scopes it: in
 * "never inspected the ferry and relied on one receiver" the relying is not denied ("did not see
 * or hear" keeps both denied).
 */
function afterAnd(tokens: readonly Token[], index: number): boolean {
  let verbSince = tokens[index]!.pos === 'VERB';
  for (let j = index - 1; j >= 0 && !tokens[j]!.negation; j--) {
    if (tokens[j]!.pos === 'CCONJ' && (tokens[j]!.lower === 'and' || tokens[j]!.lower === 'but') && verbSince) return true;
    if (tokens[j]!.pos === 'VERB') verbSince = true;
  }
  return false;
}

/**
 * Whether the word at `index` is denied. A verb, adjective or adverb is denied inside a
 * negation's scope ("did not record"), with a negative object in its clause ("recorded
 * nothing") or a subject opened by "no" ("no knife was found"). A noun or number is not denied by a negation that scopes its verb ("not consistent
 * with two pints" says nothing against two pints), only by "no" or "without" before it ("no beard").
 */
function denied(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (saysWhatIsDoneAt(tokens, index)) {
    if (token.negated && !afterAnd(tokens, index) && !saysWhatAThingLacks(tokens, scopingNegation(tokens, index)) && !pastTheDeniedPredicate(tokens, index) && !inAPhrase(tokens, index)) return true;
    // "Without taking measurements" denies the taking as "did not take measurements" does.
    if (tokens[index - 1]?.lower === 'without') return true;
    if (setAsideByRatherThan(tokens, index)) return true;
    if (deniedThroughItsHead(tokens, index)) return true;
    // "No knife or cash was found": a subject opened by "no" denies its verb, as "found no knife"
    // does; a "no" before "and", "but" or a stop is another clause's ("had no key and knew…"). A
    // verb a preposition puts in the subject ("no tools for cutting wire were found") is what the
    // thing is for: neither the clause's verb nor the end of its subject.
    // A clause of time or reason before the verb has a subject of its own ("saw no lights until she was close").
    const opensAClause = (token: Token) => SUBORDINATORS.has(token.lower) || CLAUSE_WH.has(token.lower);
    if (!inAPhrase(tokens, index)) for (let j = index - 1; j >= 0 && !(tokens[j]!.pos === 'VERB' && !inAPhrase(tokens, j)) && !endsAClause(tokens[j]!) && !opensAClause(tokens[j]!); j--) if (opensADeniedSubject(tokens, j)) return true;
    // The negative word must be an object of the verb, after any particle, preposition or person
    // told ("spoke to nobody", "told the police nothing"), not in a phrase that hangs on the
    // object: in "found two areas of burning with no trail" the "no" is the trail's, and the
    // finding stands.
    let object = false;
    for (let j = index + 1; j < tokens.length; j++) {
      const next = tokens[j]!;
      // A clause opened by "when", "where" or "which" has a negation of its own ("can look like a
      // pour pattern when no liquid was used": the looking stands).
      if (CLAUSE_END.has(next.pos) || CLAUSE_WH.has(next.lower)) break;
      if (isNegativeObject(next)) return true;
      if (object && next.pos === 'ADP') break;
      if (next.pos === 'NOUN' || next.pos === 'PROPN' || next.pos === 'PRON') object = true;
    }
    return false;
  }
  for (let j = index - 1; j >= Math.max(0, index - 3); j--) {
    if (deniesTheThingsAfter(tokens, j)) return true;
    const before = tokens[j]!;
    if (before.pos !== 'ADJ' && before.pos !== 'NUM' && before.pos !== 'NOUN') break;
  }
  return laterItemOfADeniedList(tokens, index);
}

/** Whether the word at `index` denies the things after it: "no", "without", or an "any" a negated verb reaches ("did not find any gloves" denies the gloves as "found no gloves" does). */
function deniesTheThingsAfter(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  return token.lower === 'no' || token.lower === 'without' || (token.lower === 'any' && token.negated && !pastTheDeniedPredicate(tokens, index));
}

/** How far back a list's "no" may stand from its last item ("no writing, paint or markings"). */
const LIST_REACH = 8;
/** Words that part the items of a list of things. "And" is left out: "no paint and no markings" repeats its "no", and "no key and a torch" need not deny the torch. */
const isListSeparator = (token: Token | undefined) => !!token && (token.text === ',' || token.lower === 'or' || token.lower === 'nor');

/**
 * Whether a thing is a later item of a list that "no", "without" or a denied "any" opens ("had no
 * writing, paint or markings", "without gloves, a mask or goggles"): the negation reaches every
 * item, not only the first. A one-word item between two separators counts whatever the tagger
 * read it as ("paint" read as a verb).
 */
function laterItemOfADeniedList(tokens: readonly Token[], index: number): boolean {
  let separators = 0;
  for (let j = index - 1; j >= Math.max(0, index - LIST_REACH); j--) {
    const before = tokens[j]!;
    if (deniesTheThingsAfter(tokens, j)) return separators > 0;
    if (isListSeparator(before)) separators++;
    else if (!(THINGS.has(before.pos) || before.pos === 'ADJ' || before.pos === 'DET' || (isListSeparator(tokens[j + 1]) && isListSeparator(tokens[j - 1])))) return false;
  }
  return false;
}

/**
 * Whether the word at `index` says what is done in a thing that "rather than" or "instead of" sets
 * aside, as "not" does: "a lock that was picked rather than one that was opened with a key" denies
 * the opening with a key, as "…, not one that was opened…" does. As with "not", a verb after "and"
 * is another statement ("rather than one that held on and shook": the shaking stands).
 */
function setAsideByRatherThan(tokens: readonly Token[], index: number): boolean {
  let verbSince = tokens[index]!.pos === 'VERB';
  for (let at = index - 1; at > 0; at--) {
    const token = tokens[at]!;
    if ((token.lower === 'than' && tokens[at - 1]!.lower === 'rather') || (token.lower === 'of' && tokens[at - 1]!.lower === 'instead')) return true;
    if (token.pos === 'PUNCT' || (token.pos === 'CCONJ' && verbSince)) return false;
    if (token.pos === 'VERB') verbSince = true;
  }
  return false;
}

/** Whether the verb at `index` is one a preposition governs ("for cutting", "after leaving"). */
const inAPhrase = (tokens: readonly Token[], index: number) => tokens[index - 1]?.pos === 'ADP' || tokens[index - 1]?.pos === 'SCONJ';

/**
 * Whether the word at `index` is a "no" that opens a subject ("no knife or cash was found"): one
 * that determines a thing, not an exclamation or a reply set off by a comma ("Oh no, I was meant
 * to lock it"), nor one that says what a thing lacks.
 */
function opensADeniedSubject(tokens: readonly Token[], index: number): boolean {
  return tokens[index]!.lower === 'no' && tokens[index]!.pos === 'DET' && tokens[index + 1]?.pos !== 'PUNCT' && !saysWhatAThingLacks(tokens, index);
}

/** A stop, or a conjunction that joins two clauses ("and", "but"), not a comma or "or" between two things ("no knife, phone or cash"). */
const endsAClause = (token: Token) => (token.pos === 'PUNCT' && token.text !== ',') || (token.pos === 'CCONJ' && (token.lower === 'and' || token.lower === 'but'));

/**
 * Whether the word at `index` says what is done or how things are: a verb, adverb or adjective,
 * but not an adjective before its noun ("the stock records", "a new date"), which names a kind
 * of thing and is denied as that thing is ("no new date"), not by its verb's negation or object
 * ("never agreed a new date", "show no sales").
 */
function saysWhatIsDoneAt(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  return PREDICATE_POS.has(token.pos) && !(token.pos === 'ADJ' && nounQualifiedBy(tokens, index)) && !adverbOfANoun(tokens, index);
}

/**
 * Whether the word at `index` is read as an adverb but stands in a noun phrase before its noun
 * ("the far south end", "a well lit yard"): it names a kind of the thing as an adjective does,
 * and says nothing that is done.
 */
function adverbOfANoun(tokens: readonly Token[], index: number): boolean {
  if (tokens[index]!.pos !== 'ADV' || tokens[index + 1]?.pos !== 'NOUN') return false;
  let before = index - 1;
  while (tokens[before]?.pos === 'ADV' || tokens[before]?.pos === 'ADJ') before--;
  return tokens[before]?.pos === 'DET';
}

/** Pronouns that stand for a thing or person not yet named ("something", "anyone"). */
const INDEFINITE = /^(?:some|any)(?:thing|one|body)$/;

/**
 * Whether the verb at `index` is in a clause that hangs on an indefinite a negated copula sets
 * aside: "a refund is not something I would promise" denies the promising, as "I would not promise
 * a refund" does. Only after a copula: in "I did not see anything he took" the taking stands.
 */
function deniedThroughItsHead(tokens: readonly Token[], index: number): boolean {
  let at = index - 1;
  while (at >= 0 && (tokens[at]!.pos === 'AUX' || tokens[at]!.pos === 'ADV')) at--;
  // The clause's own subject ("I"), then the indefinite it hangs on, with or without "that".
  if (tokens[at]?.pos !== 'PRON' && tokens[at]?.pos !== 'PROPN') return false;
  at--;
  if (tokens[at]?.lower === 'that') at--;
  return INDEFINITE.test(tokens[at]?.lower ?? '') && tokens[at - 1]?.lemma === 'not' && tokens[at - 2]?.lemma === 'be';
}

/**
 * Whether a denied act or state has a bound of time after it in its clause ("was not due until
 * 10:55", "did not leave the bar until midnight"): the negation says when it began, not that it
 * never was.
 */
function boundedByUntil(tokens: readonly Token[], index: number): boolean {
  for (let at = index + 1; at < tokens.length; at++) {
    const next = tokens[at]!;
    if (next.lower === 'until' || next.lower === 'till') return true;
    if (CLAUSE_END.has(next.pos)) return false;
  }
  return false;
}

/**
 * Whether a denied act or state names, later in its clause, those it is not denied of ("never
 * saw anyone use the shed except Mrs. Okafor", "nobody had a key other than the manager", "no
 * one apart from him"): of them it is said, as "only Mrs. Okafor used the shed" says it.
 */
function exceptsSome(tokens: readonly Token[], index: number): boolean {
  for (let at = index + 1; at < tokens.length; at++) {
    const next = tokens[at]!;
    if (next.lower === 'except' || next.lower === 'besides' || (next.lower === 'but' && next.pos === 'ADP')) return true;
    if ((next.lower === 'other' && tokens[at + 1]?.lower === 'than') || (next.lower === 'apart' && tokens[at + 1]?.lower === 'from')) return true;
    if (CLAUSE_END.has(next.pos)) return false;
  }
  return false;
}

/** Where the negation stands whose scope reaches the word at `index`, or -1. */
function scopingNegation(tokens: readonly Token[], index: number): number {
  let at = index - 1;
  while (at >= 0 && !tokens[at]!.negation) at--;
  return at;
}

/**
 * Whether the "no" at `index` says what a thing lacks ("a van with no lights", "a ring of no
 * value"), as "without" does: the verb after the phrase is not denied ("a bandage with no
 * appointment fell short": the falling short stands).
 */
function saysWhatAThingLacks(tokens: readonly Token[], index: number): boolean {
  return tokens[index]?.lower === 'no' && (tokens[index - 1]?.lower === 'with' || tokens[index - 1]?.lower === 'of');
}

/**
 * Whether an adjective the tagger read ends a phrase a determiner opens, with no noun after it,
 * and WordNet knows it as a noun: it is the phrase's noun ("beside that joint", "the flue
 * joint at the elbow"), and names a thing rather than saying how one is, so it is no antonym of a state.
 */
function headsANounPhrase(tokens: readonly Token[], index: number): boolean {
  const next = tokens[index + 1];
  if (next && ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(next.pos)) return false;
  let before = index - 1;
  while (['ADJ', 'NUM', 'NOUN'].includes(tokens[before]?.pos ?? '')) before--;
  return tokens[before]?.pos === 'DET' && nounKinds(tokens[index]!.lower).size > 0;
}

/**
 * Whether the word at `index` says how a thing is: an adjective or adverb, or a participle after
 * "be" ("was locked", "was closed"); not an act ("took", "arrived").
 */
function saysAState(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  if (token.pos === 'ADJ') return !headsANounPhrase(tokens, index);
  if (token.pos === 'ADV') return true;
  let before = index - 1;
  while (tokens[before]?.pos === 'ADV') before--;
  return token.pos === 'VERB' && tokens[before]?.pos === 'AUX' && tokens[before]!.lemma === 'be';
}

/**
 * Whether a statement says the elicit's fact the other way round: "I did not see his face"
 * does not establish "the clerk saw the robber's face", nor "an officer who does not know the
 * suspect" "the detective who knew the suspect". Polarity is compared on every word the two
 * share that says what is done or how things are (a verb, adverb, or adjective not before its
 * noun); with none, on the first shared word and any shared thing "no" denies. A word said
 * both ways ("signed…, and nobody asked me to sign") agrees when any of its uses does.
 */
export function negationDiffers(elicit: ElicitSpec, statement: string): boolean {
  const polarities = (tokens: readonly Token[]) => {
    const byLemma = new Map<string, Set<boolean>>();
    tokens.forEach((token, index) => {
      if (!token.content) return;
      if (!byLemma.has(token.lemma)) byLemma.set(token.lemma, new Set());
      const isDenied = denied(tokens, index);
      byLemma.get(token.lemma)!.add(isDenied);
      // "Not due until ten" denies it only before ten: it is said both ways, and "due by ten" agrees.
      if (isDenied && boundedByUntil(tokens, index)) byLemma.get(token.lemma)!.add(false);
      // "Nobody used it except her son" says her son used it: denied of all but those it names.
      if (isDenied && exceptsSome(tokens, index)) byLemma.get(token.lemma)!.add(false);
    });
    return byLemma;
  };
  const labelTokens = tokensOf(elicit.label);
  const label = polarities(labelTokens);
  const tokens = tokensOf(statement);
  const statementPolarities = polarities(tokens);
  // A WordNet antonym of the label's state, said as a state, says it the other way round: "was
  // unlocked" is "was locked" denied. An act is no state: "took the deposit" is no denial that a
  // receipt was given, though WordNet sets "take" against "give", nor is "to the left of the gate"
  // one that anybody arrived.
  const saidByAntonym = new Set<string>();
  for (const [at, labelToken] of labelTokens.entries()) {
    const pos = saysAState(labelTokens, at) ? wordNetPos(labelToken.pos) : null;
    if (!pos || !labelToken.content) continue;
    const antonyms = antonymLemmas(labelToken.lemma, pos);
    // An adjective before its noun is said of that thing: "a black pouch" is no denial of "white powder".
    const labelNoun = nounQualifiedBy(labelTokens, at);
    tokens.forEach((token, index) => {
      if (!saysAState(tokens, index) || !antonyms.has(token.lemma)) return;
      const noun = labelNoun && nounQualifiedBy(tokens, index);
      if (noun && noun.lemma !== labelNoun.lemma) return;
      if (!statementPolarities.has(labelToken.lemma)) statementPolarities.set(labelToken.lemma, new Set());
      statementPolarities.get(labelToken.lemma)!.add(!denied(tokens, index));
      saidByAntonym.add(labelToken.lemma);
    });
  }
  // So does a negative participle of its act: "unsigned" is "signed" denied.
  tokens.forEach((token, index) => {
    const act = actItDenies(token);
    if (act === null || !label.has(act)) return;
    if (!statementPolarities.has(act)) statementPolarities.set(act, new Set());
    statementPolarities.get(act)!.add(!denied(tokens, index));
    saidByAntonym.add(act);
  });
  const shared = [...new Set([...tokens.filter((token) => token.content && label.has(token.lemma)).map((token) => token.lemma), ...saidByAntonym])];
  const predicates = shared.filter((lemma) => saidByAntonym.has(lemma) || tokens.some((token, index) => token.lemma === lemma && saysWhatIsDoneAt(tokens, index)));
  // With none, the first shared word decides, and so does a thing that "no" denies in either ("no returns" against "two returns").
  const deniedThing = (lemma: string) => [labelTokens, tokens].some((of) => of.some((token, index) => token.lemma === lemma && THINGS.has(token.pos) && denied(of, index)));
  const deciding = predicates.length > 0 ? predicates : [...new Set([...shared.slice(0, 1), ...shared.filter(deniedThing)])];
  return deciding.some((lemma) => ![...statementPolarities.get(lemma)!].some((polarity) => label.get(lemma)!.has(polarity)));
}
