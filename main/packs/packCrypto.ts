import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { PackFormatError, PassphraseError } from './PackFormatError';

/**
 * The encrypted pack layout: `MOOTENC1`, a 4-byte big-endian header length, a JSON header that
 * says only the title and that the pack is encrypted (plus the KDF and cipher parameters), then
 * AES-256-GCM ciphertext of the whole zip and its 16-byte tag. The magic, length and header are
 * the GCM additional data, so a changed title fails authentication like a changed body.
 */
const MAGIC = Buffer.from('MOOTENC1', 'ascii');
const MAX_HEADER_BYTES = 16 * 1024;
const TAG_BYTES = 16;

// scrypt cost: N=2^16, r=8 takes ~0.2 s and 64 MiB, interactive-grade. A hostile header may not ask
// for more than MAX_N, or it could make the reader spend minutes and gigabytes before failing.
const DEFAULT_KDF = { N: 2 ** 16, r: 8, p: 1 };
const MAX_N = 2 ** 18;
/** Memory scrypt needs is 128·N·r bytes: at most twice our own setting (128 MiB) from a file. */
export const MAX_KDF_MEMORY_BYTES = 128 * 1024 * 1024;
/** Work grows with N·r·p: at most twice our own setting. */
export const MAX_KDF_WORK = 2 * DEFAULT_KDF.N * DEFAULT_KDF.r * DEFAULT_KDF.p;

const EncryptedHeader = z.strictObject({
  format: z.literal('moot-encrypted-pack'),
  version: z.literal(1),
  encrypted: z.literal(true),
  title: z.string().max(200),
  kdf: z.strictObject({
    name: z.literal('scrypt'),
    N: z.number().int().min(2 ** 10).max(MAX_N).refine((n) => (n & (n - 1)) === 0, 'N must be a power of two.'),
    r: z.number().int().min(1).max(16),
    p: z.number().int().min(1).max(4),
    salt: z.string().min(16).max(64),
  })
    // Each bound alone still allows a costly mix (N=2^18, r=16, p=4: 512 MiB and 30 s per attempt).
    .refine((k) => 128 * k.N * k.r <= MAX_KDF_MEMORY_BYTES && k.N * k.r * k.p <= MAX_KDF_WORK, 'The key derivation asks for more memory or work than Moot allows.'),
  cipher: z.literal('aes-256-gcm'),
  iv: z.string().min(16).max(24),
  /** HMAC of a constant under a second derived key: tells a wrong passphrase from a damaged file. */
  check: z.string().min(16).max(64),
});
export type EncryptedHeader = z.infer<typeof EncryptedHeader>;

export function isEncryptedPack(bytes: Buffer): boolean {
  return bytes.length >= MAGIC.length && bytes.subarray(0, MAGIC.length).equals(MAGIC);
}

interface Parsed {
  header: EncryptedHeader;
  aad: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

/** True when the file at `path` starts as an encrypted pack does. */
export async function isEncryptedPackFile(path: string): Promise<boolean> {
  const handle = await openFile(path);
  try {
    const start = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    return isEncryptedPack(start.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

async function openFile(path: string): Promise<FileHandle> {
  try {
    return await open(path, 'r');
  } catch {
    throw new PackFormatError(`${basename(path)} cannot be read.`, '(file)');
  }
}

/**
 * The envelope's header, given the file's first bytes (at least all of the header) and its total
 * size: the header, the additional data it makes, and where the ciphertext starts.
 */
function parseHeader(start: Buffer, totalBytes: number): { header: EncryptedHeader; aad: Buffer; bodyStart: number } {
  if (!isEncryptedPack(start)) throw new PackFormatError('This file is not an encrypted pack.', '(file)');
  if (start.length < MAGIC.length + 4) throw new PackFormatError('The encrypted pack is truncated.', '(file)');
  const headerLength = start.readUInt32BE(MAGIC.length);
  const headerStart = MAGIC.length + 4;
  if (headerLength > MAX_HEADER_BYTES || headerStart + headerLength + TAG_BYTES > totalBytes || headerStart + headerLength > start.length) {
    throw new PackFormatError('The encrypted pack is truncated or its header is damaged.', '(header)');
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(start.subarray(headerStart, headerStart + headerLength)));
  } catch {
    throw new PackFormatError('The header of the encrypted pack is not valid UTF-8 JSON.', '(header)');
  }
  const header = EncryptedHeader.safeParse(json);
  if (!header.success) throw new PackFormatError('The header of the encrypted pack is damaged or from an unknown version.', '(header)');
  const bodyStart = headerStart + headerLength;
  return { header: header.data, aad: start.subarray(0, bodyStart), bodyStart };
}

function parseEnvelope(bytes: Buffer): Parsed {
  const { header, aad, bodyStart } = parseHeader(bytes, bytes.length);
  return { header, aad, ciphertext: bytes.subarray(bodyStart, bytes.length - TAG_BYTES), tag: bytes.subarray(bytes.length - TAG_BYTES) };
}

/** What anyone can read of an encrypted pack without the passphrase. */
export function readEncryptedHeader(bytes: Buffer): { title: string; encrypted: true } {
  return { title: parseEnvelope(bytes).header.title, encrypted: true };
}

function deriveKeys(passphrase: string, salt: Buffer, kdf: { N: number; r: number; p: number }): Promise<{ key: Buffer; checkKey: Buffer }> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, 64, { ...kdf, maxmem: 256 * kdf.N * kdf.r + 1024 * 1024 }, (err, derived) => {
      if (err) reject(err);
      else resolve({ key: derived.subarray(0, 32), checkKey: derived.subarray(32) });
    });
  });
}

