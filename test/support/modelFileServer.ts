import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedRequest {
  method: string;
  url: string;
  range: string | null;
}

export interface ModelFileServerOptions {
  /** Send each response at about this many bytes per second (a slow mirror), instead of at once. */
  bytesPerSecond?: number | null;
}

const THROTTLE_TICK_MS = 50;

/**
 * A loopback file server for model downloads: HEAD, GET and byte ranges, recording every request.
 * `stallFrom(offset)` makes responses stop sending at that byte of the file and hang, as a dropped
 * connection or a closed laptop would leave them. `throttle(bytesPerSecond)` (or the option) sends
 * slowly, so that download progress and cancel can be watched; each response is throttled on its own.
 * `damageTransfers(path, bytes)` sends other bytes of the same length for the next download of a file.
 */
export async function startModelFileServer(files: Record<string, Buffer>, options: ModelFileServerOptions = {}) {
  const requests: ServedRequest[] = [];
  let stallAt: number | null = null;
  let bytesPerSecond = options.bytesPerSecond ?? null;
  const stalled = new Set<ServerResponse>();
  const damaged = new Map<string, { bytes: Buffer; transfers: number }>();
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', range: req.headers.range ?? null });
    const bytes = damagedTransfer(req.url ?? '', req.method, req.headers.range) ?? files[req.url ?? ''];
    if (!bytes) {
      res.writeHead(404).end('not found');
      return;
    }
    const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const start = match ? Number(match[1]) : 0;
    const end = match && match[2] ? Math.min(Number(match[2]), bytes.length - 1) : bytes.length - 1;
    const headers: Record<string, string | number> = {
      'accept-ranges': 'bytes',
      'content-length': end - start + 1,
      'content-type': 'application/octet-stream',
    };
    if (match) headers['content-range'] = `bytes ${start}-${end}/${bytes.length}`;
    res.writeHead(match ? 206 : 200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (stallAt !== null && end >= stallAt) {
      // Send what lies before the stall point, then hang with the connection open.
      if (stallAt > start) res.write(bytes.subarray(start, stallAt));
      stalled.add(res);
      return;
    }
    if (bytesPerSecond) {
      sendSlowly(res, bytes.subarray(start, end + 1), () => bytesPerSecond);
      return;
    }
    res.end(bytes.subarray(start, end + 1));
  });
  /** The damaged copy, while it has transfers left: only ranged GETs carry a download's bytes. */
  function damagedTransfer(url: string, method: string | undefined, range: string | undefined): Buffer | null {
    const damage = damaged.get(url);
    if (!damage || method !== 'GET' || !range) return null;
    if (--damage.transfers <= 0) damaged.delete(url);
    return damage.bytes;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests,
    stallFrom: (offset: number | null) => {
      stallAt = offset;
    },
    throttle: (rate: number | null) => {
      bytesPerSecond = rate;
    },
    /** The next `transfers` downloads of `path` carry `bytes` instead, as a transfer gone wrong would. */
    damageTransfers: (path: string, bytes: Buffer, transfers = 1) => {
      damaged.set(path, { bytes, transfers });
    },
    /** Cuts every stalled connection, as a dropped network would. */
    dropStalled: () => {
      for (const res of stalled) res.destroy();
      stalled.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes `body` a slice per tick at the current rate; stops when the client goes away. */
function sendSlowly(res: ServerResponse, body: Buffer, rate: () => number | null) {
  let offset = 0;
  const tick = () => {
    if (res.destroyed || res.writableEnded) return;
    const perTick = rate();
    const slice = perTick ? Math.max(1, Math.round((perTick * THROTTLE_TICK_MS) / 1000)) : body.length;
    const next = Math.min(body.length, offset + slice);
    const chunk = body.subarray(offset, next);
    offset = next;
    if (offset >= body.length) {
      res.end(chunk);
      return;
    }
    res.write(chunk);
    setTimeout(tick, THROTTLE_TICK_MS).unref();
  };
  tick();
}
