import { toJson } from './toJson';
import { nowIso, type ReadableDB, type WritableDB } from './storeDatabase';

/** A stored setting, parsed from JSON; undefined when never set. Callers validate the shape. */
export function getSetting(db: ReadableDB, key: string): unknown {
  const row = db.prepare('SELECT value_json FROM settings WHERE key = ?').get(key) as { value_json: string } | undefined;
  return row ? (JSON.parse(row.value_json) as unknown) : undefined;
}

/** Stores any JSON value under `key`, replacing the previous one. */
export function setSetting(db: WritableDB, key: string, value: unknown): void {
  db.prepare(
    `INSERT INTO settings (key, value_json, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json, updated_at = excluded.updated_at`,
  ).run(key, toJson(value, key), nowIso());
}

export function deleteSetting(db: WritableDB, key: string): boolean {
  return db.prepare('DELETE FROM settings WHERE key = ?').run(key).changes > 0;
}

/** Every setting as one object (for the settings screen and diagnostics). */
export function listSettings(db: ReadableDB): Record<string, unknown> {
  const rows = db.prepare('SELECT key, value_json FROM settings ORDER BY key').all() as { key: string; value_json: string }[];
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value_json) as unknown]));
}
