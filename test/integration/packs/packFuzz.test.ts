import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { FuzzCase } from '../../support/packFuzzHarness';
import { writeSourceFolder } from '../../support/packFixtures';

const root = join(import.meta.dirname, '..', '..', '..');

/**
 * The fuzz runs in a child Node process under the permission model, allowed to write only inside
 * its own temporary folder: a reader that tried to extract a `../` entry would fail loudly there.
 */
describe('hostile and mutated packs', () => {
  it('rejects every one with a message, without crashing, hanging or writing outside its temp folder', async () => {
    const sandbox = mkdtempSync(join(tmpdir(), 'moot-fuzz-'));
    const harness = join(sandbox, 'packFuzzHarness.mjs');
    await build({
      entryPoints: [join(root, 'test/support/packFuzzHarness.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: harness,
      logLevel: 'warning',
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    const source = writeSourceFolder();
    const started = performance.now();
    await promisify(execFile)(
      process.execPath,
      ['--experimental-permission', '--allow-fs-read=*', `--allow-fs-write=${sandbox}/*`, harness, sandbox, source, join(root, 'scenarios/kestrel-v-northgate'), '300'],
      { maxBuffer: 16 * 1024 * 1024, timeout: 240_000 },
    );
    const wallMs = performance.now() - started;
    const { cases, totalMs, sandboxed, peakRssMb } = JSON.parse(readFileSync(join(sandbox, 'results.json'), 'utf8')) as {
      cases: FuzzCase[];
      totalMs: number;
      sandboxed: boolean;
      peakRssMb: number;
    };

    const hostile = cases.filter((c) => c.name.startsWith('hostile:'));
    const slowest = cases.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
    console.log(
      `pack fuzz: ${cases.length} packs (${hostile.length} hand-made, ${cases.length - hostile.length} mutated) in ${(totalMs / 1000).toFixed(1)} s ` +
        `(child wall time ${(wallMs / 1000).toFixed(1)} s); slowest ${slowest.cpuMs.toFixed(0)} ms of CPU (${slowest.ms.toFixed(0)} ms wall): ${slowest.name}; ` +
        `crashes ${cases.filter((c) => c.outcome === 'crash').length}, altered or hostile packs accepted ${cases.filter((c) => c.outcome === 'accepted').length}, ` +
        `hung ${cases.filter((c) => c.outcome === 'timeout').length}, over 2 s of CPU ${cases.filter((c) => c.cpuMs > 2_000).length}; peak RSS while reading ${peakRssMb.toFixed(0)} MB`,
    );
    for (const c of hostile) console.log(`  ${c.name} -> ${c.message.slice(0, 140)}`);

    expect(sandboxed).toBe(true);
    expect(peakRssMb).toBeLessThan(300);
    expect(cases.length - hostile.length).toBeGreaterThanOrEqual(500);
    expect(hostile.length).toBeGreaterThanOrEqual(25);
    const bad = cases.filter((c) => c.outcome !== 'rejected' || c.cpuMs > 2_000);
    expect(bad, JSON.stringify(bad.slice(0, 5), null, 2)).toEqual([]);
    // No stray files: the escape probe was refused, and the sandbox holds only our own two files.
    expect(existsSync(join(source, '..', 'escaped.txt'))).toBe(false);
    expect(readdirSync(sandbox).sort()).toEqual(['packFuzzHarness.mjs', 'results.json']);

    const messages = Object.fromEntries(hostile.map((c) => [c.name.replace('hostile: ', ''), c.message]));
    expect(messages['../ path']).toMatch(/climbs out of the pack/);
    expect(messages['symlink entry']).toMatch(/symbolic link/);
    expect(messages['overlapping entries (one payload named twice)']).toMatch(/overlaps another entry/);
    expect(messages['duplicate scenario.json']).toMatch(/appears twice/);
    expect(messages['zip bomb: 20 MB of zeros at 1000:1']).toMatch(/compressed more than 100:1|more than 20 times its own size/);
    expect(messages['zip bomb: 150 MB entry, declared honestly']).toMatch(/limit for one file/);
    expect(messages['10 MB string in scenario.json']).toMatch(/scenario.json is \d+ bytes; the limit/);
    expect(messages['5 MB affidavit (under the JSON limit, over the field limit)']).toMatch(/witnesses\[0\]\.affidavit/);
    expect(messages['invalid UTF-8 in scenario.json']).toMatch(/not valid UTF-8/);
  });
});
