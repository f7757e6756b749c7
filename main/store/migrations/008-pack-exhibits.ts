import type { Migration } from './Migration';

/**
 * The exhibit files of an encrypted pack, decrypted at import (when the passphrase is known), as its
 * `scenario_json` is: the pack file itself stays encrypted, and no passphrase is asked for again when
 * an exhibit is shown. Only files the scenario names are kept. No foreign key: an import writes its
 * exhibits under a staging id first and hands them to the pack in the transaction that writes its
 * row; `packs.delete` removes them with the row, and rows no pack owns are removed at start.
 */
export const migration008: Migration = {
  version: 8,
  name: 'pack-exhibits',
  up(db) {
    db.exec(`
      CREATE TABLE pack_exhibits (
        pack_id TEXT NOT NULL,
        name TEXT NOT NULL,
        data BLOB NOT NULL,
        PRIMARY KEY (pack_id, name)
      ) STRICT;
    `);
  },
};
