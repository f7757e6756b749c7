// Numbers written in words or digits, read to one value: "four" = "4", "twenty-two" = "22",
// "once"/"twice" = 1/2, "1,200" = "1200". Values are strings so "22.5" keeps its form.
import { wordTable } from './wordTable';

const UNITS = wordTable<number>({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
});
const SCALES = wordTable<number>({ dozen: 12, hundred: 100, thousand: 1000, million: 1_000_000 });
const ORDINALS = wordTable<number>({
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18,
  nineteenth: 19, twentieth: 20, thirtieth: 30,
});
const MULTIPLICATIVES = wordTable<number>({ once: 1, twice: 2, thrice: 3 });

/** The numeric value of one word ("four", "4", "1,200", "3rd", "twice"), or null. */
export function numberWordValue(word: string): string | null {
  const lower = word.toLowerCase().replace(/^\$/, '');
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(lower)) return lower.replace(/,/g, '');
  if (/^\d+(?:\.\d+)?$/.test(lower)) return String(Number(lower));
  const ordinalDigits = /^(\d+)(?:st|nd|rd|th)$/.exec(lower);
  if (ordinalDigits) return String(Number(ordinalDigits[1]));
  // "a dozen" is twelve, "a hundred" a hundred; "two dozen" is read as a run.
  const value = UNITS[lower] ?? ORDINALS[lower] ?? MULTIPLICATIVES[lower] ?? SCALES[lower];
  if (value !== undefined) return String(value);
  // "twenty-two", "forty-five"
  const hyphen = /^([a-z]+)-([a-z]+)$/.exec(lower);
  if (hyphen && UNITS[hyphen[1]!] !== undefined && UNITS[hyphen[2]!] !== undefined && UNITS[hyphen[1]!]! >= 20) {
    return String(UNITS[hyphen[1]!]! + UNITS[hyphen[2]!]!);
  }
  return null;
}

/**
 * Reads a run of number words as one value ("two hundred and fifty" = 250, "twenty two" = 22).
 * Returns the value and how many words it used, or null when the first word is not a number.
 */
export function readNumberRun(words: readonly string[], start: number): { value: string; length: number } | null {
  const first = words[start];
  if (first === undefined) return null;
  const single = numberWordValue(first);
  if (single === null) return null;
  // A scale opens a run too: "a hundred and fifty".
  if (!(first.toLowerCase() in UNITS) && !(first.toLowerCase() in SCALES)) return { value: single, length: 1 };
  let total = 0;
  let current = 0;
  let index = start;
  while (index < words.length) {
    const word = words[index]!.toLowerCase();
    // Ones follow tens ("twenty two"), and any unit follows a scale or opens the run; two numbers
    // side by side otherwise are two ("twelve thirty" is a time, "five ten" a height), not a sum.
    if (word in UNITS && index > start && !(current % 100 === 0 || (current % 10 === 0 && current % 100 >= 20 && UNITS[word]! < 10))) break;
    if (word in UNITS) current += UNITS[word]!;
    else if (word in SCALES) current = Math.max(1, current) * SCALES[word]!;
    else if (word === 'and' && index > start && index + 1 < words.length && words[index + 1]!.toLowerCase() in UNITS) {
      index++;
      continue;
    } else if (word === '-' && current % 10 === 0 && current % 100 >= 20 && (UNITS[words[index + 1]?.toLowerCase() ?? ''] ?? 10) < 10) {
      // "twenty-two" split by the tokenizer into "twenty", "-", "two".
      index++;
      continue;
    } else break;
    if (SCALES[word] && SCALES[word]! >= 1000) {
      total += current;
      current = 0;
    }
    index++;
  }
  return { value: String(total + current), length: index - start };
}

/** The value of an ordinal ("seventeenth", "17th"), or null for any other word: the day of a date said in words. */
export function ordinalValue(word: string): number | null {
  const lower = word.toLowerCase();
  const digits = /^(\d+)(?:st|nd|rd|th)$/.exec(lower);
  if (digits) return Number(digits[1]);
  return ORDINALS[lower] ?? null;
}

/** Minutes in one of each unit of time. */
export const DURATION_UNITS = wordTable<number>({
  second: 1 / 60, minute: 1, min: 1, hour: 60, hr: 60, day: 1440, night: 1440, week: 10080, fortnight: 20160, month: 43800, year: 525600,
});
/** The months, by name, in their order. */
export const MONTHS: readonly string[] = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** The days of the week, by name. */
export const WEEKDAYS: ReadonlySet<string> = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);

/**
 * The day an ordinal word gives the month beside it ("the twentieth of July", "July the
 * twentieth"), or null: the day of a date said in words is the number "20 July" says.
 */
export function ordinalDayOfMonth(words: readonly string[], at: number): number | null {
  const value = ORDINALS[words[at]!.toLowerCase()];
  if (value === undefined) return null;
  const month = (word: string | undefined) => MONTHS.includes(word?.toLowerCase() ?? '');
  const ofMonth = words[at + 1]?.toLowerCase() === 'of' && month(words[at + 2]);
  const monthThe = words[at - 1]?.toLowerCase() === 'the' && month(words[at - 2]);
  return ofMonth || monthThe || month(words[at - 1]) || month(words[at + 1]) ? value : null;
}

/**
 * A scale said in the plural before "of" ("hundreds of times", "thousands of pounds", "dozens of
 * calls"): a count of at least two of that scale, never an exact one. Its least value and the
 * words it takes, or null.
 */
export function manyOfAScale(words: readonly string[], at: number): { least: string; length: number } | null {
  const scale = SCALES[words[at]?.toLowerCase().replace(/s$/, '') ?? ''];
  if (scale === undefined || !words[at]!.toLowerCase().endsWith('s') || words[at + 1]?.toLowerCase() !== 'of') return null;
  return { least: String(2 * scale), length: 2 };
}

/**
 * The most "a few" reaches: "a few minutes" is not forty, "a few of the bales" may be three, "a few
 * hundred" is not nine hundred. Everyday use puts "a few" at about three; five leaves room for a
 * loose speaker without letting it stand for "several" or "many".
 */
const FEW_AT_MOST = 5;

/** The least "several" is: more than two ("several steps" is not two steps), however many more. */
const SEVERAL_AT_LEAST = 3;

/**
 * "Several", counted or of a scale ("several steps", "several of them", "several hundred"): the
 * least it can be and the words it takes, or null. Its unit of time, if any, the caller reads.
 */
export function severalAtLeast(words: readonly string[], at: number): { least: number; length: number } | null {
  if (words[at]?.toLowerCase() !== 'several') return null;
  const scale = SCALES[words[at + 1]?.toLowerCase() ?? ''];
  return scale === undefined ? { least: SEVERAL_AT_LEAST, length: 1 } : { least: SEVERAL_AT_LEAST * scale, length: 2 };
}

/**
 * "A few", counted or of a scale ("a few bales", "a few of them", "a few hundred", "a few dozen"):
 * the most it can be and the words it takes, or null. Its unit of time, if any, the caller reads.
 */
export function fewAtMost(words: readonly string[], at: number): { most: number; length: number } | null {
  if (words[at]?.toLowerCase() !== 'a' || words[at + 1]?.toLowerCase() !== 'few') return null;
  const scale = SCALES[words[at + 2]?.toLowerCase() ?? ''];
  return scale === undefined ? { most: FEW_AT_MOST, length: 2 } : { most: FEW_AT_MOST * scale, length: 3 };
}
