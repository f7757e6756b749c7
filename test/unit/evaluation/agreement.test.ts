import { describe, expect, it } from 'vitest';
import { averageRanks, panelVerdict, pearson, spearman } from '../../../main/evaluation';

describe('agreement statistics', () => {
  it('gives tied values the mean of the ranks they span', () => {
    expect(averageRanks([1, 2, 2, 3])).toEqual([1, 2.5, 2.5, 4]);
    expect(averageRanks([5, 5, 5, 1])).toEqual([3, 3, 3, 1]);
  });

  it('computes Spearman with ties as Pearson on average ranks: 3/sqrt(10) by hand', () => {
    // Ranks of x are 1, 2.5, 2.5, 4; deviations −1.5, 0, 0, 1.5 against −1.5, −0.5, 0.5, 1.5:
    // covariance sum 4.5, sums of squares 4.5 and 5, so rho = 4.5 / sqrt(22.5) = 3 / sqrt(10).
    const rho = spearman([1, 2, 2, 3], [10, 20, 30, 40])!;
    expect(Math.abs(rho.r - 3 / Math.sqrt(10))).toBeLessThan(1e-9);
    expect(rho.n).toBe(4);
  });

  it('matches independently computed Pearson, Spearman and the Fisher-z interval to 1e-9', () => {
    // Reference values from a plain Python implementation (population formulas, average ranks).
    const stars = [1, 2, 2, 3, 5, 5, 5, 4];
    const judge = [0.1, 0.4, 0.3, 0.3, 0.9, 0.8, 0.95, 0.5];
    const r = pearson(stars, judge)!;
    expect(Math.abs(r.r - 0.9382485932952654)).toBeLessThan(1e-9);
    expect(Math.abs(r.ci95![0] - 0.6893358245223533)).toBeLessThan(1e-9);
    expect(Math.abs(r.ci95![1] - 0.989021599454633)).toBeLessThan(1e-9);
    expect(Math.abs(spearman(stars, judge)!.r - 0.9200335844703179)).toBeLessThan(1e-9);
  });

  it('has no correlation for a constant side or fewer than three pairs, and no interval below four', () => {
    expect(pearson([3, 3, 3, 3], [0.1, 0.2, 0.3, 0.4])).toBeNull();
    expect(spearman([1, 2], [2, 1])).toBeNull();
    expect(pearson([1, 2, 3], [1, 3, 2])).toMatchObject({ n: 3, ci95: null });
    expect(() => pearson([1, 2, 3], [1, 2])).toThrow('3 values against 2');
  });
});

describe('the judge panel', () => {
  it('gives the median and spread, and flags a disagreement beyond the allowed spread', () => {
    expect(panelVerdict([0.75, 0.5, 1])).toEqual({ median: 0.75, spread: 0.5, flagged: true });
    expect(panelVerdict([0.75, 0.75, 0.5, 0.75], 0.25)).toEqual({ median: 0.75, spread: 0.25, flagged: false });
    expect(panelVerdict([1, 0])).toBeNull();
  });
});
