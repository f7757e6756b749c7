import type { Database, Statement } from 'better-sqlite3';

const statements = new WeakMap<Database, Map<string, Statement>>();

/**
 * `db.prepare(sql)`, compiled once per connection: the statements of a turn's path (appending
 * events, storing memory) run many times a session, and SQLite compiles a statement each time
 * it is prepared.
 */
export function cachedStatement(db: Database, sql: string): Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}
