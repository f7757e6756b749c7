/**
 * Near-miss matching for the output guards: a word counts as the same when its edit distance (with
 * transpositions) is within a threshold that grows with the word's length. That catches a doubled,
 * dropped, swapped or replaced letter ("greeen", "gren", "gerен") without making short words
 * ("red", "bed") meet.
 */

/** The largest edit distance at which two words of this length still count as the same word. */
export function nearThreshold(length: number): number {
  if (length < 4) return 0;
  if (length < 8) return 1;
  return 2;
}

/**
 * True when the optimal-string-alignment distance between `a` and `b` is at most `max`. Bounded:
 * it gives up as soon as a row's minimum exceeds `max`, so long unrelated words cost little.
 */
export function withinEditDistance(a: string, b: string, max: number): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > max) return false;
  if (max === 0) return false;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return false;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]! <= max;
}

/** Whether two words count as the same: equal, or within the threshold of the shorter one's length. */
export function isNearWord(a: string, b: string): boolean {
  return a === b || withinEditDistance(a, b, nearThreshold(Math.min(a.length, b.length)));
}

/** Whether any of `candidates` counts as the same word as `word`. */
export function hasNearWord(candidates: Iterable<string>, word: string): boolean {
  for (const candidate of candidates) if (isNearWord(candidate, word)) return true;
  return false;
}

/** The index in `haystack` where `needle` appears word by word (each word near), or -1. */
export function findNearSequence(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0 || needle.length > haystack.length) return -1;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    let all = true;
    for (let k = 0; k < needle.length && all; k++) all = isNearWord(haystack[start + k]!, needle[k]!);
    if (all) return start;
  }
  return -1;
}
