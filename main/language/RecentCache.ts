/**
 * A bounded map that forgets the entry least recently read, not the oldest written. The language
 * layer's readings are kept by text, and the texts read most (affidavit sentences, elicit labels
 * and keywords, read on every turn) are those written first: forgetting the oldest entry dropped
 * exactly them once a session's new questions and answers filled the cache, and each was read
 * again from scratch on the next turn.
 */
export class RecentCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: moving the entry to the end marks it the most recently read.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }
}
