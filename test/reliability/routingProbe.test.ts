import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererDir } from '../../main/app/appRoot';
import { composeMain } from '../../main/app/composeMain';
import { startWebServer, type RunningWebServer } from '../../main/app/httpTransport';

// Every spelling of an API target a browser or an attacker might send, with every credential: only
// the bearer token may ever get an API answer.
const TOKEN = 'probe-token-0123456789';
let dataDir: string;
let server: RunningWebServer;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'moot-probe-'));
  server = await startWebServer({ ...composeMain({ runtime: 'web', electronVersion: null, dataDir }), token: TOKEN, staticDir: rendererDir, port: 0 });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function statusOf(requestLine: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
    const head = Object.entries({ host: `127.0.0.1:${server.port}`, 'content-type': 'application/json', 'content-length': '2', connection: 'close', ...headers })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`${requestLine}\r\n${head}\r\n\r\n{}`);
  });
}

describe('routing and authorisation probe', () => {
  it('gives no API answer without the bearer token, however the path is spelled', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const paths = ['/api/app.about', '/%61pi/app.about', '/%61%70%69/app.about', '/API/app.about', '//api/app.about', '/./api/app.about', '/x/../api/app.about', '/api/./app.about', '/api/app%2Eabout', '/%2561pi/app.about', '/api//app.about'];
    const targets = paths.flatMap((p) => [p, `${base}${p}`, `http://localhost:${server.port}${p}`]);
    const credentials: [string, Record<string, string>][] = [
      ['none', {}],
      ['cookie', { cookie: `moot_token=${TOKEN}` }],
      ['query', {}],
      ['wrong bearer', { authorization: 'Bearer nope' }],
    ];
    let tried = 0;
    const wrong: string[] = [];
    for (const target of targets) {
      for (const [label, headers] of credentials) {
        for (const method of ['POST', 'GET']) {
          const withQuery = label === 'query' ? `${target}${target.includes('?') ? '&' : '?'}token=${TOKEN}` : target;
          const status = await statusOf(`${method} ${withQuery} HTTP/1.1`, headers);
          tried++;
          if (status === 200 && !(method === 'GET' && /^\/?$/.test(target))) wrong.push(`${method} ${withQuery} with ${label}: ${status}`);
        }
      }
    }
    // The bearer token still works.
    expect(await statusOf('POST /api/app.about HTTP/1.1', { authorization: `Bearer ${TOKEN}` })).toBe(200);
    console.log(`routing probe: ${tried + 1} requests tried, ${wrong.length} wrong answers`);
    expect(wrong).toEqual([]);
  });
});
