import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererDir } from '../../../main/app/appRoot';
import { composeMain, type MainComposition } from '../../../main/app/composeMain';
import { startWebServer, type RunningWebServer } from '../../../main/app/httpTransport';
import { createFrameTrustCheck, forwardEvents, registerIpcTransport, type IpcMainLike, type SenderFrameLike } from '../../../main/app/ipcTransport';
import { readServerSentEvents } from '../../../renderer/src/api/readServerSentEvents';
import { IPC_EVENT_CHANNEL, IPC_PROCEDURE_PREFIX, PROCEDURE_NAME_PATTERN, procedureNames, procedures, type ApiEnvelope } from '../../../shared/contract';

const TOKEN = 'test-token-0123456789';
let dataDir: string;
let composition: MainComposition;
let server: RunningWebServer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'moot-transport-'));
  composition = composeMain({ runtime: 'web', electronVersion: null, dataDir });
  server = await startWebServer({ ...composition, token: TOKEN, staticDir: rendererDir, port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const origin = () => `http://127.0.0.1:${server.port}`;
const post = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin()}/api/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the contract', () => {
  it('has a handler for every procedure and no handler outside it', () => {
    expect(Object.keys(composition.handlers).sort()).toEqual([...procedureNames].sort());
  });

  it('names procedures domain.verb', () => {
    for (const name of procedureNames) expect(name).toMatch(PROCEDURE_NAME_PATTERN);
    expect(procedureNames.length).toBe(Object.keys(procedures).length);
  });
});

