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
});
