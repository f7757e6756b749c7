import { deflateRawSync } from 'node:zlib';
import { writeRawZip } from './rawZip';

/** An encrypted-pack envelope around a given header (the body is never reached). */
export function encryptedHeaderPack(kdf: { N: number; r: number; p: number }): Buffer {
  const header = Buffer.from(
    JSON.stringify({ format: 'moot-encrypted-pack', version: 1, encrypted: true, title: 'x', kdf: { name: 'scrypt', ...kdf, salt: 'AAAAAAAAAAAAAAAAAAAAAA==' }, cipher: 'aes-256-gcm', iv: 'AAAAAAAAAAAAAAAA', check: 'AAAAAAAAAAAAAAAAAAAAAA==' }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([Buffer.from('MOOTENC1'), length, header, Buffer.alloc(64)]);
}

/** The issue-21 hostile packs that stayed within the old limits: costly scrypt, many small bombs, a huge manifest. */
export function packLimitCases(valid: { manifest: Buffer; scenario: Buffer }): [string, Buffer][] {
  const megabyte = Buffer.alloc(1024 * 1024);
  const deflatedMegabyte = deflateRawSync(megabyte, { level: 9 });
  const manifest = JSON.parse(valid.manifest.toString('utf8')) as Record<string, unknown>;
  const files = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`f${i}`, 0]));
  return [
    ['encrypted header asking for the costliest allowed scrypt (N=2^18, r=16, p=4)', encryptedHeaderPack({ N: 2 ** 18, r: 16, p: 4 })],
    [
      '299 entries of 1 MB each, deflated into a small file',
      writeRawZip([
        { name: 'manifest.json', data: valid.manifest },
        { name: 'scenario.json', data: valid.scenario },
        ...Array.from({ length: 299 }, (_, i) => ({ name: `exhibits/z${i}.pdf`, data: megabyte, method: 8, payload: deflatedMegabyte })),
      ]),
    ],
    ['60,000 invalid manifest entries', writeRawZip([{ name: 'manifest.json', data: Buffer.from(JSON.stringify({ ...manifest, files })) }, { name: 'scenario.json', data: valid.scenario }])],
  ];
}
