import { readFile, stat } from 'node:fs/promises';
import type { packDraftsProcedures } from '../../../shared/contract/procedures/packDrafts';
import { BadInputError, MootError } from '../../../shared/errors';
import { generateDraft, MAX_PACKET_BYTES, type DraftProgress } from '../../authoring/packet';
import type { LanguageModel } from '../../llm';
import type { HandlersFor } from '../ApiHandlers';
import type { JobRegistry } from '../JobRegistry';

export interface PackDraftsServices {
  jobs: JobRegistry;
  /** The loaded local model, if any: it reads the case; without one the deterministic reader does. */
  packetDraftModel: () => LanguageModel | null;
  /** Reading a packet by path is for Electron's native file dialog only; web mode sends bytes. */
  allowPathImport: boolean;
}

/**
 * Where each stage sits on one bar from 0 to 100: reading pages (by text layer or OCR, page by
 * page) takes most of it, then the extraction, then the check.
 */
const BAR: Readonly<Record<DraftProgress['stage'], readonly [number, number]>> = { reading: [0, 60], ocr: [0, 60], extracting: [60, 90], validating: [90, 100] };

async function readPacketPath(path: string): Promise<Buffer> {
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new BadInputError(`${path} is not a file.`, 'path');
    if (info.size > MAX_PACKET_BYTES) throw new BadInputError(`${path} is ${info.size} bytes; the limit is ${MAX_PACKET_BYTES}.`, 'path');
    return await readFile(path);
  } catch (error) {
    if (error instanceof MootError) throw error;
    throw new BadInputError(`${path} cannot be read.`, 'path');
  }
}

function decodeBase64(text: string): Buffer {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw new BadInputError('The file could not be received: it is not valid base64.', 'fileBase64');
  return Buffer.from(text, 'base64');
}

export function createPackDraftsHandlers(services: PackDraftsServices): HandlersFor<keyof typeof packDraftsProcedures> {
  return {
    'authoring.draftFromPacket': async ({ jobId, fileBase64, path, fileName, confidential, useModel }) => {
      if (path !== undefined && !services.allowPathImport) {
        throw new BadInputError('Reading a packet by path is only available in the desktop app; send the file instead.', 'path');
      }
      const bytes = path !== undefined ? await readPacketPath(path) : decodeBase64(fileBase64 ?? '');
      const draft = await services.jobs.run(jobId, 'pack-draft', (job) =>
        generateDraft(bytes, fileName, {
          model: useModel === false ? null : services.packetDraftModel(),
          ...(confidential !== undefined ? { confidential } : {}),
          signal: job.signal,
          onProgress: (progress) => {
            const [from, to] = BAR[progress.stage];
            const within = progress.total > 0 ? progress.completed / progress.total : 0;
            job.progress(Math.round(from + (to - from) * within), 100, progress.message);
          },
        }),
      );
      return { draft };
    },
  };
}
