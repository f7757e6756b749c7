import { join } from 'node:path';
import { deletePackExhibits } from './packExhibitsRepository';
import type { ReadableDB, WritableDB } from './storeDatabase';

/** Where pack files kept beside the database live: `<data>/packs`. */
export function packFilesDir(dataDir: string): string {
  return join(dataDir, 'packs');
}

/** A scenario pack as stored: its facts, and the `.moot` file exactly as imported. */
export interface PackRow {
  id: string;
  title: string;
  author: string;
  licence: string;
  formatVersion: number;
  kind: 'trial' | 'consultation';
  confidential: boolean;
  encrypted: boolean;
  signatureStatus: 'signed' | 'unsigned' | 'altered';
  signerFingerprint: string | null;
  manifestJson: string;
  /** Null for an encrypted pack that has not been unlocked. */
  scenarioJson: string | null;
  sizeBytes: number;
  source: 'builtin' | 'imported';
  importedAt: string;
  /** The file as imported; empty when it is kept beside the database (`fileName`). */
  file: Buffer;
  /** The file's name in `packFilesDir`, when it is kept there rather than in `file`. */
  fileName?: string | null;
}

type PackDbRow = {
  id: string;
  title: string;
  author: string;
  licence: string;
  format_version: number;
  kind: PackRow['kind'];
  confidential: 0 | 1;
  encrypted: 0 | 1;
  signature_status: PackRow['signatureStatus'];
  signer_fingerprint: string | null;
  manifest_json: string;
  scenario_json: string | null;
  size_bytes: number;
  source: PackRow['source'];
  imported_at: string;
  file: Buffer;
  file_name?: string | null;
};

function packToRow(pack: PackRow): PackDbRow {
  return {
    id: pack.id,
    title: pack.title,
    author: pack.author,
    licence: pack.licence,
    format_version: pack.formatVersion,
    kind: pack.kind,
    confidential: pack.confidential ? 1 : 0,
    encrypted: pack.encrypted ? 1 : 0,
    signature_status: pack.signatureStatus,
    signer_fingerprint: pack.signerFingerprint,
    manifest_json: pack.manifestJson,
    scenario_json: pack.scenarioJson,
    size_bytes: pack.sizeBytes,
    source: pack.source,
    imported_at: pack.importedAt,
    file: pack.file,
    ...(pack.fileName ? { file_name: pack.fileName } : {}),
  };
}

/** A pack without its file bytes: what listings need, cheap to read for many packs. */
export type PackListing = Omit<PackRow, 'file'>;

const LISTING_COLUMNS = `id, title, author, licence, format_version, kind, confidential, encrypted, signature_status,
  signer_fingerprint, manifest_json, scenario_json, size_bytes, source, imported_at`;

function rowToListing(row: Omit<PackDbRow, 'file'>): PackListing {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    licence: row.licence,
    formatVersion: row.format_version,
    kind: row.kind,
    confidential: row.confidential === 1,
    encrypted: row.encrypted === 1,
    signatureStatus: row.signature_status,
    signerFingerprint: row.signer_fingerprint,
    manifestJson: row.manifest_json,
    scenarioJson: row.scenario_json,
    sizeBytes: row.size_bytes,
    source: row.source,
    importedAt: row.imported_at,
  };
}

function rowToPack(row: PackDbRow): PackRow {
  return { ...rowToListing(row), file: row.file, ...(row.file_name ? { fileName: row.file_name } : {}) };
}

/** Inserts a pack, or replaces the pack with the same id (re-import of a newer edition). */
export function insertPack(db: WritableDB, pack: PackRow): void {
  // `file_name` is named only when set: a row holding its file is written as before migration 7.
  const kept = pack.fileName ? [', file_name', ', @file_name'] : ['', ''];
  db.prepare(
    `INSERT OR REPLACE INTO packs (id, title, author, licence, format_version, kind, confidential, encrypted,
       signature_status, signer_fingerprint, manifest_json, scenario_json, size_bytes, source, imported_at, file${kept[0]})
     VALUES (@id, @title, @author, @licence, @format_version, @kind, @confidential, @encrypted,
       @signature_status, @signer_fingerprint, @manifest_json, @scenario_json, @size_bytes, @source, @imported_at, @file${kept[1]})`,
  ).run(packToRow(pack));
}

/** The names of every pack file kept beside the database. */
export function listPackFileNames(db: ReadableDB): string[] {
  return (db.prepare('SELECT file_name FROM packs WHERE file_name IS NOT NULL').all() as { file_name: string }[]).map((row) => row.file_name);
}

/** Every pack by title, without the file bytes (a library may hold hundreds of megabytes). */
export function listPacks(db: ReadableDB): PackListing[] {
  const rows = db.prepare(`SELECT ${LISTING_COLUMNS} FROM packs ORDER BY title COLLATE NOCASE, id`).all() as Omit<PackDbRow, 'file'>[];
  return rows.map(rowToListing);
}

export function getPack(db: ReadableDB, id: string): PackRow | undefined {
  const row = db.prepare('SELECT * FROM packs WHERE id = ?').get(id) as PackDbRow | undefined;
  return row ? rowToPack(row) : undefined;
}

/** Where a pack's `.moot` file is, as imported (for export), without reading the other columns: in the row, or beside the database. */
export function getPackFile(db: ReadableDB, id: string): { bytes: Buffer } | { fileName: string } | undefined {
  const row = db.prepare('SELECT file, file_name FROM packs WHERE id = ?').get(id) as { file: Buffer; file_name: string | null } | undefined;
  if (!row) return undefined;
  return row.file_name ? { fileName: row.file_name } : { bytes: row.file };
}

/** Stores the scenario once an encrypted pack has been unlocked. False when there is no such pack. */
export function setPackScenario(db: WritableDB, id: string, scenarioJson: string | null): boolean {
  return db.prepare('UPDATE packs SET scenario_json = ? WHERE id = ?').run(scenarioJson, id).changes > 0;
}

/** Deletes a pack and its stored exhibits. Sessions played from it stay (they keep the pack id and title). */
export function deletePack(db: WritableDB, id: string): boolean {
  return db.transaction(() => {
    deletePackExhibits(db, id);
    return db.prepare('DELETE FROM packs WHERE id = ?').run(id).changes > 0;
  })();
}
