import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PackInspection, PackSummary } from '../../shared/contract/schemas/packs';
import { NotFoundError, UnavailableError } from '../../shared/errors';
import { parseScenario, type Scenario } from '../../shared/scenario';
import {
  adoptPackExhibits,
  deletePack,
  deletePackExhibits,
  getPack,
  getPackExhibit,
  getPackFile,
  getSetting,
  insertPack,
  insertPackExhibit,
  listOrphanExhibitOwners,
  listPackExhibitNames,
  listPackFileNames,
  listPacks,
  setSetting,
  stagingExhibitsOwner,
  type PackRow,
  type ReadableDB,
  type WritableDB,
} from '../store';
import { buildPack, serializeManifest } from './buildPack';
import { isEncryptedPack, readEncryptedHeader } from './packCrypto';
import { DEFAULT_PACK_LIMITS, type PackLimits } from './packLimits';
import { PackExistsError, PackSignerChangeError, replacementFacts } from './packReplacement';
import { inspectionOf, inspectionOfStored, rowToSummary, type TrustedSignerOf } from './packSummaries';
import { readPack, readPackFile, type CheckedPack } from './readPack';
import { eachZipEntry } from './zipArchive';

/** The database the library reads and writes; `WorkspaceHost` fits, and tests pass a plain workspace. */
export interface PackDatabase {
  reader(): ReadableDB;
  writer(): WritableDB;
}

/** Where confidential pack texts are registered, so egress refuses a mislabelled request carrying them. */
export interface ConfidentialTextSink {
  register(packId: string, texts: readonly string[]): void;
  /** A non-confidential pack's texts: what is public elsewhere is not a secret of a confidential copy. */
  registerPublic(packId: string, texts: readonly string[]): void;
  forget(packId: string): void;
}

export interface PackLibraryOptions {
  db: PackDatabase;
  /** The egress fingerprint layer (`egress.fingerprints`); fed at import and by `registerConfidentialTexts`. */
  fingerprints?: ConfidentialTextSink;
  /** `scenarios/` in source form; each folder with a manifest.json is a built-in pack. Null: none. */
  builtinDir: string | null;
  limits?: PackLimits;
  now?: () => Date;
  /** The name the user trusts a signing key under (Settings); absent: no key is trusted. */
  trustedSignerOf?: TrustedSignerOf;
  /**
   * Where files imported by path are kept, beside the database (`packFilesDir`): moved or copied
   * there whole, never written into a row. Absent: every pack is stored in its row.
   */
  filesDir?: string;
}

/** How a file imported by path is taken in. */
export interface ImportFileOptions {
  replace?: boolean;
  acceptOtherKey?: boolean;
  /** The file is a staged upload the Library may take: moved into place, not copied. */
  move?: boolean;
}

const DELETED_BUILTINS = 'packs.deletedBuiltins';

/** An encrypted pack as import opened it: the scenario, and the zip decrypted in memory that holds its exhibits. */
interface DecryptedPack {
  scenario: Scenario;
  zip: Buffer;
}

/** The exhibit files a scenario names: all `exhibits.file` can ask for, so all an encrypted pack keeps decrypted. */
function namedExhibitFiles(scenario: Scenario): Set<string> {
  return new Set(scenario.exhibits.flatMap((exhibit) => (exhibit.file === undefined ? [] : [exhibit.file])));
}

/** Every string in a parsed JSON value: the texts a confidential scenario must not send anywhere. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}
const CONFIDENTIALITY_LOWERED = 'packs.confidentialityLoweredAt';

/**
 * The Library's service: lists, imports, exports and deletes packs in the workspace. Import is
 * all-or-nothing: the file is validated completely, and only then is one row written, holding the
 * file exactly as received (or naming it, kept beside the database), with an encrypted pack's
 * exhibits decrypted in `pack_exhibits` in the same transaction.
 */
export class PackLibrary {
  private readonly limits: PackLimits;
  private readonly now: () => Date;
  private builtins: Promise<void> | undefined;
  private readonly trustedSignerOf: TrustedSignerOf;

