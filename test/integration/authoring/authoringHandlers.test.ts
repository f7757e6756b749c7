import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthoringDraft } from '../../../shared/contract/schemas/authoring';
import { invokeProcedure } from '../../../main/api';
import { createAuthoringHandlers } from '../../../main/api/handlers/authoringHandlers';
import { SigningKeyStore } from '../../../main/authoring/SigningKeyStore';
import { buildPack, PackLibrary, readPack, TrustedKeys } from '../../../main/packs';
import { openWorkspace, type Workspace } from '../../../main/store';
import { makeTempDir } from '../../support/storeFixtures';

const scenariosDir = join(import.meta.dirname, '..', '..', '..', 'scenarios');
const opened: { workspace: Workspace; remove: () => void }[] = [];

function rig() {
  const temp = makeTempDir('moot-authoring-');
  const workspace = openWorkspace(join(temp.dir, 'workspace'));
  opened.push({ workspace, remove: temp.remove });
  const db = { reader: () => workspace.db, writer: () => workspace.db };
  let trusted: unknown = [];
  const trustedKeys = new TrustedKeys({ read: () => trusted, write: (keys) => (trusted = keys) });
  const packs = new PackLibrary({ db, builtinDir: scenariosDir, trustedSignerOf: (fingerprint) => trustedKeys.nameOf(fingerprint) });
  const keysDir = join(temp.dir, 'keys');
  const handlers = createAuthoringHandlers({
    packs,
    signingKeys: new SigningKeyStore(keysDir, (pem, name) => trustedKeys.add(pem, name)),
    draftsDir: join(temp.dir, 'drafts'),
  });
  const call = async <T,>(name: string, input: unknown): Promise<T> => {
    const envelope = await invokeProcedure(handlers as never, name, input);
    if (!envelope.ok) throw Object.assign(new Error(envelope.error.message), envelope.error);
    return envelope.value as T;
  };
  return { call, packs, keysDir, drafts: join(temp.dir, 'drafts') };
}

afterEach(() => {
  for (const { workspace, remove } of opened.splice(0)) {
    workspace.close();
    remove();
  }
});

type Check = { issues: { path: string; message: string }[]; warnings: { kind: string; path: string }[]; supports: { path: string; sentence: string | null; witnessName: string | null }[] };

describe('the authoring procedures', () => {
  it('opens a built-in pack as a copy that checks clean, and shows each elicit\'s supporting sentence', async () => {
    const { call } = rig();
    const { draft, copied } = await call<{ draft: AuthoringDraft; copied: boolean }>('authoring.open', { id: 'state-v-avery' });
    expect(copied).toBe(true);
    expect(draft.manifest).toMatchObject({ id: 'state-v-avery-copy', title: expect.stringMatching(/\(copy\)$/) });
    expect(draft.manifest.files).toBeUndefined();
    const check = await call<Check>('authoring.check', { draft });
    expect(check.issues).toEqual([]);
    const supported = check.supports.filter((support) => support.sentence !== null);
    expect(supported.length).toBeGreaterThan(check.supports.length / 2);
    const witnesses = (draft.scenario.witnesses as { name: string; affidavit: string }[]);
    for (const support of supported) {
      expect(witnesses.find((witness) => witness.name === support.witnessName)!.affidavit).toContain(support.sentence);
    }
  });

  it('names every problem of a broken draft by its path, manifest and scenario alike, and refuses to save it', async () => {
    const { call } = rig();
    const { draft } = await call<{ draft: AuthoringDraft }>('authoring.open', { id: 'state-v-avery' });
    const broken: AuthoringDraft = {
      ...draft,
      manifest: { ...draft.manifest, author: '' },
      scenario: { ...draft.scenario, witnesses: (draft.scenario.witnesses as object[]).map((w, i) => (i === 0 ? { ...w, name: '' } : w)) },
    };
    const check = await call<Check>('authoring.check', { draft: broken });
    expect(check.issues.map((issue) => issue.path)).toEqual(['manifest.author', 'witnesses[0].name']);
    await expect(call('authoring.save', { draft: broken, as: 'moot', sign: false })).rejects.toThrow(/manifest\.author: This text must not be empty/);
  });

  it('tries a draft under its own id, saves it as a folder the builder reads, and signs a .moot with a key that never enters the pack', async () => {
    const { call, packs, keysDir, drafts } = rig();
    const { draft } = await call<{ draft: AuthoringDraft }>('authoring.open', { id: 'state-v-avery' });
    const tried = await call<{ packId: string; kind: string }>('authoring.try', { draft });
    expect(tried).toMatchObject({ packId: 'draft-state-v-avery-copy', kind: 'trial' });
    expect(packs.getScenario(tried.packId).kind).toBe('trial');

    const folder = await call<{ folder: string }>('authoring.save', { draft, as: 'folder', sign: false });
    expect(folder.folder).toBe(join(drafts, 'state-v-avery-copy'));
    expect((await buildPack(folder.folder)).pack.manifest.id).toBe('state-v-avery-copy');
    expect(await call('authoring.folders', {})).toEqual({ folders: [{ id: 'state-v-avery-copy', title: draft.manifest.title }] });
    const reopened = await call<{ draft: AuthoringDraft; copied: boolean }>('authoring.open', { id: 'state-v-avery-copy', from: 'folder' });
    expect(reopened.copied).toBe(false);
    expect(reopened.draft.scenario).toEqual(draft.scenario);
    expect(reopened.draft.exhibitFiles.map((file) => file.name)).toEqual(draft.exhibitFiles.map((file) => file.name));
    await expect(call('authoring.open', { id: '../keys', from: 'folder' })).rejects.toThrow(/Not a pack id/);

    await expect(call('authoring.save', { draft, as: 'moot', sign: true })).rejects.toThrow(/no signing key/);
    expect(await call('authoring.signingKey', {})).toEqual({ key: null });
    const { key } = await call<{ key: { fingerprint: string; signer: string } }>('authoring.createSigningKey', { signer: 'Prof. Ada Byrne' });
    expect(statSync(join(keysDir, 'authoring.key')).mode & 0o777).toBe(0o600);
    const saved = await call<{ fileBase64: string; signedBy: string }>('authoring.save', { draft, as: 'moot', sign: true });
    expect(saved.signedBy).toBe('Prof. Ada Byrne');
    const bytes = Buffer.from(saved.fileBase64, 'base64');
    const pack = await readPack(bytes);
    expect(pack.signature).toMatchObject({ status: 'signed', fingerprint: key.fingerprint });
    const privateKey = readFileSync(join(keysDir, 'authoring.key'), 'utf8');
    expect(pack.entries.some((entry) => entry.data.includes(privateKey.split('\n')[1]!))).toBe(false);
    expect(existsSync(join(folder.folder, 'signature.json'))).toBe(false);

    const imported = await packs.import(bytes);
    expect(imported.pack).toMatchObject({ signatureStatus: 'signed', trustedSigner: 'Prof. Ada Byrne' });
  });
});
