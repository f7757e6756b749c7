import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
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
const ENTRY_OPTIONS = { mtime: FIXED_MTIME, mode: FILE_MODE, compress: false, forceDosTimestamp: true };

// The zip libraries are imported on first use, not at start: the first screen needs no pack file.
const loadYazl = async () => (await import('yazl')).default;
const loadYauzl = async () => (await import('yauzl')).default;

/** The deterministic zip of `entries`, in the given order, as a stream of chunks. */
async function zipStream(entries: readonly ZipEntryData[]): Promise<NodeJS.ReadableStream> {
  const yazl = await loadYazl();
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    zip.addBuffer(entry.data, entry.name, ENTRY_OPTIONS);
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

/** A zip to read: held in memory, or a file read piece by piece and never held whole. */
export type ZipSource = { bytes: Buffer } | { path: string };

/** What the scan learnt of one entry: its size and sha256, its first bytes, and its data when kept. */
export interface ScannedEntry {
  name: string;
  bytes: number;
  sha256: string;
  /** The first bytes, for a media-type check by magic number. */
  head: Buffer;
  /** The whole data, only for entries the caller asked to keep. */
  data?: Buffer;
}

export interface ZipScan {
  entries: ScannedEntry[];
  /** With `checkCanonical`: whether the file is byte for byte what `writeZip` writes of its entries in canonical order. */
  canonical: boolean;
}

export interface ScanOptions {
  /** Which entries' data to hold in memory (the JSON files; everything for an in-memory pack). */
  keep: (name: string) => boolean;
  /** Whether to check the archive is canonical (a signed pack), given the entry names in the file's order. */
  checkCanonical: (names: readonly string[]) => boolean;
  /** The canonical order of entry names (packCanonical.ts); the file must list its entries in it. */
  canonicalOrder: (names: readonly string[]) => string[];
}

const HEAD_BYTES = 16;
const COMPARE_WINDOW_BYTES = 1024 * 1024;

/**
 * Reads every entry of a zip, defending against hostile archives: entry count, per-entry and
 * total sizes (declared before inflating, actual while inflating), compression ratio, path names,
 * symlinks, duplicates, encrypted or unknown compression. Directory entries are checked and
 * skipped. Nothing touches the file system. Every entry is hashed as it streams; only the entries
 * `keep` names are held in memory, so a file of any size is read in constant memory.
 *
 * With `checkCanonical`, the same pass rebuilds the archive our writer would make of these entries
 * (the data streamed from the file itself) and compares it with the file as it goes: a change to
 * any byte, zip headers included, shows, without a second copy of the archive.
 */
export async function scanZip(source: ZipSource, limits: PackLimits, options: ScanOptions): Promise<ZipScan> {
  const { zip, size, close } = await openZip(source, limits);
  try {
    const { entries, hasDirectories } = await readDirectory(zip, size, limits);
    const names = entries.map((e) => e.name);
    const budget = new EntryBudget(limits, size);
    const scanned: ScannedEntry[] = [];
    const digest = (entry: CheckedEntry, data: Readable): Readable => {
      const digester = new EntryDigester(entry.name, budget, options.keep(entry.name), (result) => scanned.push(result));
      data.on('error', (err: Error) => digester.destroy(new PackFormatError(damagedEntry(entry.name), entry.name, zipDetail(err))));
      return data.pipe(digester);
    };
    if (!options.checkCanonical(names)) {
      for (const entry of entries) await drain(digest(entry, await openEntryStream(zip, entry)));
      return { entries: scanned, canonical: false };
    }
    const inOrder = !hasDirectories && options.canonicalOrder(names).every((name, i) => name === names[i]);
    const sameBytes = await rebuildAndCompare(zip, entries, source, size, digest);
    return { entries: scanned, canonical: inOrder && sameBytes };
  } finally {
    await close();
  }
}

/**
 * Reads every entry of a zip held in memory, with all the checks of `scanZip`, and returns each
 * entry's data.
 */
export async function readZipEntries(bytes: Buffer, limits: PackLimits): Promise<ZipEntryData[]> {
  const scan = await scanZip({ bytes }, limits, { keep: () => true, checkCanonical: () => false, canonicalOrder: (names) => [...names] });
  return scan.entries.map((e) => ({ name: e.name, data: e.data! }));
}

/**
 * Hands the entries `wanted` names to `take` one at a time, from a zip held in memory, with the
 * checks of `scanZip`: only the entry being handed over is held beside the zip.
 */
export async function eachZipEntry(
  bytes: Buffer,
  limits: PackLimits,
  wanted: (name: string) => boolean,
  take: (entry: ZipEntryData) => Promise<void> | void,
): Promise<void> {
  const { zip, size, close } = await openZip({ bytes }, limits);
  try {
    const budget = new EntryBudget(limits, size);
    for (const entry of (await readDirectory(zip, size, limits)).entries) {
      if (!wanted(entry.name)) continue;
      let data: Buffer = Buffer.alloc(0);
      const digester = new EntryDigester(entry.name, budget, true, (result) => (data = result.data!));
      const stream = await openEntryStream(zip, entry);
      stream.on('error', (err: Error) => digester.destroy(new PackFormatError(damagedEntry(entry.name), entry.name, zipDetail(err))));
      await drain(stream.pipe(digester));
      await take({ name: entry.name, data });
    }
  } finally {
    await close();
  }
}

interface CheckedEntry {
  name: string;
  entry: Entry;
}

async function openZip(source: ZipSource, limits: PackLimits): Promise<{ zip: ZipFile; size: number; close: () => Promise<void> }> {
  const yauzl = await loadYauzl();
  const options = { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false };
  if ('bytes' in source) {
    if (source.bytes.length > limits.maxFileBytes) {
      throw new PackFormatError(`The file is ${source.bytes.length} bytes; the limit is ${limits.maxFileBytes}.`, '(file)');
    }
    const zip = await new Promise<ZipFile>((resolve, reject) => {
      yauzl.fromBuffer(source.bytes, options, (err, zipFile) => (err ? reject(new PackFormatError(NOT_A_PACK, '(file)', zipDetail(err))) : resolve(zipFile)));
    });
    return { zip, size: source.bytes.length, close: async () => zip.close() };
  }
  const handle = await open(source.path, 'r').catch(() => {
    throw new PackFormatError(`${basename(source.path)} cannot be read.`, '(file)');
  });
  try {
    const { size } = await handle.stat();
    if (size > limits.maxFileBytes) throw new PackFormatError(`${basename(source.path)} is ${size} bytes; the limit is ${limits.maxFileBytes}.`, '(file)');
    // yauzl reads by descriptor; the handle stays ours and is closed once, after every stream ended.
    const zip = await new Promise<ZipFile>((resolve, reject) => {
      yauzl.fromFd(handle.fd, options, (err, zipFile) =>
        err ? reject(new PackFormatError(`${basename(source.path)}: ${NOT_A_PACK}`, '(file)', zipDetail(err))) : resolve(zipFile),
      );
    });
    return { zip, size, close: () => handle.close() };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** The central directory, every entry checked before a byte of data is read. */
async function readDirectory(zip: ZipFile, size: number, limits: PackLimits): Promise<{ entries: CheckedEntry[]; hasDirectories: boolean }> {
  if (zip.entryCount > limits.maxEntries) throw new PackFormatError(`The pack has ${zip.entryCount} entries; the limit is ${limits.maxEntries}.`, '(zip)');
  const entries: CheckedEntry[] = [];
  const seen = new Set<string>();
  const totalBudget = Math.max(limits.totalRatioFloorBytes, size * limits.maxTotalRatio);
  const spans: [number, number][] = [];
  let declaredTotal = 0;
  let hasDirectories = false;

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

  await new Promise<void>((resolve, reject) => {
    zip.on('error', (err: Error) => reject(new PackFormatError(NOT_A_PACK, '(zip)', zipDetail(err))));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      try {
        const name = checkEntry(entry);
        if (name.endsWith('/')) hasDirectories = true;
        else entries.push({ name, entry });
        zip.readEntry();
      } catch (err) {
        reject(err);
      }
    });
    zip.readEntry();
  });
  return { entries, hasDirectories };
}

/** The actual sizes as they stream: the bounds hold even if a header lies (yauzl checks declared sizes too). */
class EntryBudget {
  private total = 0;
  private readonly ratioBudget: number;

  constructor(private readonly limits: PackLimits, fileBytes: number) {
    this.ratioBudget = Math.max(limits.totalRatioFloorBytes, fileBytes * limits.maxTotalRatio);
  }

  /** Counts `bytes` more of an entry now `entryBytes` long; false once a bound is passed. */
  take(bytes: number, entryBytes: number): boolean {
    this.total += bytes;
    return entryBytes <= this.limits.maxEntryBytes && this.total <= this.limits.maxTotalBytes && this.total <= this.ratioBudget;
  }
}

/** Passes an entry's data through unchanged while counting, hashing and (when asked) keeping it. */
class EntryDigester extends Transform {
  private readonly hash = createHash('sha256');
  private readonly chunks: Buffer[] = [];
  private head = Buffer.alloc(0);
  private size = 0;

  constructor(
    private readonly name: string,
    private readonly budget: EntryBudget,
    private readonly keep: boolean,
    private readonly done: (entry: ScannedEntry) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (!this.budget.take(chunk.length, this.size)) {
      callback(new PackFormatError(`The entry "${this.name}" unpacks to more than the size limit.`, this.name));
      return;
    }
    this.hash.update(chunk);
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    if (this.keep) this.chunks.push(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.done({
      name: this.name,
      bytes: this.size,
      sha256: this.hash.digest('hex'),
      head: this.head,
      ...(this.keep ? { data: Buffer.concat(this.chunks, this.size) } : {}),
    });
    callback();
  }
}

function openEntryStream(zip: ZipFile, { name, entry }: CheckedEntry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => (err ? reject(new PackFormatError(damagedEntry(name), name, zipDetail(err))) : resolve(stream)));
  });
}

