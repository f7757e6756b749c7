import { describe, expect, it } from 'vitest';
import { RecentCache } from '../../../main/language/RecentCache';

describe('RecentCache', () => {
  it('forgets the entry least recently read, not the first written', () => {
    const cache = new RecentCache<string, number>(2);
    cache.set('affidavit sentence', 1);
    cache.set('first question', 2);
    expect(cache.get('affidavit sentence')).toBe(1);
    cache.set('second question', 3);
    expect(cache.get('first question')).toBeUndefined();
    expect(cache.get('affidavit sentence')).toBe(1);
    expect(cache.get('second question')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replaces a key written again without growing', () => {
    const cache = new RecentCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('a')).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('never holds more than its limit, and keeps what is read on every round through a long run of new texts', () => {
    const cache = new RecentCache<string, string>(40);
    const affidavit = Array.from({ length: 10 }, (_, index) => `affidavit sentence ${index}`);
    for (const sentence of affidavit) cache.set(sentence, sentence.toUpperCase());
    for (let turn = 0; turn < 500; turn++) {
      for (const sentence of affidavit) expect(cache.get(sentence)).toBe(sentence.toUpperCase());
      cache.set(`question ${turn}`, `reading ${turn}`);
      cache.set(`answer ${turn}`, `reading ${turn}`);
      expect(cache.size).toBeLessThanOrEqual(40);
    }
    // The newest texts are kept, the oldest new ones forgotten.
    expect(cache.get('answer 499')).toBe('reading 499');
    expect(cache.get('question 0')).toBeUndefined();
  });

  it('forgets, when full, the entries read least recently, whatever order they were written in', () => {
    const cache = new RecentCache<number, number>(16);
    for (let key = 0; key < 16; key++) cache.set(key, key);
    // Read in reverse: the last written are now the least recently read.
    for (let key = 15; key >= 0; key--) cache.get(key);
    cache.set(100, 100);
    // One eighth of 16 goes: the two read longest ago, 15 and 14.
    expect(cache.get(15)).toBeUndefined();
    expect(cache.get(14)).toBeUndefined();
    for (let key = 0; key < 14; key++) expect(cache.get(key)).toBe(key);
    expect(cache.get(100)).toBe(100);
    expect(cache.size).toBe(15);
  });
});
