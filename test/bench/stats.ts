/** Percentile of a sample by nearest rank (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export function formatMs(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}

/** One figure against its goal, e.g. `persisted turn p99: 3.10 ms (goal ≤ 5 ms: met)`. */
export function againstGoal(label: string, value: number, goal: number, format: (value: number) => string = formatMs): string {
  return `${label}: ${format(value)} (goal ≤ ${format(goal)}: ${value <= goal ? 'met' : 'NOT met'})`;
}

export const formatRatio = (value: number) => value.toFixed(2);
