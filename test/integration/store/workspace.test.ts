import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  appendEvents,
  createSession,
  exportTranscript,
  LATEST_SCHEMA_VERSION,
  listSessions,
  openWorkspace,
  WorkspaceCorruptError,
  WorkspaceHost,
  workspaceFilePath,
} from '../../../main/store';
import { resolveDataDir } from '../../../main/system';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-workspace-');
afterAll(() => temp.remove());
let counter = 0;
const freshDir = () => join(temp.dir, `data-${counter++}`);
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('openWorkspace', () => {
  it('creates the database in the data folder with WAL, synchronous=NORMAL, a bounded WAL, foreign keys, busy_timeout and sqlite-vec', () => {
    const dir = freshDir();
    const workspace = openWorkspace(dir);
    const { db } = workspace;
    expect(workspace.file).toBe(join(dir, 'moot.sqlite'));
    expect(existsSync(workspace.file)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(db.pragma('journal_size_limit', { simple: true })).toBe(1024 * 1024);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION);
    expect((db.prepare('SELECT vec_version() AS v').get() as { v: string }).v).toMatch(/^v0\./);
    workspace.close();
    // Reopening migrates nothing and keeps the data.
    expect(openWorkspace(dir).schemaVersion).toBe(LATEST_SCHEMA_VERSION);
  });

  it('lives where MOOT_DATA_DIR says', () => {
    const dir = freshDir();
    const host = new WorkspaceHost(resolveDataDir({ MOOT_DATA_DIR: dir }));
    expect(host.status()).toMatchObject({ file: join(dir, 'moot.sqlite'), state: 'ready', problem: null });
    host.close();
  });

  it('a read-only workspace cannot write', () => {
    const dir = freshDir();
    openWorkspace(dir).close();
    const readOnly = openWorkspace(dir, { readOnly: true });
    expect(() => readOnly.db.prepare("INSERT INTO settings VALUES ('k', '1', 'now')").run()).toThrow(/readonly|read-only/i);
    readOnly.close();
    expect(() => openWorkspace(freshDir(), { readOnly: true })).toThrow(/There is no workspace at/);
  });

  it('refuses a file that is not a database, names it, and changes nothing', () => {
    const dir = freshDir();
    openWorkspace(dir).close();
    const file = workspaceFilePath(dir);
    writeFileSync(file, Buffer.from('This is not a SQLite database, just a file that got in the way. '.repeat(200)));
    const before = sha(file);
    expect(() => openWorkspace(dir)).toThrow(WorkspaceCorruptError);
    expect(() => openWorkspace(dir)).toThrow(`The workspace ${file} is damaged`);
    expect(sha(file)).toBe(before);
  });
});

describe('WorkspaceHost recovery path', () => {
  it('opens a newer workspace read-only: list and export work, writes say why they cannot', () => {
    const dir = freshDir();
    const workspace = openWorkspace(dir);
    createSession(workspace.db, { id: 's1', kind: 'trial', packId: null, title: 'From the future', meta: {} });
    appendEvents(workspace.db, 's1', [{ type: 'QuestionAsked', payload: { text: 'Hello?' } }]);
    workspace.db.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    workspace.close();
    const before = sha(workspaceFilePath(dir));

    const host = new WorkspaceHost(dir);
    expect(host.status()).toMatchObject({ state: 'read-only', schemaVersion: LATEST_SCHEMA_VERSION + 1 });
    expect(host.status().problem).toMatch(/newer version of Moot/);
    expect(listSessions(host.reader()).map((session) => session.title)).toEqual(['From the future']);
    expect(exportTranscript(host.reader(), 's1', 'html')).toContain('Hello?');
    expect(() => host.writer()).toThrow(/The workspace is open read-only, so nothing can be saved\. The workspace .* was written by a newer version/);
    host.close();
    expect(sha(workspaceFilePath(dir))).toBe(before);
  });

  it('reports a damaged file, and a restore sets it aside instead of overwriting it', async () => {
    // A good backup to restore from.
    const source = openWorkspace(freshDir());
    createSession(source.db, { id: 'kept', kind: 'trial', packId: null, title: 'Kept', meta: {} });
    const backupFile = join(temp.dir, `good-${counter++}.sqlite`);
    await source.db.backup(backupFile);
    source.close();

    const dir = freshDir();
    openWorkspace(dir).close();
    const file = workspaceFilePath(dir);
    writeFileSync(file, Buffer.alloc(8192, 0x5a));
    const damaged = sha(file);

    const host = new WorkspaceHost(dir);
    expect(host.status()).toMatchObject({ state: 'closed' });
    expect(host.status().problem).toMatch(/is damaged/);
    expect(() => host.reader()).toThrow(WorkspaceCorruptError);

    const result = await host.restore(backupFile);
    expect(result.sessions).toBe(1);
    expect(result.damagedSavedAs).toMatch(/moot-set-aside-.*\.sqlite$/);
    expect(sha(result.damagedSavedAs as string)).toBe(damaged);
    expect(host.status()).toMatchObject({ state: 'ready', problem: null });
    expect(listSessions(host.writer()).map((session) => session.id)).toEqual(['kept']);
    host.close();
  });
});

describe('damage inside the file', () => {
  it('is found by check(), which switches to read-only and leaves the file as it was', () => {
    const dir = freshDir();
    const workspace = openWorkspace(dir);
    createSession(workspace.db, { id: 's1', kind: 'trial', packId: null, title: 'Long one', meta: {} });
    for (let turn = 0; turn < 300; turn++) {
      appendEvents(workspace.db, 's1', [{ type: 'AnswerGiven', payload: { text: `answer ${turn} `.repeat(40) } }]);
    }
    workspace.close();
    const file = workspaceFilePath(dir);
    const bytes = readFileSync(file);
    // Overwrite a run of pages in the middle (the events' b-tree); the header stays valid.
    const page = 4096;
    const middle = Math.floor(bytes.length / page / 2) * page;
    bytes.fill(0xa5, middle, middle + 4 * page);
    writeFileSync(file, bytes);
    const damaged = sha(file);

    const host = new WorkspaceHost(dir);
    expect(host.status().state).toBe('ready');
    const status = host.check();
    expect(status.state).toBe('read-only');
    expect(status.problem).toMatch(/is damaged and cannot be used/);
    expect(() => host.writer()).toThrow(/read-only/);
    host.close();
    expect(sha(file)).toBe(damaged);
  });

  it('check() on a healthy workspace changes nothing', () => {
    const host = new WorkspaceHost(freshDir());
    expect(host.check()).toMatchObject({ state: 'ready', problem: null });
    host.writer();
    host.close();
  });
});

describe('start-up', () => {
  it('composing the app opens no database: the workspace opens on first use', async () => {
    const { composeMain } = await import('../../../main/app/composeMain');
    const dir = freshDir();
    const composition = composeMain({ runtime: 'web', electronVersion: null, dataDir: dir });
    expect(existsSync(workspaceFilePath(dir))).toBe(false);
    await composition.handlers['sessions.list']({});
    expect(existsSync(workspaceFilePath(dir))).toBe(true);
  });
});
