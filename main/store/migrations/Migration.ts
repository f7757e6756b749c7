import type { WritableDB } from '../storeDatabase';

/** One schema step. `version` is what `PRAGMA user_version` reads once `up` has run. */
export interface Migration {
  version: number;
  name: string;
  /** Runs inside the runner's transaction; it must not open its own. */
  up(db: WritableDB): void;
}
