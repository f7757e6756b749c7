import { sampleCorrelation } from 'simple-statistics';

/** A correlation with its sample size and 95 % confidence interval (Fisher z; null below 4 pairs). */
export interface Correlation {
  r: number;
  n: number;
  ci95: [number, number] | null;
}

// The 97.5 % normal quantile as a constant: simple-statistics' `probit` is an approximation
// (1.9572), off in the third decimal.
const Z_975 = 1.959963984540054;

/** Ranks from 1, ties given the mean of the ranks they span (1, 2.5, 2.5, 4). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!.index] = rank;
    start = end + 1;
  }
  return ranks;
}

function withInterval(r: number, n: number): Correlation {
  if (n < 4 || Math.abs(r) >= 1) return { r, n, ci95: Math.abs(r) >= 1 && n >= 4 ? [r, r] : null };
  const z = Math.atanh(r);
  const half = Z_975 / Math.sqrt(n - 3);
  return { r, n, ci95: [Math.tanh(z - half), Math.tanh(z + half)] };
}

function check(x: readonly number[], y: readonly number[]): void {
  if (x.length !== y.length) throw new Error(`Correlation needs pairs: ${x.length} values against ${y.length}.`);
}

/** Pearson's r; null when fewer than 3 pairs or either side is constant (r is undefined). */
export function pearson(x: readonly number[], y: readonly number[]): Correlation | null {
  check(x, y);
  if (x.length < 3) return null;
  const r = sampleCorrelation([...x], [...y]);
  return Number.isFinite(r) ? withInterval(r, x.length) : null;
}

/** Spearman's rho with ties: Pearson's r on average ranks. */
export function spearman(x: readonly number[], y: readonly number[]): Correlation | null {
  check(x, y);
  return pearson(averageRanks(x), averageRanks(y));
}
