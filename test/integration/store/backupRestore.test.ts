import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  appendEvents,
  backupWorkspace,
  createSession,
  insertMemoryChunks,
  insertPack,
  listSessions,
  openWorkspace,
  readEvents,
  restoreWorkspace,
  searchMemory,
  setSetting,
  getSetting,
  LATEST_SCHEMA_VERSION,
  type Workspace,
} from '../../../main/store';
import { runMigrations } from '../../../main/store/runMigrations';
import type { WritableDB } from '../../../main/store';
import { makeTempDir, randomVector, seededRandom } from '../../support/storeFixtures';

const temp = makeTempDir('moot-backup-');
afterAll(() => temp.remove());
const random = seededRandom(7);

function fill(workspace: Workspace, sessions: number): void {
  const { db } = workspace;
  for (let index = 0; index < sessions; index++) {
    const id = `session-${index}`;
    createSession(db, { id, kind: index % 2 ? 'consultation' : 'trial', packId: 'pack-1', title: `Session ${index}`, meta: { index } });
    for (let turn = 0; turn < 20; turn++) {
      appendEvents(db, id, [
        { type: 'QuestionAsked', payload: { text: `Q${turn}` } },
        { type: 'AnswerGiven', payload: { text: `A${turn}`, witnessId: 'w1' } },
      ]);
    }
    insertMemoryChunks(
      db,
      Array.from({ length: 5 }, (_, turn) => ({ sessionId: id, modelId: 'lexical-v1', embedding: randomVector(random), witnessId: 'w1', phase: 'direct', turn, elicitIds: [], text: `A${turn}` })),
    );
  }
  setSetting(db, 'cloud', { enabled: false });
}

function snapshotOf(db: WritableDB) {
  return listSessions(db).map((session) => ({ session, events: readEvents(db, session.id) }));
}

