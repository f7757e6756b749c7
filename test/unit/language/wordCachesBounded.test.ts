import { describe, expect, it } from 'vitest';
import { relatedLemmas, WORD_CACHE_LIMIT, wordCacheEntries } from '../../../main/language/relatedWords';

describe('the WordNet word caches', () => {
  it('stop growing at their limit however many new words a session brings', () => {
    const before = wordCacheEntries();
    // Words no dictionary holds, each asked once: a long session's new names and misspellings.
    for (let i = 0; i < WORD_CACHE_LIMIT + 2_000; i++) relatedLemmas(`zqxword${i}`, 'n');
    expect(wordCacheEntries() - before).toBeLessThanOrEqual(WORD_CACHE_LIMIT);
    // The caches may already be full when this file runs after others in the same worker, so they
    // need not grow; they must still hold words.
    expect(wordCacheEntries()).toBeGreaterThan(0);
  });

  it('read a word again the same way after it was forgotten', () => {
    const first = [...relatedLemmas('automobile', 'n')].sort();
    for (let i = 0; i < WORD_CACHE_LIMIT + 2_000; i++) relatedLemmas(`qzxother${i}`, 'n');
    expect([...relatedLemmas('automobile', 'n')].sort()).toEqual(first);
    expect(first).toContain('car');
  });
});
