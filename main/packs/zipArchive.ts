import type { Entry, ZipFile } from 'yauzl';
import type { PackLimits } from './packLimits';
import { PackFormatError } from './PackFormatError';

/** One file inside a zip, in the order of the central directory. */
export interface ZipEntryData {
  name: string;
  data: Buffer;
}

// Every pack we write is byte-for-byte reproducible from its entries: a fixed DOS timestamp, fixed
// permissions, no extra fields and no compression (exhibits are already-compressed PDFs and
// images). That lets a verifier rebuild the archive and compare it, so a change to ANY byte,
// including zip headers the hashes do not cover, shows as altered.
const FIXED_MTIME = new Date(Date.UTC(2020, 0, 1, 0, 0, 0));
const FILE_MODE = 0o100644;

// The zip libraries are imported on first use, not at start: the first screen needs no pack file.
const loadYazl = async () => (await import('yazl')).default;
const loadYauzl = async () => (await import('yauzl')).default;

/** The deterministic zip of `entries`, in the given order, as a stream of chunks. */
async function zipStream(entries: readonly ZipEntryData[]): Promise<NodeJS.ReadableStream> {
  const yazl = await loadYazl();
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    zip.addBuffer(entry.data, entry.name, { mtime: FIXED_MTIME, mode: FILE_MODE, compress: false, forceDosTimestamp: true });
  }
  zip.end();
  return zip.outputStream;
}

/** Writes entries, in the given order, as a deterministic zip. */
export async function writeZip(entries: readonly ZipEntryData[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await zipStream(entries)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * True when `zip` is byte for byte what `writeZip(entries)` writes. The archive is compared as it
 * is written, chunk by chunk, and never held whole: verifying a large signed pack costs no second
 * copy of it in memory.
 */
export async function isZipOf(entries: readonly ZipEntryData[], zip: Buffer): Promise<boolean> {
  let cursor = 0;
  let same = true;
  // Read to the end even after a difference, so the writer never stalls on a full stream.
  for await (const chunk of await zipStream(entries)) {
    const part = chunk as Buffer;
    if (same) same = cursor + part.length <= zip.length && part.equals(zip.subarray(cursor, cursor + part.length));
    cursor += part.length;
  }
  return same && cursor === zip.length;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Checks one entry name and returns it decoded; throws a sentence naming the entry otherwise. */
export function validateEntryName(raw: Buffer, limits: PackLimits): string {
  let name: string;
  try {
    name = utf8.decode(raw);
  } catch {
    throw new PackFormatError('An entry name is not valid UTF-8.', '(zip)');
  }
  const shown = name.length > 80 ? `${name.slice(0, 80)}…` : name;
  if (raw.length === 0) throw new PackFormatError('An entry has an empty name.', '(zip)');
  if (raw.length > limits.maxNameBytes) throw new PackFormatError(`The entry name "${shown}" is longer than ${limits.maxNameBytes} bytes.`, shown);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) throw new PackFormatError('An entry name contains control characters.', '(zip)');
  if (name.includes('\\')) throw new PackFormatError(`The entry "${shown}" uses a backslash; zip paths use "/".`, shown);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) {
    throw new PackFormatError(`The entry "${shown}" has an absolute path; entries must be relative.`, shown);
  }
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.some((s) => s === '..')) throw new PackFormatError(`The entry "${shown}" climbs out of the pack with "..".`, shown);
  if (segments.some((s) => s === '' || s === '.')) throw new PackFormatError(`The entry "${shown}" has an empty or "." path segment.`, shown);
  return name;
}

/**
 * Reads every entry of a zip held in memory, defending against hostile archives: entry count,
 * per-entry and total sizes (declared before inflating, actual while inflating), compression
 * ratio, path names, symlinks, duplicates, encrypted or unknown compression. Directory entries
 * are checked and skipped. Nothing touches the file system.
 */
