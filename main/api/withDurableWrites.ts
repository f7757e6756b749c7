import { procedureNames } from '../../shared/contract';
import type { ApiHandlers } from './ApiHandlers';

/**
 * Flush-behind with group commit: the store commits without syncing (WAL, synchronous=NORMAL)
 * and `flush` makes every commit so far durable. When a call has its answer, a flush is started
 * if none is running, or else marked to run again once the running one ends; the answer never
 * waits for the disk. One flush covers all the calls answered while the one before it ran, so a
 * burst of calls costs a flush or two, not one each, and a slow disk slows nothing but the flush.
 * A power cut can lose only the calls answered while the last flush was running (a flush takes a
 * few milliseconds; a student's next question comes seconds later, so in practice the last answer)
 * and a call still running. A call that wrote nothing costs a counter read.
 */
export function withDurableWrites(handlers: ApiHandlers, flush: () => Promise<unknown>): ApiHandlers {
  const flushBehind = groupCommit(flush);
  const wrapped: Record<string, (input: never) => Promise<unknown>> = {};
  for (const name of procedureNames) {
    const handler = handlers[name] as (input: never) => Promise<unknown>;
    wrapped[name] = async (input) => {
      try {
        return await handler(input);
      } finally {
        flushBehind();
      }
    };
  }
  return wrapped as unknown as ApiHandlers;
}

/**
 * Runs `flush` now if no flush is running, or once more after the running one if one is: a flush
 * covers only the commits made before it started. Errors are logged, not thrown at a caller: the
 * data is committed either way, and the next flush tries again.
 */
function groupCommit(flush: () => Promise<unknown>): () => void {
  let running = false;
  let wanted = false;
  const run = async (): Promise<void> => {
    running = true;
    while (wanted) {
      wanted = false;
      try {
        await flush();
      } catch (error) {
        console.error('[store] flushing the WAL failed:', error);
      }
    }
    running = false;
  };
  return () => {
    wanted = true;
    if (!running) void run();
  };
}
