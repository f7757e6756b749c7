import BetterSqlite3 from 'better-sqlite3';
import type { ProbeReport } from '../system/SystemCheck';
import { readPackageVersion } from '../system/readPackageVersion';
import { loadVecExtension } from './loadVecExtension';
import { sqliteOptions } from './sqliteBinding';

/** Opens a throw-away in-memory database with sqlite-vec and reads both versions. */
export async function probeSqlite(): Promise<ProbeReport> {
  const db = new BetterSqlite3(':memory:', sqliteOptions());
  try {
    const sqliteVersion = (db.prepare('select sqlite_version() as v').get() as { v: string }).v;
    const details: Record<string, string> = { sqlite_version: sqliteVersion };
    try {
      loadVecExtension(db);
      details.vec_version = (db.prepare('select vec_version() as v').get() as { v: string }).v;
    } catch (error) {
      return {
        packageVersion: readPackageVersion('better-sqlite3'),
        working: false,
        details,
        error: `sqlite-vec could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    return { packageVersion: readPackageVersion('better-sqlite3'), working: true, details, error: null };
  } finally {
    db.close();
  }
}
