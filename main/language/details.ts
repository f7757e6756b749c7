import { pluralOfTheMakersName } from './makersName';
import { wordTable } from './wordTable';
import { RecentCache } from './RecentCache';
import { contentLemmas, isNameTitle, nameHeldIn, sexByTitle, tokensOf, type Token } from './analyse';
import { personOf, tellsTheSameAct } from './clauses';
import { frontedWhole, NO_PARTITIVE, OBJECT_CASE, partitiveAfter } from './partsOfAWhole';
import { DURATION_UNITS, fewAtMost, manyOfAScale, MONTHS, ordinalValue, readNumberRun, severalAtLeast, WEEKDAYS } from './numbers';
import { fractionNamed } from './proportions';
import { perDay, rateAt } from './rates';
import { fallsIn, mostlyTheSameHours, namesADayOrPartOfOne, partOfDayAt } from './partsOfDay';
import { boundBefore, boundedRelation, timeBoundBefore, timeWithinBound, type QuantityBound } from './quantityBounds';
import { areRivals, canBeAdverb, canBeAttribute, hasOpposite, isKindOf, namesAPersonInFull, NOUN_KIND, nounKinds, rateUnit, relatedLemmas, sameUnit } from './relatedWords';

// The checkable details of a statement (numbers, clock times, dates, names, and words that
// exclude their rivals such as colours or directions), each with the words around it that say
// what it is about. A witness corrects a premise whose detail differs from its affidavit's.

export type DetailClass = 'number' | 'time' | 'date' | 'weekday' | 'relativeDay' | 'duration' | 'name' | 'word';

export interface Detail {
  cls: DetailClass;
  /** Normalised: "21:45", "2-11-2025", "4", "tuesday", a day told from another ("same", "next", "previous"), a duration in minutes, a lower-case name, or a lemma. */
  value: string;
  /** Content lemmas near the detail: what it is about. */
  anchors: ReadonlySet<string>;
  /** For a number: the noun it counts or measures ("six-person" → person, "30 mph" → mph), if any; for a duration, its unit of time. */
  unit: string | null;
  /** For a word: its part of speech (a rival must be of the same one). */
  pos: string | null;
  /** The lemmas of the words that say it ("six in the morning" → 6, in, the, morning). */
  lemmas: readonly string[];
  /** For a number or a length of time said as a bound ("more than ten years", "at least 40 mph"), the bound. */
  bound: QuantityBound | null;
  /** For a word: the preposition of the phrase it stands in ("from" for "from the east"), if any. */
  preposition?: string | null;
  /** For a word: it names the part of the day an act was done in ("that afternoon", "in the morning"). */
  partOfDay?: boolean;
  /** For a count of a part: the whole it is a part of, its number if said and the nouns it counts ("9 of the 12 rivets" → 12, rivet). */
  whole?: { value: string | null; counts: readonly string[] };
}

/**
 * Lengths (in metres) and weights (in grams) of one of each unit, as the details name their units
 * (WordNet's lemma or the abbreviation as written): "750 mm" and "1.2 metres" are the same quantity,
 * told in different sizes. "Pound" is left out: it is also money.
 */
const MEASURE_UNITS: Readonly<Record<string, { measure: 'length' | 'weight'; size: number }>> = Object.fromEntries([
  ...(
    [
      [['mm', 'millimeter', 'millimetre'], 0.001], [['cm', 'centimeter', 'centimetre'], 0.01], [['m', 'meter', 'metre'], 1], [['km', 'kilometer', 'kilometre'], 1000],
      [['inch'], 0.0254], [['foot', 'ft'], 0.3048], [['yard', 'yd'], 0.9144], [['mile'], 1609.344],
    ] as const
  ).flatMap(([names, size]) => names.map((name) => [name, { measure: 'length', size }])),
  ...(
    [
      [['mg', 'milligram', 'milligramme'], 0.001], [['g', 'gram', 'gramme'], 1], [['kg', 'kilogram', 'kilogramme', 'kilo'], 1000], [['tonne'], 1e6],
      [['ounce', 'oz'], 28.349523125], [['lb', 'lbs'], 453.59237], [['stone'], 6350.29318],
    ] as const
  ).flatMap(([names, size]) => names.map((name) => [name, { measure: 'weight', size }])),
]);
/** Two measures in different units agree within this ratio (rounding in conversion: "six feet", "1.8 metres"). */
const MEASURE_TOLERANCE = 1.03;
/** Durations said about the same thing within this ratio agree ("about a year" and "eleven months"). */
const DURATION_TOLERANCE = 1.25;
const ANCHOR_WINDOW = 6;
/** The unit of a rate's figure: happenings in each day. */
const RATE_UNIT = 'time per day';
/** Whether a detail is a rate, how often something happens ("once a week", "daily"). */
export function isRate(detail: Detail): boolean {
  return detail.unit === RATE_UNIT;
}
const RIVAL_POS = new Set(['NOUN', 'ADJ', 'ADV']);
const CLAUSE_BREAK = new Set(['CCONJ', 'SCONJ']);
/** A person as an anchor, marked "@" ("you" in a question is the witness's "I"); "it" is no person. */
const personAnchor = (word: string): string | undefined => {
  const person = personOf(word);
  return person && person !== 'it' ? `@${person}` : undefined;
};

const DETAIL_CACHE_LIMIT = 4000;
const detailCache = new RecentCache<string, Detail[]>(DETAIL_CACHE_LIMIT);
/** Determiners before "one" that take in each of a group in turn ("every one", "each one"), so that "one" counts nothing. */
const DISTRIBUTIVES: ReadonlySet<string> = new Set(['every', 'each']);
/** Plain spaces at either end (not line breaks, which the tagger reads as a break before the first word). */
const SURROUNDING_SPACES = /^ +| +$/g;
/** The text without them; looked at first by its ends, as most texts have none and this runs on every look-up. */
const withoutSurroundingSpaces = (text: string): string => (text.startsWith(' ') || text.endsWith(' ') ? text.replace(SURROUNDING_SPACES, '') : text);

/**
 * The details of a text, in order (cached by text: affidavit sentences are read again and again).
 * Spaces around a text say nothing of it, and a text put together with an empty part (" I took
 * readings…", a sentence after a day it does not have) would otherwise be read again by wink from
 * scratch: it is read as the text without them, whose reading is usually kept already.
 */
export function detailsOf(text: string): Detail[] {
  const bare = withoutSurroundingSpaces(text);
  const cached = detailCache.get(bare);
  if (cached) return cached;
  const details = readDetails(bare);
  if (bare.length > 2000) return details;
  detailCache.set(bare, details);
  return details;
}

