import type { JobKind, JobState } from '../../shared/contract';
import { CancelledError, ConflictError } from '../../shared/errors';
import type { EventBus } from './EventBus';

/** What a running job sees: its cancellation signal and a way to report progress. */
export interface JobHandle {
  readonly signal: AbortSignal;
  progress(completed: number, total: number, message: string): void;
  /** Throws `CancelledError` once the user has cancelled; call between steps. */
  throwIfCancelled(): void;
}

/**
 * Runs long jobs under caller-chosen ids, publishes `job.progress` for each step, and lets any
 * transport cancel them by id. A cancelled job ends in state `cancelled`, not `failed`.
 */
export class JobRegistry {
  private readonly running = new Map<string, AbortController>();

  constructor(private readonly bus: EventBus) {}

  async run<T>(jobId: string, kind: JobKind, work: (job: JobHandle) => Promise<T>): Promise<T> {
    if (this.running.has(jobId)) throw new ConflictError(`A job with id "${jobId}" is already running.`);
    const controller = new AbortController();
    this.running.set(jobId, controller);
    let last = { completed: 0, total: 0, message: 'Starting…' };
    const publish = (state: JobState, message: string) =>
      this.bus.publish('job.progress', { jobId, kind, state, completed: last.completed, total: last.total, message });

    const handle: JobHandle = {
      signal: controller.signal,
      progress: (completed, total, message) => {
        last = { completed, total, message };
        publish('running', message);
      },
      throwIfCancelled: () => {
        if (controller.signal.aborted) throw new CancelledError();
      },
    };

    publish('running', last.message);
    try {
      const result = await work(handle);
      handle.throwIfCancelled();
      publish('done', 'Done.');
      return result;
    } catch (error) {
      if (controller.signal.aborted || error instanceof CancelledError) {
        publish('cancelled', 'Cancelled.');
        throw error instanceof CancelledError ? error : new CancelledError();
      }
      publish('failed', error instanceof Error ? error.message : String(error));
      throw error;
    } finally {
      this.running.delete(jobId);
    }
  }

  isRunning(jobId: string): boolean {
    return this.running.has(jobId);
  }

  cancel(jobId: string): boolean {
    const controller = this.running.get(jobId);
    if (!controller) return false;
    controller.abort();
    return true;
  }
}
