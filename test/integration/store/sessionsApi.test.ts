import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererDir } from '../../../main/app/appRoot';
import { composeMain } from '../../../main/app/composeMain';
import { startWebServer, type RunningWebServer } from '../../../main/app/httpTransport';
import { appendEvents, createSession, openWorkspace } from '../../../main/store';
import type { ApiEnvelope } from '../../../shared/contract';
import { makeTempDir } from '../../support/storeFixtures';

// The sessions and workspace procedures through the real HTTP transport, with the data folder
// chosen by MOOT_DATA_DIR as in a portable install.
const TOKEN = 'store-api-token-0123456789';
const temp = makeTempDir('moot-sessions-api-');
const dataDir = join(temp.dir, 'data');
let server: RunningWebServer;

beforeAll(async () => {
  const seed = openWorkspace(dataDir);
  createSession(seed.db, { id: 's1', kind: 'trial', packId: null, title: 'State v. Doe', meta: {} });
  appendEvents(seed.db, 's1', [
    { type: 'QuestionAsked', payload: { speaker: 'Student', text: 'Where were you at nine?' } },
    { type: 'AnswerGiven', payload: { speaker: 'Ms Ortiz', text: 'At the bakery.' } },
  ]);
  createSession(seed.db, { id: 's2', kind: 'consultation', packId: null, title: 'Intake', meta: {} });
  seed.close();

  const previous = process.env.MOOT_DATA_DIR;
  process.env.MOOT_DATA_DIR = dataDir;
  const composition = composeMain({ runtime: 'web', electronVersion: null });
  if (previous === undefined) delete process.env.MOOT_DATA_DIR;
  else process.env.MOOT_DATA_DIR = previous;
  server = await startWebServer({ ...composition, token: TOKEN, staticDir: rendererDir, port: 0 });
});
afterAll(async () => {
  await server.close();
  temp.remove();
});

async function call<T>(name: string, input: unknown): Promise<ApiEnvelope<T>> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  return (await response.json()) as ApiEnvelope<T>;
}

describe('sessions and workspace procedures', () => {
  it('lists the sessions of the MOOT_DATA_DIR workspace', async () => {
    const listed = await call<{ sessions: { id: string; eventCount: number }[] }>('sessions.list', {});
    expect(listed.ok && listed.value.sessions.map((session) => [session.id, session.eventCount]).sort()).toEqual([
      ['s1', 2],
      ['s2', 0],
    ]);
    const status = await call<{ state: string; file: string }>('workspace.status', {});
    expect(status).toMatchObject({ ok: true, value: { state: 'ready', file: join(dataDir, 'moot.sqlite') } });
    expect(await call('workspace.check', {})).toMatchObject({ ok: true, value: { state: 'ready', problem: null } });
  });

  it('exports a transcript as JSON and as HTML', async () => {
    const json = await call<{ fileName: string; text: string }>('sessions.exportTranscript', { sessionId: 's1', format: 'json' });
    if (!json.ok) throw new Error(json.error.message);
    expect(json.value.fileName).toBe('State-v-Doe.json');
    const doc = JSON.parse(json.value.text) as { format: string; events: { seq: number; payload: { text: string } }[] };
    expect(doc.format).toBe('moot-transcript');
    expect(doc.events.map((event) => event.payload.text)).toEqual(['Where were you at nine?', 'At the bakery.']);

    const html = await call<{ text: string }>('sessions.exportTranscript', { sessionId: 's1', format: 'html' });
    expect(html.ok && html.value.text).toContain('<span class="speaker">Ms Ortiz</span>');

    const missing = await call('sessions.exportTranscript', { sessionId: 'nope', format: 'html' });
    expect(missing).toEqual({ ok: false, error: { code: 'not_found', message: 'There is no session nope.', path: 'sessionId' } });
    const badFormat = await call('sessions.exportTranscript', { sessionId: 's1', format: 'pdf' });
    expect(badFormat).toMatchObject({ ok: false, error: { code: 'bad_input', path: 'format' } });
  });

  it('backs up, deletes, and restores', async () => {
    const backupPath = join(temp.dir, 'backup.sqlite');
    const backup = await call<{ path: string; bytes: number }>('workspace.backup', { path: backupPath });
    expect(backup).toMatchObject({ ok: true, value: { path: backupPath } });
    expect(existsSync(backupPath)).toBe(true);
    expect(await call('workspace.backup', { path: backupPath })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await call('workspace.backup', { path: 'relative.sqlite' })).toMatchObject({ ok: false, error: { code: 'bad_input', path: 'path' } });

    expect(await call('sessions.delete', { sessionId: 's1' })).toEqual({ ok: true, value: { deleted: true } });
    expect(await call('sessions.delete', { sessionId: 's1' })).toEqual({ ok: true, value: { deleted: false } });

    const restored = await call<{ sessions: number; previousSavedAs: string | null; damagedSavedAs: string | null }>('workspace.restore', { path: backupPath });
    if (!restored.ok) throw new Error(restored.error.message);
    expect(restored.value.sessions).toBe(2);
    expect(restored.value.damagedSavedAs).toBeNull();
    expect(existsSync(restored.value.previousSavedAs as string)).toBe(true);
    const listed = await call<{ sessions: { id: string }[] }>('sessions.list', {});
    expect(listed.ok && listed.value.sessions.map((session) => session.id).sort()).toEqual(['s1', 's2']);
  });
});
