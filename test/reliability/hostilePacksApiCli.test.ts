import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { invokeProcedure } from '../../main/api';
import { createPacksHandlers } from '../../main/api/handlers/packsHandlers';
import { runPackCli } from '../../main/app/packCli';
import { buildPack, DEFAULT_PACK_LIMITS, PackLibrary, readZipEntries } from '../../main/packs';
import { listPacks, openWorkspace } from '../../main/store';
import { hostilePacks } from '../support/packFuzzHarness';
import { writeSourceFolder } from '../support/packFixtures';

// The hand-made hostile packs through the other two doors: the API (packs.inspect and packs.import)
// and the CLI (`verify`). Every one is refused with a message; nothing is stored.
const work = mkdtempSync(join(tmpdir(), 'moot-hostile-api-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('hostile packs through the API and the CLI', () => {
  it('refuses every one, stores nothing, and the CLI exits 1 or 2', async () => {
    const entries = await readZipEntries((await buildPack(writeSourceFolder())).bytes, DEFAULT_PACK_LIMITS);
    const get = (name: string) => entries.find((e) => e.name === name)!.data;
    const cases = hostilePacks({ manifest: get('manifest.json'), scenario: get('scenario.json'), exhibit: get('exhibits/chart.pdf') });
    const workspace = openWorkspace(join(work, 'ws'));
    const handlers = createPacksHandlers({ packs: new PackLibrary({ db: { reader: () => workspace.db, writer: () => workspace.db }, builtinDir: null }), allowPathImport: false });
    let peak = process.memoryUsage().rss;
    const accepted: string[] = [];
    let cliRuns = 0;
    try {
      for (const [name, bytes] of cases) {
        const fileBase64 = bytes.toString('base64');
        for (const procedure of ['packs.inspect', 'packs.import'] as const) {
          const envelope = await invokeProcedure(handlers as never, procedure, { fileBase64, passphrase: 'x' });
          if (envelope.ok || envelope.error.code === 'internal') accepted.push(`${procedure} ${name}: ${JSON.stringify(envelope).slice(0, 160)}`);
        }
        const file = join(work, 'case.moot');
        writeFileSync(file, bytes);
        const code = await runPackCli(['verify', file], { out: () => undefined, err: () => undefined });
        cliRuns++;
        if (code !== 1 && code !== 2) accepted.push(`cli verify ${name}: exit ${code}`);
        peak = Math.max(peak, process.memoryUsage().rss);
      }
      expect(listPacks(workspace.db)).toEqual([]);
    } finally {
      workspace.close();
    }
    console.log(`hostile packs via API and CLI: ${cases.length} packs, ${cases.length * 2} API calls, ${cliRuns} CLI runs, ${accepted.length} accepted or crashed, peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`);
    expect(accepted).toEqual([]);
  });
});
