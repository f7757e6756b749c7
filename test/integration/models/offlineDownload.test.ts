import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelledError } from '../../../shared/errors';
import { Egress } from '../../../main/egress/Egress';
import { ModelSourceUnreachableError } from '../../../main/models/modelErrors';
import { ModelManager, type DownloadProgressEvent } from '../../../main/models/ModelManager';
import { closedPortUrl, mirrorEntry, startSilentServer } from '../../support/unreachableMirrors';

// Offline, the mirror either refuses the connection (nothing listens on the port) or accepts
// it and never answers (a captive network, a dead proxy). Both must fail fast with a sentence,
// a cancel must end the wait at once, and neither may leave the model "already downloading".
const work = mkdtempSync(join(tmpdir(), 'moot-offline-'));
let silent: Awaited<ReturnType<typeof startSilentServer>>;
let sockets: Set<unknown>;

let manager: ModelManager;
const events: DownloadProgressEvent[] = [];

beforeAll(async () => {
  silent = await startSilentServer();
  sockets = silent.sockets;
  manager = new ModelManager({
    modelsDir: join(work, 'models'),
    catalog: { formatVersion: 1, models: [mirrorEntry('refused', 'Tiny refused', await closedPortUrl()), mirrorEntry('silent', 'Tiny silent', silent.url)] },
    egress: new Egress({ isAllowed: () => true }),
    onDownloadProgress: (event) => events.push(event),
    sourceTimeoutMs: 1_500,
  });
});

afterAll(async () => {
  await silent?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('model download with no network', () => {
  it('says the connection was refused, and the model can be tried again at once', async () => {
    for (const downloadId of ['r1', 'r2']) {
      const attempt = manager.download('refused', { downloadId });
      await expect(attempt).rejects.toBeInstanceOf(ModelSourceUnreachableError);
      await expect(attempt).rejects.toThrow(/^Moot could not reach 127\.0\.0\.1:\d+ to download the model: the connection was refused\. .*MOOT_MODEL_CATALOG.*import the model file/);
      expect(events.filter((event) => event.downloadId === downloadId).at(-1)).toMatchObject({ state: 'failed', error: expect.stringContaining('refused') });
    }
  });

  it('gives up on a server that never answers, saying how long it waited', async () => {
    await expect(manager.download('silent', { downloadId: 's1' })).rejects.toThrow(/could not reach 127\.0\.0\.1:\d+ to download the model: it did not answer within 2 seconds/);
    expect(sockets.size).toBeGreaterThan(0);
  });

  it('cancels at once while waiting for a silent server, and downloads again without "already downloading"', async () => {
    const controller = new AbortController();
    const attempt = manager.download('silent', { downloadId: 's2', signal: controller.signal });
    const connected = sockets.size;
    // Cancel once the request has reached the server (it is then waiting for an answer).
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => sockets.size > connected && (clearInterval(poll), resolve()), 10);
    });
    controller.abort();
    await expect(attempt).rejects.toBeInstanceOf(CancelledError);
    expect(events.filter((event) => event.downloadId === 's2').at(-1)?.state).toBe('cancelled');
    await expect(manager.download('silent', { downloadId: 's3' })).rejects.toBeInstanceOf(ModelSourceUnreachableError);
  });
});