/** Reads a stream to its end, discarding what it passes on; rejects with its error. */
async function drain(stream: Readable): Promise<void> {
  for await (const chunk of stream) void chunk;
}

/**
 * Rebuilds the archive `writeZip` would make of these entries in the file's order, each entry's
 * data streamed from the file through `digest`, and compares it with the file as it is written.
 * True when every byte agrees. Data is read once; nothing is held whole.
 */
async function rebuildAndCompare(
  zip: ZipFile,
  entries: readonly CheckedEntry[],
  source: ZipSource,
  size: number,
  digest: (entry: CheckedEntry, data: Readable) => Readable,
): Promise<boolean> {
  const yazl = await loadYazl();
  const rebuilt = new yazl.ZipFile();
  const output = rebuilt.outputStream as Readable;
  const fail = (err: unknown) => output.destroy(err instanceof Error ? err : new Error(String(err)));
  rebuilt.on('error', fail);
  // `addBuffer`, which `writeZip` uses, knows each CRC before the data and so writes it in the
  // local header with no data descriptor after the data. Streamed entries are made the same way
  // from the CRC the file declares: yazl's entries are told it before any header is written (it
  // writes nothing while it believes itself done). yazl still computes the real CRC from the data
  // and writes that in the central directory, so a false declared CRC shows as a difference.
  const internals = rebuilt as unknown as { entries: YazlEntry[]; allDone: boolean };
  internals.allDone = true;
  for (const checked of entries) {
    const { entry } = checked;
    rebuilt.addReadStreamLazy(checked.name, { ...ENTRY_OPTIONS, size: entry.uncompressedSize }, (callback) => {
      openEntryStream(zip, checked).then((data) => {
        const digested = digest(checked, data);
        digested.on('error', fail);
        callback(null, digested);
      }, fail);
    });
    Object.assign(internals.entries.at(-1)!, { crc32: entry.crc32, compressedSize: entry.uncompressedSize, crcAndFileSizeKnown: true });
  }
  internals.allDone = false;
  rebuilt.end();

  const compare = await comparerFor(source);
  let cursor = 0;
  let same = true;
  try {
    // Read to the end even after a difference: every entry must still be hashed.
    for await (const chunk of output) {
      const part = chunk as Buffer;
      if (same) same = cursor + part.length <= size && (await compare(cursor, part));
      cursor += part.length;
    }
  } finally {
    await compare.close();
  }
  return same && cursor === size;
}

