import type { Database } from 'better-sqlite3';
import { getLoadablePath } from 'sqlite-vec';

/**
 * Loads sqlite-vec into a connection. Inside a packaged Electron app the extension lives in
 * `app.asar.unpacked` (SQLite cannot dlopen from inside an archive), so the path is rewritten.
 */
export function loadVecExtension(db: Database): void {
  const loadablePath = getLoadablePath().replace(/app\.asar([\\/])/, 'app.asar.unpacked$1');
  db.loadExtension(loadablePath);
}