describe('web transport', () => {
  it('registers a route for every procedure in the contract', () => {
    for (const name of procedureNames) {
      expect(server.app.hasRoute({ method: 'POST', url: `/api/${name}` }), name).toBe(true);
    }
  });

  it('answers a valid call', async () => {
    const response = await post('app.about', {});
    expect(response.status).toBe(200);
    const envelope = (await response.json()) as ApiEnvelope<{ runtime: string; dataDir: string }>;
    expect(envelope).toMatchObject({ ok: true, value: { runtime: 'web', dataDir } });
  });

  it('rejects a request without the token with 401', async () => {
    const response = await fetch(`${origin()}/api/app.about`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });

  it('rejects a wrong token with 401, and the static UI too', async () => {
    expect((await post('app.about', {}, { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await fetch(`${origin()}/`)).status).toBe(401);
    expect((await fetch(`${origin()}/?token=nope`)).status).toBe(401);
  });

  it('rejects a foreign Host header with 403 (DNS rebinding)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: server.port, path: '/api/app.about', method: 'POST', headers: { host: `attacker.example:${server.port}`, authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' } },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.end('{}');
    });
    expect(status).toBe(403);
  });

  it('rejects a foreign Origin with 403 and never grants CORS', async () => {
    const response = await post('app.about', {}, { origin: 'http://attacker.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const same = await post('app.about', {}, { origin: origin() });
    expect(same.status).toBe(200);
    expect(same.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('rejects input that fails a schema with 400 and the field path', async () => {
    const response = await post('system.check', { jobId: 'j', components: ['sqlite', 'quantum'] });
    expect(response.status).toBe(400);
    const envelope = (await response.json()) as ApiEnvelope<never>;
    expect(envelope.ok).toBe(false);
    if (envelope.ok) return;
    expect(envelope.error).toMatchObject({ code: 'bad_input', path: 'components[1]' });
    expect(envelope.error.message).toContain('components[1]');
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await post('jobs.cancel', '{"jobId": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'bad_input' } });
  });

  it('answers an unknown procedure with 404', async () => {
    expect((await post('app.selfDestruct', {})).status).toBe(404);
  });

  it('serves the UI for the launch URL, pins the token in a cookie, and sends the CSP', async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`moot_token=${TOKEN}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const asset = await fetch(`${origin()}/index.html`, { headers: { cookie: `moot_token=${TOKEN}` } });
    expect(asset.status).toBe(200);
  });

  it('does not accept the cookie in place of the bearer token on the API', async () => {
    const response = await fetch(`${origin()}/api/app.about`, {
      method: 'POST',
      headers: { cookie: `moot_token=${TOKEN}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });

  it('streams job progress over SSE while a long job runs', async () => {
    const controller = new AbortController();
    const response = await fetch(`${origin()}/api/events`, { headers: { authorization: `Bearer ${TOKEN}` }, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const states: string[] = [];
    const reading = readServerSentEvents(response.body!, (name, data) => {
      const progress = data as { jobId: string; state: string };
      if (name === 'job.progress' && progress.jobId === 'sse-job') states.push(progress.state);
      if (progress.state === 'done') controller.abort();
    }).catch(() => undefined);
    const result = await post('system.check', { jobId: 'sse-job', components: ['sqlite'] });
    expect(result.status).toBe(200);
    const envelope = (await result.json()) as ApiEnvelope<{ components: { component: string; working: boolean; details: Record<string, string> }[] }>;
    expect(envelope.ok && envelope.value.components[0]).toMatchObject({ component: 'sqlite', working: true });
    expect(envelope.ok && envelope.value.components[0]?.details.vec_version).toMatch(/^v\d/);
    await reading;
    expect(states[0]).toBe('running');
    expect(states.at(-1)).toBe('done');
  });

  it('refuses the event stream without the token', async () => {
    expect((await fetch(`${origin()}/api/events`)).status).toBe(401);
  });
});

/** A stand-in for Electron's ipcMain: records handlers and invokes them like Electron does. */
class FakeIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, (event: { senderFrame: SenderFrameLike | null }, ...args: unknown[]) => Promise<unknown>>();
  handle(channel: string, listener: (event: { senderFrame: SenderFrameLike | null }, ...args: unknown[]) => Promise<unknown>) {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  }
  invoke(channel: string, frame: SenderFrameLike | null, ...args: unknown[]) {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler({ senderFrame: frame }, ...args) as Promise<ApiEnvelope<unknown>>;
  }
}

describe('IPC transport', () => {
  const rendererPrefix = 'file:///opt/Moot/resources/app.asar/dist/renderer';
  const appFrame: SenderFrameLike = { url: `${rendererPrefix}/index.html`, parent: null };
  const setup = () => {
    const ipc = new FakeIpcMain();
    const dispose = registerIpcTransport(ipc, composition.handlers, createFrameTrustCheck(rendererPrefix));
    return { ipc, dispose };
  };

  it('registers one channel per contract procedure, and removes them all', () => {
    const { ipc, dispose } = setup();
    expect([...ipc.handlers.keys()].sort()).toEqual(procedureNames.map((name) => `${IPC_PROCEDURE_PREFIX}${name}`).sort());
    dispose();
    expect(ipc.handlers.size).toBe(0);
  });

  it('answers a trusted call', async () => {
    const { ipc } = setup();
    await expect(ipc.invoke('moot:app.about', appFrame, {})).resolves.toMatchObject({ ok: true, value: { runtime: 'web' } });
  });

  it('rejects input that fails a schema, with the field path', async () => {
    const { ipc } = setup();
    const envelope = await ipc.invoke('moot:system.check', appFrame, { jobId: 'x', components: 'all' });
    expect(envelope).toMatchObject({ ok: false, error: { code: 'bad_input', path: 'components' } });
  });

  it('refuses calls from a subframe, a foreign page or no frame', async () => {
    const { ipc } = setup();
    const subframe: SenderFrameLike = { url: appFrame.url, parent: appFrame };
    const foreign: SenderFrameLike = { url: 'https://attacker.example/', parent: null };
    for (const frame of [subframe, foreign, null]) {
      await expect(ipc.invoke('moot:app.about', frame, {})).resolves.toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
  });

  it('forwards pushed events to the window on one channel', () => {
    const sent: { channel: string; message: unknown }[] = [];
    const stop = forwardEvents(composition.bus, (channel, message) => sent.push({ channel, message }));
    composition.bus.publish('witness.token', { sessionId: 's', turnId: 't', delta: 'Yes' });
    stop();
    composition.bus.publish('witness.token', { sessionId: 's', turnId: 't', delta: ' sir' });
    expect(sent).toEqual([{ channel: IPC_EVENT_CHANNEL, message: { name: 'witness.token', payload: { sessionId: 's', turnId: 't', delta: 'Yes' } } }]);
  });
});
