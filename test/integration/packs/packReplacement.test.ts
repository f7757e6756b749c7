import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { invokeProcedure } from '../../../main/api';
import { createPacksHandlers } from '../../../main/api/handlers/packsHandlers';
import { buildPack, generateSigningKey, loadPrivateKey, PackExistsError, PackLibrary, signPack } from '../../../main/packs';
import { openWorkspace, type Workspace } from '../../../main/store';
import { sampleManifest, writeSourceFolder } from '../../support/packFixtures';
import { makeTempDir } from '../../support/storeFixtures';

// Issue 21, finding 2 (and issue 18 item 11): import asks before replacing a pack with the same id.
const scenariosDir = join(import.meta.dirname, '..', '..', '..', 'scenarios');
const opened: { workspace: Workspace; remove: () => void }[] = [];

function library(builtinDir: string | null = null, now: () => Date = () => new Date()) {
  const temp = makeTempDir('moot-replace-');
  const workspace = openWorkspace(temp.dir);
  opened.push({ workspace, remove: temp.remove });
  return new PackLibrary({ db: { reader: () => workspace.db, writer: () => workspace.db }, builtinDir, now });
}

afterEach(() => {
  for (const { workspace, remove } of opened.splice(0)) {
    workspace.close();
    remove();
  }
});

const packBytes = async (confidential = false, title = 'Fixture v Fixture') =>
  (await buildPack(writeSourceFolder({ manifest: { ...sampleManifest(), confidential, title } }))).bytes;

describe('replacing a pack on import', () => {
  it('refuses to replace without confirmation, stores nothing, and replaces with replace: true', async () => {
    const packs = library();
    await packs.import(await packBytes(false, 'First'));
    const second = await packBytes(false, 'Second');
    const refused = packs.import(second);
    await expect(refused).rejects.toBeInstanceOf(PackExistsError);
    await expect(refused).rejects.toMatchObject({ code: 'conflict', path: 'replace', message: expect.stringContaining('already in the Library ("First")') });
    expect((await packs.list())[0]!.title).toBe('First');
    expect(await packs.import(second, undefined, { replace: true })).toMatchObject({ replaced: true, pack: { title: 'Second' } });
  });

  it('re-importing the identical file needs no confirmation and changes nothing', async () => {
    const packs = library();
    const bytes = await packBytes();
    await packs.import(bytes);
    expect(await packs.import(bytes)).toMatchObject({ replaced: false });
  });

  it('names a different signing key, a lost signature and a built-in in the question', async () => {
    const packs = library(scenariosDir);
    const avery = (await buildPack(join(scenariosDir, 'state-v-avery'))).bytes;
    await expect(packs.import(await signPack(avery, loadPrivateKey(generateSigningKey().privateKeyPem), 'A'))).rejects.toThrow(/replaces a built-in pack/);
    await packs.import(await signPack(avery, loadPrivateKey(generateSigningKey().privateKeyPem), 'A'), undefined, { replace: true });
    const otherKey = await signPack(avery, loadPrivateKey(generateSigningKey().privateKeyPem), 'A');
    await expect(packs.import(otherKey)).rejects.toThrow(/signed by a different key/);
    const tampered = Buffer.from(otherKey);
    tampered.write('X', tampered.indexOf('Jordan Avery'), 'latin1');
    await expect(packs.import(tampered)).rejects.toThrow(/the stored pack is signed and the new file is not/);
  });

  it('never lowers confidentiality silently, and a session keeps the confidentiality it started with', async () => {
    let clock = new Date('2026-03-01T10:00:00.000Z');
    const packs = library(null, () => clock);
    await packs.import(await packBytes(true));
    const sessionStarted = '2026-03-01T10:05:00.000Z';
    clock = new Date('2026-03-01T11:00:00.000Z');
    const publicCopy = await packBytes(false);
    await expect(packs.import(publicCopy)).rejects.toThrow(/confidential and the new one is not, so its content could be sent to a cloud model/);
    expect(packs.isConfidential('fixture-pack')).toBe(true);
    await packs.import(publicCopy, undefined, { replace: true });
    expect(packs.isConfidential('fixture-pack')).toBe(false);
    expect(packs.isConfidential('fixture-pack', sessionStarted)).toBe(true);
    expect(packs.isConfidential('fixture-pack', '2026-03-01T12:00:00.000Z')).toBe(false);
  });

  it('reaches the API as a typed conflict at path "replace", confirmed by the replace flag', async () => {
    const packs = library();
    const handlers = createPacksHandlers({ packs, allowPathImport: false });
    await packs.import(await packBytes(true));
    const fileBase64 = (await packBytes(false)).toString('base64');
    const refused = await invokeProcedure(handlers as never, 'packs.import', { fileBase64 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', path: 'replace', message: expect.stringContaining('confidential') } });
    const confirmed = await invokeProcedure(handlers as never, 'packs.import', { fileBase64, replace: true });
    expect(confirmed).toMatchObject({ ok: true, value: { replaced: true, pack: { confidential: false } } });
  });
});