  constructor(private readonly options: PackLibraryOptions) {
    this.limits = options.limits ?? DEFAULT_PACK_LIMITS;
    this.now = options.now ?? (() => new Date());
    this.trustedSignerOf = options.trustedSignerOf ?? (() => null);
  }

  async list(): Promise<PackSummary[]> {
    await this.ensureBuiltins();
    return listPacks(this.options.db.reader()).map((row) => rowToSummary(row, this.trustedSignerOf));
  }

  /**
   * Validates a `.moot` file and stores it. An encrypted file needs its passphrase. A pack with the
   * same id is replaced only with `replace: true`; otherwise a `PackExistsError` says what would
   * change (signature lost, another key, confidentiality lowered). A signed pack replaced by a file
   * signed by another key also needs `acceptOtherKey: true` (a `PackSignerChangeError` asks).
   * Re-importing the identical file changes nothing and needs no confirmation.
   */
  async import(bytes: Buffer, passphrase?: string, options: { replace?: boolean; acceptOtherKey?: boolean } = {}): Promise<{ pack: PackSummary; replaced: boolean }> {
    await this.ensureBuiltins();
    const opened = await readPack(bytes, { passphrase, limits: this.limits });
    const row = { ...this.toRow(opened, bytes.length, 'imported'), file: bytes };
    const decrypted = opened.encrypted ? { scenario: opened.scenario, zip: opened.zip } : null;
    return this.store(row, (existing) => this.fileOf(existing).equals(bytes), async () => row, options, decrypted);
  }

  /**
   * `import` of a file on disk, read in memory that does not grow with it (`readPackFile`). With a
   * files folder the file is kept there: moved when it is a staged upload (`move`), else copied.
   */
  async importFile(path: string, passphrase?: string, options: ImportFileOptions = {}): Promise<{ pack: PackSummary; replaced: boolean }> {
    await this.ensureBuiltins();
    const opened = await readPackFile(path, { passphrase, limits: this.limits });
    const { size } = await stat(path);
    const facts = this.toRow(opened, size, 'imported');
    const filesDir = this.options.filesDir;
    const place = async (): Promise<PackRow> => {
      if (filesDir === undefined) return { ...facts, file: await readFile(path) };
      await mkdir(filesDir, { recursive: true });
      const fileName = `${randomUUID()}.moot`;
      const target = join(filesDir, fileName);
      if (options.move === true) await rename(path, target).catch(() => copyFile(path, target));
      else await copyFile(path, target);
      return { ...facts, file: Buffer.alloc(0), fileName };
    };
    // The same bytes again change nothing; sizes differ far more often than not, so most never compare.
    const same = (existing: PackRow) => existing.sizeBytes === size && this.fileOf(existing).equals(readFileSync(path));
    const decrypted = opened.decryptedZip ? { scenario: opened.scenario, zip: opened.decryptedZip } : null;
    return this.store(facts, same, place, options, decrypted);
  }

