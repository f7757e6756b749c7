import type { Migration } from './Migration';

/**
 * An imported pack file may be kept beside the database, in `<data>/packs/<file_name>`, moved there
 * as it was received rather than copied into a row: a 50 MB pack then costs no database write.
 * `file` is empty for such a row; a row without a `file_name` holds its file in `file`, as before.
 */
export const migration007: Migration = {
  version: 7,
  name: 'pack-files',
  up(db) {
    db.exec('ALTER TABLE packs ADD COLUMN file_name TEXT');
  },
};
