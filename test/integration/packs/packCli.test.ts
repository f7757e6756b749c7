import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runPackCli } from '../../../main/app/packCli';
import { writeSourceFolder } from '../../support/packFixtures';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPackCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('pack CLI', () => {
  it('builds, signs, verifies, encrypts and decrypts with the documented exit codes', async () => {
    const work = mkdtempSync(join(tmpdir(), 'moot-cli-'));
    const pack = join(work, 'case.moot');
    expect((await cli('build', writeSourceFolder(), '-o', pack)).code).toBe(0);
    expect(await cli('validate', pack)).toMatchObject({ code: 0, out: expect.stringContaining('signature: unsigned') });
    expect(await cli('verify', pack)).toMatchObject({ code: 1, err: expect.stringContaining('not signed') });

    const keygen = await cli('keygen', '-o', join(work, 'prof'));
    const fingerprint = /Fingerprint: (.+)/.exec(keygen.out)?.[1];
    expect(fingerprint).toMatch(/^([0-9a-f]{4} ){7}[0-9a-f]{4}$/);
    expect((await cli('sign', pack, '--key', join(work, 'prof.key'), '--signer', 'Prof. Byrne')).code).toBe(0);
    // Without a key the name is only the signer's claim; with the trusted public key it is checked.
    expect(await cli('verify', pack)).toMatchObject({ code: 0, out: expect.stringContaining(`signed with key ${fingerprint}, which calls itself "Prof. Byrne"`) });
    expect(await cli('verify', pack, '--key', join(work, 'prof.pub'))).toEqual({ code: 0, out: `Verified: signed by Prof. Byrne with the key in ${join(work, 'prof.pub')} (${fingerprint}).`, err: '' });
    // Re-signed with another key under the same name: intact, but not the trusted key.
    const impostor = join(work, 'impostor.moot');
    await cli('keygen', '-o', join(work, 'other'));
    expect((await cli('sign', pack, '--key', join(work, 'other.key'), '--signer', 'Prof. Byrne', '-o', impostor)).code).toBe(0);
    expect(await cli('verify', impostor, '--key', join(work, 'prof.pub'))).toMatchObject({ code: 1, err: expect.stringContaining(`not with ${join(work, 'prof.pub')} (key ${fingerprint})`) });
    // A private key or any other file where the public key belongs is a clear error.
    expect(await cli('verify', pack, '--key', join(work, 'prof.key'))).toMatchObject({ code: 1, err: expect.stringContaining('is a private key') });
    expect(await cli('verify', pack, '--key', join(work, 'missing.pub'))).toMatchObject({ code: 2 });

    const bytes = readFileSync(pack);
    const tampered = join(work, 'tampered.moot');
    const at = bytes.indexOf('Deckhand');
    bytes.write('Deckhanx', at, 'latin1');
    writeFileSync(tampered, bytes);
    expect(await cli('verify', tampered)).toMatchObject({ code: 1, err: expect.stringContaining('altered') });

    writeFileSync(join(work, 'pass'), 'open sesame\n');
    writeFileSync(join(work, 'wrong'), 'close sesame\n');
    expect((await cli('encrypt', pack, '--passphrase-file', join(work, 'pass'), '-o', join(work, 'locked.moot'))).code).toBe(0);
    expect(await cli('inspect', join(work, 'locked.moot'))).toMatchObject({ code: 0, out: expect.stringContaining('encrypted: yes') });
    expect(await cli('decrypt', join(work, 'locked.moot'), '--passphrase-file', join(work, 'wrong'))).toMatchObject({
      code: 1,
      err: expect.stringContaining('passphrase for "Fixture v Fixture" is wrong'),
    });
    expect((await cli('decrypt', join(work, 'locked.moot'), '--passphrase-file', join(work, 'pass'), '-o', join(work, 'open.moot'))).code).toBe(0);
    expect(readFileSync(join(work, 'open.moot')).equals(readFileSync(pack))).toBe(true);
    expect(await cli('verify', join(work, 'open.moot'))).toMatchObject({ code: 0 });
  });

  it('reports usage errors with exit code 2 and a schema error with its JSON path', async () => {
    expect((await cli('frobnicate')).code).toBe(2);
    expect((await cli('build', writeSourceFolder())).err).toContain('build needs -o <file>.');
    const broken = writeSourceFolder({ scenario: { kind: 'trial', formatVersion: 1 } });
    const result = await cli('validate', broken);
    expect(result.code).toBe(1);
    // Every problem is listed, one a line, none hidden behind "and N more".
    expect(result.err).toMatch(/^Error: scenario.json has 9 problems:\n {2}metadata: This field is required/);
    expect(result.err.split('\n').filter((line) => /^ {2}\w+: /.test(line))).toHaveLength(9);
    expect(result.err).not.toMatch(/more\)/);
  });

  it('runs as `npm run pack` with a non-zero exit code on failure', async () => {
    const run = promisify(execFile);
    const failure = await run('npm', ['run', '-s', 'pack', '--', 'validate', '/nonexistent.moot'], { cwd: process.cwd() }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('/nonexistent.moot does not exist.') });
  });

  it('lints a source folder: each warning with its path and fix, then the dry run, exit 0', async () => {
    // validate names the keywords that match nothing, without the dry run.
    const validated = await cli('validate', join(__dirname, '../../../scenarios/kestrel-v-northgate'));
    expect(validated.code).toBe(0);
    expect(validated.out).toMatch(/^warning keyword_empty at elicits\[19\]\.keywords\[2\]: "did not" has no word of content/m);
    expect(validated.out).not.toMatch(/^dry run:/m);
    const result = await cli('lint', join(__dirname, '../../../scenarios/kestrel-v-northgate'));
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^warning \w+ at (?:elicits|witnesses)\[\d+\]\S*: .+\n {2}fix: .+/m);
    expect(result.out).toMatch(/^dry run: capt-elliot-marsh: counsel's model questions establish \d+ of \d+ elicits$/m);
    expect(result.out).toMatch(/^\d+ warnings\.$/m);
  });
});