  /**
   * Stores an imported pack once the replacement questions are answered: `place` puts the file
   * where the row will find it. A file kept beside the database that is no longer named is removed.
   * An encrypted pack's exhibits are stored decrypted (`decrypted`), as its scenario is, and handed
   * to the pack with its row; a pack replaced by a plain edition loses the exhibits it had.
   */
  private async store(
    facts: PackRow,
    isSame: (existing: PackRow) => boolean,
    place: () => Promise<PackRow>,
    options: { replace?: boolean; acceptOtherKey?: boolean },
    decrypted: DecryptedPack | null,
  ): Promise<{ pack: PackSummary; replaced: boolean }> {
    const db = this.options.db.writer();
    const existing = getPack(db, facts.id);
    if (existing && isSame(existing)) {
      // The same encrypted file again stores the exhibits it lacks: importing it again is how a pack
      // imported before its exhibits were kept is repaired (`exhibitFile` says so).
      if (decrypted && this.lacksExhibits(existing.id, decrypted.scenario)) {
        const staged = await this.stageExhibits(decrypted);
        db.transaction(() => adoptPackExhibits(db, staged, existing.id))();
      }
      return { pack: rowToSummary(existing, this.trustedSignerOf), replaced: false };
    }
    const replacement = existing ? replacementFacts(existing, facts) : null;
    if (replacement && options.replace !== true) throw new PackExistsError(replacement);
    if (replacement?.changesKey && options.acceptOtherKey !== true) {
      throw new PackSignerChangeError(replacement, { stored: existing!.signerFingerprint, incoming: facts.signerFingerprint });
    }
    const row = await place();
    let staged: string | null = null;
    try {
      if (decrypted) staged = await this.stageExhibits(decrypted);
      // Sessions started while the pack was confidential stay confidential (see isConfidential).
      if (existing?.confidential && !row.confidential) this.recordLowered(row.id);
      db.transaction(() => {
        insertPack(db, row);
        adoptPackExhibits(db, staged, row.id);
      })();
    } catch (error) {
      if (row.fileName) await rm(this.pathOf(row.fileName), { force: true });
      if (staged !== null) deletePackExhibits(db, staged);
      throw error;
    }
    if (existing?.fileName) await rm(this.pathOf(existing.fileName), { force: true });
    this.forgetDeletedBuiltin(row.id);
    this.fingerprint(row.id, row.confidential, row.scenarioJson);
    return { pack: rowToSummary(row, this.trustedSignerOf), replaced: existing !== undefined };
  }

  /**
   * Writes the exhibit files an encrypted pack's scenario names, decrypted, under a staging owner no
   * pack has, one at a time (only one is held beside the zip). Nothing is left behind on failure.
   */
  private async stageExhibits({ scenario, zip }: DecryptedPack): Promise<string> {
    const db = this.options.db.writer();
    const owner = stagingExhibitsOwner(randomUUID());
    const named = namedExhibitFiles(scenario);
    try {
      await eachZipEntry(zip, this.limits, (name) => named.has(name), ({ name, data }) => insertPackExhibit(db, owner, name, data));
    } catch (error) {
      deletePackExhibits(db, owner);
      throw error;
    }
    return owner;
  }

  private lacksExhibits(id: string, scenario: Scenario): boolean {
    const stored = new Set(listPackExhibitNames(this.options.db.reader(), id));
    return [...namedExhibitFiles(scenario)].some((name) => !stored.has(name));
  }

  /**
   * The bytes of an exhibit file a stored pack names, for the exhibit viewer: read from the pack
   * file, or for an encrypted pack (whose file stays encrypted) as decrypted and stored at import.
   */
  async exhibitFile(id: string, name: string): Promise<Buffer> {
    const db = this.options.db.reader();
    const row = getPack(db, id);
    if (!row) throw new NotFoundError(`There is no pack with the id "${id}".`, 'id');
    if (row.encrypted) {
      const stored = getPackExhibit(db, id, name);
      if (stored) return stored;
      throw new UnavailableError(
        `The encrypted pack "${row.title}" was imported before Moot kept the exhibits of encrypted packs, so ${name} cannot be shown. ` +
          'Import the pack again in the Library, with its passphrase, to show its exhibits.',
      );
    }
    const bytes = (await readPack(this.fileOf(row), { limits: this.limits })).exhibits.get(name);
    if (!bytes) throw new NotFoundError(`The pack "${id}" has no entry ${name}.`, 'exhibitId');
    return bytes;
  }

  /** The path of a pack file kept beside the database. */
  private pathOf(fileName: string): string {
    if (this.options.filesDir === undefined) throw new NotFoundError(`The pack file ${fileName} is kept beside a database this Library was not given.`, 'id');
    return join(this.options.filesDir, fileName);
  }

  /** A stored pack's `.moot` bytes, from its row or from beside the database. */
  private fileOf(row: Pick<PackRow, 'file' | 'fileName'>): Buffer {
    return row.fileName ? readFileSync(this.pathOf(row.fileName)) : row.file;
  }

