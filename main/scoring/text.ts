// Set arithmetic and budgets over text, shared by the classifier, the witness, matching and
// dedup. What the words are (lemmas, sentences) comes from the language layer, main/language.
import { contentLemmas, sentencesOf } from '../language';

/** Lower-case word tokens as written, apostrophes split off ("didn't" -> "didn", "t"): for guards that must see every spelling. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:\.[0-9]+)?/g) ?? [];
}

/** Lemmas of the content words, in order, duplicates kept ("arrived" and "arrive" meet; "four" = "4"). */
export function contentWords(text: string): string[] {
  return contentLemmas(text);
}

export function contentWordSet(text: string): Set<string> {
  return new Set(contentLemmas(text));
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

/** The sentences of a text (a quotation is never cut in half). */
export function splitSentences(text: string): string[] {
  return sentencesOf(text);
}

/** Rough token count for budgets: about four characters per token, as BPE tokenizers average. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