function readDetails(text: string): Detail[] {
  const all = tokensOf(text);
  // A number joined to its noun by a hyphen ("a six-person array", "a five-litre can") measures that noun alone.
  const hyphenated = new Set(all.filter((token, index) => all[index + 1]?.text === '-'));
  const tokens = all.filter((token) => token.pos !== 'PUNCT' || token.text === '.' || token.text === ',' || token.text === ';');
  const details: { cls: DetailClass; value: string; at: number; span: number; unit?: string; partOfDay?: boolean; bound?: QuantityBound }[] = [];
  const lowers = tokens.map((token) => token.lower);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const time = readSpokenTime(tokens, i) ?? readTime(tokens, i);
    if (time) {
      details.push({ cls: 'time', value: time.value, at: i, span: time.length });
      i += time.length - 1;
      continue;
    }
    // "Once a week", "daily", "every other day": how often, a count in each day. Its "once" is no
    // single time and its "a week" no length of time. Not a word joined into a compound
    // ("a daily-dose alert"), which says what kind of thing it is.
    const rate = hyphenated.has(token) ? null : rateAt(tokens, i);
    if (rate) {
      // "Most days" is more than every other day: borne out by "daily", a rival of "once a week".
      const most: QuantityBound | undefined = rate.moreThan ? { direction: 'above', inclusive: false, approximate: false } : undefined;
      details.push({ cls: 'number', value: perDay(rate), at: i, span: rate.length, unit: RATE_UNIT, ...(most ? { bound: most } : {}) });
      if (rate.daysUpTo !== undefined) details.push({ cls: 'number', value: perDay(rate, rate.daysUpTo), at: i, span: rate.length, unit: RATE_UNIT });
      // "Every morning" is also a part of the day, a rival of "every evening" at the same rate:
      // its last word is read again as the word it is.
      const last = i + rate.length - 1;
      i = namesADayOrPartOfOne(tokens[last]!.lemma) && tokens[last]!.lemma !== 'day' ? last - 1 : last;
      continue;
    }
    // "mid-October" is one word: the month, with its middle days.
    const midMonth = /^mid-/.test(token.lower);
    const month = MONTHS.indexOf(midMonth ? token.lower.slice('mid-'.length) : token.lower);
    // The words about a month, looked at only beside one: most words are none, and this runs on every word.
    const near = month >= 0 ? [tokens[i + 1], tokens[i - 1], tokens[i - 2], tokens[i + 2], tokens[i + 3]] : [];
    // "May" is a month only as a name, capitalised after a preposition ("in May", which a tagger
    // may read as a noun), or beside a number ("2 May 2025"); never as "may".
    const monthAfterPreposition = token.text === 'May' && tokens[i - 1]?.pos === 'ADP' && token.pos !== 'AUX';
    if (month >= 0 && (token.lower !== 'may' || token.pos === 'PROPN' || monthAfterPreposition || near.slice(0, 2).some((other) => other && /^\d+$/.test(other.lemma)))) {
      // The day in digits ("7 April"), or as an ordinal ("the seventeenth of April", "twenty-first").
      const dayOf = (other: Token | undefined) => (other && /^\d{1,2}$/.test(other.lemma) ? Number(other.lemma) : other ? ordinalValue(other.lower) : null);
      // "July the twentieth": the day after "the".
      const dayToken = [...near.slice(0, 3), tokens[i + 1]?.lower === 'the' ? tokens[i + 2] : undefined].find((other) => {
        const value = dayOf(other);
        return value !== null && value >= 1 && value <= 31;
      });
      // "twenty-first": the tens before an ordinal of one to nine.
      const tens = dayToken && dayOf(dayToken)! < 10 ? Number(tokens[tokens.indexOf(dayToken) - 1]?.lemma) : 0;
      const day = dayToken ? dayOf(dayToken)! + (tens === 20 || tens === 30 ? tens : 0) : null;
      const year = near.find((other) => other && /^(?:19|20)\d\d$/.test(other.lemma));
      // "At the start of October", "in late May": a part of the month, as a span of its days.
      const part = day !== null ? null : midMonth ? { days: MONTH_PARTS_BEFORE.mid!, at: i } : partOfMonthBefore(tokens, i);
      details.push({ cls: 'date', value: [month + 1, day ?? part?.days ?? '', year?.lemma ?? ''].join('-'), at: part?.at ?? i, span: part ? i - part.at + 1 : 1 });
      continue;
    }
    // "on Fridays" is every Friday: the same weekday.
    const singular = token.lower.endsWith('s') ? token.lower.slice(0, -1) : token.lower;
    const weekday = WEEKDAYS.has(token.lower) ? token.lower : WEEKDAYS.has(singular) ? singular : null;
    if (weekday) {
      details.push({ cls: 'weekday', value: weekday, at: i, span: 1 });
      continue;
    }
    const relative = readRelativeDay(tokens, i);
    if (relative) {
      details.push({ cls: 'relativeDay', value: relative.value, at: i, span: relative.length });
      i += relative.length - 1;
      continue;
    }
    // "At 7:45 that evening": the part of the day says the clock time's half.
    const part = partOfDayAt(tokens, i);
    const clock = details.at(-1);
    if (part && clock?.cls === 'time' && clock.at + clock.span >= i - 2) clock.value = inHalfOf(clock.value, part);
    // "A few minutes", "a few of the bales", "several steps", "several hundred": a rough amount as a
    // bound, borne out by "three minutes" or "five or six steps", a rival of "forty minutes" or "two steps".
    const rough = roughCountAt(lowers, i);
    const counted = rough ? tokens[i + rough.length] : undefined;
    if (rough && counted) {
      const minutes = durationUnitAt(tokens, i + rough.length);
      if (minutes !== null) {
        details.push({ cls: 'duration', value: String(rough.value * minutes), at: i, span: rough.length + 1, unit: durationUnitName(tokens, i + rough.length), bound: rough.bound });
        i += rough.length;
        continue;
      }
      if (counted.lower === 'of' || counted.pos === 'NOUN' || counted.pos === 'ADJ') {
        details.push({ cls: 'number', value: String(rough.value), at: i, span: rough.length, bound: rough.bound });
        i += rough.length - 1;
        continue;
      }
    }
    const duration = readDuration(tokens, i);
    // "$17 an hour", "30 miles an hour": the base a rate's amount is counted in, just after it, is no
    // length of time; read as one, "an hour" told how long something lasted.
    const amount = details.at(-1);
    const amountsUnit = amount?.cls === 'number' ? tokens.slice(amount.at + amount.span, i) : null;
    if (duration && RATE_BASES.has(token.lower) && amountsUnit !== null && amountsUnit.length <= 2 && amountsUnit.every((word) => word.pos === 'NOUN')) {
      i += duration.length - 1;
      continue;
    }
    if (duration) {
      // "Twenty hours a week" is a rate, how much time in each week, not a length of time: it is no
      // rival of "for more than six years", and its "a week" is its base, not a duration.
      const base = i + duration.length;
      if (RATE_BASES.has(tokens[base]?.lower ?? '') && durationUnitAt(tokens, base + 1) !== null) {
        details.push({ cls: 'number', value: String(duration.minutes), at: i, span: duration.length + 2, unit: `${duration.unit} per ${durationUnitName(tokens, base + 1)}` });
        i = base + 1;
        continue;
      }
      details.push({ cls: 'duration', value: String(duration.minutes), at: i, span: duration.length, unit: duration.unit });
      // "Nine days later" tells the day as "the next day" does, from the one told before: a rival of it.
      // Not a length "for" which it lasted ("no heating for three weeks afterwards").
      const later = tokens[i - 1]?.lower === 'for' ? null : dayCountedOn(duration, tokens[base]?.lower);
      if (later) details.push({ cls: 'relativeDay', value: later, at: i, span: duration.length + 1 });
      i += duration.length - 1;
      continue;
    }
    // A figure written with a thousands comma or after a currency sign ("$1,940") is an amount, never a year.
    // A year between "a" and a make's name ("a 2011 Harley-Davidson") is the model's, not a date of
    // anything done: it neither bears out nor rivals the day a claim gives. Before a common noun it
    // dates the thing ("a 2019 study"), which is a date like any other.
    if (/^(?:19|20)\d\d$/.test(token.lemma) && !token.text.includes(',') && currencyBefore(tokens, i) === null && !isPartOfDate(tokens, i)) {
      const modelYear = tokens[i - 1]?.lower === 'a' && tokens[i + 1]?.pos === 'PROPN';
      if (!modelYear) details.push({ cls: 'date', value: `year-${token.lemma}`, at: i, span: 1 });
      continue;
    }
    // "A couple of miles" is two miles, roughly: a rival of "400 metres", not of "two miles".
    if (token.lower === 'couple' && tokens[i - 1]?.lower === 'a' && tokens[i + 1]?.lower === 'of') {
      details.push({ cls: 'number', value: '2', at: i, span: 2 });
      i += 1;
      continue;
    }
    // "Hundreds of times" is a count of two hundred or more: a rival of "about 60 times".
    const many = manyOfAScale(lowers, i);
    if (many) {
      details.push({ cls: 'number', value: many.least, at: i, span: many.length, bound: { direction: 'above', inclusive: true, approximate: false } });
      i += many.length - 1;
      continue;
    }
    // "Half of them", "a third of the patients": a share, as a percentage ("15 per cent of patients").
    const share = readShare(tokens, i);
    if (share) {
      details.push({ cls: 'number', value: share.value, at: i, span: share.length, unit: 'percent' });
      i += share.length - 1;
      continue;
    }
    // "168/96": two readings written as one, each a number ("140 over 80").
    const pair = /^(\d{1,3})\/(\d{1,3})$/.exec(token.lower);
    if (pair && !isPartOfDate(tokens, i)) {
      details.push({ cls: 'number', value: pair[1]!, at: i, span: 1 }, { cls: 'number', value: pair[2]!, at: i, span: 1 });
      continue;
    }
    // "Every one of his scores", "each one": a word that goes through all of them, no count of one.
    if (token.lower === 'one' && DISTRIBUTIVES.has(tokens[i - 1]?.lower ?? '')) continue;
    if (token.pos === 'NUM' || /^\d+(?:\.\d+)?$/.test(token.lemma)) {
      // A number of several words is one value: "four hundred kilograms" is "400 kg".
      const run = token.pos === 'NUM' ? readNumberRun(lowers, i) : null;
      if (run && run.length > 1) {
        details.push({ cls: 'number', value: run.value, at: i, span: run.length });
        i += run.length - 1;
        continue;
      }
      if (/^\d+(?:\.\d+)?$/.test(token.lemma) && !isPartOfDate(tokens, i)) details.push({ cls: 'number', value: token.lemma, at: i, span: 1 });
      continue;
    }
    // "Twice" is two times, as "three times" is; "once" too, where it counts (see onceCounts).
    const times = TIMES_WORDS[token.lower];
    if (times !== undefined && (token.lower !== 'once' || onceCounts(tokens, i))) {
      details.push({ cls: 'number', value: times, at: i, span: 1, unit: 'time' });
      continue;
    }
    // "The only guard on site" counts one guard: a rival of "two guards".
    if (token.lower === 'only' && ['the', 'my', 'our', 'his', 'her', 'their'].includes(tokens[i - 1]?.lower ?? '') && tokens[i + 1]?.pos === 'NOUN' && tokens[i + 1]!.lower === tokens[i + 1]!.lemma) {
      details.push({ cls: 'number', value: '1', at: i, span: 1 });
      continue;
    }
    // "A single shot" counts one shot, as "one shot" does: a rival of "two shots". Not where the
    // phrase is denied ("did not see a single car"), which says there were none; nor in a
    // compound ("a single-storey extension"), which says what kind of thing it is.
    if (token.lower === 'single' && tokens[i - 1]?.lower === 'a' && !hyphenated.has(token) && tokens[i + 1]?.pos === 'NOUN' && !tokens.slice(Math.max(0, i - SINGLE_DENIAL_WINDOW), i).some((other) => other.negation || other.negated)) {
      details.push({ cls: 'number', value: '1', at: i, span: 1 });
      continue;
    }
    // "None of the five words" counts a part of a whole, as "three of the five words" does, and
    // is its rival: the whole said after it tells what was counted.
    if (token.lower === 'none' && partitiveAfter(tokens, i + 1).counted.length > 0) {
      details.push({ cls: 'number', value: '0', at: i, span: 1 });
      continue;
    }
    // "no returns" counts none of what "two returns" counts two of. Only things in the plural, or
    // stuff that comes in amounts, are counted: "no sign of it", "no trouble" say that something is
    // absent, not how many.
    if (token.lower === 'no' && token.pos === 'DET' && countedUnit(tokens, i, hyphenated) !== null && countableNounAfter(tokens, i)) {
      details.push({ cls: 'number', value: '0', at: i, span: 1 });
      continue;
    }
    if (token.pos === 'PROPN' && !/^(?:mr|mrs|ms|dr|miss)\.?$/.test(token.lower)) {
      details.push({ cls: 'name', value: token.lower, at: i, span: 1 });
      continue;
    }
    // A unit after a number ("four feet", "30 mph") belongs to the number, not a rival of other nouns.
    // An adverb of direction is a rival however small a word ("fell back" against "fell forward");
    // a negation ("never" against "ever") is the sentence's polarity, weighed as such.
    const directional = token.pos === 'ADV' && !token.negation && hasOpposite(token.lemma, 'r');
    if ((token.content || directional) && RIVAL_POS.has(token.pos) && tokens[i - 1]?.pos !== 'NUM') details.push({ cls: 'word', value: token.lemma, at: i, span: 1, ...(part ? { partOfDay: true } : {}) });
    else if (statesAState(tokens, i) || saysWhichWay(tokens, i)) details.push({ cls: 'word', value: token.lemma, at: i, span: 1 });
  }
  // "…to the emergency department at the hospital, and we got there at 2:55": "there" is the
  // places the sentence named before it, so a time said there is said of them.
  const placesNamed = (before: number) =>
    tokens.slice(0, before).flatMap((token, at) => (token.pos === 'NOUN' && token.content && tokens.slice(Math.max(0, at - 4), at).some((other) => PLACE_NAME_PREPOSITIONS.has(other.lower)) ? [token.lemma] : []));
  const fronted = frontedWhole(tokens);
  return details.map((detail) => {
    // The words around a detail, within its own clause: "and", "but", a comma or a full stop
    // ends what it can be about ("the light was green and the car came fast": green is the light's).
    const anchors = new Set<string>();
    const take = (j: number, forward: boolean) => {
      const other = tokens[j]!;
      // "red and white lights": a conjunction between modifiers joins them; between clauses it ends one.
      if (other.pos === 'PUNCT' || (CLAUSE_BREAK.has(other.pos) && other.lower !== 'that' && !(other.pos === 'CCONJ' && tokens[j + 1]?.pos === 'ADJ'))) return false;
      // "When the alarm went off you pressed the button": a subject with its verb opens a clause of its own.
      // An object pronoun opens none: "17 of them ate the cake" goes on to what they did.
      const opensClause = personAnchor(other.lower) !== undefined && other.pos === 'PRON' && !OBJECT_CASE.has(other.lower) && ['VERB', 'AUX'].includes(tokens[j + 1]?.pos ?? '') && !['VERB', 'AUX'].includes(tokens[j - 1]?.pos ?? '');
      // A phrase with no verb of its own set before a clause ("On the evening of 2 April I visited
      // her") says when or where that clause's act was: it runs on into it.
      const frontedPhrase = opensClause && !tokens.slice(0, j).some((token) => token.pos === 'VERB' || token.pos === 'AUX');
      if (opensClause && forward && !frontedPhrase) return false;
      if (other.content && other.pos !== 'NUM' && other.pos !== 'PROPN') anchors.add(other.lemma);
      if (other.lower === 'there' && tokens[j + 1]?.lemma !== 'be') for (const place of placesNamed(j)) anchors.add(place);
      // A personal subject is an anchor too, marked "@": "you" in a question is the witness's "I".
      const anchor = other.pos === 'PRON' ? personAnchor(other.lower) : undefined;
      if (anchor) anchors.add(anchor);
      return !opensClause || frontedPhrase;
    };
    for (let j = detail.at - 1; j >= Math.max(0, detail.at - ANCHOR_WINDOW) && take(j, false); j--);
    // A count of a part ("17 of the 41 guests ate the chicken") is said of what that part did:
    // the window runs past the whole it is a part of.
    const after = detail.at + detail.span;
    const partitive = detail.cls === 'number' ? partitiveAfter(tokens, after) : NO_PARTITIVE;
    const reach = after + ANCHOR_WINDOW + partitive.length;
    // "Of the 12 rivets in the hinges, 9 held and 3 sheared": each count after it is of those rivets.
    const ofFrontedWhole = fronted !== null && detail.cls === 'number' && detail.at > fronted.end;
    if (ofFrontedWhole) for (const lemma of fronted.counted) anchors.add(lemma);
    const [wholeAt, said] = partitive.length > 0 ? [after, partitive] : ofFrontedWhole ? [0, fronted] : [-1, NO_PARTITIVE];
    const count = details.find((other) => other.cls === 'number' && other.at >= wholeAt && other.at < wholeAt + said.length);
    const whole = said.length > 0 ? { value: count?.value ?? null, counts: said.counted } : undefined;
    for (let j = after; j < Math.min(tokens.length, reach) && take(j, true); j++);
    // A number's unit follows it ("30 mph") or is the currency sign before it ("£310,000" is
    // "310,000 pounds"); with none, the noun before it names what it numbers ("number 4", "Order 4.12").
    const unit =
      detail.cls === 'duration'
        ? detail.unit!
        : detail.cls === 'number'
        ? (detail.unit ??
          percentAfter(tokens, detail.at + detail.span - 1) ??
          currencyBefore(tokens, detail.at) ??
          countedUnit(tokens, detail.at + detail.span - 1, hyphenated) ??
          rangeUnit(tokens, detail.at + detail.span - 1, hyphenated) ??
          (['NOUN', 'PROPN'].includes(tokens[detail.at - 1]?.pos ?? '') ? `#${tokens[detail.at - 1]!.lemma}` : null))
        : null;
    const lemmas = tokens.slice(detail.at, detail.at + detail.span).map((token) => token.lemma);
    // A rate's bound is its own ("most days"): a word before it is the act's ("went over once a day").
    const bound = detail.bound ?? (detail.unit === RATE_UNIT ? null : detail.cls === 'number' || detail.cls === 'duration' ? boundBefore(tokens, detail.at) : detail.cls === 'time' ? timeBoundBefore(tokens, detail.at) : null);
    const word = detail.cls === 'word';
    return { cls: detail.cls, value: detail.value, anchors, unit, pos: word ? tokens[detail.at]!.pos : null, lemmas, bound, preposition: word ? prepositionOf(tokens, detail.at) : null, ...(detail.partOfDay ? { partOfDay: true } : {}), ...(whole !== undefined ? { whole } : {}) };
  });
}