describe('workspace backup and restore', () => {
  it('backup, then restore into a fresh data folder, gives identical sessions', async () => {
    const original = openWorkspace(join(temp.dir, 'original'));
    fill(original, 6);
    insertPack(original.db, {
      id: 'pack-1', title: 'P', author: 'A', licence: 'L', formatVersion: 1, kind: 'trial', confidential: false, encrypted: false,
      signatureStatus: 'unsigned', signerFingerprint: null, manifestJson: '{}', scenarioJson: '{}', sizeBytes: 1, source: 'builtin',
      importedAt: '2026-01-01T00:00:00.000Z', file: Buffer.from([9]),
    });
    const backupFile = join(temp.dir, 'moot-backup.sqlite');
    const backup = await backupWorkspace(original.db, backupFile);
    expect(backup.path).toBe(backupFile);
    expect(backup.bytes).toBeGreaterThan(0);
    // Writes after the backup are not in it.
    createSession(original.db, { id: 'after-backup', kind: 'trial', packId: null, title: 'Later', meta: {} });
    const expected = snapshotOf(original.db).filter((entry) => entry.session.id !== 'after-backup');
    const probe = randomVector(random);
    const expectedHits = searchMemory(original.db, { sessionId: 'session-3', modelId: 'lexical-v1', embedding: probe, k: 3 });

    const fresh = openWorkspace(join(temp.dir, 'fresh'));
    const result = await restoreWorkspace(fresh, backupFile);
    expect(result).toEqual({ previousSavedAs: null, sessions: 6 });
    expect(snapshotOf(fresh.db)).toEqual(expected);
    expect(searchMemory(fresh.db, { sessionId: 'session-3', modelId: 'lexical-v1', embedding: probe, k: 3 })).toEqual(expectedHits);
    expect(getSetting(fresh.db, 'cloud')).toEqual({ enabled: false });
    expect(fresh.db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(fresh.db.pragma('journal_mode', { simple: true })).toBe('wal');
    // The live connection keeps working after the restore, and so does a reopen.
    appendEvents(fresh.db, 'session-0', [{ type: 'QuestionAsked', payload: { text: 'and then?' } }]);
    fresh.close();
    const reopened = openWorkspace(join(temp.dir, 'fresh'));
    expect(readEvents(reopened.db, 'session-0')).toHaveLength(41);
    reopened.close();
    original.close();
  });

  it('keeps the replaced workspace beside it, and never overwrites a backup file', async () => {
    const source = openWorkspace(join(temp.dir, 'source'));
    fill(source, 2);
    const backupFile = join(temp.dir, 'two.sqlite');
    await backupWorkspace(source.db, backupFile);
    await expect(backupWorkspace(source.db, backupFile)).rejects.toThrow(/already exists; choose another name \(nothing was overwritten\)/);
    await expect(backupWorkspace(source.db, join(temp.dir, 'no-such-folder', 'x.sqlite'))).rejects.toThrow(/does not exist/);
    source.close();

    const target = openWorkspace(join(temp.dir, 'target'));
    createSession(target.db, { id: 'mine', kind: 'trial', packId: null, title: 'Mine', meta: {} });
    const result = await restoreWorkspace(target, backupFile);
    expect(result.sessions).toBe(2);
    expect(listSessions(target.db).map((session) => session.id).sort()).toEqual(['session-0', 'session-1']);
    const saved = result.previousSavedAs as string;
    expect(saved).toMatch(/moot-before-restore-.*\.sqlite$/);
    const savedWorkspace = openWorkspace(join(temp.dir, 'saved'));
    await restoreWorkspace(savedWorkspace, saved);
    expect(listSessions(savedWorkspace.db).map((session) => session.id)).toEqual(['mine']);
    savedWorkspace.close();
    target.close();
  });

  it('refuses a damaged, foreign or newer file and leaves the workspace as it was', async () => {
    const target = openWorkspace(join(temp.dir, 'refuser'));
    createSession(target.db, { id: 'mine', kind: 'trial', packId: null, title: 'Mine', meta: {} });
    const garbage = join(temp.dir, 'garbage.sqlite');
    writeFileSync(garbage, Buffer.alloc(4096, 7));
    await expect(restoreWorkspace(target, garbage)).rejects.toThrow(/is damaged or not a database.*nothing was restored/);
    await expect(restoreWorkspace(target, join(temp.dir, 'missing.sqlite'))).rejects.toThrow(/There is no backup at/);

    const foreign = join(temp.dir, 'foreign.sqlite');
    const other = openWorkspace(join(temp.dir, 'foreign-src'));
    other.db.exec('DROP TABLE sessions');
    await other.db.backup(foreign);
    other.close();
    await expect(restoreWorkspace(target, foreign)).rejects.toThrow(/is not a Moot workspace backup/);

    const newer = join(temp.dir, 'newer.sqlite');
    const future = openWorkspace(join(temp.dir, 'future'));
    future.db.pragma('user_version = 999');
    await future.db.backup(newer);
    future.close();
    await expect(restoreWorkspace(target, newer)).rejects.toThrow(/newer version of Moot/);
    expect(listSessions(target.db).map((session) => session.id)).toEqual(['mine']);
    target.close();
  });

  it('migrates a backup made by an older version', async () => {
    // Rebuild the file at version 1 with one session, as an old app would have left it.
    const BetterSqlite3 = (await import('better-sqlite3')).default;
    const oldFile = join(temp.dir, 'v1.sqlite');
    const raw = new BetterSqlite3(oldFile) as WritableDB;
    runMigrations(raw, { upTo: 1 });
    raw.exec("INSERT INTO sessions VALUES ('v1', 'trial', NULL, 'Old one', '{}', '2025-01-01', '2025-01-01', 0)");
    raw.close();
    const target = openWorkspace(join(temp.dir, 'migrating'));
    const result = await restoreWorkspace(target, oldFile);
    expect(result.sessions).toBe(1);
    expect(target.db.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION);
    expect(target.db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE name = 'memory_chunks'").get()).toEqual({ n: 1 });
    target.close();
  });
});
