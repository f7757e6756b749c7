import { describe, expect, it } from 'vitest';
import { TextMemo } from '../../../main/language/TextMemo';

describe('TextMemo', () => {
  it('keeps a text read once only among the last few read', () => {
    const memo = new TextMemo<number>({ recent: 2, lasting: 10 });
    memo.set('a', 1);
    memo.set('b', 2);
    expect(memo.get('a')).toBe(1);
    memo.set('c', 3);
    expect(memo.get('a')).toBeUndefined();
    expect([memo.get('b'), memo.get('c')]).toEqual([2, 3]);
  });

  it('keeps for good a text read again after it left the recent ones, however many are read since', () => {
    const memo = new TextMemo<number>({ recent: 2, lasting: 10 });
    memo.set('sentence', 1);
    memo.set('q1', 2);
    memo.set('q2', 3);
    expect(memo.get('sentence')).toBeUndefined();
    memo.set('sentence', 1);
    for (let i = 3; i < 20; i++) memo.set(`q${i}`, i);
    expect(memo.get('sentence')).toBe(1);
    expect(memo.get('q2')).toBeUndefined();
  });

  it('drops the oldest kept text beyond the lasting limit', () => {
    const memo = new TextMemo<number>({ recent: 1, lasting: 2 });
    // Each text is read, leaves the recent one to the next, and is read again: kept for good.
    for (const text of ['a', 'b', 'a', 'c', 'b', 'd', 'c']) memo.set(text, 1);
    expect([memo.get('a'), memo.get('b'), memo.get('c')]).toEqual([undefined, 1, 1]);
  });
});