/** The preposition that opens the phrase a word stands in, past its determiner and modifiers ("from the east" → from), or null. */
function prepositionOf(tokens: readonly Token[], at: number): string | null {
  let before = at - 1;
  while (before >= 0 && ['DET', 'ADJ', 'ADV'].includes(tokens[before]!.pos)) before--;
  return tokens[before]?.pos === 'ADP' ? tokens[before]!.lower : null;
}

/** How far before "a single" a denial of it is looked for ("did not see a single car"). */
const SINGLE_DENIAL_WINDOW = 4;

/**
 * A count of none ("no returns", "none of my riders"): said only to set against a count of some,
 * never a detail to be found stated. "None of the five words" counts a part of a whole of a size
 * told, as "three of the five words" does, and is weighed as such a count.
 */
export function countsNone(detail: Detail): boolean {
  return detail.cls === 'number' && (detail.lemmas[0] === 'no' || (detail.lemmas[0] === 'none' && (detail.whole?.value ?? null) === null));
}

/**
 * Whether the noun a count at `at` counts, the last of a compound ("no life jackets"), is in the
 * plural ("no returns", "no earlier complaints") or names a substance or a food, stuff that is
 * counted out in amounts ("no hay" against "14 bales of hay", "no water" against "two buckets").
 */
function countableNounAfter(tokens: readonly Token[], at: number): boolean {
  let nounAt = [at + 1, at + 2].find((index) => tokens[index]?.pos === 'NOUN');
  if (nounAt === undefined) return false;
  while (tokens[nounAt + 1]?.pos === 'NOUN') nounAt++;
  const noun = tokens[nounAt]!;
  return noun.lower !== noun.lemma || [...nounKinds(noun.lemma)].some((kind) => STUFF_KINDS.has(kind));
}

/** WordNet's kinds of nouns for stuff counted out in amounts. */
const STUFF_KINDS: ReadonlySet<number> = new Set([NOUN_KIND.food, NOUN_KIND.substance]);

/** The currency a sign before an amount names ("£310,000" counts pounds): the tokenizer reads the sign as its word. */
function currencyBefore(tokens: readonly Token[], at: number): string | null {
  const sign = tokens[at - 1];
  return sign?.pos === 'SYM' && sign.content ? sign.lemma : null;
}

/** Words that make a rate of two units: "miles an hour", "kilometres per hour". */
const RATE_WORDS = new Set(['per', 'an', 'a']);

/** Whether a count is "the only" one of its kind. */
const countedByOnly = (detail: Detail) => detail.lemmas.length === 1 && detail.lemmas[0] === 'only';

/** Whether a count of times is said in a word ("once", "twice"): no answer to how many or how wide by itself. */
export function timesInAWord(detail: Detail): boolean {
  return detail.lemmas.length === 1 && Object.hasOwn(TIMES_WORDS, detail.lemmas[0]!);
}

/**
 * Whether the "once" at `at` counts one time: not "at once", "never once", "once more", or "once"
 * opening a clause ("Once he left…").
 */
function onceCounts(tokens: readonly Token[], at: number): boolean {
  const opensClause = ['PRON', 'DET', 'PROPN', 'NOUN'].includes(tokens[at + 1]?.pos ?? '') && tokens.slice(at + 2, at + 5).some((other) => other.pos === 'VERB');
  return !['at', 'never', 'not'].includes(tokens[at - 1]?.lower ?? '') && !opensClause && !['more', 'again', 'upon'].includes(tokens[at + 1]?.lower ?? '');
}

/** Words for a number of times. */
const TIMES_WORDS = wordTable<string>({ once: '1', twice: '2', thrice: '3' });

/**
 * A share of a whole said in words before "of" ("half of them", "a third of the patients", "two
 * thirds of the cases"), as a percentage, or null; the fraction words are those `proportions.ts`
 * reads. "The second half", "half an hour" and "the fifth of May" are no share.
 */
function readShare(tokens: readonly Token[], at: number): { value: string; length: number } | null {
  const counted = tokens[at]!.pos === 'NUM' && /^[2-9]$/.test(tokens[at]!.lemma);
  const count = counted ? Number(tokens[at]!.lemma) : 1;
  const wordAt = counted ? at + 1 : at;
  const word = tokens[wordAt]?.lower ?? '';
  const fraction = fractionNamed(word);
  const ordinal = !counted && !word.startsWith('hal') && tokens[wordAt - 1]?.lower === 'the';
  // "The two halves of the top" are its pieces, not a share; nor is a plural with no count before it.
  const pieces = word.startsWith('hal') ? counted || word !== 'half' : !counted && (word.endsWith('s') || tokens[wordAt - 1]?.pos === 'NUM');
  if (fraction === undefined || ordinal || pieces || tokens[wordAt + 1]?.lower !== 'of' || fraction * count > 1) return null;
  return { value: String(Math.round(fraction * count * 100)), length: wordAt - at + 1 };
}

/** "15 per cent", "15 percent", "15%": a percentage, whatever the tagger made of "cent". */
function percentAfter(tokens: readonly Token[], at: number): string | null {
  const next = tokens[at + 1]?.lower;
  return next === '%' || next === 'percent' || (next === 'per' && tokens[at + 2]?.lower === 'cent') ? 'percent' : null;
}

/**
 * Whether a particle that closes its phrase after a thing or "be" says the thing's state: "with the
 * hood up", "the lights were off" (against "down", "on"). One that opens a phrase ("up the road")
 * or follows a verb ("looked up") does not.
 */
function statesAState(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  const before = tokens[at - 1];
  const after = tokens[at + 1];
  const closes = after === undefined || ['PUNCT', 'CCONJ', 'SCONJ'].includes(after.pos) || CLAUSE_WH_WORDS.has(after.lower);
  const ofAThing = before?.pos === 'NOUN' || (before?.pos === 'AUX' && before.lemma === 'be');
  return token.pos === 'ADP' && closes && ofAThing && canBeAdverb(token.lemma);
}

/** Parts of speech that open the phrase a preposition governs ("up the lane", "below the third floor"). */
const PHRASE_OPENERS = new Set(['DET', 'NOUN', 'PROPN', 'PRON', 'ADJ', 'NUM']);

/** Kinds of way along which "up" and "down" may only mean along it ("walked up the lane", "down the corridor"). */
const WAYS_TRAVELLED_ALONG = ['road', 'path', 'passage'];

/**
 * Whether a preposition after an act says which way it went, as an adverb with an opposite
 * would: "walked down the ramp" (against "up"), "climbed up the ladder", "stored below the deck".
 * Only within the act's own clause: a verb is said just before it, or before the thing it moved.
 */
function saysWhichWay(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  if (token.pos !== 'ADP' || !PHRASE_OPENERS.has(tokens[at + 1]?.pos ?? '') || !hasOpposite(token.lemma, 'r')) return false;
  // Or where a thing is, after "be" ("was still below the third step").
  const before = tokens.slice(Math.max(0, at - 4), at);
  const act = before.findLastIndex((other) => other.pos === 'VERB' || (other.pos === 'AUX' && other.lemma === 'be'));
  if (act < 0 || !before.slice(act + 1).every((other) => ['DET', 'NOUN', 'ADJ', 'PRON', 'ADV'].includes(other.pos))) return false;
  // The phrase's head: the last of its run of nouns ("the service road").
  let head = tokens.findIndex((other, index) => index > at && index < at + 5 && other.pos === 'NOUN');
  while (head >= 0 && tokens[head + 1]?.pos === 'NOUN') head++;
  const way = tokens[head];
  return way === undefined || !WAYS_TRAVELLED_ALONG.some((kind) => way.lemma === kind || isKindOf(way.lemma, kind));
}

/** Words that make a length of time a rate's amount: "twenty hours a week", "two hours per day". */
const RATE_BASES = new Set(['a', 'an', 'per', 'each', 'every']);

/** Words that open a clause after a state ("were on when I left"). */
const CLAUSE_WH_WORDS = new Set(['when', 'while', 'as', 'until', 'because']);

/** The bounds a rough count sets: "a few" is at most its figure, "several" at least. */
const UP_TO: QuantityBound = { direction: 'below', inclusive: true, approximate: false };
const AT_LEAST: QuantityBound = { direction: 'above', inclusive: true, approximate: false };

/** A rough count at `at` ("a few", "several", either of a scale): the bound it sets, and the words it takes; or null. */
function roughCountAt(words: readonly string[], at: number): { value: number; bound: QuantityBound; length: number } | null {
  const few = fewAtMost(words, at);
  if (few) return { value: few.most, bound: UP_TO, length: few.length };
  const several = severalAtLeast(words, at);
  return several ? { value: several.least, bound: AT_LEAST, length: several.length } : null;
}

/** Words that join the two ends of a range of counts ("five or six steps", "two to three metres"). */
const RANGE_JOINS = new Set(['or', 'to']);

/**
 * The unit of a number that opens a range: what the number closing it counts. "Five or six steps"
 * counts steps with both numbers, though only the second stands before the noun.
 */
