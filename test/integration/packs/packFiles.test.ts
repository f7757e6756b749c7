import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPack, encryptPack, generateSigningKey, loadPrivateKey, PackLibrary, signPack } from '../../../main/packs';
import { backupWorkspace, getPack, openWorkspace, packFilesDir, restoreWorkspace, type Workspace } from '../../../main/store';
import { makeTempDir } from '../../support/storeFixtures';
import { writeSourceFolder } from '../../support/packFixtures';

const opened: { workspace: Workspace; remove: () => void }[] = [];

/** A Library that keeps imported files beside its database, as the app's does. */
function library() {
  const temp = makeTempDir('moot-pack-files-');
  const workspace = openWorkspace(join(temp.dir, 'data'));
  opened.push({ workspace, remove: temp.remove });
  const filesDir = packFilesDir(workspace.dataDir);
  const make = () => new PackLibrary({ db: { reader: () => workspace.db, writer: () => workspace.db }, builtinDir: null, filesDir });
  return { packs: make(), make, workspace, filesDir, dir: temp.dir };
}

afterEach(() => {
  for (const { workspace, remove } of opened.splice(0)) {
    workspace.close();
    remove();
  }
});

async function signedPack(): Promise<Buffer> {
  const { bytes } = await buildPack(writeSourceFolder());
  return signPack(bytes, loadPrivateKey(generateSigningKey().privateKeyPem), 'Prof. Ada Byrne');
}

describe('pack files kept beside the database', () => {
  it('moves a staged upload into place, exports it byte for byte, and removes it with the pack', async () => {
    const { packs, workspace, filesDir, dir } = library();
    const signed = await signedPack();
    const staged = join(dir, 'upload.moot');
    writeFileSync(staged, signed);

    const { pack, replaced } = await packs.importFile(staged, undefined, { move: true });
    expect(pack).toMatchObject({ id: 'fixture-pack', signatureStatus: 'signed' });
    expect(replaced).toBe(false);
    expect(existsSync(staged)).toBe(false);
    const row = getPack(workspace.db, 'fixture-pack')!;
    expect(row.file.length).toBe(0);
    expect(readdirSync(filesDir)).toEqual([row.fileName]);
    expect(packs.export('fixture-pack').bytes.equals(signed)).toBe(true);

    // The same file again changes nothing and asks nothing; the copy given is left where it was.
    writeFileSync(staged, signed);
    expect((await packs.importFile(staged)).replaced).toBe(false);
    expect(existsSync(staged)).toBe(true);

    expect(packs.delete('fixture-pack')).toBe(true);
    expect(readdirSync(filesDir)).toEqual([]);
  });

  it('replaces the kept file of a pack replaced by a new edition, and keeps nothing of a refused one', async () => {
    const { packs, filesDir, dir } = library();
    const first = join(dir, 'first.moot');
    writeFileSync(first, (await buildPack(writeSourceFolder())).bytes);
    await packs.importFile(first);
    const before = readdirSync(filesDir);

    const second = join(dir, 'second.moot');
    writeFileSync(second, await signedPack());
    await expect(packs.importFile(second, undefined, { move: true })).rejects.toThrow(/already in the Library/);
    expect(readdirSync(filesDir)).toEqual(before);
    expect(existsSync(second)).toBe(true);

    await packs.importFile(second, undefined, { move: true, replace: true });
    const after = readdirSync(filesDir);
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
  });

  it('opens an encrypted file with its passphrase and keeps it encrypted', async () => {
    const { packs, dir } = library();
    const encrypted = await encryptPack(await signedPack(), 'right', 'Locked');
    const path = join(dir, 'locked.moot');
    writeFileSync(path, encrypted);
    await expect(packs.importFile(path)).rejects.toThrow(/enter its passphrase/);
    const { pack } = await packs.importFile(path, 'right');
    expect(pack).toMatchObject({ encrypted: true, signatureStatus: 'signed' });
    expect(packs.export('fixture-pack').bytes.equals(encrypted)).toBe(true);
  });

  it('writes kept files into a backup, which restores whole; unnamed files are removed at the next start', async () => {
    const { packs, workspace, filesDir, dir, make } = library();
    const signed = await signedPack();
    const path = join(dir, 'pack.moot');
    writeFileSync(path, signed);
    await packs.importFile(path);
    const backup = join(dir, 'backup.sqlite');
    await backupWorkspace(workspace.db, backup);

    const other = makeTempDir('moot-pack-files-restore-');
    const target = openWorkspace(other.dir);
    opened.push({ workspace: target, remove: other.remove });
    await restoreWorkspace(target, backup);
    const restored = new PackLibrary({ db: { reader: () => target.db, writer: () => target.db }, builtinDir: null, filesDir: packFilesDir(target.dataDir) });
    expect(restored.export('fixture-pack').bytes.equals(signed)).toBe(true);
    expect(getPack(target.db, 'fixture-pack')?.fileName).toBeUndefined();

    // A file no row names (an import cut short before its row was written) goes at the next start.
    mkdirSync(filesDir, { recursive: true });
    writeFileSync(join(filesDir, 'left-over.moot'), 'x');
    await make().list();
    expect(readdirSync(filesDir)).toEqual([getPack(workspace.db, 'fixture-pack')!.fileName]);
  });
});
