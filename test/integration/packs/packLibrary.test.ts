import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { invokeProcedure } from '../../../main/api';
import { createPacksHandlers } from '../../../main/api/handlers/packsHandlers';
import { buildPack, encryptPack, generateSigningKey, loadPrivateKey, PackLibrary, signPack } from '../../../main/packs';
import { listPacks, openWorkspace, type Workspace } from '../../../main/store';
import { makeTempDir } from '../../support/storeFixtures';
import { writeSourceFolder } from '../../support/packFixtures';

const scenariosDir = join(import.meta.dirname, '..', '..', '..', 'scenarios');
const opened: { workspace: Workspace; remove: () => void }[] = [];

function library(builtinDir: string | null = null) {
  const temp = makeTempDir('moot-packs-');
  const workspace = openWorkspace(temp.dir);
  opened.push({ workspace, remove: temp.remove });
  const db = { reader: () => workspace.db, writer: () => workspace.db };
  return { packs: new PackLibrary({ db, builtinDir }), workspace };
}

afterEach(() => {
  for (const { workspace, remove } of opened.splice(0)) {
    workspace.close();
    remove();
  }
});

describe('PackLibrary', () => {
  it('lists the three built-in scenarios, and a deleted built-in stays deleted', async () => {
    const { packs, workspace } = library(scenariosDir);
    const listed = await packs.list();
    expect(listed.map((p) => [p.id, p.source, p.signatureStatus, p.kind])).toEqual([
      ['kestrel-v-northgate', 'builtin', 'unsigned', 'trial'],
      ['state-v-avery', 'builtin', 'unsigned', 'trial'],
      ['vega-notice-to-quit', 'builtin', 'unsigned', 'consultation'],
    ]);
    expect(listed[0]!.counts.witnesses).toBe(6);
    expect(packs.getScenario('state-v-avery').kind).toBe('trial');
    expect(packs.delete('state-v-avery')).toBe(true);
    const again = new PackLibrary({ db: { reader: () => workspace.db, writer: () => workspace.db }, builtinDir: scenariosDir });
    expect((await again.list()).map((p) => p.id)).toEqual(['kestrel-v-northgate', 'vega-notice-to-quit']);
  });

  it('imports a signed pack, exports the same bytes, and shows a tampered copy as altered', async () => {
    const { packs } = library();
    const { bytes } = await buildPack(writeSourceFolder());
    const key = generateSigningKey();
    const signed = await signPack(bytes, loadPrivateKey(key.privateKeyPem), 'Clinic');
    const first = await packs.import(signed);
    expect(first).toMatchObject({ replaced: false, pack: { signatureStatus: 'signed', signerFingerprint: key.fingerprint, source: 'imported' } });
    expect(packs.export('fixture-pack').bytes.equals(signed)).toBe(true);

    const tampered = Buffer.from(signed);
    const at = tampered.indexOf('Deckhand');
    tampered.write('Deckhanx', at, 'latin1');
    const second = await packs.import(tampered, undefined, { replace: true });
    expect(second).toMatchObject({ replaced: true, pack: { signatureStatus: 'altered' } });
    const inspection = await packs.inspect({ id: 'fixture-pack' });
    expect(inspection.problems).toEqual(['scenario.json does not match its sha256 in the manifest.']);
  });

  it('stores nothing when a pack is invalid, and reports the JSON path', async () => {
    const { packs, workspace } = library();
    const folder = writeSourceFolder();
    const { bytes } = await buildPack(folder);
    const broken = Buffer.from(bytes);
    const at = broken.indexOf('"memoryQuality": 0.7');
    broken.write('"memoryQuality": 7.0', at, 'latin1');
    await expect(packs.import(broken)).rejects.toMatchObject({
      code: 'bad_input',
      path: 'scenario.json: witnesses[0].profile.memoryQuality',
      message: expect.stringContaining('witnesses[0].profile.memoryQuality: Too big'),
    });
    expect(listPacks(workspace.db)).toEqual([]);
  });

  it('needs the passphrase for an encrypted pack, through the API with envelopes', async () => {
    const { packs, workspace } = library();
    const handlers = createPacksHandlers({ packs, allowPathImport: false });
    const { bytes } = await buildPack(writeSourceFolder());
    const fileBase64 = (await encryptPack(bytes, 'clinic passphrase', 'Fixture v Fixture')).toString('base64');

    const inspected = await invokeProcedure(handlers as never, 'packs.inspect', { fileBase64 });
    expect(inspected).toEqual({ ok: true, value: expect.objectContaining({ title: 'Fixture v Fixture', encrypted: true, locked: true, summary: null }) });
    const missing = await invokeProcedure(handlers as never, 'packs.import', { fileBase64 });
    expect(missing).toMatchObject({ ok: false, error: { code: 'bad_input', path: 'passphrase', message: expect.stringContaining('is encrypted') } });
    const wrong = await invokeProcedure(handlers as never, 'packs.import', { fileBase64, passphrase: 'nope' });
    expect(wrong).toMatchObject({ ok: false, error: { path: 'passphrase', message: 'The passphrase for "Fixture v Fixture" is wrong.' } });
    expect(listPacks(workspace.db)).toEqual([]);
    const ok = await invokeProcedure(handlers as never, 'packs.import', { fileBase64, passphrase: 'clinic passphrase' });
    expect(ok).toMatchObject({ ok: true, value: { pack: { encrypted: true, locked: false, title: 'Fixture v Fixture' } } });
    const byPath = await invokeProcedure(handlers as never, 'packs.import', { path: '/etc/passwd' });
    expect(byPath).toMatchObject({ ok: false, error: { path: 'path', message: expect.stringContaining('only available in the desktop app') } });
    const garbage = await invokeProcedure(handlers as never, 'packs.import', { fileBase64: 'not base64!' });
    expect(garbage).toMatchObject({ ok: false, error: { path: 'fileBase64' } });
  });
});
