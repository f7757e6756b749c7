import type BetterSqlite3 from 'better-sqlite3';

/**
 * Constructor options for every better-sqlite3 connection. Under `npm start` with Electron, the
 * launcher prepares a copy of the addon built for Electron's ABI and names it in
 * `MOOT_SQLITE_BINDING`, so Node (tests, web mode, CLIs) and Electron can share one checkout.
 * Packaged apps leave it unset: electron-builder rebuilt the addon for Electron already.
 */
export function sqliteOptions(options: BetterSqlite3.Options = {}): BetterSqlite3.Options {
  const binding = process.env.MOOT_SQLITE_BINDING;
  return binding ? { ...options, nativeBinding: binding } : options;
}
