import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { authoringProcedures } from '../../../shared/contract/procedures/authoring';
import { BadInputError, NotFoundError } from '../../../shared/errors';
import { checkDraft, derivedId, draftEntries, draftFromPack, withIdentity } from '../../authoring/draftPack';
import { writeSourceFolder } from '../../authoring/draftFolder';
import type { SigningKeyStore } from '../../authoring/SigningKeyStore';
import { buildPack, readPack, signPack, writeZip, type PackLibrary } from '../../packs';
import type { HandlersFor } from '../ApiHandlers';

export interface AuthoringServices {
  packs: PackLibrary;
  signingKeys: SigningKeyStore;
  /** Where drafts saved as folders go, one folder per pack id. */
  draftsDir: string;
}

/** A pack id; anything else in the drafts folder (a save's temporary folder) is not a saved draft. */
const PACK_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A saved folder's title, or null when its manifest cannot be read (it is still listed, by id). */
function titleOf(manifestPath: string): string | null {
  try {
    const title = (JSON.parse(readFileSync(manifestPath, 'utf8')) as { title?: unknown }).title;
    return typeof title === 'string' ? title : null;
  } catch {
    return null;
  }
}

export function createAuthoringHandlers(services: AuthoringServices): HandlersFor<keyof typeof authoringProcedures> {
  const { packs, signingKeys } = services;
  return {
    'authoring.check': async ({ draft }) => checkDraft(draft),
    'authoring.open': async ({ id, from }) => {
      if (from === 'folder') {
        const folder = join(services.draftsDir, id);
        if (!existsSync(join(folder, 'manifest.json'))) throw new NotFoundError(`There is no saved folder for "${id}".`, 'id');
        return { draft: draftFromPack((await buildPack(folder)).pack), copied: false };
      }
      const summary = (await packs.list()).find((pack) => pack.id === id);
      if (!summary) throw new NotFoundError(`There is no pack with the id "${id}".`, 'id');
      if (summary.encrypted) throw new BadInputError(`"${summary.title}" is encrypted: open its source folder instead.`, 'id');
      const draft = draftFromPack(await readPack(packs.export(id).bytes));
      // A built-in pack is the app's own: the author edits a copy under a new id.
      if (summary.source !== 'builtin') return { draft, copied: false };
      return { draft: withIdentity(draft, derivedId(id, { suffix: '-copy' }), `${summary.title} (copy)`), copied: true };
    },
    'authoring.folders': async () => {
      const dir = services.draftsDir;
      const ids = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && PACK_ID.test(entry.name) && existsSync(join(dir, entry.name, 'manifest.json'))) : [];
      return { folders: ids.map((entry) => ({ id: entry.name, title: titleOf(join(dir, entry.name, 'manifest.json')) ?? entry.name })).sort((a, b) => a.id.localeCompare(b.id)) };
    },
    'authoring.try': async ({ draft }) => {
      const { manifest } = draftEntries(draft);
      // The try-out is stored under its own id, so trying never replaces the pack being edited.
      const tryout = withIdentity(draft, derivedId(manifest.id, { prefix: 'draft-' }), `Draft: ${manifest.title}`);
      const { pack } = await packs.import(await writeZip(draftEntries(tryout).entries), undefined, { replace: true });
      return { packId: pack.id, kind: pack.kind, title: pack.title };
    },
    'authoring.save': async ({ draft, as, sign }) => {
      const { entries, manifest } = draftEntries(draft);
      if (as === 'folder') {
        const folder = join(services.draftsDir, manifest.id);
        writeSourceFolder(folder, entries);
        return { fileName: manifest.id, fileBase64: null, folder, signedBy: null };
      }
      let bytes = await writeZip(entries);
      const signer = sign ? signingKeys.signer() : null;
      if (signer) bytes = await signPack(bytes, signer.privateKey, signer.name);
      // Read back through the hardened reader: what is saved is what an import will accept.
      await readPack(bytes);
      return { fileName: `${manifest.id}.moot`, fileBase64: bytes.toString('base64'), folder: null, signedBy: signer?.name ?? null };
    },
    'authoring.signingKey': async () => ({ key: signingKeys.current() }),
    'authoring.createSigningKey': async ({ signer }) => ({ key: signingKeys.create(signer) }),
  };
}
