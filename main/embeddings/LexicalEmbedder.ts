import type { Embedder } from './Embedder';

/** Words too common to say anything about what an answer is about. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by did do does for from had has have he her hers him his i if in into is it its ' +
    'me my of on or our she so than that the their them then there these they this those to up was we were what ' +
    'when where which who whom why will with would you your'
  ).split(' '),
);

const WORD_WEIGHT = 1;
const BIGRAM_WEIGHT = 0.5;
const TRIGRAM_WEIGHT = 0.35;

/**
 * The deterministic stand-in when no embedding model is installed: hashed word unigrams, word
 * bigrams and character trigrams (feature hashing into a fixed number of buckets), log-scaled
 * counts, L2-normalised. Same text, same vector, on every machine and in every version with this
 * id; bump the id if the features change, because stored vectors would no longer compare.
 * A text with no words at all gets the zero vector.
 */
export class LexicalEmbedder implements Embedder {
  readonly id = 'lexical-v1';
  readonly dimensions: number;

  constructor(dimensions = 384) {
    if (!Number.isInteger(dimensions) || dimensions < 8) throw new RangeError('dimensions must be an integer >= 8');
    this.dimensions = dimensions;
  }

  embed(texts: string[]): Promise<Float32Array[]> {
    return Promise.resolve(texts.map((text) => this.embedOne(text)));
  }

  embedOne(text: string): Float32Array {
    const counts = new Map<number, number>();
    // Each feature is hashed as the string it names ("w:word", "c:<wo", "b:one two") without
    // building that string: the hash runs on from its prefix's, over the words' own characters.
    const add = (hash: number, weight: number) => {
      const bucket = (hash >>> 0) % this.dimensions;
      counts.set(bucket, (counts.get(bucket) ?? 0) + weight);
    };
    const allWords = tokenize(text);
    const content = allWords.filter((word) => !STOP_WORDS.has(word));
    // An answer made only of stop words ("Yes, I did") still deserves a vector of its own.
    const words = content.length > 0 ? content : allWords;
    for (const word of words) {
      add(fnv1aOn(WORD_PREFIX, word), WORD_WEIGHT);
      const padded = `<${word}>`;
      for (let i = 0; i + 3 <= padded.length; i++) add(fnv1aOn(TRIGRAM_PREFIX, padded, i, i + 3), TRIGRAM_WEIGHT);
    }
    for (let i = 0; i + 1 < words.length; i++) add(fnv1aOn(fnv1aOn(fnv1aOn(BIGRAM_PREFIX, words[i]!), ' '), words[i + 1]!), BIGRAM_WEIGHT);

    const vector = new Float32Array(this.dimensions);
    let norm = 0;
    for (const [bucket, weight] of counts) {
      const value = Math.log1p(weight);
      vector[bucket] = value;
      norm += value * value;
    }
    if (norm > 0) {
      const scale = 1 / Math.sqrt(norm);
      for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] as number) * scale;
    }
    return vector;
  }
}

/** Lower-case words of letters and digits, accents folded ("Café" -> "cafe"). */
export function tokenize(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []
  );
}

/**
 * 32-bit FNV-1a over UTF-16 code units (tiny, fast and identical everywhere), continued from the
 * state `hash` over `text` from `from` to `to`: the hash of a string is the hash of its first part
 * run on over the rest. Unsigned (`>>> 0`) only when taken as a bucket.
 */
function fnv1aOn(hash: number, text: string, from = 0, to = text.length): number {
  for (let i = from; i < to; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash;
}

const FNV_OFFSET = 0x811c9dc5;
const WORD_PREFIX = fnv1aOn(FNV_OFFSET, 'w:');
const TRIGRAM_PREFIX = fnv1aOn(FNV_OFFSET, 'c:');
const BIGRAM_PREFIX = fnv1aOn(FNV_OFFSET, 'b:');