function rangeUnit(tokens: readonly Token[], at: number, hyphenated: ReadonlySet<Token>): string | null {
  if (!RANGE_JOINS.has(tokens[at + 1]?.lower ?? '') || tokens[at + 2]?.pos !== 'NUM') return null;
  return countedUnit(tokens, at + 2, hyphenated);
}

/**
 * The unit a number counts or measures: the noun just after it ("30 mph", "four feet"), the head
 * of a compound there ("two mortgage payments" → payment), or the
 * rate WordNet names for it and the unit after "per" or "an" ("forty miles an hour" → "miles per
 * hour", the unit of "40 mph").
 */
function countedUnit(tokens: readonly Token[], at: number, hyphenated: ReadonlySet<Token>): string | null {
  let nounAt = [at + 1, at + 2].find((index) => tokens[index]?.pos === 'NOUN');
  if (nounAt === undefined) return null;
  // A compound counts its last noun: "two mortgage payments" are payments, "three police officers"
  // officers; but "a six-person photo array" counts persons.
  if (!hyphenated.has(tokens[at]!)) while (tokens[nounAt + 1]?.pos === 'NOUN') nounAt++;
  const noun = tokens[nounAt]!;
  const per = tokens[nounAt + 2];
  if (RATE_WORDS.has(tokens[nounAt + 1]?.lower ?? '') && per?.pos === 'NOUN') {
    for (const counted of new Set([noun.lower, noun.lemma])) {
      const rate = rateUnit(counted, per.lemma);
      if (rate) return rate;
    }
  }
  return noun.lemma;
}

/**
 * A key that is the same however a time or a length of time is worded: "six in the morning",
 * "6:00 a.m." and "06:00" are one time; "a quarter of an hour" and "fifteen minutes" one length.
 * Null for details whose words already meet (numbers are lemmatised to digits, names and words
 * match as themselves). A time whose half of the day is unknown is keyed on a 12-hour clock.
 */
export function detailKey(detail: Detail): string | null {
  if (detail.cls === 'duration') return `@duration:${detail.value}`;
  if (detail.cls !== 'time') return null;
  const clock = clockParts(detail.value);
  return clock ? `@time:${clock.hour % 12}:${String(clock.minute).padStart(2, '0')}` : null;
}

/** WordNet's kinds of nouns that name things, places, bodies and documents, not people (act, artifact, communication, group, location). */
const THING_KINDS = [4, 6, 10, NOUN_KIND.group, 15];

/**
 * Whether a capitalised name is the name of a thing: its run of capitalised words ends in a
 * noun for a thing, a place, a body or a document ("General Order", "Harbor Avenue", "Housing
 * Department"), never one for a person ("Officer Chen", "Baker").
 */
function namesAThing(tokens: readonly Token[], value: string): boolean {
  const at = tokens.findIndex((token) => token.lower === value);
  if (at < 0) return false;
  let end = at;
  while (tokens[end + 1]?.pos === 'PROPN' && /^[A-Z]/.test(tokens[end + 1]!.text)) end++;
  const kinds = nounKinds(tokens[end]!.lemma);
  return !kinds.has(NOUN_KIND.person) && THING_KINDS.some((kind) => kinds.has(kind));
}

/** Prepositions that put a name as a place: where someone went, was, or came from. */
const PLACE_NAME_PREPOSITIONS = new Set(['to', 'at', 'in', 'into', 'from']);

/** Whether a name is said as a place: its run of capitalised words comes right after "to", "at", "in", "into" or "from" ("to Wendmoor General"). */
function namedAsPlace(tokens: readonly Token[], value: string): boolean {
  let at = tokens.findIndex((token) => token.lower === value);
  if (at < 0) return false;
  while (at > 0 && tokens[at - 1]!.pos === 'PROPN' && /^[A-Z]/.test(tokens[at - 1]!.text)) at--;
  if (tokens[at - 1]?.lower === 'the') at--;
  return PLACE_NAME_PREPOSITIONS.has(tokens[at - 1]?.lower ?? '');
}

/** Longer periods told from another ("the following week", "the month before"). */
const LONGER_PERIODS = new Set(['week', 'month', 'year']);
const RELATIVE_DAY_WORDS = wordTable<string>({ same: 'same', next: 'next', following: 'next', previous: 'previous' });

/** A period a relative day may name: '' for a day or a part of one ("the next morning", "the night before"), " week" for a longer one, null for no period. */
function period(lemma: string): string | null {
  return namesADayOrPartOfOne(lemma) ? '' : LONGER_PERIODS.has(lemma) ? ` ${lemma}` : null;
}

/** The day a length of days or weeks told "later" comes to, as a relative day ("one day later" is "next"); null for anything else. */
function dayCountedOn(duration: { minutes: number; unit: string }, after: string | undefined): string | null {
  if (after !== 'later' && after !== 'afterwards') return null;
  const days = duration.minutes / DURATION_UNITS.day!;
  if ((duration.unit !== 'day' && duration.unit !== 'week') || !Number.isInteger(days)) return null;
  return days === 1 ? 'next' : days === 7 ? 'next week' : `${days} days later`;
}

/**
 * A day told from another: "the same day", "the next morning", "the following day", "the day
 * after" (next), "the day before", "the previous evening" (previous). Null for anything else.
 */
function readRelativeDay(tokens: readonly Token[], at: number): { value: string; length: number } | null {
  const word = RELATIVE_DAY_WORDS[tokens[at]!.lower];
  // "The same day" and "the same week" may be one time; "the next day" and "the next week" are not.
  const next = period(tokens[at + 1]?.lemma ?? '');
  if (word && next !== null) return { value: word === 'same' ? word : `${word}${next}`, length: 2 };
  const after = tokens[at + 1]?.lower;
  const own = period(tokens[at]!.lemma);
  if (own !== null && tokens[at - 1]?.lower === 'the' && (after === 'after' || after === 'before')) return { value: `${after === 'after' ? 'next' : 'previous'}${own}`, length: 2 };
  return null;
}

/** A day or year next to a month name, or a day "of" it ("the twentieth of July"): read with the month as one date. */
function isPartOfDate(tokens: readonly Token[], index: number): boolean {
  // A number that can be neither a day nor a year ("16 June gives £1,210") is no part of a date near it.
  const lemma = tokens[index]?.lemma ?? '';
  if (/^\d+$/.test(lemma) && Number(lemma) > 31 && !/^(?:19|20)\d\d$/.test(lemma)) return false;
  const ofMonth = tokens[index + 1]?.lower === 'of' && MONTHS.includes(tokens[index + 2]?.lower ?? '');
  return ofMonth || [tokens[index - 1], tokens[index + 1], tokens[index - 2], tokens[index - 3]].some((other) => other && MONTHS.includes(other.lower));
}

/** "9:45 in the evening", "6:40 a.m.", "3 p.m.", "06:20", "six in the morning" → minutes of the day as "H:MM" (24 h when known). */
function readTime(tokens: readonly Token[], index: number): { value: string; length: number } | null {
  const token = tokens[index]!;
  // Number words are read as digits ("six" → "6"); a clock time keeps its colon.
  const clock = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?$/.exec(/^\d+$/.test(token.lemma) ? token.lemma : token.lower);
  if (!clock) return null;
  const oClock = tokens[index + 1]?.lower === "o'clock" ? 1 : 0;
  // "at twelve thirty", "by six forty-five": an hour and its minutes said as two numbers, after a word that sets a time.
  const spokenMinutes = !clock[2] && !oClock ? minutesSaidAfter(tokens, index) : null;
  if (spokenMinutes !== null) {
    const meridiem = readMeridiem(tokens, index + spokenMinutes.length);
    return { value: clockValue(Number(clock[1]), spokenMinutes.minutes, meridiem.half), length: spokenMinutes.length + meridiem.length };
  }
  const meridiem = readMeridiem(tokens, index + 1 + oClock);
  if (!clock[2] && !meridiem.half && !oClock && !hourSetAt(tokens, index)) return null;
  const hour = Number(clock[1]);
  // An impossible clock time ("28:46") is still a time, and never the same as a real one.
  if (hour > 23) return { value: token.lower, length: 1 };
  return { value: clockValue(hour, Number(clock[2] ?? 0), meridiem.half, clock[3]), length: 1 + oClock + meridiem.length };
}

/** Words that put a bare hour as a point in time: "at four", "after ten", "until six" (not "by": "cut by two"). */
const HOUR_SETTERS = new Set(['at', 'after', 'before', 'until', 'till']);

/**
 * A bare hour after "at", "after", "before" or "until" ("at four", "at about six", "just
 * after ten"): a time, when nothing it counts follows ("at four metres", "at one point", "at two
 * of them", "after ten minutes", "at 5 Mill Street" are no times).
 */
function hourSetAt(tokens: readonly Token[], index: number): boolean {
  const hour = Number(tokens[index]!.lemma);
  const before = tokens[index - 1]?.lower ?? '';
  const roughly = before === 'about' || before === 'around';
  // "Parked at the gate around four", "got home about six": a rough hour put after the place an
  // act was done sets its time too. After a verb it is a count ("I had about four").
  const afterAPlace = roughly && ['NOUN', 'ADV'].includes(tokens[index - 2]?.pos ?? '');
  const setAt = HOUR_SETTERS.has(before) || (roughly && HOUR_SETTERS.has(tokens[index - 2]?.lower ?? '')) || afterAPlace;
  const next = tokens[index + 1];
  return setAt && hour >= 1 && hour <= 12 && /^\d+$/.test(tokens[index]!.lemma) && !['NOUN', 'PROPN', 'NUM'].includes(next?.pos ?? '') && next?.lower !== 'of' && next?.text !== '-';
}

/** Words that set a time before it ("at about twelve thirty", "until six fifteen"). */
const TIME_SETTERS = new Set(['at', 'about', 'around', 'by', 'until', 'till', 'before', 'after', 'since', 'from', 'approximately', 'roughly']);

/**
 * The minutes of an hour said as a second number ("twelve thirty", "six forty-five", "nine oh
 * five" is not read), when the hour is one of a clock's and a word that sets a time comes before:
 * "five ten" alone may be a height. Null otherwise.
 */
function minutesSaidAfter(tokens: readonly Token[], index: number): { minutes: number; length: number } | null {
  const hour = Number(tokens[index]!.lemma);
  if (!(hour >= 1 && hour <= 12) || !TIME_SETTERS.has(tokens[index - 1]?.lower ?? '')) return null;
  const at = lastWordOfNumber(tokens, index + 1);
  const minutes = tokens[at];
  if (minutes?.pos !== 'NUM' || !/^\d{2}$/.test(minutes.lemma) || /\d/.test(tokens[index + 1]!.text.charAt(0))) return null;
  const value = Number(minutes.lemma);
  return value >= 10 && value < 60 ? { minutes: value, length: at - index + 1 } : null;
}

/**
 * Where a number said in more than one word from `at` ends ("forty-five", "twenty five"): the
 * tokenizer gives the whole value to its last word, the words before it have no digits of their own.
 */
function lastWordOfNumber(tokens: readonly Token[], from: number): number {
  let at = from;
  while (tokens[at] && (tokens[at]!.text === '-' || (tokens[at]!.pos === 'NUM' && !/^\d+$/.test(tokens[at]!.lemma)))) at++;
  return at;
}