const passphraseCheck = (checkKey: Buffer) => createHmac('sha256', checkKey).update('moot-pack-passphrase-check').digest();

/** Wraps a whole `.moot` zip in AES-256-GCM under a scrypt key. */
export async function encryptPack(zip: Buffer, passphrase: string, title: string): Promise<Buffer> {
  if (passphrase.length === 0) throw new PassphraseError('required', 'The passphrase must not be empty.');
  if (isEncryptedPack(zip)) throw new PackFormatError('This pack is already encrypted.', '(file)');
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const { key, checkKey } = await deriveKeys(passphrase, salt, DEFAULT_KDF);
  const header: EncryptedHeader = {
    format: 'moot-encrypted-pack',
    version: 1,
    encrypted: true,
    title: title.slice(0, 200),
    kdf: { name: 'scrypt', ...DEFAULT_KDF, salt: salt.toString('base64') },
    cipher: 'aes-256-gcm',
    iv: iv.toString('base64'),
    check: passphraseCheck(checkKey).toString('base64'),
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headerBytes.length);
  const aad = Buffer.concat([MAGIC, length, headerBytes]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(zip), cipher.final()]);
  return Buffer.concat([aad, body, cipher.getAuthTag()]);
}

/** The key for a header, once the passphrase is known to be right. A wrong passphrase and a damaged file get different errors. */
async function keyFor(header: EncryptedHeader, passphrase: string | undefined): Promise<Buffer> {
  if (passphrase === undefined || passphrase.length === 0) {
    throw new PassphraseError('required', `"${header.title}" is encrypted: enter its passphrase to open it.`);
  }
  const { key, checkKey } = await deriveKeys(passphrase, Buffer.from(header.kdf.salt, 'base64'), header.kdf);
  const expected = Buffer.from(header.check, 'base64');
  const actual = passphraseCheck(checkKey);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new PassphraseError('wrong', `The passphrase for "${header.title}" is wrong.`);
  }
  return key;
}

const alteredEnvelope = (header: EncryptedHeader) =>
  new PackFormatError(`The passphrase is right but the encrypted pack "${header.title}" has been altered or damaged, so it cannot be opened.`, '(file)');

/** Unwraps an encrypted pack. A wrong passphrase and a damaged file get different errors. */
export async function decryptPack(bytes: Buffer, passphrase: string | undefined): Promise<Buffer> {
  const { header, aad, ciphertext, tag } = parseEnvelope(bytes);
  const key = await keyFor(header, passphrase);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(header.iv, 'base64'));
    decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    throw alteredEnvelope(header);
  }
}

const DECRYPT_CHUNK_BYTES = 1024 * 1024;

/**
 * Unwraps an encrypted pack file into memory, read a piece at a time into one reused buffer and
 * decrypted straight into the one buffer it returns: the plaintext is never written to disk, and
 * the file is never held whole beside it. The plaintext is returned only once the tag is checked.
 */
export async function decryptPackFile(path: string, passphrase: string | undefined, maxFileBytes: number): Promise<Buffer> {
  const handle = await openFile(path);
  try {
    const { size } = await handle.stat();
    if (size > maxFileBytes) throw new PackFormatError(`${basename(path)} is ${size} bytes; the limit is ${maxFileBytes}.`, '(file)');
    const start = Buffer.alloc(Math.min(size, MAGIC.length + 4 + MAX_HEADER_BYTES));
    await handle.read(start, 0, start.length, 0);
    const { header, aad, bodyStart } = parseHeader(start, size);
    const key = await keyFor(header, passphrase);
    const tag = Buffer.alloc(TAG_BYTES);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(header.iv, 'base64'));
    decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    const end = size - TAG_BYTES;
    const plain = Buffer.allocUnsafe(end - bodyStart);
    const chunk = Buffer.allocUnsafe(Math.min(DECRYPT_CHUNK_BYTES, Math.max(1, end - bodyStart)));
    let written = 0;
    try {
      for (let position = bodyStart; position < end; ) {
        const { bytesRead } = await handle.read(chunk, 0, Math.min(chunk.length, end - position), position);
        if (bytesRead === 0) throw alteredEnvelope(header);
        position += bytesRead;
        written += decipher.update(chunk.subarray(0, bytesRead)).copy(plain, written);
      }
      written += decipher.final().copy(plain, written);
    } catch {
      throw alteredEnvelope(header);
    }
    return plain.subarray(0, written);
  } finally {
    await handle.close();
  }
}
