import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareElectronSqliteBinding } from '../../../main/app/electronNativeModules';
import { sqliteOptions } from '../../../main/store/sqliteBinding';

describe('the Electron build of better-sqlite3', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('is reused once prepared for an Electron version, without building again', async () => {
    const root = mkdtempSync(join(tmpdir(), 'moot-native-'));
    roots.push(root);
    const dir = join(root, `electron-45.4.1-${process.platform}-${process.arch}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'better_sqlite3.node'), 'prepared');
    await expect(prepareElectronSqliteBinding('45.4.1', root)).resolves.toBe(join(dir, 'better_sqlite3.node'));
  });

  it('is handed to every connection through MOOT_SQLITE_BINDING', () => {
    const previous = process.env.MOOT_SQLITE_BINDING;
    try {
      delete process.env.MOOT_SQLITE_BINDING;
      expect(sqliteOptions({ readonly: true })).toEqual({ readonly: true });
      process.env.MOOT_SQLITE_BINDING = '/cache/better_sqlite3.node';
      expect(sqliteOptions({ readonly: true })).toEqual({ readonly: true, nativeBinding: '/cache/better_sqlite3.node' });
    } finally {
      if (previous === undefined) delete process.env.MOOT_SQLITE_BINDING;
      else process.env.MOOT_SQLITE_BINDING = previous;
    }
  });
});
