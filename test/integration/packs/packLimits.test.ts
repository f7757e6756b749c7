import { describe, expect, it } from 'vitest';
import { encryptedHeaderPack, packLimitCases } from '../../support/packLimitCases';
import { writeSourceFolder } from '../../support/packFixtures';
import { buildPack, DEFAULT_PACK_LIMITS, readPack, readZipEntries } from '../../../main/packs';

// Issue 21, finding 11: hostile packs within the old limits cost seconds and hundreds of megabytes.
async function valid() {
  const entries = await readZipEntries((await buildPack(writeSourceFolder())).bytes, DEFAULT_PACK_LIMITS);
  const get = (name: string) => entries.find((e) => e.name === name)!.data;
  return { manifest: get('manifest.json'), scenario: get('scenario.json') };
}

describe('pack limits on cost', () => {
  it('refuses each case quickly, naming the limit', async () => {
    const cases = packLimitCases(await valid());
    const expected = [/damaged or from an unknown version/, /unpacks to more than 20 times its own size/, /lists 60000 files; the limit is 1000/];
    for (const [i, [name, bytes]] of cases.entries()) {
      const started = performance.now();
      await expect(readPack(bytes, { passphrase: 'x' }), name).rejects.toThrow(expected[i]!);
      expect(performance.now() - started, name).toBeLessThan(5_000);
    }
  });

  it('still reads a pack encrypted with our own key-derivation setting', async () => {
    // Our setting (N=2^16, r=8, p=1) and twice its work pass the header check: the wrong passphrase is what fails.
    await expect(readPack(encryptedHeaderPack({ N: 2 ** 16, r: 8, p: 1 }), { passphrase: 'x' })).rejects.toThrow(/passphrase|altered or damaged/);
    await expect(readPack(encryptedHeaderPack({ N: 2 ** 17, r: 8, p: 1 }), { passphrase: 'x' })).rejects.toThrow(/passphrase|altered or damaged/);
    await expect(readPack(encryptedHeaderPack({ N: 2 ** 16, r: 8, p: 4 }), { passphrase: 'x' })).rejects.toThrow(/damaged or from an unknown version/);
  });
});