export async function readZipEntries(bytes: Buffer, limits: PackLimits): Promise<ZipEntryData[]> {
  if (bytes.length > limits.maxFileBytes) {
    throw new PackFormatError(`The file is ${bytes.length} bytes; the limit is ${limits.maxFileBytes}.`, '(file)');
  }
  const yauzl = await loadYauzl();
  const zip = await new Promise<ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (err, zipFile) => {
      if (err) reject(new PackFormatError(NOT_A_PACK, '(file)', zipDetail(err)));
      else resolve(zipFile);
    });
  });
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new PackFormatError(`The pack has ${zip.entryCount} entries; the limit is ${limits.maxEntries}.`, '(zip)');
  }

  const entries: ZipEntryData[] = [];
  const seen = new Set<string>();
  const totalBudget = Math.max(limits.totalRatioFloorBytes, bytes.length * limits.maxTotalRatio);
  const spans: [number, number][] = [];
  let declaredTotal = 0;
  let actualTotal = 0;

  const checkEntry = (entry: Entry): string => {
    const name = validateEntryName(entry.fileName as unknown as Buffer, limits);
    const folded = name.normalize('NFC').toLowerCase();
    if (seen.has(folded)) throw new PackFormatError(`The entry "${name}" appears twice.`, name);
    seen.add(folded);
    if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
      throw new PackFormatError(`The entry "${name}" is a symbolic link; packs may hold only plain files.`, name);
    }
    // Entries that share or overlap their bytes are how non-recursive zip bombs multiply one payload.
    const start = entry.relativeOffsetOfLocalHeader;
    const end = start + 30 + entry.fileNameLength + entry.compressedSize;
    if (spans.some(([s, e]) => start < e && s < end)) {
      throw new PackFormatError(`The entry "${name}" overlaps another entry's data, as zip bombs do.`, name);
    }
    spans.push([start, end]);
    if (entry.isEncrypted()) throw new PackFormatError(`The entry "${name}" uses zip encryption, which packs do not support.`, name);
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
      throw new PackFormatError(`The entry "${name}" uses an unsupported compression method (${entry.compressionMethod}).`, name);
    }
    if (entry.uncompressedSize > limits.maxEntryBytes) {
      throw new PackFormatError(`The entry "${name}" is ${entry.uncompressedSize} bytes; the limit for one file is ${limits.maxEntryBytes}.`, name);
    }
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > limits.maxTotalBytes) {
      throw new PackFormatError(`The pack unpacks to more than ${limits.maxTotalBytes} bytes.`, name);
    }
    // Many entries each under the per-entry ratio check can still add up to a bomb (299 × 1 MB from 337 KB).
    if (declaredTotal > totalBudget) {
      throw new PackFormatError(`The pack unpacks to more than ${limits.maxTotalRatio} times its own size, as zip bombs do.`, name);
    }
    if (
      entry.uncompressedSize > limits.ratioFloorBytes &&
      entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxCompressionRatio
    ) {
      throw new PackFormatError(`The entry "${name}" is compressed more than ${limits.maxCompressionRatio}:1, as zip bombs are.`, name);
    }
    return name;
  };

  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (err: Error) => reject(new PackFormatError(NOT_A_PACK, '(zip)', zipDetail(err))));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        let name: string;
        try {
          name = checkEntry(entry);
        } catch (err) {
          reject(err);
          return;
        }
        if (name.endsWith('/')) {
          zip.readEntry();
          return;
        }
        zip.openReadStream(entry, (err, stream) => {
          if (err) {
            reject(new PackFormatError(damagedEntry(name), name, zipDetail(err)));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            actualTotal += chunk.length;
            // yauzl checks the declared size too; these bounds hold even if a header lies.
            if (size > limits.maxEntryBytes || actualTotal > limits.maxTotalBytes || actualTotal > totalBudget) {
              stream.destroy();
              reject(new PackFormatError(`The entry "${name}" unpacks to more than the size limit.`, name));
              return;
            }
            chunks.push(chunk);
          });
          stream.on('error', (e: Error) => reject(new PackFormatError(damagedEntry(name), name, zipDetail(e))));
          stream.on('end', () => {
            entries.push({ name, data: Buffer.concat(chunks, size) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return entries;
}

// The zip library's own words ("End of central directory record signature not found…") mean
// nothing to an instructor; they go under Details, and the message says what happened and what to do.
const NOT_A_PACK = 'This file is not a Moot pack, or it is damaged or incomplete (a download or copy that did not finish). Ask for a fresh copy of it.';
const damagedEntry = (name: string) => `Part of this pack ("${name}") is damaged and cannot be read. Ask for a fresh copy of it.`;

function zipDetail(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.endsWith('.') ? message : `${message}.`;
}
