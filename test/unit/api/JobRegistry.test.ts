import { describe, expect, it } from 'vitest';
import { EventBus, JobRegistry } from '../../../main/api';
import type { EventMessage, JobProgress } from '../../../shared/contract';
import { CancelledError, ConflictError } from '../../../shared/errors';

function recordProgress(bus: EventBus): JobProgress[] {
  const seen: JobProgress[] = [];
  bus.subscribe((message: EventMessage) => {
    if (message.name === 'job.progress') seen.push(message.payload);
  });
  return seen;
}

describe('JobRegistry', () => {
  it('publishes running progress and a final done', async () => {
    const bus = new EventBus();
    const seen = recordProgress(bus);
    const result = await new JobRegistry(bus).run('j1', 'system-check', async (job) => {
      job.progress(1, 2, 'half');
      return 42;
    });
    expect(result).toBe(42);
    expect(seen.map((p) => p.state)).toEqual(['running', 'running', 'done']);
    expect(seen[1]).toMatchObject({ completed: 1, total: 2, message: 'half' });
  });

  it('cancels a running job by id and ends it as cancelled, not failed', async () => {
    const bus = new EventBus();
    const seen = recordProgress(bus);
    const jobs = new JobRegistry(bus);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = jobs.run('j2', 'system-check', async (job) => {
      await gate;
      job.throwIfCancelled();
      return 'finished';
    });
    expect(jobs.cancel('j2')).toBe(true);
    release();
    await expect(running).rejects.toBeInstanceOf(CancelledError);
    expect(seen.at(-1)?.state).toBe('cancelled');
    expect(jobs.cancel('j2')).toBe(false);
  });

  it('reports a failing job as failed with its message', async () => {
    const bus = new EventBus();
    const seen = recordProgress(bus);
    await expect(
      new JobRegistry(bus).run('j3', 'system-check', async () => {
        throw new Error('probe exploded');
      }),
    ).rejects.toThrow('probe exploded');
    expect(seen.at(-1)).toMatchObject({ state: 'failed', message: 'probe exploded' });
  });

  it('refuses a second job with the same id while the first runs', async () => {
    const jobs = new JobRegistry(new EventBus());
    let release!: () => void;
    const first = jobs.run('same', 'system-check', () => new Promise<void>((resolve) => (release = resolve)));
    await expect(jobs.run('same', 'system-check', async () => undefined)).rejects.toBeInstanceOf(ConflictError);
    release();
    await first;
  });
});
