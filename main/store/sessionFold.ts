/** One event of a session's log, as stored: `seq` counts from 1 with no gaps. */
export interface StoredEvent {
  sessionId: string;
  seq: number;
  type: string;
  payload: unknown;
  /** ISO 8601 time the event was written. */
  at: string;
}

/** An event the caller wants appended; the store gives it its `seq` and time. */
export interface NewEvent {
  type: string;
  payload: unknown;
}

/**
 * A pure fold over a session's events (testimony state, scores…). `id` names the fold and its
 * version: change it whenever `apply` changes, and snapshots written by the old code are ignored.
 * The state must survive `JSON.stringify`/`JSON.parse` unchanged, because snapshots store it.
 */
export interface SessionFold<State> {
  id: string;
  initial(): State;
  apply(state: State, event: StoredEvent): State;
}

/** Applies `events` in order to `state` (default: the fold's initial state). */
export function foldEvents<State>(fold: SessionFold<State>, events: Iterable<StoredEvent>, state: State = fold.initial()): State {
  let current = state;
  for (const event of events) current = fold.apply(current, event);
  return current;
}

/** True when appending events `fromSeq..toSeq` crosses a multiple of `every`: time for a snapshot. */
export function crossesSnapshotBoundary(previousLastSeq: number, newLastSeq: number, every: number): boolean {
  if (!Number.isInteger(every) || every <= 0) return false;
  return Math.floor(newLastSeq / every) > Math.floor(previousLastSeq / every);
}
