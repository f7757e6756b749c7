import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How a hostile or broken OpenAI-compatible server misbehaves:
 * - `hang`: reads the request and never answers;
 * - `hang-after-headers`: sends 200 and headers, then nothing;
 * - `endless-line`: an SSE `data:` line that never ends;
 * - `endless-events`: well-formed SSE events forever;
 * - `huge-json`: a JSON body that never ends (for structured calls);
 * - `garbage`: random bytes with a 200;
 * - `not-json`: a short text that is not JSON, quoting a secret.
 */
export type HostileMode = 'hang' | 'hang-after-headers' | 'endless-line' | 'endless-events' | 'huge-json' | 'garbage' | 'not-json';
export const HOSTILE_MODES: readonly HostileMode[] = ['hang', 'hang-after-headers', 'endless-line', 'endless-events', 'huge-json', 'garbage', 'not-json'];

const CHUNK = 64 * 1024;

/** Writes `piece` again and again, as fast as the client reads, until the client goes away. */
function pump(res: ServerResponse, piece: () => string | Buffer): void {
  const write = () => {
    while (!res.destroyed) {
      if (!res.write(piece())) {
        res.once('drain', write);
        return;
      }
    }
  };
  write();
}

/** A loopback server that misbehaves in one chosen way (switchable between calls); counts requests. */
export async function startHostileOpenAiServer(initial: HostileMode) {
  const state = { mode: initial, requests: 0, secret: 'SECRET-TEXT' };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.requests++;
      const sse = { 'content-type': 'text/event-stream' };
      switch (state.mode) {
        case 'hang':
          return;
        case 'hang-after-headers':
          res.writeHead(200, sse);
          res.flushHeaders();
          return;
        case 'endless-line':
          res.writeHead(200, sse);
          res.write('data: {"choices":[{"delta":{"content":"');
          pump(res, () => 'x'.repeat(CHUNK));
          return;
        case 'endless-events': {
          res.writeHead(200, sse);
          const event = `data: ${JSON.stringify({ choices: [{ delta: { content: 'more ' }, finish_reason: null }] })}\n\n`.repeat(200);
          pump(res, () => event);
          return;
        }
        case 'huge-json':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"choices":[{"message":{"content":"');
          pump(res, () => 'y'.repeat(CHUNK));
          return;
        case 'garbage':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 256)));
          return;
        case 'not-json':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(`I will not answer in JSON. ${state.secret}`);
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