/** "a.m.", "p.m.", "in the evening", "at night" after a time: which half of the day, and how many words say so. */
function readMeridiem(tokens: readonly Token[], index: number): { half: 'am' | 'pm' | null; length: number } {
  const next = tokens[index]?.lower ?? '';
  const phrase = tokens.slice(index, index + 3).map((other) => other.lower).join(' ');
  if (/^a\.?m\.?$/.test(next)) return { half: 'am', length: 1 };
  if (/^p\.?m\.?$/.test(next)) return { half: 'pm', length: 1 };
  if (/^in the (?:evening|afternoon)/.test(phrase)) return { half: 'pm', length: 3 };
  if (/^at night/.test(phrase)) return { half: 'pm', length: 2 };
  if (/^in the morning/.test(phrase)) return { half: 'am', length: 3 };
  return { half: null, length: 0 };
}

/**
 * A clock time as "H:MM" (24 h, or 12 h with "?" when the half of the day is unknown). Seconds a
 * timestamp gives ("02:14:33") are kept as ":SS": two readings of a recording a few seconds apart
 * are two times, though they share a minute.
 */
function clockValue(hour: number, minute: number, half: 'am' | 'pm' | null, seconds?: string): string {
  let h = hour;
  if (half === 'pm' && h < 12) h += 12;
  if (half === 'am' && h === 12) h = 0;
  return `${half ? h : h % 12}:${String(minute).padStart(2, '0')}${seconds ? `:${seconds}` : ''}${half ? '' : '?'}`;
}

/** A clock value's parts (`clockValue`): hour, minute, seconds when given, and whether its half of the day is known. */
function clockParts(value: string): { hour: number; minute: number; seconds: number | null; halfKnown: boolean } | null {
  const clock = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(\?)?$/.exec(value);
  return clock ? { hour: Number(clock[1]), minute: Number(clock[2]), seconds: clock[3] === undefined ? null : Number(clock[3]), halfKnown: clock[4] === undefined } : null;
}

/**
 * Times as people say them: "a quarter past eleven", "half past ten", "twenty to six", "ten
 * minutes after nine", "noon", "midnight".
 */
function readSpokenTime(tokens: readonly Token[], index: number): { value: string; length: number } | null {
  const token = tokens[index]!;
  if (token.lower === 'noon' || token.lower === 'midday') return { value: '12:00', length: 1 };
  if (token.lower === 'midnight') return { value: '0:00', length: 1 };
  let at = index;
  if (tokens[at]?.lower === 'a' && tokens[at + 1]?.lower === 'quarter') at++;
  // Minutes said in more than one word ("twenty-five past eleven") carry their value on the last word.
  if (tokens[at]?.pos === 'NUM') at = lastWordOfNumber(tokens, at);
  const word = tokens[at]?.lower ?? '';
  const minutes = word === 'quarter' ? 15 : word === 'half' ? 30 : /^\d+$/.test(tokens[at]?.lemma ?? '') && Number(tokens[at]!.lemma) < 60 ? Number(tokens[at]!.lemma) : null;
  if (minutes === null) return null;
  at++;
  if (tokens[at]?.lower === 'minutes' || tokens[at]?.lower === 'minute') at++;
  const relation = tokens[at]?.lower;
  const after = relation === 'past' || relation === 'after';
  if (!after && relation !== 'to' && relation !== 'before') return null;
  if (word === 'half' && !after) return null;
  const hourToken = tokens[at + 1];
  const hour = hourToken && /^\d+$/.test(hourToken.lemma) ? Number(hourToken.lemma) : hourToken?.lower === 'midnight' ? 0 : hourToken?.lower === 'noon' ? 12 : null;
  if (hour === null || hour > 12) return null;
  const meridiem = readMeridiem(tokens, at + 2);
  const total = ((after ? hour * 60 + minutes : hour * 60 - minutes) + 1440) % 1440;
  const half = meridiem.half ?? (hourToken!.lower === 'midnight' || hourToken!.lower === 'noon' ? (after === (hourToken!.lower === 'noon') ? 'pm' : 'am') : null);
  return { value: clockValue(Math.floor(total / 60), total % 60, half), length: at + 2 - index + meridiem.length };
}

/**
 * A length of time, in minutes: "three weeks", "a year", "fifteen minutes", "a quarter of an
 * hour", "half an hour", "a couple of days". Null when no unit of time follows a count.
 */
function readDuration(tokens: readonly Token[], index: number): { minutes: number; length: number; unit: string } | null {
  const word = tokens[index]!.lower;
  // "a quarter of an hour", "half an hour", "half a day"
  const fraction = word === 'quarter' || (word === 'a' && tokens[index + 1]?.lower === 'quarter') ? 0.25 : word === 'half' ? 0.5 : null;
  if (fraction !== null) {
    let at = index + (word === 'a' ? 2 : 1);
    if (tokens[at]?.lower === 'of') at++;
    if (tokens[at]?.lower === 'a' || tokens[at]?.lower === 'an') at++;
    const unit = durationUnitAt(tokens, at);
    return unit === null ? null : { minutes: fraction * unit, length: at + 1 - index, unit: durationUnitName(tokens, at) };
  }
  // "a couple of days", "a few" is no count.
  if (word === 'a' && tokens[index + 1]?.lower === 'couple' && tokens[index + 2]?.lower === 'of') {
    const unit = durationUnitAt(tokens, index + 3);
    return unit === null ? null : { minutes: 2 * unit, length: 4, unit: durationUnitName(tokens, index + 3) };
  }
  const count = word === 'a' || word === 'an' ? 1 : /^\d+(?:\.\d+)?$/.test(tokens[index]!.lemma) && tokens[index]!.lemma.length < 5 ? Number(tokens[index]!.lemma) : null;
  if (count === null) return null;
  // "a year", "three weeks", "ten-minute" is read by the tagger as one word and left alone.
  // The first of two counts of one unit ("two or three seconds", "five to ten minutes") is a
  // length of it too: either may be the one meant, and the second is read after it.
  const alternative = word !== 'a' && word !== 'an' && ['or', 'to'].includes(tokens[index + 1]?.lower ?? '') && /^\d+(?:\.\d+)?$/.test(tokens[index + 2]?.lemma ?? '');
  const unitAtOrAfter = alternative ? index + 3 : index + 1;
  // "a second man", "a second time": an ordinal before its noun, no length of time.
  if ((word === 'a' || word === 'an') && tokens[unitAtOrAfter + 1]?.pos === 'NOUN') return null;
  // "47 of those days" counts as many days as "47 days" does: a part of a span already named.
  if (!alternative && word !== 'a' && word !== 'an' && tokens[index + 1]?.lower === 'of' && PARTITIVE_DETERMINERS.has(tokens[index + 2]?.lower ?? '')) {
    const unit = durationUnitAt(tokens, index + 3);
    if (unit !== null) return { minutes: count * unit, length: 4, unit: durationUnitName(tokens, index + 3) };
  }
  const unit = durationUnitAt(tokens, unitAtOrAfter);
  return unit === null ? null : { minutes: count * unit, length: alternative ? 1 : 2, unit: durationUnitName(tokens, unitAtOrAfter) };
}

/** Determiners of the span a count is taken out of ("of those days", "of the weeks"). */
const PARTITIVE_DETERMINERS: ReadonlySet<string> = new Set(['the', 'those', 'these', 'its', 'their', 'his', 'her', 'my', 'our', 'your']);

/** The unit of time a word at `at` names, as `DURATION_UNITS` spells it ("weeks" → "week"). */
function durationUnitName(tokens: readonly Token[], at: number): string {
  const lemma = tokens[at]?.lemma ?? '';
  return lemma in DURATION_UNITS ? lemma : lemma.replace(/s$/, '');
}

/** Minutes in the unit of time a word at `at` names, or null when it names none. */
function durationUnitAt(tokens: readonly Token[], at: number): number | null {
  return DURATION_UNITS[durationUnitName(tokens, at)] ?? null;
}

/** Days in the unit of time a word at `at` names ("weeks" → 7), or null when it names none, or one shorter than a day. */
export function daysInUnitAt(tokens: readonly Token[], at: number): number | null {
  const minutes = durationUnitAt(tokens, at);
  return minutes !== null && minutes >= DURATION_UNITS.day! ? minutes / DURATION_UNITS.day! : null;
}

function sameTime(a: string, b: string): boolean {
  if (a === b) return true;
  const [one, other] = [clockParts(a), clockParts(b)];
  if (!one || !other) return false;
  // Seconds decide only where both give them: "02:14" is the minute "02:14:33" falls in.
  if (one.seconds !== null && other.seconds !== null && one.seconds !== other.seconds) return false;
  // A time given without a.m. or p.m. ("06:20") matches either half of the day.
  const hours = one.halfKnown && other.halfKnown ? one.hour === other.hour : one.hour % 12 === other.hour % 12;
  return hours && one.minute === other.minute;
}

/** Dates agree in every part both give: "March" agrees with "3 March 2024", "2 May" not with "2 December". */
/** The days of a month a word just before it says ("early October", "mid-October", "late October"). */
const MONTH_PARTS_BEFORE = wordTable<string>({ early: '1..10', mid: '11..20', late: '21..31' });

/** The days of a month a part "of" it says ("the start of October", "the end of October"). */
const MONTH_PARTS_OF = wordTable<string>({ start: '1..10', beginning: '1..10', middle: '11..20', end: '21..31' });

/** The days of a month's weeks, by the word that counts them. */
const WEEKS_OF_A_MONTH = wordTable<string>({ first: '1..7', second: '8..14', third: '15..21', fourth: '22..28', last: '22..31', final: '22..31' });

/**
 * The part of a month said just before the month at `at` ("the start of October", "early
 * October", "the first week of October"): the days it spans and where its words begin, or null.
 */
function partOfMonthBefore(tokens: readonly Token[], at: number): { days: string; at: number } | null {
  const before = tokens[at - 1]?.lower ?? '';
  const adjective = MONTH_PARTS_BEFORE[before.replace(/-$/, '')];
  if (adjective) return { days: adjective, at: at - 1 };
  if (before !== 'of') return null;
  const noun = tokens[at - 2]?.lower ?? '';
  // "The first week of February", "the last week of June": seven days of it.
  const [days, opens] = noun === 'week' ? [WEEKS_OF_A_MONTH[tokens[at - 3]?.lower ?? ''], at - 3] : [MONTH_PARTS_OF[noun], at - 2];
  return days ? { days, at: tokens[opens - 1]?.lower === 'the' ? opens - 1 : opens } : null;
}

/** Whether two days of a month meet: the same day, or a day within a part of the month ("1..10"), or two parts that share days. */
function sameDayOfMonth(a: string, b: string): boolean {
  const [fromA, toA] = daysOfMonth(a);
  const [fromB, toB] = daysOfMonth(b);
  return fromA <= toB && fromB <= toA;
}

/** Whether every day of one day of a month, or part of it ("4", "1..7"), lies in another ("1..10"). */
export function dayOfMonthWithin(inner: string, outer: string): boolean {
  const [fromInner, toInner] = daysOfMonth(inner);
  const [fromOuter, toOuter] = daysOfMonth(outer);
  return fromInner >= fromOuter && toInner <= toOuter;
}

/** The first and last day a date's day says: "4" is the 4th alone, "1..10" the first ten days. */
function daysOfMonth(value: string): readonly [number, number] {
  const [from, to] = value.split('..').map(Number);
  return [from!, to ?? from!];
}

