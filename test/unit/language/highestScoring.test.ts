import { describe, expect, it } from 'vitest';
import { highestScoring } from '../../../main/language/highestScoring';

describe('highestScoring', () => {
  it('gives the item of the highest score, the first of those that tie', () => {
    const shared = { ledger: 1, 'delivery note': 3, invoice: 3, receipt: 0 };
    expect(highestScoring(Object.keys(shared), (word) => shared[word as keyof typeof shared])).toBe('delivery note');
  });

  it('takes each score once, however many items follow the best', () => {
    const scored: number[] = [];
    const best = highestScoring([4, 9, 2, 7, 1], (item) => {
      scored.push(item);
      return item;
    });
    expect(best).toBe(9);
    expect(scored).toEqual([4, 9, 2, 7, 1]);
  });

  it('gives the first item when every score is below zero, and nothing for no items', () => {
    expect(highestScoring(['north gate', 'south gate'], () => -2)).toBe('north gate');
    expect(highestScoring([], () => 1)).toBeUndefined();
  });
});
