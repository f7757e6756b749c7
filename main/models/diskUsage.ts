import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes used by a file, or by everything under a folder. Missing paths use nothing. */
export function diskUsage(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((total, name) => total + diskUsage(join(path, name)), 0);
}
