import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPack, encryptPack, generateSigningKey, loadPrivateKey, PackFormatError, PassphraseError, readPack, readPackFile, signPack } from '../../../main/packs';
import { writeSourceFolder } from '../../support/packFixtures';

/** The file reader hashes each entry as it streams from disk; it must judge every pack as `readPack` does in memory. */
describe('reading a pack from a file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'moot-pack-file-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const save = (name: string, bytes: Buffer): string => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };

  const signedPack = async () => {
    const { bytes } = await buildPack(writeSourceFolder());
    const key = generateSigningKey();
    return { signed: await signPack(bytes, loadPrivateKey(key.privateKeyPem), 'Prof. Ada Byrne'), key };
  };

  it('verifies a pack signed by the signer, with the same digests as the in-memory reader', async () => {
    const { signed, key } = await signedPack();
    const fromFile = await readPackFile(save('signed.moot', signed));
    expect(fromFile.signature).toEqual({ status: 'signed', fingerprint: key.fingerprint, signer: 'Prof. Ada Byrne', problems: [] });
    const inMemory = await readPack(signed);
    expect(fromFile.digests).toEqual(inMemory.digests);
    expect(fromFile.digests.map((d) => d.name)).toEqual(['manifest.json', 'scenario.json', 'exhibits/chart.pdf', 'signature.json']);
    expect(fromFile.scenarioJson).toBe(inMemory.scenarioJson);
  });

  it('reports an exhibit changed inside a signed pack as altered, naming the entry', async () => {
    const { signed } = await signedPack();
    const tampered = Buffer.from(signed);
    const at = tampered.indexOf('%PDF-') + 8;
    tampered[at] = tampered[at]! ^ 0x01;
    const pack = await readPackFile(save('tampered.moot', tampered));
    expect(pack.signature.status).toBe('altered');
    expect(pack.signature.problems).toContain('exhibits/chart.pdf does not match its sha256 in the manifest.');
  });

  it('reports a changed zip header (not covered by any hash) as altered', async () => {
    const { signed } = await signedPack();
    const tampered = Buffer.from(signed);
    // The first local header's modification time (bytes 10–13): the data and its digests are untouched.
    tampered[10] = tampered[10]! ^ 0x01;
    const pack = await readPackFile(save('header.moot', tampered));
    expect(pack.signature.status).toBe('altered');
    expect(pack.signature.problems).toEqual(['The zip layout differs from the canonical signed archive (entry order or headers).']);
  });

  it('refuses a truncated file with an error naming it', async () => {
    const { signed } = await signedPack();
    const path = save('cut-short.moot', signed.subarray(0, Math.floor(signed.length * 0.6)));
    const error = await readPackFile(path).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(PackFormatError);
    expect((error as Error).message).toMatch(/^cut-short\.moot: .*damaged or incomplete/);
  });

  it('names the entry whose data ends early when only the data is damaged', async () => {
    const { signed } = await signedPack();
    // The chart's local header claims far more bytes than are there: yauzl fails reading that entry.
    const damaged = Buffer.from(signed);
    const name = Buffer.from('exhibits/chart.pdf');
    let header = -1;
    for (let at = damaged.indexOf(name); at >= 0 && header < 0; at = damaged.indexOf(name, at + 1)) {
      if (at >= 30 && damaged.readUInt32LE(at - 30) === 0x04034b50) header = at - 30;
    }
    expect(header).toBeGreaterThan(0);
    damaged.writeUInt16LE(0xffff, header + 28);
    await expect(readPackFile(save('damaged.moot', damaged))).rejects.toMatchObject({ path: 'exhibits/chart.pdf' });
  });

  it('opens an encrypted file with its passphrase, and asks for it without one', async () => {
    const { signed, key } = await signedPack();
    const path = save('locked.moot', await encryptPack(signed, 'right', 'Locked case'));
    const pack = await readPackFile(path, { passphrase: 'right' });
    expect(pack).toMatchObject({ encrypted: true, signature: { status: 'signed', fingerprint: key.fingerprint } });
    await expect(readPackFile(path)).rejects.toBeInstanceOf(PassphraseError);
    await expect(readPackFile(path, { passphrase: 'wrong' })).rejects.toThrow('The passphrase for "Locked case" is wrong.');
  });

  it('names a missing file', async () => {
    await expect(readPackFile(join(dir, 'absent.moot'))).rejects.toThrow('absent.moot cannot be read.');
  });
});
