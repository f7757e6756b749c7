import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_ENTRY, SCENARIO_ENTRY } from '../packs';
import type { ZipEntryData } from '../packs/zipArchive';

/**
 * Writes a pack's entries as a source folder (`manifest.json`, `scenario.json`, `exhibits/`) that
 * `npm run pack -- build` reads back. The folder is written beside its place and renamed into it,
 * so a failed save leaves the last saved folder whole.
 */
export function writeSourceFolder(folder: string, entries: readonly ZipEntryData[]): void {
  const temp = `${folder}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(join(temp, 'exhibits'), { recursive: true });
  for (const entry of entries) {
    // The builder fills in `files`; a source manifest leaves it out.
    const data = entry.name === MANIFEST_ENTRY ? withoutDigests(entry.data) : entry.data;
    if (entry.name === MANIFEST_ENTRY || entry.name === SCENARIO_ENTRY || entry.name.startsWith('exhibits/')) writeFileSync(join(temp, entry.name), data);
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync(temp, folder);
}

function withoutDigests(manifest: Buffer): string {
  const { files: _digests, ...source } = JSON.parse(manifest.toString('utf8')) as Record<string, unknown>;
  return `${JSON.stringify(source, null, 2)}\n`;
}
