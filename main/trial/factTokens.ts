import { STOP_WORDS, stem } from '../scoring';

// The checkable details of a sentence: numbers, times, dates, names, colours, directions and
// negation. A witness corrects a question whose detail differs from its affidavit's.

export type FactClass = 'number' | 'time' | 'month' | 'weekday' | 'name' | 'colour' | 'direction';

export interface FactToken {
  cls: FactClass;
  value: string;
}

const MONTHS = 'january february march april may june july august september october november december'.split(' ');
const WEEKDAYS = 'monday tuesday wednesday thursday friday saturday sunday'.split(' ');
const COLOURS = 'red green yellow amber blue black white grey gray silver brown orange purple pink'.split(' ');
const DIRECTIONS = 'north south east west northbound southbound eastbound westbound'.split(' ');
const NUMBER_WORDS: Record<string, string> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  eleven: '11', twelve: '12', fifteen: '15', twenty: '20', thirty: '30', forty: '40', fifty: '50', hundred: '100',
};
// Capitalised words that start sentences or are pronouns, not names.
const NOT_NAMES = new Set(
  'I The A An And But So Then When While After Before On In At To Of For It He She They We You My His Her Their Our Your Yes No Is Was Did Do Does Were Are Had Have Has Isn Wasn Didn What Where Who Why How Which That This These Those Please Tell Describe Would Could Can Will Mr Mrs Ms Dr'.split(
    ' ',
  ),
);

/** A detail with the content words around it (its anchors: what the detail is about). */
export interface AnchoredFact extends FactToken {
  anchors: Set<string>;
}

/** How many words either side of a detail count as what it is about. */
const ANCHOR_WINDOW = 5;

const TIME = /^(\d{1,2})(?::(\d{2}))?(a\.?m\.?|p\.?m\.?)$/i;

/** The details of a text, each with its anchors, in order. */
export function anchoredFacts(text: string): AnchoredFact[] {
  // Join "5:30 p.m." into one word so a time is one token.
  const raw = text.replace(/\b(\d{1,2}(?::\d{2})?)\s+(a\.?m\.?|p\.?m\.?)/gi, '$1$2').split(/\s+/).filter(Boolean);
  const words = raw.map((word) => word.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''));
  const lower = words.map((word) => word.toLowerCase());
  const content = lower.map((word) => (STOP_WORDS.has(word) || word === '' ? null : stem(word.replace(/'s$/, ''))));
  const facts: AnchoredFact[] = [];
  words.forEach((word, index) => {
    const token = classify(word, lower[index]!, index === 0 || /[.!?:]["']?$/.test(raw[index - 1] ?? ''));
    if (!token) return;
    const anchors = new Set<string>();
    for (let j = Math.max(0, index - ANCHOR_WINDOW); j <= Math.min(words.length - 1, index + ANCHOR_WINDOW); j++) {
      // Other details anchor too ("April 3" and "March 3" share the 3), but not ones of the
      // same class, which would make "red" and "green" in one list anchor each other.
      const other = j === index ? null : classify(words[j]!, lower[j]!, false);
      if (j !== index && content[j] && (!other || other.cls !== token.cls)) anchors.add(content[j]!);
    }
    facts.push({ ...token, anchors });
  });
  return facts;
}

function classify(word: string, lower: string, sentenceStart: boolean): FactToken | null {
  const time = TIME.exec(lower);
  if (time) return { cls: 'time', value: `${Number(time[1])}:${time[2] ?? '00'}${time[3]!.startsWith('a') ? 'am' : 'pm'}` };
  const clock = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(lower);
  if (clock) return { cls: 'time', value: `${Number(clock[1])}:${clock[2]}${clock[3] ? `:${clock[3]}` : ''}` };
  // "62-metre", "3-mile": the number is the detail.
  const number = /^(\d+(?:[.,]\d+)*)(?:-[a-z]+)?$/.exec(lower);
  if (number) return { cls: 'number', value: number[1]!.replace(/,/g, '') };
  if (NUMBER_WORDS[lower]) return { cls: 'number', value: NUMBER_WORDS[lower] };
  if (MONTHS.includes(lower) && /^[A-Z]/.test(word)) return { cls: 'month', value: lower };
  if (WEEKDAYS.includes(lower)) return { cls: 'weekday', value: lower };
  if (COLOURS.includes(lower)) return { cls: 'colour', value: lower === 'gray' ? 'grey' : lower };
  if (DIRECTIONS.includes(lower)) return { cls: 'direction', value: lower.replace(/bound$/, '') };
  if (!sentenceStart && /^[A-Z][a-z]+/.test(word) && !NOT_NAMES.has(word.replace(/'s$/, ''))) return { cls: 'name', value: lower.replace(/'s$/, '') };
  return null;
}

export function factTokens(text: string): FactToken[] {
  return anchoredFacts(text).map(({ cls, value }) => ({ cls, value }));
}

/** "not", "never", "no", "didn't"…: whether a sentence is negated. */
export function isNegated(text: string): boolean {
  return /\b(?:not|never|no|none|nobody|nothing|neither|nor)\b|n't\b/i.test(text);
}

/**
 * The details of `claim` contradicted by `evidence`: a claim detail, about the same thing (a
 * shared anchor word nearby), for which the evidence gives another value of the same class and
 * never the claim's own ("light ... red" against "light ... green"; "45 mph" against "30 mph").
 * Details the evidence does not speak to are not contradictions; they are unsupported.
 */
export function contradictedFacts(claim: string, evidence: string): FactToken[] {
  const evidenceFacts = anchoredFacts(evidence);
  return anchoredFacts(claim)
    .filter((fact) => {
      const sameClass = evidenceFacts.filter((other) => other.cls === fact.cls);
      if (sameClass.some((other) => other.value === fact.value)) return false;
      return sameClass.some((other) => [...other.anchors].some((anchor) => fact.anchors.has(anchor)));
    })
    .map(({ cls, value }) => ({ cls, value }));
}

/** Claim details (not names) that the evidence neither states nor contradicts. */
export function unsupportedFacts(claim: string, evidence: string): FactToken[] {
  const evidenceTokens = factTokens(evidence);
  return factTokens(claim).filter(
    (token) => token.cls !== 'name' && !evidenceTokens.some((other) => other.cls === token.cls),
  );
}
