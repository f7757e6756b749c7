import type { Side } from '../../../shared/domain';
import type { BudgetPart, Clock } from './arcConfig';

/** Time booked to one side's part when a turn ends. */
export interface TimeCharge {
  side: Side;
  part: BudgetPart;
  ms: number;
}

/**
 * Time each side has spent on each part. The clock runs for one owner at a time (the side whose
 * turn it is); `charge` books the time since the turn began to that owner. The time the program
 * itself takes between turns (a model answering) belongs to nobody.
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

  /** Books the turn under way to its owner; says what was booked (null: nobody's turn). */
  charge(): TimeCharge | null {
    const now = this.clock.now();
    const owner = this.owner;
    const ms = Math.max(0, Math.round(now - this.since));
    this.since = now;
    if (!owner) return null;
    this.book({ ...owner, ms });
    return { ...owner, ms };
  }

  /** Adds time already spent (a stored charge, replayed on resume). */
  book({ side, part, ms }: TimeCharge): void {
    const key = `${side}:${part}`;
    this.used.set(key, (this.used.get(key) ?? 0) + ms);
  }

  /** Starts the next turn's clock (null: nobody's, e.g. while the court speaks). */
  turnTo(owner: { side: Side; part: BudgetPart } | null): void {
    this.since = this.clock.now();
    this.owner = owner;
  }
}
