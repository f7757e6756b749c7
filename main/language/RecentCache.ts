/**
 * A bounded map that forgets the entries least recently read, not the oldest written. The language
 * layer's readings are kept by text, and the texts read most (affidavit sentences, elicit labels
 * and keywords, read on every turn) are those written first: forgetting the oldest entry dropped
 * exactly them once a session's new questions and answers filled the cache, and each was read
 * again from scratch on the next turn.
 *
 * A read only stamps its entry with the time it was read. Moving the entry to the end of the map
 * on every read, the order eviction once took, cost four times a plain look-up and, with the holes
 * each move left, rebuilt the map's table every few thousand reads: a tenth of a new question's
 * time went there. Instead, when the map is full, the eighth of it read least recently goes at once,
 * found by its stamps, so that sort is paid once per many writes.
 */
export class RecentCache<K, V> {
  private readonly entries = new Map<K, { value: V; read: number }>();
  private clock = 0;
  /** How many entries go when the map is full: at least one. */
  private readonly evictions: number;

  constructor(private readonly limit: number) {
    this.evictions = Math.max(1, Math.floor(limit / 8));
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    entry.read = ++this.clock;
    return entry.value;
  }

  set(key: K, value: V): void {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      entry.value = value;
      entry.read = ++this.clock;
      return;
    }
    if (this.entries.size >= this.limit) this.forgetLeastRecentlyRead();
    this.entries.set(key, { value, read: ++this.clock });
  }

  get size(): number {
    return this.entries.size;
  }

  private forgetLeastRecentlyRead(): void {
    const reads = Float64Array.from(this.entries.values(), (entry) => entry.read).sort();
    // Stamps are unique: exactly `evictions` entries were read at or before this one.
    const lastForgotten = reads[this.evictions - 1]!;
    for (const [key, entry] of this.entries) if (entry.read <= lastForgotten) this.entries.delete(key);
  }
}
