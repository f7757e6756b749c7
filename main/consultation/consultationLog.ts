import type { ConsultationEvent } from '../../shared/domain/consultationEvents';
import { appendEvents, createSession, readEvents, type ReadableDB, type WritableDB } from '../store';
import { toConsultationEvent } from './consultationFold';

/** Where a consultation's events are persisted. `append` returns once they are durable. */
export interface ConsultationLog {
  append(events: readonly ConsultationEvent[]): void;
}

/** Keeps events in memory: for the CLI and for unit tests of pure logic. */
export class MemoryConsultationLog implements ConsultationLog {
  readonly events: ConsultationEvent[] = [];

  append(events: readonly ConsultationEvent[]): void {
    this.events.push(...events.map((event) => structuredClone(event)));
  }
}

/** Splits a typed event into the store's `{ type, payload }`. */
export function toNewEvent(event: ConsultationEvent): { type: string; payload: unknown } {
  const { type, ...payload } = event;
  return { type, payload };
}

/** Persists each step's events in one transaction of the store's event log. */
export class StoreConsultationLog implements ConsultationLog {
  constructor(
    private readonly db: WritableDB,
    readonly sessionId: string,
  ) {}

  append(events: readonly ConsultationEvent[]): void {
    appendEvents(this.db, this.sessionId, events.map(toNewEvent));
  }
}

/** Creates the store session row a consultation's events hang from. */
export function createConsultationSession(
  db: WritableDB,
  session: { id: string; packId: string | null; title: string; meta?: unknown },
): StoreConsultationLog {
  createSession(db, { id: session.id, kind: 'consultation', packId: session.packId, title: session.title, meta: session.meta ?? {} });
  return new StoreConsultationLog(db, session.id);
}

/** A stored consultation's events, validated, for resuming or reporting. */
export function readConsultationEvents(db: ReadableDB, sessionId: string): ConsultationEvent[] {
  return readEvents(db, sessionId).map(toConsultationEvent);
}
