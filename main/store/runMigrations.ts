import { LATEST_SCHEMA_VERSION, MIGRATIONS, type Migration } from './migrations';
import type { ReadableDB, WritableDB } from './storeDatabase';
import { WorkspaceTooNewError } from './storeErrors';

/** The data format a database says it holds (`PRAGMA user_version`; 0 for a new file). */
export function readSchemaVersion(db: ReadableDB): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export interface MigrationOutcome {
  from: number;
  to: number;
}

/**
 * Brings a database up to `upTo` (default: the latest version). Each migration and its
 * `user_version` bump commit together, so a crash leaves the file at a whole version. A
 * database newer than this build is refused before anything is written.
 */
export function runMigrations(
  db: WritableDB,
  options: { file?: string; upTo?: number; migrations?: readonly Migration[] } = {},
): MigrationOutcome {
  const migrations = options.migrations ?? MIGRATIONS;
  const latest = migrations.at(-1)?.version ?? 0;
  const target = options.upTo ?? latest;
  const from = readSchemaVersion(db);
  if (from > latest) throw new WorkspaceTooNewError(options.file ?? db.name, from, latest);
  for (const migration of migrations) {
    if (migration.version <= from || migration.version > target) continue;
    db.transaction(() => {
      // Re-read inside the write lock: another process may have migrated meanwhile.
      if (readSchemaVersion(db) >= migration.version) return;
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
  return { from, to: readSchemaVersion(db) };
}

export { LATEST_SCHEMA_VERSION };
