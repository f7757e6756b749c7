import { procedureNames } from '../../shared/contract';
import type { ApiHandlers } from './ApiHandlers';

/**
 * Flush-behind: the store commits without syncing (WAL, synchronous=NORMAL) and `flush` makes
 * the commits durable once per call instead of once per transaction. A call's flush is queued
 * as soon as it has its answer and runs on the thread pool while the answer goes out. The next
 * call runs at once, beside that flush, and waits for it only before giving its own answer: so
 * the disk is off every answer's path (a call pays for a flush only when the disk is slower than
 * its own work), and an answer is given only once every call answered before it is on the disk.
 * A power cut can lose only the last call answered, while its flush was still running. A call
 * that wrote nothing costs a counter read.
 */
export function withDurableWrites(handlers: ApiHandlers, flush: () => Promise<unknown>): ApiHandlers {
  let flushed: Promise<unknown> = Promise.resolve();
  const wrapped: Record<string, (input: never) => Promise<unknown>> = {};
  for (const name of procedureNames) {
    const handler = handlers[name] as (input: never) => Promise<unknown>;
    wrapped[name] = async (input) => {
      try {
        return await handler(input);
      } finally {
        // Flushes run one after another, each covering every commit made before it started.
        // Errors are logged, not thrown at the next caller: the data is committed either way.
        const earlier = flushed;
        flushed = earlier.then(flush).catch((error: unknown) => console.error('[store] flushing the WAL failed:', error));
        await earlier;
      }
    };
  }
  return wrapped as unknown as ApiHandlers;
}
