import { readFile, realpath, stat } from 'node:fs/promises';
import { sep } from 'node:path';
import type { packsProcedures } from '../../../shared/contract/procedures/packs';
import { BadInputError, MootError } from '../../../shared/errors';
import { DEFAULT_PACK_LIMITS, type PackLibrary } from '../../packs';
import type { HandlersFor } from '../ApiHandlers';

export interface PacksServices {
  packs: PackLibrary;
  /** Importing any path is for Electron's native file dialog only. */
  allowPathImport: boolean;
  /**
   * Web mode's staging folder (`<data>/uploads`): a pack file streamed there as an upload is read
   * by path, never sent again as base64 JSON. Paths elsewhere stay refused without `allowPathImport`.
   */
  uploadsDir?: string;
}

function decodeBase64(text: string): Buffer {
  // Buffer.from silently skips bad characters; a pack with holes in it must be refused instead.
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) {
    throw new BadInputError('The file could not be received: it is not valid base64.', 'fileBase64');
  }
  return Buffer.from(text, 'base64');
}

/** Refuses a path that is not a readable file within the size a pack may be. */
async function checkPackPath(path: string): Promise<void> {
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new BadInputError(`${path} is not a file.`, 'path');
    if (info.size > DEFAULT_PACK_LIMITS.maxFileBytes) {
      throw new BadInputError(`${path} is ${info.size} bytes; the limit is ${DEFAULT_PACK_LIMITS.maxFileBytes}.`, 'path');
    }
  } catch (error) {
    if (error instanceof MootError) throw error;
    throw new BadInputError(`${path} cannot be read.`, 'path');
  }
}

async function readPackPath(path: string): Promise<Buffer> {
  await checkPackPath(path);
  try {
    return await readFile(path);
  } catch {
    throw new BadInputError(`${path} cannot be read.`, 'path');
  }
}

/** True when `path` (links resolved) lies inside `folder`. */
async function isInside(path: string, folder: string): Promise<boolean> {
  try {
    const [file, root] = await Promise.all([realpath(path), realpath(folder)]);
    return file.startsWith(root + sep);
  } catch {
    return false;
  }
}

export function createPacksHandlers(services: PacksServices): HandlersFor<keyof typeof packsProcedures> {
  const { packs } = services;
  /** Whether a path may be read, and whether it is a staged upload (the Library may then take the file). */
  const checkPath = async (path: string): Promise<{ staged: boolean }> => {
    const staged = services.uploadsDir !== undefined && (await isInside(path, services.uploadsDir));
    if (!staged && !services.allowPathImport) throw new BadInputError('Importing by path is only available in the desktop app; upload the file instead.', 'path');
    return { staged };
  };
  /** The bytes of a pack given by path (a desktop pick or a web upload) or as base64. */
  const bytesOf = async (source: { path?: string; fileBase64?: string }): Promise<Buffer> => {
    if (source.path === undefined) return decodeBase64(source.fileBase64 ?? '');
    await checkPath(source.path);
    return readPackPath(source.path);
  };
  /** A pack given by path is read from disk as it streams, never whole; a staged upload is moved into the Library. */
  const importPath = async (path: string, passphrase: string | undefined, options: { replace?: boolean; acceptOtherKey?: boolean }) => {
    const { staged } = await checkPath(path);
    await checkPackPath(path);
    return packs.importFile(path, passphrase, { ...options, move: staged });
  };
  return {
    'packs.list': async () => ({ packs: await packs.list() }),
    'packs.import': async ({ fileBase64, path, passphrase, replace, acceptOtherKey }) =>
      path !== undefined
        ? importPath(path, passphrase, { replace, acceptOtherKey })
        : packs.import(decodeBase64(fileBase64 ?? ''), passphrase, { replace, acceptOtherKey }),
    'packs.export': async ({ id }) => {
      const { fileName, bytes } = packs.export(id);
      return { fileName, fileBase64: bytes.toString('base64'), sizeBytes: bytes.length };
    },
    'packs.delete': async ({ id }) => ({ deleted: packs.delete(id) }),
    'packs.inspect': async ({ id, fileBase64, path, passphrase }) =>
      packs.inspect(id !== undefined ? { id } : { bytes: await bytesOf({ path, fileBase64 }) }, passphrase),
  };
}
