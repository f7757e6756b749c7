import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { invokeProcedure } from '../../../main/api/invokeProcedure';
import { composeMain } from '../../../main/app/composeMain';
import { uploadsRoot } from '../../../main/app/fileTransferRoutes';
import { buildPack, encryptPack, generateSigningKey, isEncryptedPack, loadPrivateKey, PackLibrary, signPack } from '../../../main/packs';
import {
  backupWorkspace,
  getPackExhibit,
  insertPackExhibit,
  listPackExhibitNames,
  openWorkspace,
  packFilesDir,
  restoreWorkspace,
  stagingExhibitsOwner,
  workspaceFilePath,
  type Workspace,
} from '../../../main/store';
import type { ApiEnvelope, TrialStepResult } from '../../../shared/contract';
import { TINY_PDF, writeSourceFolder } from '../../support/packFixtures';
import { makeTempDir } from '../../support/storeFixtures';

const PASSPHRASE = 'clinic secret';
const EXHIBIT = 'exhibits/chart.pdf';

/** A PDF no other test has: random bytes after a valid header, so a copy of it on disk can be found. */
function uniquePdf(): Buffer {
  return Buffer.concat([TINY_PDF, Buffer.from(`%${randomBytes(24).toString('hex')}\n`, 'latin1')]);
}

/** A signed pack whose exhibit P-1 is `pdf`. */
async function signedPackWith(pdf: Buffer): Promise<Buffer> {
  const { bytes } = await buildPack(writeSourceFolder({ exhibits: { 'chart.pdf': pdf } }));
  return signPack(bytes, loadPrivateKey(generateSigningKey().privateKeyPem), 'Prof. Ada Byrne');
}

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
}

describe('exhibits of packs, through the procedures the trial room calls', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'moot-encrypted-exhibits-'));
  const { handlers } = composeMain({ runtime: 'web', electronVersion: null, dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function call<T>(name: string, input: unknown): Promise<T> {
    const envelope = (await invokeProcedure(handlers, name, input)) as ApiEnvelope<T>;
    if (!envelope.ok) throw new Error(`${name}: ${envelope.error.code} ${envelope.error.message}`);
    return envelope.value;
  }

  /** Stages `file` as the web upload does, then imports it by path. */
  async function uploadAndImport(file: Buffer, options: { passphrase?: string; replace?: boolean; acceptOtherKey?: boolean }): Promise<void> {
    const batch = join(uploadsRoot(dataDir), randomBytes(8).toString('hex'));
    mkdirSync(batch, { recursive: true });
    const path = join(batch, 'pack.moot');
    writeFileSync(path, file);
    await call('packs.import', { path, ...options });
  }

  async function shownExhibit(): Promise<Buffer> {
    const step = await call<TrialStepResult>('trial.start', { packId: 'fixture-pack', playerSide: 'plaintiff', witnessIds: ['wa'], seed: 1 });
    const file = await call<{ mediaType: string; base64: string }>('exhibits.file', { sessionId: step.status.sessionId, exhibitId: 'chart' });
    expect(file.mediaType).toBe('application/pdf');
    return Buffer.from(file.base64, 'base64');
  }

  /** The stored exhibits of the pack, read through a second connection to the workspace file. */
  function storedExhibits(): string[] {
    const db = new BetterSqlite3(workspaceFilePath(dataDir), { readonly: true });
    try {
      return (db.prepare('SELECT pack_id || \':\' || name AS owned FROM pack_exhibits ORDER BY owned').all() as { owned: string }[]).map((row) => row.owned);
    } finally {
      db.close();
    }
  }

  it('shows the exhibit of an encrypted pack uploaded with its passphrase, writes it decrypted nowhere but the database, and deletes it with the pack', async () => {
    const pdf = uniquePdf();
    const encrypted = await encryptPack(await signedPackWith(pdf), PASSPHRASE, 'Confidential case');
    await uploadAndImport(encrypted, { passphrase: PASSPHRASE });

    expect((await shownExhibit()).equals(pdf)).toBe(true);
    // The kept pack file is the encrypted file as uploaded; no other file holds the exhibit.
    const kept = filesUnder(packFilesDir(dataDir));
    expect(kept).toHaveLength(1);
    expect(readFileSync(kept[0]!).equals(encrypted)).toBe(true);
    const marker = pdf.subarray(TINY_PDF.length);
    const outsideDatabase = filesUnder(dataDir).filter((path) => !path.startsWith(workspaceFilePath(dataDir)));
    expect(outsideDatabase.filter((path) => readFileSync(path).includes(marker))).toEqual([]);
    expect(storedExhibits()).toEqual([`fixture-pack:${EXHIBIT}`]);

    await call('packs.delete', { id: 'fixture-pack' });
    expect(storedExhibits()).toEqual([]);
    expect(filesUnder(packFilesDir(dataDir))).toEqual([]);
  });

  it('shows the exhibit of an encrypted pack sent as base64, and of a plain signed pack read from its file', async () => {
    const secret = uniquePdf();
    await call('packs.import', { fileBase64: (await encryptPack(await signedPackWith(secret), PASSPHRASE, 'Sent whole')).toString('base64'), passphrase: PASSPHRASE });
    expect((await shownExhibit()).equals(secret)).toBe(true);
    // The trial setup lists its witnesses from the stored pack, without the passphrase.
    const inspected = await call<{ locked: boolean; encrypted: boolean; witnesses: { id: string }[] }>('packs.inspect', { id: 'fixture-pack' });
    expect(inspected).toMatchObject({ locked: false, encrypted: true });
    expect(inspected.witnesses.map((w) => w.id)).toEqual(['wa', 'wb']);

    // A plain edition replacing it: its exhibit is read from its own file, and the decrypted copy goes.
    const plain = uniquePdf();
    await uploadAndImport(await signedPackWith(plain), { replace: true, acceptOtherKey: true });
    expect((await shownExhibit()).equals(plain)).toBe(true);
    expect(storedExhibits()).toEqual([]);
  });
});

