import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The installed version of a dependency, read from its package.json. Packages with strict
 * `exports` hide `package.json`, so we resolve the entry point and walk up to the manifest.
 * Returns null when the package is not installed.
 */
export function readPackageVersion(packageName: string): string | null {
  let entry: string;
  try {
    entry = require.resolve(packageName);
  } catch {
    return null;
  }
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === packageName) return manifest.version ?? null;
    } catch {
      // No manifest at this level: keep walking up.
    }
  }
  return null;
}
