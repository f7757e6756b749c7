import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface FakeOpenAiOptions {
  /** Text streamed back, one SSE event per piece. */
  streamPieces?: string[];
  /** Content of a non-streamed answer (structured output). */
  structuredContent?: string;
  /** Content of a non-streamed answer chosen per request (e.g. by its schema or prompt); else `structuredContent`. */
  structuredFor?: (body: Record<string, unknown>) => string | undefined;
  /** Pause before each streamed piece, as a model generating at some speed. */
  pieceDelayMs?: number;
  /** Never answer (to test timeouts). */
  hang?: boolean;
  finishReason?: string;
}

/**
 * A loopback OpenAI-compatible `/v1/chat/completions` that records every request it receives:
 * the network boundary of the cloud model, faked so that privacy rules can be checked end to end.
 */
export async function startFakeOpenAiServer(options: FakeOpenAiOptions = {}) {
  const requests: RecordedRequest[] = [];
  const settings = { ...options };
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', async () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (settings.hang) return;
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end('{"error":"not found"}');
        return;
      }
      if (body.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of settings.streamPieces ?? ['The ', 'light ', 'was ', 'red.']) {
          if (settings.pieceDelayMs) await new Promise((resolve) => setTimeout(resolve, settings.pieceDelayMs));
          if (res.destroyed) return;
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece }, finish_reason: null }] })}\n\n`);
        }
        res.write(`data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: settings.finishReason ?? 'stop' }] })}\n\n`);
        res.write(`data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 42, completion_tokens: 4 } })}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: settings.structuredFor?.(body) ?? settings.structuredContent ?? '{}' }, finish_reason: settings.finishReason ?? 'stop' }],
          usage: { prompt_tokens: 30, completion_tokens: 12 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    settings,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