/** The fields of yazl's (internal) entry that tell it the CRC and size before the data streams. */
interface YazlEntry {
  crc32: number;
  compressedSize: number;
  crcAndFileSizeKnown: boolean;
}

type Comparer = ((offset: number, expected: Buffer) => Promise<boolean>) & { close: () => Promise<void> };

/** Compares a run of bytes with the source at an offset: a slice of the buffer, or a read into one reused scratch buffer. */
async function comparerFor(source: ZipSource): Promise<Comparer> {
  if ('bytes' in source) {
    return Object.assign(async (offset: number, expected: Buffer) => expected.equals(source.bytes.subarray(offset, offset + expected.length)), {
      close: async () => {},
    });
  }
  const handle = await open(source.path, 'r');
  // The archive is written in small pieces; the file is read a window at a time, not a read per piece.
  let window = Buffer.allocUnsafe(COMPARE_WINDOW_BYTES);
  let windowStart = 0;
  let windowEnd = 0;
  return Object.assign(
    async (offset: number, expected: Buffer) => {
      if (offset < windowStart || offset + expected.length > windowEnd) {
        if (window.length < expected.length) window = Buffer.allocUnsafe(expected.length);
        const { bytesRead } = await handle.read(window, 0, window.length, offset);
        windowStart = offset;
        windowEnd = offset + bytesRead;
        if (offset + expected.length > windowEnd) return false;
      }
      return expected.equals(window.subarray(offset - windowStart, offset - windowStart + expected.length));
    },
    { close: () => handle.close() },
  );
}

// The zip library's own words ("End of central directory record signature not found…") mean
// nothing to an instructor; they go under Details, and the message says what happened and what to do.
const NOT_A_PACK = 'This file is not a Moot pack, or it is damaged or incomplete (a download or copy that did not finish). Ask for a fresh copy of it.';
const damagedEntry = (name: string) => `Part of this pack ("${name}") is damaged and cannot be read. Ask for a fresh copy of it.`;

function zipDetail(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.endsWith('.') ? message : `${message}.`;
}
