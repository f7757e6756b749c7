import { describe, expect, it, vi } from 'vitest';
import { procedureNames } from '../../../shared/contract';
import { QuietTime, type ApiHandlers } from '../../../main/api';

/** Handlers whose every call waits until `finish` is called. */
function slowHandlers() {
  let finish: () => void = () => undefined;
  const handlers = Object.fromEntries(
    procedureNames.map((name) => [name, () => new Promise<string>((resolve) => (finish = () => resolve(name)))]),
  ) as unknown as ApiHandlers;
  return { handlers, finish: () => finish() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('QuietTime', () => {
  it('runs a task only once no call has been in flight for the quiet time', async () => {
    const quiet = new QuietTime();
    const { handlers, finish } = slowHandlers();
    const tracked = quiet.track(handlers);
    const ran: number[] = [];
    const running = tracked['app.about']({} as never);
    quiet.whenQuiet(30, 10_000, () => ran.push(performance.now()));
    await sleep(80);
    expect(ran).toEqual([]);
    // The call cannot end before it is finished: read the clock first. (Read after `await running`,
    // it could lag the call's end by however long a busy machine keeps the process off the CPU.)
    const finishedAt = performance.now();
    finish();
    await running;
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toHaveLength(1), { timeout: 5_000, interval: 5 });
    expect(ran[0]! - finishedAt).toBeGreaterThanOrEqual(30);
  });

  it('counts other work (an upload) as activity, and after the latest time runs at the first moment nothing is in flight', async () => {
    const quiet = new QuietTime();
    const ran: string[] = [];
    let finishUpload: () => void = () => undefined;
    const upload = quiet.during(() => new Promise<void>((resolve) => (finishUpload = resolve)));
    quiet.whenQuiet(60_000, 20, () => ran.push('warmed'));
    await sleep(60);
    expect(ran).toEqual([]);
    finishUpload();
    await upload;
    await vi.waitFor(() => expect(ran).toEqual(['warmed']), { timeout: 5_000, interval: 5 });
  });
});
