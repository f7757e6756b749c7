import { contentLemmas, tokensOf, type Token } from './analyse';
import { areRivals, canBeAttribute } from './relatedWords';

// The checkable details of a statement (numbers, clock times, dates, names, and words that
// exclude their rivals such as colours or directions), each with the words around it that say
// what it is about. A witness corrects a premise whose detail differs from its affidavit's.

export type DetailClass = 'number' | 'time' | 'date' | 'name' | 'word';

export interface Detail {
  cls: DetailClass;
  /** Normalised: "21:45", "feb-11", "4", a lower-case name, or a lemma. */
  value: string;
  /** Content lemmas near the detail: what it is about. */
  anchors: ReadonlySet<string>;
  /** For a number: the noun it counts or measures ("six-person" → person, "30 mph" → mph), if any. */
  unit: string | null;
  /** For a word: its part of speech (a rival must be of the same one). */
  pos: string | null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const ANCHOR_WINDOW = 6;
const RIVAL_POS = new Set(['NOUN', 'ADJ', 'ADV']);
const CLAUSE_BREAK = new Set(['CCONJ', 'SCONJ']);
// Persons, by whatever case: "you" and "your" in a question are the witness's "I", "me" and "my".
const SUBJECTS: Readonly<Record<string, string>> = {
  i: '@i', me: '@i', my: '@i', you: '@i', your: '@i', we: '@we', us: '@we', our: '@we',
  he: '@he', him: '@he', his: '@he', she: '@she', her: '@she', they: '@they', them: '@they', their: '@they',
};

const detailCache = new Map<string, Detail[]>();
const DETAIL_CACHE_LIMIT = 4000;

/** The details of a text, in order (cached by text: affidavit sentences are read again and again). */
export function detailsOf(text: string): Detail[] {
  const cached = detailCache.get(text);
  if (cached) return cached;
  const details = readDetails(text);
  if (text.length > 2000) return details;
  if (detailCache.size >= DETAIL_CACHE_LIMIT) detailCache.delete(detailCache.keys().next().value!);
  detailCache.set(text, details);
  return details;
}

function readDetails(text: string): Detail[] {
  const tokens = tokensOf(text).filter((token) => token.pos !== 'PUNCT' || token.text === '.' || token.text === ',' || token.text === ';');
  const details: { cls: DetailClass; value: string; at: number; span: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const time = readTime(tokens, i);
    if (time) {
      details.push({ cls: 'time', value: time.value, at: i, span: time.length });
      i += time.length - 1;
      continue;
    }
    const month = MONTHS.indexOf(token.lower);
    const near = [tokens[i + 1], tokens[i - 1], tokens[i - 2], tokens[i + 2], tokens[i + 3]];
    // "May" is a month only as a name or beside a number ("2 May 2025"), not as "may".
    if (month >= 0 && (token.lower !== 'may' || token.pos === 'PROPN' || near.slice(0, 2).some((other) => other && /^\d+$/.test(other.lemma)))) {
      const day = near.slice(0, 3).find((other) => other && /^\d{1,2}$/.test(other.lemma) && Number(other.lemma) <= 31);
      const year = near.find((other) => other && /^(?:19|20)\d\d$/.test(other.lemma));
      details.push({ cls: 'date', value: [month + 1, day ? Number(day.lemma) : '', year?.lemma ?? ''].join('-'), at: i, span: 1 });
      continue;
    }
    if (/^(?:19|20)\d\d$/.test(token.lemma) && !isPartOfDate(tokens, i)) {
      details.push({ cls: 'date', value: `year-${token.lemma}`, at: i, span: 1 });
      continue;
    }
    if (token.pos === 'NUM' || /^\d+(?:\.\d+)?$/.test(token.lemma)) {
      if (/^\d+(?:\.\d+)?$/.test(token.lemma) && !isPartOfDate(tokens, i)) details.push({ cls: 'number', value: token.lemma, at: i, span: 1 });
      continue;
    }
    if (token.pos === 'PROPN' && !/^(?:mr|mrs|ms|dr|miss)\.?$/.test(token.lower)) {
      details.push({ cls: 'name', value: token.lower, at: i, span: 1 });
      continue;
    }
    // A unit after a number ("four feet", "30 mph") belongs to the number, not a rival of other nouns.
    if (token.content && RIVAL_POS.has(token.pos) && tokens[i - 1]?.pos !== 'NUM') details.push({ cls: 'word', value: token.lemma, at: i, span: 1 });
  }
  return details.map((detail) => {
    // The words around a detail, within its own clause: "and", "but", a comma or a full stop
    // ends what it can be about ("the light was green and the car came fast": green is the light's).
    const anchors = new Set<string>();
    const take = (j: number) => {
      const other = tokens[j]!;
      // "red and white lights": a conjunction between modifiers joins them; between clauses it ends one.
      if (other.pos === 'PUNCT' || (CLAUSE_BREAK.has(other.pos) && other.lower !== 'that' && !(other.pos === 'CCONJ' && tokens[j + 1]?.pos === 'ADJ'))) return false;
      if (other.content && other.pos !== 'NUM' && other.pos !== 'PROPN') anchors.add(other.lemma);
      // A personal subject is an anchor too, marked "@": "you" in a question is the witness's "I".
      if (other.pos === 'PRON' && SUBJECTS[other.lower]) anchors.add(SUBJECTS[other.lower]!);
      return true;
    };
    for (let j = detail.at - 1; j >= Math.max(0, detail.at - ANCHOR_WINDOW) && take(j); j--);
    for (let j = detail.at + detail.span; j < Math.min(tokens.length, detail.at + detail.span + ANCHOR_WINDOW) && take(j); j++);
    // A number's unit follows it ("30 mph"); with none, the noun before it names what it numbers ("number 4", "Order 4.12").
    const unit =
      detail.cls === 'number'
        ? (tokens.slice(detail.at + 1, detail.at + 3).find((other) => other.pos === 'NOUN')?.lemma ?? (['NOUN', 'PROPN'].includes(tokens[detail.at - 1]?.pos ?? '') ? `#${tokens[detail.at - 1]!.lemma}` : null))
        : null;
    return { cls: detail.cls, value: detail.value, anchors, unit, pos: detail.cls === 'word' ? tokens[detail.at]!.pos : null };
  });
}

/** A day or year next to a month name: read with the month as one date. */
function isPartOfDate(tokens: readonly Token[], index: number): boolean {
  return [tokens[index - 1], tokens[index + 1], tokens[index - 2], tokens[index - 3]].some((other) => other && MONTHS.includes(other.lower));
}

/** "9:45 in the evening", "6:40 a.m.", "3 p.m.", "06:20" → minutes of the day as "H:MM" (24 h when known). */
function readTime(tokens: readonly Token[], index: number): { value: string; length: number } | null {
  const token = tokens[index]!;
  const clock = /^(\d{1,2})(?::(\d{2}))?(?::\d{2})?$/.exec(token.lower);
  if (!clock) return null;
  const next = tokens[index + 1]?.lower ?? '';
  const phrase = tokens.slice(index + 1, index + 4).map((other) => other.lower).join(' ');
  let meridiem: 'am' | 'pm' | null = null;
  let length = 1;
  if (/^a\.?m\.?$/.test(next)) [meridiem, length] = ['am', 2];
  else if (/^p\.?m\.?$/.test(next)) [meridiem, length] = ['pm', 2];
  else if (/^in the (?:evening|afternoon)/.test(phrase) || /^at night/.test(phrase)) [meridiem, length] = ['pm', /^at/.test(phrase) ? 3 : 4];
  else if (/^in the morning/.test(phrase)) [meridiem, length] = ['am', 4];
  if (!clock[2] && !meridiem) return null;
  let hour = Number(clock[1]);
  // An impossible clock time ("28:46") is still a time, and never the same as a real one.
  if (hour > 23) return { value: token.lower, length: 1 };
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  return { value: `${meridiem ? hour : hour % 12}:${clock[2] ?? '00'}${meridiem ? '' : '?'}`, length };
}

function sameTime(a: string, b: string): boolean {
  if (a === b) return true;
  // A time given without a.m. or p.m. ("06:20") matches either half of the day.
  const [ha, ma] = a.replace('?', '').split(':').map(Number) as [number, number];
  const [hb, mb] = b.replace('?', '').split(':').map(Number) as [number, number];
  return (a.endsWith('?') || b.endsWith('?')) && ha % 12 === hb % 12 && ma === mb;
}

/** Dates agree in every part both give: "March" agrees with "3 March 2024", "2 May" not with "2 December". */
function sameDate(a: string, b: string): boolean {
  const partsA = a.split('-');
  const partsB = b.split('-');
  return partsA.every((part, i) => part === '' || partsB[i] === undefined || partsB[i] === '' || part === partsB[i]);
}

function sameValue(a: Detail, b: Detail): boolean {
  if (a.cls === 'time') return sameTime(a.value, b.value);
  if (a.cls === 'date') return sameDate(a.value, b.value);
  return a.value === b.value;
}

const shareAnchor = (a: Detail, b: Detail) => [...a.anchors].some((anchor) => !anchor.startsWith('@') && b.anchors.has(anchor));
const shareSubject = (a: Detail, b: Detail) => [...a.anchors].some((anchor) => anchor.startsWith('@') && b.anchors.has(anchor));

/**
 * The details of `claim` that `evidence` contradicts: a claim detail about the same thing (a
 * shared anchor) for which the evidence gives a rival value and never the claim's own ("45 mph"
 * against "30 mph", "north" against "south", "red light" against "green light"). Details the
 * evidence does not speak to are unsupported, not contradicted.
 */
export function contradictedDetails(claim: string, evidence: string): Detail[] {
  const evidenceDetails = detailsOf(evidence);
  const evidenceWords = new Set(evidenceDetails.filter((detail) => detail.cls === 'word').map((detail) => detail.value));
  const claimDetails = detailsOf(claim);
  // Statements that mostly say the same words are about the same event.
  const claimLemmas = new Set(contentLemmas(claim));
  const evidenceLemmas = new Set(contentLemmas(evidence));
  const closeMatch = claimLemmas.size > 0 && [...claimLemmas].filter((lemma) => evidenceLemmas.has(lemma)).length / claimLemmas.size >= 0.5;
  return claimDetails.filter((detail) => {
    if (detail.cls === 'word') {
      // A rival is a word of the same part of speech about the same thing: for nouns ("knife" and
      // "gun") the same content word nearby; for attributes ("north" and "south") the same person will do.
      // Two nouns are compared as nouns, about the same content word nearby ("knife" and "gun").
      // Attributes ("north" and "south", "black" and "silver") are compared in any part of speech,
      // since taggers read colour words both ways, and the same person nearby will do for them.
      const nouns = (other: Detail) => detail.pos === 'NOUN' && other.pos === 'NOUN';
      const attributes = (other: Detail) => detail.pos !== 'NOUN' && other.pos !== 'NOUN';
      // A noun and an adjective are compared only when both words can be attributes ("silver" and "black").
      const comparable = (other: Detail) => nouns(other) || attributes(other) || (canBeAttribute(detail.value) && canBeAttribute(other.value));
      const related = (other: Detail) => shareAnchor(detail, other) || (attributes(other) && shareSubject(detail, other));
      // Rival words are rivals only between statements that are mostly the same words: "the chief
      // engineer wrote that entry" and "…writes the log" share enough, "the recorder shows a lower
      // speed" and "a safe speed was no more than 8 knots" do not.
      if (!closeMatch) return false;
      const rivals = evidenceDetails.filter(
        (other) => other.cls === 'word' && other.value !== detail.value && comparable(other) && related(other) && areRivals(detail.value, other.value, nouns(other) ? 'n' : null),
      );
      if (rivals.length === 0) return false;
      const same = evidenceDetails.filter((other) => other.cls === 'word' && other.value === detail.value);
      // "The ferries keep to the north of the buoy, and I was south of it" against "you were north
      // of the buoy": the rival said of the same person outweighs the same word said of another.
      if (detail.pos !== 'NOUN' && rivals.some((other) => shareSubject(detail, other)) && !same.some((other) => shareSubject(detail, other))) return true;
      return !evidenceWords.has(detail.value);
    }
    const sameClass = evidenceDetails.filter((other) => other.cls === detail.cls);
    if (sameClass.some((other) => sameValue(detail, other))) return false;
    // Another name is another person only where the statements otherwise agree ("Mr. Baker drove the truck", "Tom Avery drove the truck").
    if (detail.cls === 'name') return closeMatch && sameClass.some((other) => shareAnchor(detail, other));
    // One time or date on each side of a matched pair of statements is the time of the same
    // event, whatever words surround it.
    const single = closeMatch && (detail.cls === 'time' || detail.cls === 'date') && sameClass.length === 1 && claimDetails.filter((other) => other.cls === detail.cls).length === 1;
    // Numbers are of the same quantity when they count the same unit ("30 mph" and "45 mph"), or
    // when neither names one and they are said of the same thing.
    // "300 dollars an hour" and "200 per hour": a unit the other number's words name is the same quantity.
    const sameQuantity = (other: Detail) =>
      detail.unit !== null || other.unit !== null
        ? detail.unit === other.unit || (other.unit !== null && detail.anchors.has(other.unit)) || (detail.unit !== null && other.anchors.has(detail.unit))
        : shareAnchor(detail, other);
    // …and said of the same thing, or in statements that are mostly the same words.
    const shareTopic = (other: Detail) => [...detail.anchors].some((anchor) => !anchor.startsWith('@') && anchor !== detail.unit && anchor !== other.unit && other.anchors.has(anchor));
    if (detail.cls === 'number') return sameClass.some((other) => sameQuantity(other) && (closeMatch || shareTopic(other)));
    return single || sameClass.some((other) => shareAnchor(detail, other));
  });
}

/** Numbers, times and dates of `claim` that `evidence` never states (names and words aside). */
export function unstatedDetails(claim: string, evidence: string): Detail[] {
  const evidenceDetails = detailsOf(evidence);
  return detailsOf(claim).filter(
    (detail) => (detail.cls === 'number' || detail.cls === 'time' || detail.cls === 'date') && !evidenceDetails.some((other) => other.cls === detail.cls && sameValue(detail, other)),
  );
}
