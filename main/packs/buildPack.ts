import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseScenario, PackManifestSource, type PackManifest } from '../../shared/scenario';
import { issuesError, parseJsonEntry, parseWith, sha256Hex } from './packJson';
import { DEFAULT_PACK_LIMITS, type PackLimits } from './packLimits';
import { PackFormatError } from './PackFormatError';
import { serializeManifest } from './packCanonical';
import { MANIFEST_ENTRY, readPack, SCENARIO_ENTRY, type OpenedPack } from './readPack';
import { writeZip, type ZipEntryData } from './zipArchive';

export { serializeManifest };

/** An exhibit's file name inside `exhibits/`. */
export const EXHIBIT_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

async function readSourceFile(dir: string, name: string, limits: PackLimits): Promise<Buffer> {
  const path = join(dir, name);
  let info;
  try {
    info = await lstat(path);
  } catch {
    throw new PackFormatError(`${path} is missing.`, name);
  }
  if (!info.isFile()) throw new PackFormatError(`${path} must be a plain file (not a folder or a link).`, name);
  if (info.size > limits.maxEntryBytes) throw new PackFormatError(`${path} is ${info.size} bytes; the limit is ${limits.maxEntryBytes}.`, name);
  return readFile(path);
}

/** Reads a pack's source folder (`manifest.json`, `scenario.json`, `exhibits/`) into zip entries and a complete manifest. */
export async function readSourceFolder(dir: string, limits: PackLimits = DEFAULT_PACK_LIMITS): Promise<ZipEntryData[]> {
  const source = parseWith(MANIFEST_ENTRY, PackManifestSource, parseJsonEntry(MANIFEST_ENTRY, await readSourceFile(dir, MANIFEST_ENTRY, limits), limits.maxJsonBytes));
  const scenarioBytes = await readSourceFile(dir, SCENARIO_ENTRY, limits);
  const parsed = parseScenario(parseJsonEntry(SCENARIO_ENTRY, scenarioBytes, limits.maxJsonBytes));
  if (!parsed.ok) throw issuesError(SCENARIO_ENTRY, parsed.issues);

  const exhibits: ZipEntryData[] = [];
  let names: string[] = [];
  try {
    names = (await readdir(join(dir, 'exhibits'))).sort();
  } catch {
    names = [];
  }
  for (const name of names) {
    if (!EXHIBIT_FILE.test(name)) {
      throw new PackFormatError(`exhibits/${name}: exhibit file names use letters, digits, ".", "-" and "_" only.`, `exhibits/${name}`);
    }
    exhibits.push({ name: `exhibits/${name}`, data: await readSourceFile(join(dir, 'exhibits'), name, limits) });
  }

  return packEntries(source, scenarioBytes, exhibits);
}

/**
 * A pack's zip entries from its parts: the manifest gets the digest of every other entry. The
 * scenario bytes are written as given (validate them first); exhibits are `exhibits/<name>` entries.
 */
export function packEntries(source: PackManifestSource, scenarioBytes: Buffer, exhibits: readonly ZipEntryData[]): ZipEntryData[] {
  const files: PackManifest['files'] = {};
  for (const entry of [{ name: SCENARIO_ENTRY, data: scenarioBytes }, ...exhibits]) {
    files[entry.name] = { sha256: sha256Hex(entry.data), bytes: entry.data.length };
  }
  const manifest: PackManifest = { ...source, files };
  return [{ name: MANIFEST_ENTRY, data: serializeManifest(manifest) }, { name: SCENARIO_ENTRY, data: scenarioBytes }, ...exhibits];
}

/** Builds a source folder into `.moot` bytes and reads them back through the hardened reader. */
export async function buildPack(dir: string, limits: PackLimits = DEFAULT_PACK_LIMITS): Promise<{ bytes: Buffer; pack: OpenedPack }> {
  const bytes = await writeZip(await readSourceFolder(dir, limits));
  const pack = await readPack(bytes, { limits });
  return { bytes, pack };
}
