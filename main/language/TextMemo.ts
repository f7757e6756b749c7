/** How many texts read last are kept before they are dropped or, read again later, kept for good: a turn reads a handful. */
export const RECENT_TEXTS = 32;

/**
 * A memo of what is read from a text, kept by the text in two generations so that what only one
 * turn reads dies young. A text read for the first time is kept among the last few read (`recent`):
 * a question and its answer are read again and again within their turn, and never after. A text
 * read again once it has left them (an affidavit sentence, an elicit's label: read turn after
 * turn) is kept for good, up to `lasting` texts. Keeping every question's reading for good made
 * each one outlive two young-generation collections before it was dropped, and the copying of
 * those readings was most of what a collection cost in a trial's turn.
 */
export class TextMemo<V> {
  private readonly recentlyRead = new Map<string, V>();
  private readonly kept = new Map<string, V>();
  /** Texts that have left `recentlyRead`: read once more, they are kept for good. */
  private readonly readBefore = new Set<string>();

  constructor(private readonly limits: { recent: number; lasting: number }) {}

  get(text: string): V | undefined {
    return this.kept.get(text) ?? this.recentlyRead.get(text);
  }

  set(text: string, value: V): void {
    if (this.readBefore.delete(text)) {
      evictOldest(this.kept, this.limits.lasting);
      this.kept.set(text, value);
      return;
    }
    if (this.recentlyRead.size >= this.limits.recent) {
      const oldest = this.recentlyRead.keys().next().value!;
      this.recentlyRead.delete(oldest);
      if (this.readBefore.size >= this.limits.lasting) this.readBefore.delete(this.readBefore.values().next().value!);
      this.readBefore.add(oldest);
    }
    this.recentlyRead.set(text, value);
  }
}

function evictOldest(map: Map<string, unknown>, limit: number): void {
  if (map.size >= limit) map.delete(map.keys().next().value!);
}
