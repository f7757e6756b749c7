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

export function factTokens(text: string): FactToken[] {
  const tokens: FactToken[] = [];
  for (const match of text.matchAll(/\b(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)/gi)) {
    tokens.push({ cls: 'time', value: `${Number(match[1])}:${match[2] ?? '00'}${match[3]!.toLowerCase().startsWith('a') ? 'am' : 'pm'}` });
  }
  const withoutTimes = text.replace(/\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)/gi, ' ');
  for (const match of withoutTimes.matchAll(/\b\d+(?:[.,]\d+)?\b/g)) tokens.push({ cls: 'number', value: match[0].replace(',', '') });
  for (const raw of withoutTimes.split(/[^A-Za-z'-]+/)) {
    const word = raw.toLowerCase();
    if (!word) continue;
    if (MONTHS.includes(word) && raw[0] === raw[0]!.toUpperCase()) tokens.push({ cls: 'month', value: word });
    else if (WEEKDAYS.includes(word)) tokens.push({ cls: 'weekday', value: word });
    else if (COLOURS.includes(word)) tokens.push({ cls: 'colour', value: word === 'gray' ? 'grey' : word });
    else if (DIRECTIONS.includes(word)) tokens.push({ cls: 'direction', value: word.replace(/bound$/, '') });
    else if (NUMBER_WORDS[word]) tokens.push({ cls: 'number', value: NUMBER_WORDS[word] });
  }
  // Names: capitalised words not at the start of a sentence.
  const words = text.split(/\s+/);
  words.forEach((word, index) => {
    const clean = word.replace(/[^A-Za-z'-]/g, '');
    const previous = words[index - 1] ?? '';
    const sentenceStart = index === 0 || /[.!?:]["']?$/.test(previous);
    if (!sentenceStart && /^[A-Z][a-z]+/.test(clean) && !NOT_NAMES.has(clean) && !MONTHS.includes(clean.toLowerCase()) && !WEEKDAYS.includes(clean.toLowerCase())) {
      tokens.push({ cls: 'name', value: clean.toLowerCase().replace(/'s$/, '') });
    }
  });
  return tokens;
}

/** "not", "never", "no", "didn't"…: whether a sentence is negated. */
export function isNegated(text: string): boolean {
  return /\b(?:not|never|no|none|nobody|nothing|neither|nor)\b|n't\b/i.test(text);
}

/**
 * The details of `claim` contradicted by `evidence`: a claim token whose class appears in the
 * evidence with other values only ("45 mph" against "30 mph"). Details the evidence does not
 * speak to at all are not contradictions; they are unsupported.
 */
export function contradictedFacts(claim: string, evidence: string): FactToken[] {
  const evidenceTokens = factTokens(evidence);
  return factTokens(claim).filter((token) => {
    const sameClass = evidenceTokens.filter((other) => other.cls === token.cls);
    return sameClass.length > 0 && !sameClass.some((other) => other.value === token.value);
  });
}

/** Claim details (not names) that the evidence neither states nor contradicts. */
export function unsupportedFacts(claim: string, evidence: string): FactToken[] {
  const evidenceTokens = factTokens(evidence);
  return factTokens(claim).filter(
    (token) => token.cls !== 'name' && !evidenceTokens.some((other) => other.cls === token.cls),
  );
}
