/**
 * A small seeded PRNG (mulberry32). Every random choice of the rules casts (trial and client)
 * goes through one of these, so the same scenario, script and seed give the same event log.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /**
   * The seed of one turn's stream, derived from the session seed and the turn number, so a
   * resumed session needs no saved generator state.
   */
  static forTurn(sessionSeed: number, turn: number): number {
    let hash = (sessionSeed ^ 0x9e3779b9) >>> 0;
    hash = Math.imul(hash ^ turn, 0x85ebca6b) >>> 0;
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0;
    return (hash ^ (hash >>> 16)) >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick() needs at least one item');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** An independent stream for one agent, so adding a draw in one agent does not shift another. */
  fork(label: string): SeededRandom {
    let hash = this.state ^ 0x9e3779b9;
    for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
    return new SeededRandom(hash >>> 0);
  }
}