function sameDate(a: string, b: string): boolean {
  // A year alone ("back in 2019") is borne out by any day or month in it ("in February 2019"),
  // and by one whose year goes unsaid.
  const yearOnly = (value: string) => (value.startsWith('year-') ? value.slice('year-'.length) : null);
  const year = yearOnly(a) ?? yearOnly(b);
  if (year !== null) {
    const other = yearOnly(a) === null ? a : b;
    const otherYear = yearOnly(other) ?? other.split('-')[2] ?? '';
    return otherYear === '' || otherYear === year;
  }
  const partsA = a.split('-');
  const partsB = b.split('-');
  return partsA.every((part, i) => part === '' || partsB[i] === undefined || partsB[i] === '' || part === partsB[i] || (i === 1 && sameDayOfMonth(part, partsB[i]!)));
}

function sameValue(a: Detail, b: Detail): boolean {
  if (a.cls === 'time') return sameTime(a.value, b.value);
  // In the same unit a count is exact ("46 years" is not "53 years"); across units, near enough ("a year", "eleven months").
  if (a.cls === 'duration') return a.value === b.value || (a.unit !== b.unit && Math.max(Number(a.value), Number(b.value)) <= DURATION_TOLERANCE * Math.min(Number(a.value), Number(b.value)));
  if (a.cls === 'date') return sameDate(a.value, b.value);
  // A percentage is never a plain count ("60 per cent of members" is no "sixty" years).
  if (a.cls === 'number' && (a.unit === 'percent') !== (b.unit === 'percent')) return false;
  if (a.cls === 'number' && a.unit !== b.unit && sameMeasure(a, b)) {
    const [sizeA, sizeB] = [Number(a.value) * MEASURE_UNITS[a.unit!]!.size, Number(b.value) * MEASURE_UNITS[b.unit!]!.size];
    return Math.max(sizeA, sizeB) <= MEASURE_TOLERANCE * Math.min(sizeA, sizeB);
  }
  return a.value === b.value;
}

/** A clock time's minutes into the day, and whether its half of the day is known ("21:45" is, "9:45?" is not). */
export function clockMinutes(value: string): { minutes: number; halfKnown: boolean } | null {
  const clock = clockParts(value);
  return clock ? { minutes: clock.hour * 60 + clock.minute, halfKnown: clock.halfKnown } : null;
}

/** An amount as one figure to compare bounds by: minutes for a length of time, metres or grams for a measure. */
function magnitude(detail: Detail): number {
  const size = detail.cls === 'number' && detail.unit !== null && Object.hasOwn(MEASURE_UNITS, detail.unit) ? MEASURE_UNITS[detail.unit]!.size : 1;
  return Number(detail.value) * size;
}

/**
 * How a claim's detail stands to one of the evidence's: the same, a rival, or open when a bound
 * leaves it so ("more than sixty" says nothing of "seventy"). Amounts with a bound are compared as
 * amounts, in one unit where the units differ in size only ("over six feet", "1.9 metres").
 */
function valueRelation(claim: Detail, evidence: Detail): 'same' | 'rival' | 'open' {
  // A time said as a bound ("before 9:30", "just after ten") against one said as itself, either way
  // round: "at 9:10" is not ruled out by "before 9:30", only left open.
  if (claim.cls === 'time' && evidence.cls === 'time' && (claim.bound !== null || evidence.bound !== null) && claim.value !== evidence.value) {
    const [claimClock, evidenceClock] = [clockMinutes(claim.value), clockMinutes(evidence.value)];
    if (!claimClock || !evidenceClock) return 'open';
    if (claim.bound !== null && evidence.bound !== null) return 'open';
    if (claim.bound !== null) return timeWithinBound(claimClock.minutes, claimClock.halfKnown, claim.bound, evidenceClock.minutes, evidenceClock.halfKnown) ? 'same' : 'rival';
    return timeWithinBound(evidenceClock.minutes, evidenceClock.halfKnown, evidence.bound!, claimClock.minutes, claimClock.halfKnown) ? 'open' : 'rival';
  }
  const amounts = (claim.cls === 'number' || claim.cls === 'duration') && claim.cls === evidence.cls && (claim.bound !== null || evidence.bound !== null);
  const comparable = claim.cls === 'duration' || claim.unit === evidence.unit || sameMeasure(claim, evidence);
  if (amounts && comparable) return boundedRelation(magnitude(claim), claim.bound, magnitude(evidence), evidence.bound);
  return sameValue(claim, evidence) ? 'same' : 'rival';
}

/**
 * Whether the evidence gives the claim's value only to other things and a rival to the claim's
 * own: "it contained 5 mg tablets, and the label said 1 mg" against "the label said 5 mg". The
 * rival must share more of the detail's anchors (and two at least) than any same value does; one
 * will do for a count of a part of a whole the evidence gives too ("9 of the 12 rivets sheared"
 * against "of the 12, 9 held and 3 sheared"): the whole already says what is counted.
 */
function rivalSaidOfItsThing(detail: Detail, sameValue: readonly Detail[], sameClass: readonly Detail[], evidence: readonly Token[], claimed: readonly Detail[]): boolean {
  const shared = (other: Detail) => [...detail.anchors].filter((anchor) => other.anchors.has(anchor)).length;
  const best = Math.max(...sameValue.map(shared));
  // A value given as part of the rival's ("four of them", "four of the six scaffolders",
  // "including two on the shop floor") is not said of another thing.
  if (sameValue.some((other) => other.anchors.size === 0 || other.anchors.has('include'))) return false;
  // Nor is a part counted of the claim's whole ("87 of the 112 guests" for "the 112 guests"), or the whole of a part.
  const ofTheOther = (part: string, whole: string) => evidence.some((token, at) => token.lemma === part && evidence[at + 1]?.lower === 'of' && evidence.slice(at + 2, at + 4).some((other) => other.lemma === whole));
  const partOf = (rival: Detail) => ofTheOther(detail.value, rival.value) || ofTheOther(rival.value, detail.value);
  // The other end of one span ("from 1 May to 31 August") is no rival of the end the claim names.
  const endOfOneSpan = (rival: Detail) => sameValue.some((same) => oneSpan(evidence, rival, same));
  // A value the claim gives too is its own, not a rival ("one of the two lights" against "two lights, one of them out").
  // Not a whole counted by "only" ("the only nurse on the ward") against the claim's count of a
  // part ("one of two nurses"): the one is of the whole, so the whole the claim gives is the rival.
  const claimedToo = (rival: Detail) => claimed.some((mine) => mine !== detail && valueRelation(mine, rival) === 'same' && !(countedByOnly(rival) && mine.whole !== undefined));
  const least = sameClass.some((other) => detail.whole?.value === other.value) ? 1 : 2;
  // So will the thing it counts, where the same value counts another ("four of your cases were
  // for manufacturers" against "20 for manufacturers and four for patients").
  const countsOnlyTheRival = (rival: Detail) => rival.unit !== null && detail.anchors.has(rival.unit) && sameValue.every((same) => same.unit !== null && !detail.anchors.has(same.unit));
  // A date said only of other things ("in the July statement") leaves the claim's date to a
  // rival said of all the claim's few words ("cashed on July 5" for "cashed in the middle of July").
  const holdsEveryAnchor = (rival: Detail) => detail.cls === 'date' && best === 0 && detail.anchors.size > 0 && shared(rival) === detail.anchors.size;
  const tied = (rival: Detail) => shared(rival) >= least || countsOnlyTheRival(rival) || holdsEveryAnchor(rival);
  // A rival that counts the very thing the claim counts, where the same value counts only other
  // things, is the claim's own count however few words they share: "300 boxes" against "300
  // bottles in 25 boxes".
  const countsTheClaimedThing = (rival: Detail) =>
    detail.unit !== null && rival.unit !== null && sameUnit(detail.unit, rival.unit) && sameValue.every((same) => same.unit !== null && !sameUnit(same.unit, detail.unit!) && !detail.anchors.has(same.unit));
  // Nor is a count of the whole the claim counts a part of ("20 of your cases" against "24 cases, 20 for…").
  const countsTheWhole = (rival: Detail) => rival.unit !== null && detail.whole !== undefined && detail.whole.counts.includes(rival.unit);
  return sameClass.some(
    (other) => valueRelation(detail, other) === 'rival' && tied(other) && (shared(other) > best || countsTheClaimedThing(other)) && !partOf(other) && !endOfOneSpan(other) && !claimedToo(other) && !countsTheWhole(other),
  );
}

/** Words that join the two ends of a span: "from … to …", "between … and …". */
const SPAN_ENDS = wordTable<ReadonlySet<string>>({ from: new Set(['to', 'until', 'till', 'through']), between: new Set(['and']) });

/** Whether two details of a text are the two ends of one span ("from 1 May to 31 August 2023", "between 9 and 10 p.m."). */
function oneSpan(tokens: readonly Token[], a: Detail, b: Detail): boolean {
  const at = (detail: Detail) => tokens.findIndex((token) => token.lemma === detail.lemmas.at(-1));
  const [first, second] = [at(a), at(b)].sort((x, y) => x - y) as [number, number];
  if (first < 0 || first === second) return false;
  const opening = tokens.slice(Math.max(0, first - 3), first).findLast((token) => Object.hasOwn(SPAN_ENDS, token.lower));
  return opening !== undefined && tokens.slice(first + 1, second).some((token) => SPAN_ENDS[opening.lower]!.has(token.lower));
}


/**
 * Whether the claim gives a name a title of one sex and the evidence gives that name only titles of
 * the other: the surname of a family, "Mr." and "Mrs." Pruitt, names two people.
 */
function namedOnlyAsTheOtherSex(claimTokens: readonly Token[], detail: Detail, evidenceTokens: readonly Token[]): boolean {
  const titles = (tokens: readonly Token[]) => tokens.flatMap((token, index) => (token.lower.replace(/\.$/, '') === detail.value ? [sexByTitle(tokens, index)] : []));
  const claimed = titles(claimTokens).find((sex) => sex !== null);
  if (!claimed) return false;
  const said = titles(evidenceTokens);
  return said.length > 0 && said.every((sex) => sex !== null && sex !== claimed);
}

/** The words of the name a word belongs to ("Tom Reyes"), titles left out. */
function nameAround(tokens: readonly Token[], at: number): readonly Token[] {
  const part = (token: Token | undefined) => token !== undefined && token.pos === 'PROPN' && !isNameTitle(token.lower);
  let start = at;
  while (part(tokens[start - 1])) start--;
  let end = at + 1;
  while (part(tokens[end])) end++;
  return tokens.slice(start, end);
}

/**
 * How the evidence names the person a claim names in full, by the full name's other parts: "Tom
 * Reyes" told as "Tom" is the same person ('same'); "Tom Reyes" against "Janet Reyes", or
 * against "Tom Baker", is another ('another'), as one surname or one first name is shared by two
 * people; null where the claim gives one word, or the evidence none of its parts.
 */
function namedInFull(claimTokens: readonly Token[], value: string, evidenceTokens: readonly Token[]): 'same' | 'another' | null {
  const at = claimTokens.findIndex((token) => token.pos === 'PROPN' && token.lower === value);
  const claimedName = at < 0 ? [] : nameAround(claimTokens, at);
  if (claimedName.length < 2 || !namesAPersonInFull(claimedName)) return null;
  const claimed = claimedName.map((token) => token.lower);
  const toldNames = evidenceTokens.flatMap((token, index) => (token.pos === 'PROPN' && claimed.includes(token.lower) ? [nameAround(evidenceTokens, index)] : []));
  if (toldNames.length === 0 || !toldNames.every(namesAPersonInFull)) return null;
  const told = toldNames.map((name) => name.map((token) => token.lower));
  if (told.some((name) => name.every((part) => claimed.includes(part)))) return 'same';
  return told.every((name) => name.some((part) => !claimed.includes(part))) ? 'another' : null;
}

