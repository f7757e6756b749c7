// Text helpers shared by the classifier, the witness, matching and dedup. Pure and deterministic.

/** Function words that say nothing about what a sentence is about. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here hers ' +
    'herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on ' +
    'once only or other our ours ourselves out over own same she should so some such than that the their theirs them ' +
    'themselves then there these they this those through to too under until up very was we were what when where which ' +
    'while who whom why will with would you your yours yourself yourselves isn wasn weren didn doesn don hasn haven ' +
    'hadn won wouldn couldn shouldn let tell please describe okay ok sir madam ma mr mrs ms dr also yes yeah really ' +
    'think know recall remember say said correct right true wouldn isn t s d ll ve re m'
  ).split(/\s+/),
);

/** Lower-case word tokens; apostrophes are split off ("didn't" -> "didn", "t"). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:\.[0-9]+)?/g) ?? [];
}

/** A light stemmer: enough to make "braking"/"braked"/"brakes" meet, and nothing clever. */
export function stem(word: string): string {
  if (word.length <= 4 || /^\d/.test(word)) return word;
  for (const suffix of ['ingly', 'edly', 'ing', 'ed', 'es', 'ly', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const base = word.slice(0, -suffix.length);
      // "stopped" -> "stopp" -> "stop"
      return base.length > 3 && base.at(-1) === base.at(-2) ? base.slice(0, -1) : base;
    }
  }
  return word;
}

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  eleven: '11', twelve: '12', fifteen: '15', twenty: '20', thirty: '30', forty: '40', fifty: '50', hundred: '100',
};

/** Stemmed content words, in order, duplicates kept. Number words become digits ("four" = "4"). */
export function contentWords(text: string): string[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map((word) => NUMBER_WORDS[word] ?? stem(word));
}

export function contentWordSet(text: string): Set<string> {
  return new Set(contentWords(text));
}

/** Jaccard similarity of two sets; two empty sets are identical. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Share of `target` words present in `source` (0..1); an empty target is never covered. */
export function coverage(target: ReadonlySet<string>, source: ReadonlySet<string>): number {
  if (target.size === 0) return 0;
  let hit = 0;
  for (const item of target) if (source.has(item)) hit++;
  return hit / target.size;
}

const ABBREVIATIONS = /\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Inc|Co|Ltd|vs|approx|e\.g|i\.e|a\.m|p\.m)\.$/i;

/**
 * Splits prose into sentences on . ! ? followed by space and a capital or digit, without
 * breaking "Dr. Lee", "3.5 miles" or "p.m. on".
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  const pieces = text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?]["”')]?)\s+(?=["“(]?[A-Z0-9])/);
  let pending = '';
  pieces.forEach((piece, index) => {
    pending = pending ? `${pending} ${piece}` : piece;
    if (ABBREVIATIONS.test(pending)) return;
    // "No. 5" is a number; "No. I was not" is an answer.
    if (/\bNo\.$/.test(pending) && /^\d/.test(pieces[index + 1] ?? '')) return;
    sentences.push(pending.trim());
    pending = '';
  });
  if (pending) sentences.push(pending.trim());
  return sentences.filter((sentence) => sentence.length > 0);
}

/** Rough token count for budgets: about four characters per token, as BPE tokenizers average. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
