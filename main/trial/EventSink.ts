import { toStoredEvent, type SessionEvent } from '../../shared/domain';
import { appendEvents } from '../store/eventLog';
import type { WritableDB } from '../store/storeDatabase';

/**
 * Where a session's events go. `append` receives one turn step; it must have stored the step
 * (all or nothing) when it returns, because the events are streamed to the UI right after.
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

/** Writes each step to the workspace's event log in one transaction. */
export class StoreEventSink implements EventSink {
  constructor(
    private readonly db: WritableDB,
    private readonly sessionId: string,
  ) {}

  append(events: readonly SessionEvent[]): void {
    if (events.length > 0) appendEvents(this.db, this.sessionId, events.map(toStoredEvent));
  }
}
