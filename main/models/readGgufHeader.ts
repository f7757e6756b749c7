import { open } from 'node:fs/promises';
import { BadInputError } from '../../shared/errors';

export interface GgufHeader {
  version: number;
  tensorCount: bigint;
  metadataCount: bigint;
}

const MAGIC = Buffer.from('GGUF', 'ascii');
// Sanity limits: real models have hundreds of tensors and metadata keys, never billions.
const MAX_COUNT = 1_000_000n;

/**
 * Reads and checks the fixed GGUF header (magic, version 1–3, tensor and metadata counts).
 * A file that is not GGUF gets a clear error naming it and what it starts with, before anything
 * is copied or loaded.
 */
export async function readGgufHeader(path: string): Promise<GgufHeader> {
  const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BadInputError(`${path} cannot be read: ${error.code === 'ENOENT' ? 'no such file' : error.message}.`, path);
  });
  try {
    const buffer = Buffer.alloc(24);
    const { bytesRead } = await handle.read(buffer, 0, 24, 0);
    if (bytesRead < 24 || !buffer.subarray(0, 4).equals(MAGIC)) {
      throw new BadInputError(`${path} is not a GGUF model file: it starts with ${describeStart(buffer.subarray(0, Math.min(bytesRead, 8)))}, not "GGUF".`, path);
    }
    const version = buffer.readUInt32LE(4);
    if (version < 1 || version > 3) throw new BadInputError(`${path} is a GGUF file of unsupported version ${version} (1–3 are supported).`, path);
    const tensorCount = buffer.readBigUInt64LE(8);
    const metadataCount = buffer.readBigUInt64LE(16);
    if (tensorCount === 0n || tensorCount > MAX_COUNT || metadataCount > MAX_COUNT) {
      throw new BadInputError(`${path} has a damaged GGUF header (${tensorCount} tensors, ${metadataCount} metadata entries).`, path);
    }
    return { version, tensorCount, metadataCount };
  } finally {
    await handle.close();
  }
}

function describeStart(bytes: Buffer): string {
  if (bytes.length === 0) return 'nothing (the file is empty)';
  const printable = [...bytes].every((byte) => byte >= 0x20 && byte < 0x7f);
  return printable ? `"${bytes.toString('latin1')}"` : `bytes ${bytes.toString('hex').replace(/(..)/g, '$1 ').trim()}`;
}
