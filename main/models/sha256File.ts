import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** Streams a file through sha256 (hex); big models never sit in memory. */
export async function sha256File(path: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20, signal })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
