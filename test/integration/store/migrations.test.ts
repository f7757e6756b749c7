import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendEventsAndFold,
  createProfile,
  createSession,
  insertMemoryChunks,
  insertPack,
  insertPackExhibit,
  insertTrace,
  LATEST_SCHEMA_VERSION,
  openWorkspace,
  setSetting,
  WorkspaceTooNewError,
  workspaceFilePath,
  type SessionFold,
  type WritableDB,
} from '../../../main/store';
import { loadVecExtension } from '../../../main/store/loadVecExtension';
import { MIGRATIONS, type Migration } from '../../../main/store/migrations';
import { readSchemaVersion, runMigrations } from '../../../main/store/runMigrations';
import { configureConnection } from '../../../main/store/storeDatabase';
import { makeTempDir, randomVector, seededRandom } from '../../support/storeFixtures';

const temp = makeTempDir('moot-migrations-');
beforeEach(() => {
  // Fixed clock: the two databases compared must get the same time stamps.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

let counter = 0;
function freshDb(): WritableDB {
  const db = new BetterSqlite3(`${temp.dir}/db-${counter++}.sqlite`);
  loadVecExtension(db);
  configureConnection(db, { readOnly: false });
  return db as WritableDB;
}

const countFold: SessionFold<{ n: number }> = { id: 'count', initial: () => ({ n: 0 }), apply: (state) => ({ n: state.n + 1 }) };

/** Writes the data each schema version can hold, the way the app would at that version. */
function seedUpTo(db: WritableDB, version: number, tag: string): void {
  if (version >= 1) {
    insertPack(db, {
      id: `pack-${tag}`,
      title: 'State v. Doe',
      author: 'Clinic',
      licence: 'CC-BY-4.0',
      formatVersion: 1,
      kind: 'trial',
      confidential: true,
      encrypted: false,
      signatureStatus: 'unsigned',
      signerFingerprint: null,
      manifestJson: '{"id":"p"}',
      scenarioJson: '{"kind":"trial"}',
      sizeBytes: 3,
      source: 'imported',
      importedAt: '2026-11-01T00:00:00.000Z',
      file: Buffer.from([1, 2, 3]),
    });
    createSession(db, { id: `session-${tag}`, kind: 'trial', packId: `pack-${tag}`, title: `Session ${tag}`, meta: { side: 'plaintiff' } });
    db.prepare("INSERT INTO events (session_id, seq, type, payload_json, at) VALUES (?, 1, 'QuestionAsked', '{\"text\":\"Where were you?\"}', ?)").run(
      `session-${tag}`,
      new Date().toISOString(),
    );
    db.prepare('UPDATE sessions SET event_count = 1 WHERE id = ?').run(`session-${tag}`);
    setSetting(db, `setting-${tag}`, { cloud: false });
  }
  if (version >= 2) {
    insertTrace(db, {
      id: `trace-${tag}`,
      sessionId: `session-${tag}`,
      agent: 'witness',
      mode: null,
      model: 'rules',
      promptTokens: 0,
      outputTokens: 0,
      latencyMs: 1.5,
      fallbackReason: null,
      at: new Date().toISOString(),
    });
    db.prepare("INSERT INTO ratings (session_id, event_seq, stars, comment, at) VALUES (?, 1, 4, 'good', ?)").run(`session-${tag}`, new Date().toISOString());
  }
  if (version >= 3) {
    const random = seededRandom(tag.length + 1);
    insertMemoryChunks(db, [
      { sessionId: `session-${tag}`, modelId: 'm', embedding: randomVector(random), witnessId: 'w', phase: 'direct', turn: 1, elicitIds: ['e1'], text: 'I was home.' },
    ]);
  }
  if (version >= 4) {
    appendEventsAndFold(db, `session-${tag}`, [{ type: 'AnswerGiven', payload: { text: 'Home.' } }], countFold, { n: 1 }, { snapshotEvery: 1 });
  }
  if (version >= 8) {
    insertPackExhibit(db, `pack-${tag}`, 'exhibits/chart.pdf', Buffer.from('%PDF-1.4 decrypted', 'latin1'));
  }
  // Profiles came with migration 006.
  if (version >= 6) {
    createProfile(db, `Student ${tag}`, `profile-${tag}`);
    db.prepare('INSERT INTO profile_sessions (session_id, profile_id) VALUES (?, ?)').run(`session-${tag}`, `profile-${tag}`);
  }
}

/** Schema and every row of every table, in a stable order, as comparable text. */
function dump(db: WritableDB): { schema: string[]; rows: Record<string, string[]> } {
  const schema = (db.prepare("SELECT type, name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY name").all() as { type: string; name: string; sql: string | null }[]).map(
    (row) => `${row.type} ${row.name}: ${(row.sql ?? '').replace(/\s+/g, ' ')}`,
  );
  const tables = (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name").all() as { name: string }[]).map(
    (row) => row.name,
  );
  const rows: Record<string, string[]> = {};
  for (const table of tables) {
    rows[table] = (db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[])
      .map((row) => JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('hex') : value)))
      .sort();
  }
  return { schema, rows };
}

