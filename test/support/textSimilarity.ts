/** Levenshtein distance by two rows: O(a·b) time, O(b) memory, fine for affidavit-length texts. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Similarity of two texts, whitespace aside: 1 − edit distance / length of the longer. */
export function textSimilarity(a: string, b: string): number {
  const [x, y] = [normalise(a), normalise(b)];
  return 1 - editDistance(x, y) / Math.max(x.length, y.length, 1);
}

/** OCR character accuracy against the source, whitespace aside: 1 − edit distance / source length. */
export function characterAccuracy(read: string, source: string): number {
  const [x, y] = [normalise(read), normalise(source)];
  return Math.max(0, 1 - editDistance(x, y) / Math.max(y.length, 1));
}
