import { toStoredEvent, type SessionEvent } from '../../shared/domain';
import { appendSerializedEvents, serializeEvents, type SerializedEvent } from '../store/eventLog';
import type { WritableDB } from '../store/storeDatabase';

/**
 * Where a session's events go. `append` receives one turn step, and must have taken it whole or
 * thrown (a step whose events cannot be stored is not played). A sink may store the steps of one
 * call together when the call ends (`StoreEventSink.holding`), before the call's answer returns.
 */
export interface EventSink {
  append(events: readonly SessionEvent[]): void;
}

/** Keeps the log in memory: tests, the CLI without a data dir, benchmarks of the engine alone. */
export class MemoryEventSink implements EventSink {
  readonly events: SessionEvent[] = [];

  append(events: readonly SessionEvent[]): void {
    this.events.push(...events);
  }
}

/**
 * Writes to the workspace's event log: each step in one transaction, or, inside `holding`, every
 * step of one call in one transaction when the call ends (one commit per call instead of one per
 * step, and the pages a step touches written once).
 */
export class StoreEventSink implements EventSink {
  /** The steps taken inside `holding`, checked and in JSON, not yet stored. */
  private held: SerializedEvent[] | null = null;
  /** Set when storing a call's held steps failed: the session has played steps its log lacks. */
  failedToStore = false;

  constructor(
    private readonly db: WritableDB,
    private readonly sessionId: string,
  ) {}

  append(events: readonly SessionEvent[]): void {
    if (events.length === 0) return;
    // Checked now, so a step that cannot be stored throws before it is played, held or not.
    const rows = serializeEvents(events.map(toStoredEvent));
    if (this.held) this.held.push(...rows);
    else appendSerializedEvents(this.db, this.sessionId, rows);
  }

  /**
   * Runs one call (`work`) holding the steps it appends, then stores them all in one transaction,
   * before the call's result is returned: a call is stored whole or not at all, and a call that
   * answered is stored. The steps taken before a step that throws are stored too, as the session
   * has played them. If storing fails, that error is thrown and `failedToStore` set: the session in
   * memory is then ahead of its log and must be resumed from the log.
   */
  async holding<T>(work: () => Promise<T>): Promise<T> {
    if (this.held) return work();
    this.held = [];
    try {
      return await work();
    } finally {
      const rows = this.held;
      this.held = null;
      try {
        appendSerializedEvents(this.db, this.sessionId, rows);
      } catch (error) {
        this.failedToStore = true;
        // eslint-disable-next-line no-unsafe-finally -- the store's error is the one to report: the call is not stored
        throw error;
      }
    }
  }
}
