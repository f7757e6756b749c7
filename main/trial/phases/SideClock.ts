import type { Side } from '../../../shared/domain';
import type { BudgetPart, Clock } from './arcConfig';

/**
 * Time each side has spent on each part. The clock runs for one owner at a time (the side whose
 * turn it is); `charge` books the time since the turn began to that owner.
 */
export class SideClock {
  private readonly used = new Map<string, number>();
  private owner: { side: Side; part: BudgetPart } | null = null;
  private since: number;

  constructor(private readonly clock: Clock) {
    this.since = clock.now();
  }

  /** Time spent so far, counting the turn under way. */
  spent(side: Side, part: BudgetPart): number {
    const booked = this.used.get(`${side}:${part}`) ?? 0;
    const running = this.owner?.side === side && this.owner.part === part ? this.clock.now() - this.since : 0;
    return booked + running;
  }

  /** How long the current turn has run. */
  sinceTurnBegan(): number {
    return this.clock.now() - this.since;
  }

  /** Books the turn under way to its owner. */
  charge(): void {
    const now = this.clock.now();
    if (this.owner) {
      const key = `${this.owner.side}:${this.owner.part}`;
      this.used.set(key, (this.used.get(key) ?? 0) + (now - this.since));
    }
    this.since = now;
  }

  /** Starts the next turn's clock (null: nobody's, e.g. while the court speaks). */
  turnTo(owner: { side: Side; part: BudgetPart } | null): void {
    this.charge();
    this.owner = owner;
  }
}