/** A clock time of either half ("7:45?") as the half a part of the day puts it in ("that evening": 19:45); else as it was. */
function inHalfOf(value: string, part: string): string {
  const clock = clockMinutes(value);
  if (!clock || clock.halfKnown) return value;
  const halves = clockReadings(clock).filter((minutes) => fallsIn(part, minutes));
  const [minutes] = halves;
  const seconds = clockParts(value)?.seconds;
  return halves.length === 1 && minutes !== undefined ? clockValue(Math.floor(minutes / 60) % 12, minutes % 60, minutes >= 720 ? 'pm' : 'am', seconds == null ? undefined : String(seconds).padStart(2, '0')) : value;
}

/**
 * Whether the evidence gives clock times, each said as itself (not as a bound: "before 9:30"),
 * and every one outside a part of the day; a clock time of either half ("8:30") is within it if
 * either half is.
 */
function outsideEveryTime(part: string, evidence: readonly Detail[]): boolean {
  const clocks = evidence.filter((other) => other.cls === 'time').map((other) => (other.bound === null ? clockMinutes(other.value) : null));
  return clocks.length > 0 && clocks.every((clock) => clock !== null && !clockReadings(clock).some((minutes) => fallsIn(part, minutes)));
}

/** The minutes from midnight a clock time may be: one, or one in each half of the day when its half is not said ("8:30"). */
function clockReadings(clock: { minutes: number; halfKnown: boolean }): number[] {
  return clock.halfKnown ? [clock.minutes] : [clock.minutes % 720, (clock.minutes % 720) + 720];
}

/** Whether two numbers measure the same quantity in units of known size: a length in "mm" and one in "metres". */
const sameMeasure = (a: Detail, b: Detail) => unitsOfOneMeasure(a.unit, b.unit);

/** Whether two units of known size measure the same quantity: "millimetre" and "centimetre", "ounce" and "kilogram". */
export function unitsOfOneMeasure(a: string | null, b: string | null): boolean {
  const measureOf = (unit: string | null) => (unit !== null && Object.hasOwn(MEASURE_UNITS, unit) ? MEASURE_UNITS[unit]!.measure : null);
  const measure = measureOf(a);
  return measure !== null && measure === measureOf(b);
}

const shareAnchor = (a: Detail, b: Detail) => [...a.anchors].some((anchor) => !anchor.startsWith('@') && b.anchors.has(anchor));
const shareSubject = (a: Detail, b: Detail) => [...a.anchors].some((anchor) => anchor.startsWith('@') && b.anchors.has(anchor));

const NO_CONTEXT: ReadonlySet<string> = new Set();

/**
 * The details of `claim` that `evidence` contradicts: a claim detail about the same thing (a
 * shared anchor) for which the evidence gives a rival value and never the claim's own ("45 mph"
 * against "30 mph", "north" against "south", "red light" against "green light"). Details the
 * evidence does not speak to are unsupported, not contradicted. `evidenceContext`: the nouns a
 * pronoun of the evidence refers back to, which tie a measure to its thing ("It was 80 feet away").
 * `evidenceDay`: the sentence that gives the day the evidence points back to ("that morning");
 * `claimDay`: the one that gives the day the claim points back to ("You wrote it that evening").
 */
export function contradictedDetails(claim: string, evidence: string, evidenceContext: ReadonlySet<string> = NO_CONTEXT, evidenceDay?: string, claimDay?: string): Detail[] {
  // An absence the evidence tells ("I found no payments to his accounts") is weighed as an absence,
  // by the sentence's polarity: a count of none is a rival only of what the claim says there was none of.
  const evidenceDetails = [...detailsOf(evidence).filter((detail) => !countsNone(detail)), ...dayOf(evidence, evidenceDay)];
  const evidenceWords = new Set(evidenceDetails.filter((detail) => detail.cls === 'word').map((detail) => detail.value));
  const claimDetails = [...detailsOf(claim), ...dayOf(claim, claimDay)];
  // A thing the claim itself names is no rival of another it names: "either of the women touch the
  // man" speaks of both, and a sentence about the man says nothing against the women. Attributes
  // stay rivals: "red and white lights" against "green and white lights" is corrected even where
  // the claim goes on to speak of a green light too.
  const claimWords = new Set(claimDetails.filter((detail) => detail.cls === 'word').map((detail) => detail.value));
  // Statements that mostly say the same words are about the same event.
  const claimLemmas = new Set(contentLemmas(claim));
  const evidenceLemmas = new Set(contentLemmas(evidence));
  const coverage = (lemmas: ReadonlySet<string>) => (lemmas.size === 0 ? 0 : [...lemmas].filter((lemma) => evidenceLemmas.has(lemma)).length / lemmas.size);
  // So are two that tell the same doer's same act, weighed without the words of the claim's own
  // times, dates and amounts: those are what is in question, not what the event is. "You saw him
  // at half past eight in the evening" is the seeing told "at about 6:40 p.m. I saw Corin", though
  // most of its words are the time's. The act is read without those words too: the noun of a
  // time ("at a quarter past ten", "at 11 p.m.") is where in the day the act was done, not what it
  // was done to, and read as its object it would make "you left at 11 p.m." another act than "I
  // left the bar".
  const closeMatch =
    coverage(claimLemmas) >= 0.5 ||
    (coverage(withoutWordsOfAmounts(claimLemmas, claimDetails)) >= 0.5 && tellsTheSameAct(withoutDetails(claim, amountsOf(claimDetails)), withoutDetails(evidence, amountsOf(evidenceDetails))));
  return claimDetails.filter((detail) => {
    if (detail.cls === 'word') {
      // Rival words are rivals only between statements that are mostly the same words: "the chief
      // engineer wrote that entry" and "…writes the log" share enough, "the recorder shows a lower
      // speed" and "a safe speed was no more than 8 knots" do not.
      if (!closeMatch) return false;
      // The part of the day an act was done in against the clock times the other gives it: "in the
      // morning" against "at about 1:15 p.m.", "that afternoon" against "at 8:30 that morning".
      if (detail.partOfDay && outsideEveryTime(detail.value, evidenceDetails)) return true;
      // A rival is a word of the same part of speech about the same thing: for nouns ("knife" and
      // "gun") the same content word nearby; for attributes ("north" and "south") the same person will do.
      // Two nouns are compared as nouns, about the same content word nearby ("knife" and "gun").
      // Attributes ("north" and "south", "black" and "silver") are compared in any part of speech,
      // since taggers read colour words both ways, and the same person nearby will do for them.
      const nouns = (other: Detail) => detail.pos === 'NOUN' && other.pos === 'NOUN';
      const attributes = (other: Detail) => detail.pos !== 'NOUN' && other.pos !== 'NOUN';
      // A noun and an adjective are compared only when both words can be attributes ("silver" and "black").
      // An adverb of direction says which way an act went ("went back to the store", "fell back"),
      // not which part of a thing ("from the front of the store"): it is no rival of a noun.
      const adverbAndNoun = (other: Detail) => (detail.pos === 'ADV' && other.pos === 'NOUN') || (detail.pos === 'NOUN' && other.pos === 'ADV');
      const comparable = (other: Detail) => !adverbAndNoun(other) && (nouns(other) || attributes(other) || (canBeAttribute(detail.value) && canBeAttribute(other.value)));
      // Words in the same phrase of two statements so alike are said of the same thing ("from the east", "from the west").
      const samePhrase = (other: Detail) => detail.preposition != null && detail.preposition === other.preposition;
      // The same person will not do where each word is said of a thing of its own ("his hood was
      // up" against "he kept his head down").
      const things = (of: Detail) => [...of.anchors].filter((anchor) => !anchor.startsWith('@'));
      const ofOtherThings = (other: Detail) => things(detail).length > 0 && things(other).length > 0 && !shareAnchor(detail, other);
      const related = (other: Detail) => shareAnchor(detail, other) || (attributes(other) && shareSubject(detail, other) && !ofOtherThings(other)) || samePhrase(other);
      const rivals = evidenceDetails.filter(
        (other) =>
          other.cls === 'word' &&
          other.value !== detail.value &&
          !(nouns(other) && claimWords.has(other.value)) &&
          comparable(other) &&
          related(other) &&
          !mostlyTheSameHours(detail.value, other.value) &&
          areRivals(detail.value, other.value, nouns(other) ? 'n' : null),
      );
      const same = evidenceDetails.filter((other) => other.cls === 'word' && other.value === detail.value);
      // "Moved you from days to nights" against "moved me from nights to days": each word is said,
      // but in the other's phrase.
      const inAnotherPhrase = (other: Detail) => other.preposition != null && other.preposition !== detail.preposition;
      const swapped = evidenceDetails.some(
        (other) => other.cls === 'word' && other.value !== detail.value && samePhrase(other) && comparable(other) && claimDetails.some((mine) => mine.cls === 'word' && mine.value === other.value && inAnotherPhrase(mine)),
      );
      if (swapped && same.length > 0 && same.every(inAnotherPhrase)) return true;
      if (rivals.length === 0) return false;
      // "The ferries keep to the north of the buoy, and I was south of it" against "you were north
      // of the buoy": the rival said of the same person outweighs the same word said of another.
      if (detail.pos !== 'NOUN' && rivals.some((other) => shareSubject(detail, other)) && !same.some((other) => shareSubject(detail, other))) return true;
      // The thing named in the same phrase by its kind ("from another vehicle" for "from another
      // car") is said, in broader words: the rival is another thing the sentence speaks of.
      const saidByItsKind = evidenceDetails.some((other) => other.cls === 'word' && nouns(other) && samePhrase(other) && isKindOf(detail.value, other.value));
      return !evidenceWords.has(detail.value) && !saidByItsKind;
    }
    // "Mr. Pruitt collected the bag" against "Mrs. Pruitt collected the bag": one surname, two people.
    if (detail.cls === 'name' && closeMatch && namedOnlyAsTheOtherSex(tokensOf(claim), detail, tokensOf(evidence))) return true;
    if (detail.cls === 'name') {
      const named = namedInFull(tokensOf(claim), detail.value, tokensOf(evidence));
      if (named === 'same') return false;
      if (named === 'another' && closeMatch) return true;
    }
    // A rate is set only against rates, and a count or a measure only against its like.
    const sameClass = evidenceDetails.filter((other) => other.cls === detail.cls && isRate(other) === isRate(detail));
    const sameValue = sameClass.filter((other) => valueRelation(detail, other) === 'same');
    if (sameValue.length > 0) return detail.cls !== 'name' && rivalSaidOfItsThing(detail, sameValue, sameClass, tokensOf(evidence), claimDetails.filter((other) => other.cls === detail.cls));
    // A time a bound leaves open ("at 9:10" against "before 9:30") is no rival of it.
    if (detail.cls === 'time' && sameClass.some((other) => valueRelation(detail, other) === 'open')) return false;
    // Another name is another person only where the statements otherwise agree ("Mr. Baker drove the truck", "Tom Avery drove the truck").
    // A name the evidence uses in another form ("Gregor" for "Mr Lind"), or writes in lower case
    // ("Tube B" and "tube B"), is the same one. A name of a thing is no rival person:
    // "Department General Order 4.12" is a document, not someone other than Ms. Zhao.
    if (detail.cls === 'name') {
      const evidenceTokens = tokensOf(evidence);
      if (evidenceTokens.some((token) => token.lower.replace(/\.$/, '') === detail.value)) return false;
      const claimTokens = tokensOf(claim);
      if (pluralOfTheMakersName(claimTokens, detail.value, evidenceTokens)) return false;
      if (claimTokens.some((token, at) => token.lower.replace(/\.$/, '') === detail.value && nameHeldIn(evidenceContext, claimTokens, at))) return false;
      // Two places named where the same act went or was ("took you to Wendmoor General" against
      // "taken by ambulance to the unit at Castlereagh Royal Hospital") are rival places.
      const rivalPlace = (other: Detail) => namedAsPlace(claimTokens, detail.value) && namedAsPlace(evidenceTokens, other.value);
      // Someone named only where an act is denied ("I have not spoken to Mrs. Quarrie") is not
      // the one it was done with: the sentence says nothing of anyone else.
      const namedWhereDenied = (other: Detail) => evidenceTokens.some((token) => token.lower.replace(/\.$/, '') === other.value && token.negated);
      // A name the claim gives itself, in full or in part, is no rival of another it gives, as with
      // things above: "Was Nina's cousin Petra at the party?" is not answered by "Nina Hollis
      // hosted the party". A word the two names share ("Officer" of Officer Smith and Officer
      // Chen) leaves them rivals.
      const claimNames = new Set(claimDetails.filter((mine) => mine.cls === 'name').map((mine) => mine.value));
      const ownName = nameRunAround(claimTokens, detail.value);
      const ofAClaimName = (other: Detail) => nameRunAround(evidenceTokens, other.value).some((part) => claimNames.has(part) && !ownName.includes(part));
      return closeMatch && sameClass.some((other) => !ofAClaimName(other) && (!namesAThing(evidenceTokens, other.value) || rivalPlace(other)) && !namedWhereDenied(other) && shareAnchor(detail, other));
    }
    // One time or date on each side of a matched pair of statements is the time of the same
    // event, whatever words surround it.
    const single = closeMatch && (detail.cls === 'time' || detail.cls === 'date' || detail.cls === 'weekday' || detail.cls === 'relativeDay') && sameClass.length === 1 && claimDetails.filter((other) => other.cls === detail.cls).length === 1;
    // Numbers are of the same quantity when they count the same unit ("30 mph" and "45 mph"), or
    // when neither names one and they are said of the same thing.
    // "300 dollars an hour" and "200 per hour": a unit the other number's words name is the same quantity.
    // "The only man in the photos" counts men, and is no rival of "photo 2".
    const sameQuantity = (other: Detail) =>
      countedByOnly(detail) || countedByOnly(other)
        ? detail.unit !== null && other.unit !== null && sameUnit(detail.unit, other.unit)
        : detail.unit !== null || other.unit !== null
        ? (detail.unit !== null && other.unit !== null && (sameUnit(detail.unit, other.unit) || sameMeasure(detail, other))) || (other.unit !== null && detail.anchors.has(other.unit)) || (detail.unit !== null && other.anchors.has(detail.unit))
        : shareAnchor(detail, other);
    // …and said of the same thing, or in statements that are mostly the same words.
    // The evidence's context counts as its own words here: in "It was about 80 feet away", "it" is the car.
    const shareTopic = (other: Detail) =>
      [...detail.anchors].some((anchor) => !anchor.startsWith('@') && anchor !== detail.unit && anchor !== other.unit && (other.anchors.has(anchor) || evidenceContext.has(anchor)));
    // Two lengths of time said of the same thing ("with me for about a year", "for about three weeks").
    // An amount a bound leaves open ("more than sixty" to "seventy") is no rival of it.
    const rival = (other: Detail) => valueRelation(detail, other) === 'rival';
    // Or of the same act in another word: "took over an hour to come" and "arrived twenty minutes later".
    const shareAct = (other: Detail) => [...detail.anchors].some((anchor) => !anchor.startsWith('@') && [...other.anchors].some((its) => relatedLemmas(anchor, 'v').has(its)));
    if (detail.cls === 'duration') return sameClass.some((other) => rival(other) && (closeMatch || shareTopic(other) || shareAct(other))) && !sameClass.some((other) => valueRelation(detail, other) === 'open' && (closeMatch || shareTopic(other)));
    // A count of the same things said of the same person is that person's count, however else the
    // statements are worded ("you were three payments in arrears", "I was two mortgage payments behind").
    const samePersonsCount = (other: Detail) => detail.unit !== null && other.unit !== null && shareSubject(detail, other);
    // A count the claim itself gives of its own unit is that count, no rival of another: in "the
    // two halves came from one tree" against "the two halves came from the same tree", the "two"
    // counts the halves, not the trees.
    const claimsItself = (other: Detail) => other.unit !== null && other.unit !== detail.unit && claimDetails.some((mine) => mine !== detail && mine.cls === 'number' && mine.unit === other.unit && mine.value === other.value);
    // Likewise one bare figure on each side of a matched pair, with no unit on either, is the
    // same reading ("the uncertainty is plus or minus 0.05" against "…plus or minus 0.005").
    const bareFigure = (of: readonly Detail[]) => of.length === 1 && of[0]!.unit === null;
    const singleFigure = closeMatch && bareFigure(sameClass) && bareFigure(claimDetails.filter((other) => other.cls === 'number')) && rival(sameClass[0]!);
    if (detail.cls === 'number' && singleFigure) return true;
    if (detail.cls === 'number') return sameClass.some((other) => rival(other) && sameQuantity(other) && !claimsItself(other) && (closeMatch || shareTopic(other) || samePersonsCount(other))) && !sameClass.some((other) => valueRelation(detail, other) === 'open' && sameQuantity(other));
    return single || sameClass.some((other) => shareAnchor(detail, other) || (WHEN_CLASSES.has(detail.cls) && namesTheSameActByItsNoun(detail, other)));
  });
}

