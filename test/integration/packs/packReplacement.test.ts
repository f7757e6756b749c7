import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { invokeProcedure } from '../../../main/api';
import { createPacksHandlers } from '../../../main/api/handlers/packsHandlers';
import { buildPack, generateSigningKey, loadPrivateKey, PackExistsError, PackLibrary, PackSignerChangeError, signPack } from '../../../main/packs';
import { packSourceOf } from '../../../main/api/handlers/evaluationHandlers';
import { loadStoredTrial } from '../../../main/evaluation';
import { createSession, openWorkspace, type Workspace } from '../../../main/store';
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

  it('asks a second, separate time before a signed pack is replaced by one signed with another key', async () => {
    const packs = library();
    const first = generateSigningKey();
    const second = generateSigningKey();
    const original = await signPack(await packBytes(false, 'Original'), loadPrivateKey(first.privateKeyPem), 'Dean of Law');
    await packs.import(original);
    // Re-signed under the same signer name by another key: the name does not make it the same signer.
    const impostor = await signPack(await packBytes(false, 'Impostor'), loadPrivateKey(second.privateKeyPem), 'Dean of Law');
    await expect(packs.import(impostor)).rejects.toThrow(/signed by a different key.*a second confirmation follows/);
    const once = packs.import(impostor, undefined, { replace: true });
    await expect(once).rejects.toBeInstanceOf(PackSignerChangeError);
    await expect(once).rejects.toMatchObject({ code: 'conflict', path: 'acceptOtherKey', message: expect.stringContaining(`signed by the key ${first.fingerprint}; the new file is signed by a different key, ${second.fingerprint}`) });
    // The second confirmation alone is not the first.
    await expect(packs.import(impostor, undefined, { acceptOtherKey: true })).rejects.toBeInstanceOf(PackExistsError);
    expect((await packs.list())[0]).toMatchObject({ title: 'Original' });
    expect(await packs.import(impostor, undefined, { replace: true, acceptOtherKey: true })).toMatchObject({ replaced: true, pack: { title: 'Impostor' } });
    // The same key again (a new version of the pack) needs only the first confirmation.
    const update = await signPack(await packBytes(false, 'Update'), loadPrivateKey(second.privateKeyPem), 'Dean of Law');
    expect(await packs.import(update, undefined, { replace: true })).toMatchObject({ replaced: true, pack: { title: 'Update' } });
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

  it('an evaluation of a session started while the pack was confidential treats it as confidential', async () => {
    const packs = library(scenariosDir, () => new Date('2026-03-01T11:00:00.000Z'));
    const { db } = opened.at(-1)!.workspace;
    const avery = join(scenariosDir, 'state-v-avery');
    const confidentialSource = join(makeTempDir('moot-avery-').dir, 'avery');
    cpSync(avery, confidentialSource, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(avery, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(confidentialSource, 'manifest.json'), JSON.stringify({ ...manifest, confidential: true }));
    await packs.import((await buildPack(confidentialSource)).bytes, undefined, { replace: true });
    const session = (id: string, startedAt: string) => {
      createSession(db, { id, kind: 'trial', packId: 'state-v-avery', title: 'Avery', meta: { playerSide: 'plaintiff', seed: 1 } });
      db.prepare('UPDATE sessions SET created_at = ? WHERE id = ?').run(startedAt, id);
    };
    session('before', '2026-03-01T10:30:00.000Z');
    // Replaced at 11:00 by the public built-in (confirmed); a session from 12:00 is public.
    await packs.import((await buildPack(avery)).bytes, undefined, { replace: true });
    session('after', '2026-03-01T12:00:00.000Z');
    expect((await loadStoredTrial(db, 'before', packSourceOf(packs))).confidential).toBe(true);
    expect((await loadStoredTrial(db, 'after', packSourceOf(packs))).confidential).toBe(false);
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

  it('reaches the API with the second question at path "acceptOtherKey", confirmed by that flag', async () => {
    const packs = library();
    const handlers = createPacksHandlers({ packs, allowPathImport: false });
    await packs.import(await signPack(await packBytes(), loadPrivateKey(generateSigningKey().privateKeyPem), 'A'));
    const fileBase64 = (await signPack(await packBytes(), loadPrivateKey(generateSigningKey().privateKeyPem), 'A')).toString('base64');
    expect(await invokeProcedure(handlers as never, 'packs.import', { fileBase64, replace: true })).toMatchObject({ ok: false, error: { code: 'conflict', path: 'acceptOtherKey' } });
    expect(await invokeProcedure(handlers as never, 'packs.import', { fileBase64, replace: true, acceptOtherKey: true })).toMatchObject({ ok: true, value: { replaced: true } });
  });
});