  export(id: string): { fileName: string; bytes: Buffer } {
    const stored = getPackFile(this.options.db.reader(), id);
    if (!stored) throw new NotFoundError(`There is no pack with the id "${id}".`, 'id');
    return { fileName: `${id}.moot`, bytes: 'bytes' in stored ? stored.bytes : this.fileOf({ file: Buffer.alloc(0), fileName: stored.fileName }) };
  }

  delete(id: string): boolean {
    const db = this.options.db.writer();
    const row = getPack(db, id);
    const deleted = deletePack(db, id);
    if (deleted) this.options.fingerprints?.forget(id);
    if (deleted && row?.fileName) rmSync(this.pathOf(row.fileName), { force: true });
    // A deleted built-in stays deleted: remember it, or the next start would restore it.
    if (deleted && row?.source === 'builtin') {
      const gone = new Set(this.deletedBuiltins());
      gone.add(id);
      setSetting(db, DELETED_BUILTINS, [...gone].sort());
    }
    return deleted;
  }

  /**
   * Reads a file (or a stored pack) without storing anything. A stored encrypted pack needs no
   * passphrase: what import found of it is in its row.
   */
  async inspect(source: { bytes: Buffer } | { id: string }, passphrase?: string): Promise<PackInspection> {
    if ('id' in source && passphrase === undefined) {
      const row = getPack(this.options.db.reader(), source.id);
      if (row?.encrypted && row.scenarioJson !== null) return inspectionOfStored({ ...row, scenarioJson: row.scenarioJson }, this.trustedSignerOf);
    }
    const bytes = 'bytes' in source ? source.bytes : this.export(source.id).bytes;
    if (isEncryptedPack(bytes) && passphrase === undefined) {
      return { title: readEncryptedHeader(bytes).title, encrypted: true, locked: true, summary: null, signer: null, problems: [], files: [], witnesses: [] };
    }
    return inspectionOf(await readPack(bytes, { passphrase, limits: this.limits }), bytes.length, this.trustedSignerOf);
  }

  /**
   * Whether a stored pack is marked confidential: its content must never leave the machine. With
   * `sessionStartedAt`, a session started before a replacement lowered the pack's confidentiality
   * keeps the confidentiality it started with.
   */
  isConfidential(id: string, sessionStartedAt?: string): boolean {
    const row = getPack(this.options.db.reader(), id);
    if (!row) throw new NotFoundError(`There is no pack with the id "${id}".`, 'id');
    if (row.confidential) return true;
    const lowered = this.loweredAt()[id];
    return sessionStartedAt !== undefined && lowered !== undefined && sessionStartedAt <= lowered;
  }

  /** The validated scenario of a stored pack, for the engines. */
  getScenario(id: string): Scenario {
    const row = getPack(this.options.db.reader(), id);
    if (!row) throw new NotFoundError(`There is no pack with the id "${id}".`, 'id');
    if (row.scenarioJson === null) throw new NotFoundError(`The pack "${row.title}" is encrypted and locked.`, 'id');
    const parsed = parseScenario(JSON.parse(row.scenarioJson));
    if (!parsed.ok) throw new NotFoundError(`The stored scenario of "${row.title}" no longer validates: ${parsed.issues[0]?.message ?? ''}`, 'id');
    return parsed.scenario;
  }

  /**
   * Registers the texts of every stored pack with the egress fingerprint layer (at start-up; import
   * keeps it current): confidential ones as secrets, the others as public. Returns how many
   * confidential packs were registered.
   */
  registerConfidentialTexts(): number {
    let count = 0;
    for (const row of listPacks(this.options.db.reader())) {
      this.fingerprint(row.id, row.confidential, row.scenarioJson);
      if (row.confidential && row.scenarioJson !== null) count++;
    }
    return count;
  }

