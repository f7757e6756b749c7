import { migration001 } from './001-core';
import { migration002 } from './002-evaluation';
import { migration003 } from './003-vectors';
import { migration004 } from './004-snapshots';
import { migration005 } from './005-eval-scores';
import { migration006 } from './006-profiles';
import { migration007 } from './007-pack-files';
import { migration008 } from './008-pack-exhibits';
import type { Migration } from './Migration';

export type { Migration } from './Migration';
export { EMBEDDING_DIMENSIONS } from './003-vectors';

/** Every migration in order. Append only: a released migration is never edited. */
export const MIGRATIONS: readonly Migration[] = [migration001, migration002, migration003, migration004, migration005, migration006, migration007, migration008];

/** The newest data format this build reads and writes. */
// The last migration's number: numbers are taken per branch, so the list may have gaps while merging.
export const LATEST_SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0;
