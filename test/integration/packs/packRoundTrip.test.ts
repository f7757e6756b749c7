import { describe, expect, it } from 'vitest';
import {
  buildPack,
  decryptPack,
  encryptPack,
  generateSigningKey,
  loadPrivateKey,
  PassphraseError,
  readEncryptedHeader,
  readPack,
  signPack,
  readZipEntries,
  DEFAULT_PACK_LIMITS,
  writeZip,
} from '../../../main/packs';
import { sampleTrialScenario, writeSourceFolder } from '../../support/packFixtures';

describe('pack round trips', () => {
  it('builds a folder and reads back the same scenario, unsigned', async () => {
    const { bytes, pack } = await buildPack(writeSourceFolder());
    expect(pack.signature.status).toBe('unsigned');
    expect(pack.manifest.files['scenario.json']?.bytes).toBeGreaterThan(100);
    expect(pack.manifest.files['exhibits/chart.pdf']?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(pack.scenario).toMatchObject({ kind: 'trial', caption: 'Fixture Ltd v. Sample Shipping' });
    // Building twice gives the same bytes: the writer is deterministic.
    expect((await buildPack(writeSourceFolder())).bytes.equals(bytes)).toBe(true);
  });

  it('signs and verifies, showing the fingerprint; any flipped byte fails verification', async () => {
    const { bytes } = await buildPack(writeSourceFolder());
    const key = generateSigningKey();
    const signed = await signPack(bytes, loadPrivateKey(key.privateKeyPem), 'Prof. Ada Byrne');
    const pack = await readPack(signed);
    expect(pack.signature).toEqual({ status: 'signed', fingerprint: key.fingerprint, signer: 'Prof. Ada Byrne', problems: [] });
    expect(key.fingerprint).toMatch(/^([0-9a-f]{4} ){7}[0-9a-f]{4}$/);

    let altered = 0;
    let rejected = 0;
    for (let i = 0; i < signed.length; i++) {
      const copy = Buffer.from(signed);
      copy[i] = copy[i]! ^ 0x20;
      const outcome = await readPack(copy).then(
        (p) => p.signature.status,
        (err: Error) => (expect(err.message.length).toBeGreaterThan(10), 'rejected'),
      );
      expect(outcome, `byte ${i}`).not.toBe('signed');
      if (outcome === 'altered') altered++;
      else rejected++;
    }
    expect(altered).toBeGreaterThan(0);
    expect(rejected).toBeGreaterThan(0);
  });

  it('reports a content change that still parses as altered, with the reason', async () => {
    const { bytes } = await buildPack(writeSourceFolder());
    const signed = await signPack(bytes, loadPrivateKey(generateSigningKey().privateKeyPem));
    const at = signed.indexOf('The fog was thick');
    const tampered = Buffer.from(signed);
    tampered.write('The fog was THICK', at, 'latin1');
    const pack = await readPack(tampered);
    expect(pack.signature.status).toBe('altered');
    expect(pack.signature.problems.join(' ')).toMatch(/scenario.json does not match its sha256/);
  });

  it('rejects a signature from a different key substituted into the pack', async () => {
    const { bytes } = await buildPack(writeSourceFolder());
    const signedA = await signPack(bytes, loadPrivateKey(generateSigningKey().privateKeyPem));
    const entries = await readZipEntries(signedA, DEFAULT_PACK_LIMITS);
    const sig = JSON.parse(entries.at(-1)!.data.toString('utf8')) as Record<string, string>;
    sig.fingerprint = 'ffff ffff ffff ffff ffff ffff ffff ffff';
    entries[entries.length - 1] = { name: 'signature.json', data: Buffer.from(JSON.stringify(sig)) };
    expect((await readPack(await writeZip(entries))).signature.status).toBe('altered');
  });

  it('encrypts and decrypts; only the title and "encrypted" show without the passphrase', async () => {
    const { bytes } = await buildPack(writeSourceFolder());
    const encrypted = await encryptPack(bytes, 'correct horse battery staple', 'Fixture v Fixture');
    expect(readEncryptedHeader(encrypted)).toEqual({ title: 'Fixture v Fixture', encrypted: true });
    expect(encrypted.includes(Buffer.from('The fog was thick'))).toBe(false);
    expect(encrypted.includes(Buffer.from('Test Author'))).toBe(false);
    expect((await decryptPack(encrypted, 'correct horse battery staple')).equals(bytes)).toBe(true);
    const opened = await readPack(encrypted, { passphrase: 'correct horse battery staple' });
    expect(opened.encrypted).toBe(true);
    expect(opened.scenario.metadata.title).toBe((sampleTrialScenario().metadata as { title: string }).title);
  });

  it('gives a clear error for a wrong or missing passphrase, and for a damaged ciphertext', async () => {
    const { bytes } = await buildPack(writeSourceFolder());
    const encrypted = await encryptPack(bytes, 'right', 'Locked case');
    await expect(readPack(encrypted, { passphrase: 'wrong' })).rejects.toThrow('The passphrase for "Locked case" is wrong.');
    await expect(readPack(encrypted)).rejects.toBeInstanceOf(PassphraseError);
    const damaged = Buffer.from(encrypted);
    damaged[damaged.length - 40] = damaged[damaged.length - 40]! ^ 1;
    await expect(readPack(damaged, { passphrase: 'right' })).rejects.toThrow(/altered or damaged/);
  });
});

describe('signing refuses a pack whose files do not match its manifest', () => {
  it('names the mismatching file', async () => {
    const { bytes } = await buildPack(writeSourceFolder());
    const tampered = Buffer.from(bytes);
    tampered.write('Deckhanx', tampered.indexOf('Deckhand'), 'latin1');
    await expect(signPack(tampered, loadPrivateKey(generateSigningKey().privateKeyPem))).rejects.toThrow(
      'The pack does not match its manifest (scenario.json does not match its sha256 in the manifest). Rebuild it before signing.',
    );
  });
});
