import { describe, expect, it } from 'vitest';
import { buildPack, DEFAULT_PACK_LIMITS, generateSigningKey, loadPrivateKey, readPack, readZipEntries, signPack, writeZip, type ZipEntryData } from '../../../main/packs';
import { writeSourceFolder } from '../../support/packFixtures';

// Issue 21, finding 1: the signature binds the signer's name, key and time, and a signed pack must be
// exactly the canonical archive (no reformatting, no reordering).
async function signedFixture(): Promise<{ signed: Buffer; entries: ZipEntryData[] }> {
  const { bytes } = await buildPack(writeSourceFolder());
  const signed = await signPack(bytes, loadPrivateKey(generateSigningKey().privateKeyPem), 'Prof. Ada Byrne', { signedAt: new Date('2026-01-02T03:04:05Z') });
  return { signed, entries: await readZipEntries(signed, DEFAULT_PACK_LIMITS) };
}

function editSignature(entries: ZipEntryData[], edit: (sig: Record<string, unknown>) => Buffer): ZipEntryData[] {
  return entries.map((e) => (e.name === 'signature.json' ? { name: e.name, data: edit(JSON.parse(e.data.toString('utf8')) as Record<string, unknown>) } : e));
}

const canonical = (sig: Record<string, unknown>): Buffer => Buffer.from(`${JSON.stringify(sig, null, 2)}\n`);

describe('pack signatures bind the signer and the canonical layout', () => {
  it('verifies the canonical signed pack with its signer and time', async () => {
    const { signed, entries } = await signedFixture();
    const pack = await readPack(signed);
    expect(pack.signature).toMatchObject({ status: 'signed', signer: 'Prof. Ada Byrne', problems: [] });
    expect(entries.map((e) => e.name)).toEqual(['manifest.json', 'scenario.json', 'exhibits/chart.pdf', 'signature.json']);
    expect(JSON.parse(entries.at(-1)!.data.toString('utf8'))).toMatchObject({ signedAt: '2026-01-02T03:04:05.000Z' });
  });

  it('renaming the signer without the key shows as altered', async () => {
    const { entries } = await signedFixture();
    const renamed = editSignature(entries, (sig) => canonical({ ...sig, signer: 'Dean of Law (official)' }));
    const pack = await readPack(await writeZip(renamed));
    expect(pack.signature.status).toBe('altered');
    expect(pack.signature.problems.join(' ')).toMatch(/signer, key and signing time/);
  });

  it('moving the signing time shows as altered', async () => {
    const { entries } = await signedFixture();
    const moved = editSignature(entries, (sig) => canonical({ ...sig, signedAt: '2030-01-01T00:00:00.000Z' }));
    expect((await readPack(await writeZip(moved))).signature.status).toBe('altered');
  });

  it('reformatting signature.json shows as altered', async () => {
    const { entries } = await signedFixture();
    const compact = editSignature(entries, (sig) => Buffer.from(JSON.stringify(sig)));
    const pack = await readPack(await writeZip(compact));
    expect(pack.signature.status).toBe('altered');
    expect(pack.signature.problems.join(' ')).toMatch(/signature.json is not in canonical form/);
  });

  it('reordering the entries shows as altered', async () => {
    const { entries } = await signedFixture();
    const reordered = [entries[1]!, entries[0]!, ...entries.slice(2)];
    const pack = await readPack(await writeZip(reordered));
    expect(pack.signature.status).toBe('altered');
    expect(pack.signature.problems.join(' ')).toMatch(/zip layout differs/);
  });

  it('a signature in the old format (no signer time) is not accepted as signed', async () => {
    const { entries } = await signedFixture();
    const old = editSignature(entries, (sig) => {
      const { signedAt: _dropped, ...rest } = sig;
      return canonical(rest);
    });
    expect((await readPack(await writeZip(old))).signature.status).toBe('altered');
  });
});