describe('migrations', () => {
  it('are numbered 1..N without gaps, one file each', () => {
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual(Array.from({ length: LATEST_SCHEMA_VERSION }, (_, index) => index + 1));
  });

  it('run from an empty database to the latest version', () => {
    const db = freshDb();
    expect(runMigrations(db)).toEqual({ from: 0, to: LATEST_SCHEMA_VERSION });
    const tables = (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]).map((row) => row.name);
    for (const table of ['packs', 'sessions', 'events', 'ratings', 'eval_runs', 'eval_results', 'traces', 'settings', 'memory_chunks', 'eval_embeddings', 'session_snapshots']) {
      expect(tables).toContain(table);
    }
    expect(runMigrations(db)).toEqual({ from: LATEST_SCHEMA_VERSION, to: LATEST_SCHEMA_VERSION });
    db.close();
  });

  for (const earlier of [0, ...MIGRATIONS.slice(0, -1).map((migration) => migration.version)]) {
    it(`migrate a version ${earlier} database with its data to the same result as a new one`, () => {
      // Built at version N−1 with that version's data, then migrated…
      const old = freshDb();
      runMigrations(old, { upTo: earlier });
      expect(readSchemaVersion(old)).toBe(earlier);
      seedUpTo(old, earlier, 'a');
      runMigrations(old);
      seedUpTo(old, LATEST_SCHEMA_VERSION, 'b');
      // …equals a database made at the latest version with the same data.
      const fresh = freshDb();
      runMigrations(fresh);
      seedUpTo(fresh, earlier, 'a');
      seedUpTo(fresh, LATEST_SCHEMA_VERSION, 'b');
      expect(readSchemaVersion(old)).toBe(LATEST_SCHEMA_VERSION);
      expect(dump(old)).toEqual(dump(fresh));
      old.close();
      fresh.close();
    });
  }

  it('roll a failing migration back whole, leaving the version where it was', () => {
    const db = freshDb();
    const broken: Migration = {
      version: LATEST_SCHEMA_VERSION + 1,
      name: 'broken',
      up(handle) {
        handle.exec('CREATE TABLE half_done (x INTEGER)');
        throw new Error('disk on fire');
      },
    };
    expect(() => runMigrations(db, { migrations: [...MIGRATIONS, broken] })).toThrow('disk on fire');
    expect(readSchemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    expect(db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'half_done'").get()).toBeUndefined();
    db.close();
  });

  it('refuse a database from a newer app with a message, and leave the file untouched', () => {
    const { dir } = makeTempDir('moot-newer-');
    openWorkspace(dir).close();
    const file = workspaceFilePath(dir);
    const raw = new BetterSqlite3(file);
    raw.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 5}`);
    raw.close();
    const before = createHash('sha256').update(readFileSync(file)).digest('hex');

    expect(() => openWorkspace(dir)).toThrow(WorkspaceTooNewError);
    expect(() => openWorkspace(dir)).toThrow(`newer version of Moot (data format ${LATEST_SCHEMA_VERSION + 5}; this app reads up to ${LATEST_SCHEMA_VERSION})`);
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(before);

    // The recovery path: read-only still opens it.
    const readOnly = openWorkspace(dir, { readOnly: true });
    expect(readOnly.schemaVersion).toBe(LATEST_SCHEMA_VERSION + 5);
    readOnly.close();
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(before);
  });
});
