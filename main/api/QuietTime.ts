import { procedureNames } from '../../shared/contract';
import type { ApiHandlers } from './ApiHandlers';

interface QuietTask {
  quietMs: number;
  /** When it was asked for: past `latestMs` from then, it runs at the first moment no call is in flight. */
  askedAt: number;
  latestMs: number;
  run: () => void;
}

/**
 * Background work that would hold the event loop for a few hundred milliseconds (loading the
 * language model) runs in a pause of the API: once no call has been in flight for `quietMs`,
 * not in the middle of a pack import or a screen's requests. So that a UI that never pauses still
 * gets it, a task also runs after `latestMs` at the first moment no call is in flight.
 */
export class QuietTime {
  private inFlight = 0;
  private quietSince = performance.now();
  private tasks: QuietTask[] = [];
  private timer: NodeJS.Timeout | undefined;

  /** The same handlers, each call counted as activity. */
  track(handlers: ApiHandlers): ApiHandlers {
    const tracked: Record<string, (input: never) => Promise<unknown>> = {};
    for (const name of procedureNames) {
      const handler = handlers[name] as (input: never) => Promise<unknown>;
      tracked[name] = (input) => this.during(() => handler(input));
    }
    return tracked as unknown as ApiHandlers;
  }

  /** Runs `work` (a call, an upload) counted as activity. */
  async during<T>(work: () => Promise<T>): Promise<T> {
    this.inFlight++;
    clearTimeout(this.timer);
    try {
      return await work();
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) {
        this.quietSince = performance.now();
        this.schedule();
      }
    }
  }

  /** Runs `run` once the API has been quiet for `quietMs`, or at the first quiet moment after `latestMs`. */
  whenQuiet(quietMs: number, latestMs: number, run: () => void): void {
    this.tasks.push({ quietMs, latestMs, askedAt: performance.now(), run });
    this.schedule();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.inFlight > 0 || this.tasks.length === 0) return;
    const now = performance.now();
    const wait = Math.min(...this.tasks.map((task) => Math.min(this.quietSince + task.quietMs, task.askedAt + task.latestMs) - now));
    this.timer = setTimeout(() => this.runDue(), Math.max(0, wait));
    // Never keeps the process alive.
    this.timer.unref();
  }

  private runDue(): void {
    const now = performance.now();
    const isDue = (task: QuietTask) => now - this.quietSince >= task.quietMs || now - task.askedAt >= task.latestMs;
    const due = this.tasks.filter(isDue);
    this.tasks = this.tasks.filter((task) => !isDue(task));
    for (const task of due) {
      try {
        task.run();
      } catch (error) {
        console.error('[background] work in a quiet moment failed:', error);
      }
    }
    this.schedule();
  }
}