describe('stored exhibits of encrypted packs in the Library', () => {
  const opened: { workspace: Workspace; remove: () => void }[] = [];
  afterEach(() => {
    for (const { workspace, remove } of opened.splice(0)) {
      workspace.close();
      remove();
    }
  });

  function library(dataDir?: string) {
    const temp = makeTempDir('moot-encrypted-exhibits-lib-');
    const dir = dataDir ?? join(temp.dir, 'data');
    const workspace = openWorkspace(dir);
    opened.push({ workspace, remove: temp.remove });
    const packs = new PackLibrary({ db: { reader: () => workspace.db, writer: () => workspace.db }, builtinDir: null, filesDir: packFilesDir(dir) });
    return { packs, workspace, dir: temp.dir, dataDir: dir };
  }

  it('migrates a workspace of the previous schema: an encrypted pack imported then says to import it again, and importing the same file again shows the exhibit', async () => {
    const pdf = uniquePdf();
    const encrypted = await encryptPack(await signedPackWith(pdf), PASSPHRASE, 'Imported before');
    const temp = makeTempDir('moot-encrypted-exhibits-v7-');
    const dataDir = join(temp.dir, 'data');
    const path = join(temp.dir, 'locked.moot');
    writeFileSync(path, encrypted);
    {
      // The workspace as schema 7 left it: the pack row and its encrypted file, no exhibits table.
      const workspace = openWorkspace(dataDir);
      await new PackLibrary({ db: { reader: () => workspace.db, writer: () => workspace.db }, builtinDir: null, filesDir: packFilesDir(dataDir) }).importFile(path, PASSPHRASE);
      workspace.db.exec('DROP TABLE pack_exhibits');
      workspace.db.pragma('user_version = 7');
      workspace.close();
    }
    const { packs, workspace } = library(dataDir);
    const removeLibraryTemp = opened.at(-1)!.remove;
    opened.at(-1)!.remove = () => {
      removeLibraryTemp();
      temp.remove();
    };
    expect(workspace.db.pragma('user_version', { simple: true })).toBe(8);
    await expect(packs.exhibitFile('fixture-pack', EXHIBIT)).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringMatching(/"Fixture v Fixture" was imported before Moot kept the exhibits.*Import the pack again in the Library, with its passphrase/),
    });

    // The identical file again: nothing to confirm, and the exhibits it lacked are stored.
    expect((await packs.importFile(path, PASSPHRASE)).replaced).toBe(false);
    expect((await packs.exhibitFile('fixture-pack', EXHIBIT)).equals(pdf)).toBe(true);
  });

  it('carries the stored exhibits through a backup and its restore', async () => {
    const pdf = uniquePdf();
    const { packs, workspace, dir } = library();
    await packs.import(await encryptPack(await signedPackWith(pdf), PASSPHRASE, 'Backed up'), PASSPHRASE);
    const backup = join(dir, 'backup.sqlite');
    await backupWorkspace(workspace.db, backup);

    const target = library();
    await restoreWorkspace(target.workspace, backup);
    expect((await target.packs.exhibitFile('fixture-pack', EXHIBIT)).equals(pdf)).toBe(true);
  });

  it('removes exhibits staged by an import cut short at the next start, and keeps those a pack owns', async () => {
    const pdf = uniquePdf();
    const { packs, workspace, dataDir } = library();
    await packs.import(await encryptPack(await signedPackWith(pdf), PASSPHRASE, 'Kept'), PASSPHRASE);
    const staged = stagingExhibitsOwner('cut-short');
    insertPackExhibit(workspace.db, staged, EXHIBIT, pdf);

    await new PackLibrary({ db: { reader: () => workspace.db, writer: () => workspace.db }, builtinDir: null, filesDir: packFilesDir(dataDir) }).list();
    expect(listPackExhibitNames(workspace.db, staged)).toEqual([]);
    expect(getPackExhibit(workspace.db, 'fixture-pack', EXHIBIT)?.equals(pdf)).toBe(true);
  });

  it('stores only the exhibits of encrypted packs: a plain pack keeps none', async () => {
    const { packs, workspace } = library();
    const pdf = uniquePdf();
    await packs.import(await signedPackWith(pdf));
    expect(listPackExhibitNames(workspace.db, 'fixture-pack')).toEqual([]);
    expect((await packs.exhibitFile('fixture-pack', EXHIBIT)).equals(pdf)).toBe(true);
    expect(isEncryptedPack(packs.export('fixture-pack').bytes)).toBe(false);
  });
});
