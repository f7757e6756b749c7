import { crc32, deflateRawSync } from 'node:zlib';

/** One entry for a hand-made zip: every header field can be set to a lie. */
export interface RawZipEntry {
  name: string | Buffer;
  data: Buffer;
  /** 0 stored, 8 deflate, anything else to test refusal. Default: stored. */
  method?: number;
  /** Bytes written as the entry's payload; defaults to `data` (stored) or its deflate. */
  payload?: Buffer;
  uncompressedSize?: number;
  crc?: number;
  externalAttributes?: number;
  flags?: number;
  /** Unix "made by", so external attributes carry a file mode. */
  versionMadeBy?: number;
  /** Point the central record at an earlier entry's local header instead of writing a new one. */
  sharesLocalHeaderOf?: number;
}

/**
 * Writes a zip by hand, without the checks a real zip library makes, so tests can build the
 * hostile archives (traversal names, symlinks, duplicates, lying sizes) a reader must refuse.
 */
export function writeRawZip(entries: readonly RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const offsets: number[] = [];
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : entry.name;
    const method = entry.method ?? 0;
    const payload = entry.payload ?? (method === 8 ? deflateRawSync(entry.data) : entry.data);
    const crc = entry.crc ?? crc32(entry.data) >>> 0;
    const size = entry.uncompressedSize ?? entry.data.length;
    const flags = (entry.flags ?? 0) | 0x0800; // UTF-8 names

    const shared = entry.sharesLocalHeaderOf;
    const localOffset = shared === undefined ? offset : offsets[shared]!;
    offsets.push(localOffset);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(payload.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    if (shared === undefined) locals.push(local, name, payload);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.versionMadeBy ?? (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(payload.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((entry.externalAttributes ?? 0o100644 << 16) >>> 0, 38);
    central.writeUInt32LE(localOffset, 42);
    centrals.push(central, name);
    if (shared === undefined) offset += 30 + name.length + payload.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
