import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_ENTRY, readSourceFolder, SCENARIO_ENTRY } from '../../packs';
import { BadInputError } from '../../../shared/errors';
import type { PackDraft } from './PackDraft';

/**
 * Writes a draft as a pack source folder (`manifest.json`, `scenario.json`), then reads it back
 * through the pack builder's own validation. The folder must be new or empty: nothing of the
 * author's is overwritten, and a folder that fails the check is removed again.
 */
export async function writeDraftFolder(draft: PackDraft, folder: string): Promise<void> {
  let existing: string[] = [];
  try {
    existing = await readdir(folder);
  } catch {
    existing = [];
  }
  if (existing.length > 0) throw new BadInputError(`${folder} is not empty; give a new folder for the draft, so nothing in it is overwritten.`, 'out');
  await mkdir(folder, { recursive: true });
  const { files: _files, ...manifest } = draft.manifest;
  await writeFile(join(folder, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(folder, SCENARIO_ENTRY), `${JSON.stringify(draft.scenario, null, 2)}\n`);
  try {
    await readSourceFolder(folder);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
