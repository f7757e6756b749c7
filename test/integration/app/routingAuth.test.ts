import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererDir } from '../../../main/app/appRoot';
import { composeMain } from '../../../main/app/composeMain';
import { API_BODY_LIMIT, startWebServer, type RunningWebServer } from '../../../main/app/httpTransport';

// Issue 21, findings 9 and 10: authorisation decides on the path routing uses, and JSON bodies are capped low.
const TOKEN = 'routing-token-0123456789';
let dataDir: string;
let server: RunningWebServer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'moot-routing-'));
  server = await startWebServer({ ...composeMain({ runtime: 'web', electronVersion: null, dataDir }), token: TOKEN, staticDir: rendererDir, port: 0 });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends one raw HTTP/1.1 request (any request line) and returns the status code. */
function rawRequest(requestLine: string, headers: Record<string, string>, body = ''): Promise<number> {
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
    const head = Object.entries({ host: `127.0.0.1:${server.port}`, 'content-length': String(Buffer.byteLength(body)), connection: 'close', ...headers })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`${requestLine}\r\n${head}\r\n\r\n${body}`);
  });
}

const cookieOnly = { cookie: `moot_token=${TOKEN}`, 'content-type': 'application/json' };
const bearer = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

describe('routing and authorisation agree', () => {
  const targets = () => [
    '/api/app.about',
    '/%61pi/app.about',
    '/%61%70%69/app.about',
    '//api/app.about',
    `http://127.0.0.1:${server.port}/api/app.about`,
    `http://127.0.0.1:${server.port}/%61pi/app.about`,
  ];

  it('refuses the cookie alone on every spelling of an API path', async () => {
    for (const target of targets()) {
      const status = await rawRequest(`POST ${target} HTTP/1.1`, cookieOnly, '{}');
      expect([401, 404], target).toContain(status);
      expect(status, target).not.toBe(200);
    }
  });

  it('still answers the bearer token on the plain path, and serves the UI with the cookie', async () => {
    expect(await rawRequest('POST /api/app.about HTTP/1.1', bearer, '{}')).toBe(200);
    expect(await rawRequest('GET / HTTP/1.1', { cookie: `moot_token=${TOKEN}` })).toBe(200);
  });
});

describe('request bodies', () => {
  it('answers an oversize JSON body outside pack import with 413 and an envelope', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(API_BODY_LIMIT + 10) });
    const response = await fetch(`http://127.0.0.1:${server.port}/api/app.about`, { method: 'POST', headers: bearer, body: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'bad_input', message: expect.stringContaining('too large') } });
  });

  it('takes no pack-sized JSON body on packs.import or packs.inspect: pack files are streamed uploads', async () => {
    const fileBase64 = Buffer.alloc(2 * API_BODY_LIMIT).toString('base64');
    for (const name of ['packs.import', 'packs.inspect']) {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/${name}`, { method: 'POST', headers: bearer, body: JSON.stringify({ fileBase64 }) });
      expect(response.status, name).toBe(413);
      expect(await response.json()).toMatchObject({ ok: false, error: { code: 'bad_input', message: expect.stringContaining('/api/files/upload') } });
    }
  });
});

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
          const status = await rawRequest(`${method} ${withQuery} HTTP/1.1`, { 'content-type': 'application/json', ...headers }, '{}');
          tried++;
          if (status === 200 && !(method === 'GET' && /^\/?$/.test(target))) wrong.push(`${method} ${withQuery} with ${label}: ${status}`);
        }
      }
    }
    // The bearer token still works.
    expect(await rawRequest('POST /api/app.about HTTP/1.1', bearer, '{}')).toBe(200);
    console.log(`routing probe: ${tried + 1} requests tried, ${wrong.length} wrong answers`);
    expect(wrong).toEqual([]);
  });
});
