import { readFile, stat } from 'node:fs/promises';
import type { packsProcedures } from '../../../shared/contract/procedures/packs';
import { BadInputError, MootError } from '../../../shared/errors';
import { DEFAULT_PACK_LIMITS, type PackLibrary } from '../../packs';
import type { HandlersFor } from '../ApiHandlers';

export interface PacksServices {
  packs: PackLibrary;
  /** Importing by path is for Electron's native file dialog only; web mode takes bytes. */
  allowPathImport: boolean;
}

function decodeBase64(text: string): Buffer {
  // Buffer.from silently skips bad characters; a pack with holes in it must be refused instead.
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) {
    throw new BadInputError('The file could not be received: it is not valid base64.', 'fileBase64');
  }
  return Buffer.from(text, 'base64');
}

async function readPackPath(path: string): Promise<Buffer> {
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new BadInputError(`${path} is not a file.`, 'path');
    if (info.size > DEFAULT_PACK_LIMITS.maxFileBytes) {
      throw new BadInputError(`${path} is ${info.size} bytes; the limit is ${DEFAULT_PACK_LIMITS.maxFileBytes}.`, 'path');
    }
    return await readFile(path);
  } catch (error) {
    if (error instanceof MootError) throw error;
    throw new BadInputError(`${path} cannot be read.`, 'path');
  }
}

export function createPacksHandlers(services: PacksServices): HandlersFor<keyof typeof packsProcedures> {
  const { packs } = services;
  return {
    'packs.list': async () => ({ packs: await packs.list() }),
    'packs.import': async ({ fileBase64, path, passphrase, replace, acceptOtherKey }) => {
      if (path !== undefined && !services.allowPathImport) {
        throw new BadInputError('Importing by path is only available in the desktop app; send the file instead.', 'path');
      }
      const bytes = path !== undefined ? await readPackPath(path) : decodeBase64(fileBase64 ?? '');
      return packs.import(bytes, passphrase, { replace, acceptOtherKey });
    },
    'packs.export': async ({ id }) => {
      const { fileName, bytes } = packs.export(id);
      return { fileName, fileBase64: bytes.toString('base64'), sizeBytes: bytes.length };
    },
    'packs.delete': async ({ id }) => ({ deleted: packs.delete(id) }),
    'packs.inspect': async ({ id, fileBase64, passphrase }) =>
      packs.inspect(id !== undefined ? { id } : { bytes: decodeBase64(fileBase64 ?? '') }, passphrase),
  };
}
