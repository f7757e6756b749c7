/**
 * The first of `items` with the highest score, or undefined when there are none; each item's score
 * is taken once. Picking it by comparing the best so far with each next item took the best's score
 * again at every step, and a score that reads a clause of a sentence (how many of a premise's words
 * it shares) cost a long sentence's tellings twice the reading they need.
 */
export function highestScoring<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = -Infinity;
  for (const item of items) {
    const itemScore = score(item);
    // Strictly higher: of items that tie, the first stays.
    if (best === undefined || itemScore > bestScore) [best, bestScore] = [item, itemScore];
  }
  return best;
}