  private fingerprint(id: string, confidential: boolean, scenarioJson: string | null): void {
    const sink = this.options.fingerprints;
    if (!sink) return;
    sink.forget(id);
    if (scenarioJson === null) return;
    const texts = stringsOf(JSON.parse(scenarioJson));
    if (confidential) sink.register(id, texts);
    else sink.registerPublic(id, texts);
  }

  /** Builds the built-in source folders and stores any that are missing or out of date (once per process). */
  ensureBuiltins(): Promise<void> {
    this.builtins ??= this.seedBuiltins();
    return this.builtins;
  }

  private async seedBuiltins(): Promise<void> {
    this.removeUnnamedFiles();
    this.removeUnownedExhibits();
    const dir = this.options.builtinDir;
    if (dir === null || !existsSync(dir)) return;
    const deleted = new Set(this.deletedBuiltins());
    for (const name of readdirSync(dir).sort()) {
      if (!existsSync(join(dir, name, 'manifest.json'))) continue;
      const { bytes, pack } = await buildPack(join(dir, name), this.limits);
      if (deleted.has(pack.manifest.id)) continue;
      const db = this.options.db.writer();
      const existing = getPack(db, pack.manifest.id);
      // Never overwrite a pack the user imported under the same id; refresh an outdated built-in.
      if (existing && (existing.source === 'imported' || this.fileOf(existing).equals(bytes))) continue;
      const row = { ...this.toRow(pack, bytes.length, 'builtin'), file: bytes };
      insertPack(db, row);
      this.fingerprint(row.id, row.confidential, row.scenarioJson);
    }
  }

  /**
   * Removes files beside the database that no row names: left by an import cut short between
   * placing the file and writing its row, or by a restored backup (whose rows hold their files).
   */
  private removeUnnamedFiles(): void {
    const dir = this.options.filesDir;
    if (dir === undefined || !existsSync(dir)) return;
    const named = new Set(listPackFileNames(this.options.db.reader()));
    for (const name of readdirSync(dir)) if (name.endsWith('.moot') && !named.has(name)) rmSync(join(dir, name), { force: true });
  }

  /** Removes stored exhibits no pack owns: staged by an import cut short before its row was written. */
  private removeUnownedExhibits(): void {
    const owners = listOrphanExhibitOwners(this.options.db.reader());
    if (owners.length === 0) return;
    const db = this.options.db.writer();
    for (const owner of owners) deletePackExhibits(db, owner);
  }

  /** When each pack last lost its confidential mark by replacement (ISO time, by id). */
  private loweredAt(): Record<string, string> {
    const value = getSetting(this.options.db.reader(), CONFIDENTIALITY_LOWERED);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  }

  private recordLowered(id: string): void {
    setSetting(this.options.db.writer(), CONFIDENTIALITY_LOWERED, { ...this.loweredAt(), [id]: this.now().toISOString() });
  }

  private deletedBuiltins(): string[] {
    const value = getSetting(this.options.db.reader(), DELETED_BUILTINS);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  }

  private forgetDeletedBuiltin(id: string): void {
    const gone = this.deletedBuiltins();
    if (gone.includes(id)) setSetting(this.options.db.writer(), DELETED_BUILTINS, gone.filter((g) => g !== id));
  }

  /** The row's facts about a pack; the caller adds where its file is. */
  private toRow(pack: CheckedPack, sizeBytes: number, source: PackRow['source']): PackRow {
    return {
      id: pack.manifest.id,
      title: pack.manifest.title,
      author: pack.manifest.author,
      licence: pack.manifest.licence,
      formatVersion: pack.scenario.formatVersion,
      kind: pack.scenario.kind,
      confidential: pack.manifest.confidential,
      encrypted: pack.encrypted,
      signatureStatus: pack.signature.status,
      signerFingerprint: pack.signature.fingerprint,
      manifestJson: serializeManifest(pack.manifest).toString('utf8'),
      scenarioJson: pack.scenarioJson,
      sizeBytes,
      source,
      importedAt: this.now().toISOString(),
      file: Buffer.alloc(0),
    };
  }
}
