import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rendererDir } from '../../../main/app/appRoot';
import { composeMain } from '../../../main/app/composeMain';
import { uploadSegments } from '../../../main/app/fileTransferRoutes';
import { startWebServer, type RunningWebServer } from '../../../main/app/httpTransport';

// Web mode's file transfers (issue 18 item 15): uploads are staged inside the data folder only,
// need the token, and are discarded; a backup downloads as a whole SQLite file.
const TOKEN = 'file-transfer-token-0123456789';
let dataDir: string;
let server: RunningWebServer;
const base = () => `http://127.0.0.1:${server.port}`;
const auth = { authorization: `Bearer ${TOKEN}` };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'moot-files-'));
  server = await startWebServer({ ...composeMain({ runtime: 'web', electronVersion: null, dataDir }), token: TOKEN, staticDir: rendererDir, port: 0 });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (query: string, body: string, headers: Record<string, string> = { ...auth, 'content-type': 'application/octet-stream' }) =>
  fetch(`${base()}/api/files/upload?${query}`, { method: 'POST', headers, body });

describe('uploads and downloads in web mode', () => {
  it('reads an uploaded name as plain path segments, refusing any that climb out', () => {
    expect(uploadSegments('minilm/onnx/model.onnx')).toEqual(['minilm', 'onnx', 'model.onnx']);
    for (const bad of ['', '../x', 'a/../../x', '/etc/passwd', 'a//b', 'c:\\windows', 'a/./b']) expect(typeof uploadSegments(bad)).toBe('string');
  });

  it('stages a file in the data folder, reports where, and discards it', async () => {
    const response = await upload('batch=batch-0001&name=folder%2Fpart.bin', 'sixteen bytes!!!');
    expect(response.status).toBe(200);
    const { value } = (await response.json()) as { value: { path: string; folder: string; bytes: number } };
    expect(value.path).toBe(join(dataDir, 'uploads', 'batch-0001', 'folder', 'part.bin'));
    expect(value.folder).toBe(join(dataDir, 'uploads', 'batch-0001', 'folder'));
    expect(readFileSync(value.path, 'utf8')).toBe('sixteen bytes!!!');
    const discarded = await fetch(`${base()}/api/files/upload/batch-0001`, { method: 'DELETE', headers: auth });
    expect(discarded.status).toBe(200);
    expect(existsSync(join(dataDir, 'uploads', 'batch-0001'))).toBe(false);
  });

  it('refuses a name that climbs out, a bad batch, a second copy, a JSON body and a missing token', async () => {
    const traversal = await upload('batch=batch-0002&name=..%2F..%2Fescaped.txt', 'x');
    expect(traversal.status).toBe(400);
    expect(await traversal.json()).toMatchObject({ ok: false, error: { code: 'bad_input', path: 'name' } });
    expect((await upload('batch=..&name=x', 'x')).status).toBe(400);
    expect((await upload('batch=batch-0003&name=twice.bin', 'one')).status).toBe(200);
    expect((await upload('batch=batch-0003&name=twice.bin', 'two')).status).toBe(400);
    expect((await upload('batch=batch-0004&name=x', '{}', { ...auth, 'content-type': 'application/json' })).status).toBe(400);
    expect((await upload('batch=batch-0005&name=x', 'x', { 'content-type': 'application/octet-stream' })).status).toBe(401);
    expect(existsSync(join(dataDir, 'escaped.txt'))).toBe(false);
    expect(existsSync(join(dataDir, 'uploads', 'batch-0005'))).toBe(false);
  });

  it('downloads a backup as a whole SQLite file and keeps no copy of it', async () => {
    expect((await fetch(`${base()}/api/files/backup`)).status).toBe(401);
    const response = await fetch(`${base()}/api/files/backup`, { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="moot-backup-[\d-]+\.sqlite"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    expect(bytes.length).toBe(Number(response.headers.get('content-length')));
    // The staged copy goes once it is sent.
    await vi.waitFor(() => expect(readdirSync(join(dataDir, 'uploads')).filter((name) => name.startsWith('backup-'))).toEqual([]), { timeout: 10_000, interval: 20 });
  });
});
