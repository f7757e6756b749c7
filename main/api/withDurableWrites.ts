import { procedureNames } from '../../shared/contract';
import type { ApiHandlers } from './ApiHandlers';

/**
 * Flush-behind: the store commits without syncing (WAL, synchronous=NORMAL) and `flush` makes
 * the commits durable once per call instead of once per transaction. The flush starts as soon as
 * a call has its answer and runs on the thread pool while the answer goes out; the next call
 * waits for it before it runs. So the disk is off every answer's path, and a power cut can lose
 * only the calls answered in the last few milliseconds, while their flush was still running.
 * A call that wrote nothing costs a counter read.
 */
export function withDurableWrites(handlers: ApiHandlers, flush: () => Promise<unknown>): ApiHandlers {
  let flushed: Promise<unknown> = Promise.resolve();
  const wrapped: Record<string, (input: never) => Promise<unknown>> = {};
  for (const name of procedureNames) {
    const handler = handlers[name] as (input: never) => Promise<unknown>;
    wrapped[name] = async (input) => {
      await flushed;
      try {
        return await handler(input);
      } finally {
        // Errors are logged, not thrown at the next caller: the data is committed either way.
        flushed = flush().catch((error: unknown) => console.error('[store] flushing the WAL failed:', error));
      }
    };
  }
  return wrapped as unknown as ApiHandlers;
}