/** Classes of detail that say when an act was done. */
const WHEN_CLASSES: ReadonlySet<DetailClass> = new Set(['time', 'date', 'weekday']);

/**
 * Whether one detail's words name by a noun the act the other's name by its verb, said of the
 * same person: "took that measurement on May 4" and "On May 14 I measured it", "your inspection
 * on Friday" and "I inspected it on Monday". WordNet gives a noun's verb of the same root.
 */
function namesTheSameActByItsNoun(detail: Detail, other: Detail): boolean {
  if (!shareSubject(detail, other)) return false;
  const things = (of: Detail) => [...of.anchors].filter((anchor) => !anchor.startsWith('@'));
  return things(detail).some((anchor) => things(other).some((its) => relatedLemmas(anchor, 'n').has(its) || relatedLemmas(its, 'n').has(anchor)));
}

/** Classes of detail that place or measure an event rather than name what happened in it. */
const AMOUNT_CLASSES: ReadonlySet<DetailClass> = new Set(['time', 'date', 'weekday', 'relativeDay', 'number', 'duration']);

/** The lemmas less those that say one of the details' times, dates or amounts ("half", "past", "evening" of "half past eight in the evening"). */
function withoutWordsOfAmounts(lemmas: ReadonlySet<string>, details: readonly Detail[]): Set<string> {
  const ofAmounts = new Set(amountsOf(details).flatMap((detail) => detail.lemmas));
  return new Set([...lemmas].filter((lemma) => !ofAmounts.has(lemma)));
}

/** The details that place or measure an event (times, dates, amounts), not the words that name it. */
function amountsOf(details: readonly Detail[]): Detail[] {
  return details.filter((detail) => AMOUNT_CLASSES.has(detail.cls));
}

/**
 * The date and weekday of the sentence that gives the day a text points back to ("that
 * morning"), as details of the text itself: the whole of it happened on that day.
 */
function dayOf(text: string, day: string | undefined): Detail[] {
  if (day === undefined) return [];
  const anchors = new Set(contentLemmas(text));
  return detailsOf(day)
    .filter((detail) => detail.cls === 'date' || detail.cls === 'weekday')
    .map((detail) => ({ ...detail, anchors }));
}

/** The text without the words that say the given details of it ("She left at half past seven" → "She left at"). */
export function withoutDetails(text: string, details: readonly Detail[]): string {
  const words = new Set(details.flatMap((detail) => detail.lemmas));
  const tokens = tokensOf(text);
  const kept = tokens.filter((token) => token.pos === 'VERB' || !words.has(token.lemma));
  // Nothing to leave out: the text itself, whose reading is cached, not its words joined anew,
  // which the tagger would read afresh on the contradiction tests' path.
  return kept.length === tokens.length ? text : kept.map((token) => token.text).join(' ');
}

/** Numbers, times, dates, weekdays and durations of `claim` that `evidence` states too, in any wording ("four" and "4", "six in the morning" and "6:00 a.m."). */
export function statedDetails(claim: string, evidence: string): Detail[] {
  const evidenceDetails = detailsOf(evidence);
  return detailsOf(claim).filter((detail) => detail.cls !== 'name' && detail.cls !== 'word' && !countsNone(detail) && evidenceDetails.some((other) => bearsOut(detail, other)));
}

/**
 * Whether a detail of the evidence bears out one of a claim: the same value, or an amount within
 * the claim's bound ("four stitches" for "more than two stitches"). An amount within a bound must
 * be of the same thing: a "below 0.08" is not borne out by every smaller figure a sentence gives.
 */
function bearsOut(claim: Detail, evidence: Detail): boolean {
  if (bareCountOfALength(claim, evidence)) return true;
  if (claim.cls !== evidence.cls || valueRelation(claim, evidence) !== 'same') return false;
  if ((claim.bound === null && evidence.bound === null) || claim.value === evidence.value || claim.cls === 'duration' || claim.cls === 'time') return true;
  return claim.unit !== null && evidence.unit !== null ? sameUnit(claim.unit, evidence.unit) || sameMeasure(claim, evidence) : claim.unit === null && evidence.unit === null && shareAnchor(claim, evidence);
}

/**
 * A bare number, with no unit or bound ("You're 42", "It lasted 3?"), leaves its unit to be
 * understood: a length of time of the same count bears it out ("I am 42 years old"), as a number
 * with a unit already does ("24 metres" for "24"). Another count does not ("43" against it).
 */
function bareCountOfALength(claim: Detail, evidence: Detail): boolean {
  return claim.cls === 'number' && claim.unit === null && claim.bound === null && evidence.cls === 'duration' && evidence.bound === null && evidence.lemmas.includes(claim.value);
}

/** Whether `evidence` states an amount that bears out `detail` of another text ("four stitches" bears out "more than two stitches"). */
export function detailBorneOutBy(detail: Detail, evidence: string): boolean {
  return detailsOf(evidence).some((other) => bearsOut(detail, other));
}

/** Numbers, times, dates, weekdays and durations of `claim` that `evidence` never states (names and words aside). */
export function unstatedDetails(claim: string, evidence: string): Detail[] {
  const evidenceDetails = detailsOf(evidence);
  return detailsOf(claim).filter(
    (detail) => detail.cls !== 'name' && detail.cls !== 'word' && !countsNone(detail) && !evidenceDetails.some((other) => bearsOut(detail, other)),
  );
}

/** The words of every run of proper nouns in which `name` is written ("Nina Hollis" for "hollis"). */
function nameRunAround(tokens: readonly Token[], name: string): string[] {
  const parts: string[] = [];
  tokens.forEach((token, at) => {
    if (token.lower.replace(/\.$/, '') !== name) return;
    let from = at;
    while (from > 0 && tokens[from - 1]!.pos === 'PROPN') from--;
    let to = at;
    while (to + 1 < tokens.length && tokens[to + 1]!.pos === 'PROPN') to++;
    parts.push(...tokens.slice(from, to + 1).map((part) => part.lower.replace(/\.$/, '')));
  });
  return parts;
}
