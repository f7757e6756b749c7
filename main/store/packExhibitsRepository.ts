import type { ReadableDB, WritableDB } from './storeDatabase';

/**
 * The decrypted exhibit files of encrypted packs (`pack_exhibits`, migration 8). An import writes
 * them one at a time under a staging owner, then `adoptPackExhibits` gives them to the pack in the
 * transaction that writes its row, so a pack never has half of a new edition's exhibits.
 */

/** An owner id no pack can have (pack ids are lower-case letters, digits and hyphens). */
export function stagingExhibitsOwner(token: string): string {
  return `~staging-${token}`;
}

export function insertPackExhibit(db: WritableDB, owner: string, name: string, data: Buffer): void {
  db.prepare('INSERT OR REPLACE INTO pack_exhibits (pack_id, name, data) VALUES (?, ?, ?)').run(owner, name, data);
}

/** One stored exhibit file of a pack, or undefined when none is stored under that name. */
export function getPackExhibit(db: ReadableDB, packId: string, name: string): Buffer | undefined {
  return (db.prepare('SELECT data FROM pack_exhibits WHERE pack_id = ? AND name = ?').get(packId, name) as { data: Buffer } | undefined)?.data;
}

/** The names of a pack's stored exhibit files. */
export function listPackExhibitNames(db: ReadableDB, packId: string): string[] {
  return (db.prepare('SELECT name FROM pack_exhibits WHERE pack_id = ? ORDER BY name').all(packId) as { name: string }[]).map((row) => row.name);
}

/** Replaces a pack's stored exhibits by those staged under `staged` (none when null). Call inside the transaction that writes the pack's row. */
export function adoptPackExhibits(db: WritableDB, staged: string | null, packId: string): void {
  deletePackExhibits(db, packId);
  if (staged !== null) db.prepare('UPDATE pack_exhibits SET pack_id = ? WHERE pack_id = ?').run(packId, staged);
}

export function deletePackExhibits(db: WritableDB, owner: string): void {
  db.prepare('DELETE FROM pack_exhibits WHERE pack_id = ?').run(owner);
}

/** Owners of stored exhibits that are no pack: staged by an import cut short, or left by a pack deleted before migration 8. */
export function listOrphanExhibitOwners(db: ReadableDB): string[] {
  return (db.prepare('SELECT DISTINCT pack_id FROM pack_exhibits WHERE pack_id NOT IN (SELECT id FROM packs)').all() as { pack_id: string }[]).map((row) => row.pack_id);
}
