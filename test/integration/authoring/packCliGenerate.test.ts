import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPackCli } from '../../../main/app/packCli';
import { casePacketDocx } from '../../support/casePacketFixture';

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPackCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run pack -- generate', () => {
  it('drafts a source folder from a packet that builds into a valid pack, and never overwrites a folder', async () => {
    const work = mkdtempSync(join(tmpdir(), 'moot-generate-'));
    const packet = join(work, 'carver.docx');
    writeFileSync(packet, await casePacketDocx());
    const folder = join(work, 'carver-draft');

    const generated = await cli('generate', packet, '-o', folder);
    expect(generated.code).toBe(0);
    expect(generated.out).toContain('"State v. Daniel Carver": 3 witnesses, 3 stipulations, 3 exhibits');
    expect(generated.out).toContain('note at caseTheories:');
    expect(generated.err).toContain('The draft is valid.');
    expect(readdirSync(folder).sort()).toEqual(['manifest.json', 'scenario.json']);
    expect(await cli('build', folder, '-o', join(work, 'carver.moot'))).toMatchObject({ code: 0, out: expect.stringContaining('3 witnesses') });

    // The folder now holds the draft: a second run must not overwrite it.
    expect(await cli('generate', packet, '-o', folder)).toMatchObject({ code: 1, err: expect.stringContaining('is not empty') });
  });

  it('names the file it cannot read, and asks for -o', async () => {
    const work = mkdtempSync(join(tmpdir(), 'moot-generate-'));
    const notes = join(work, 'notes.txt');
    writeFileSync(notes, 'a shopping list');
    expect(await cli('generate', notes, '-o', join(work, 'out'))).toMatchObject({ code: 1, err: expect.stringContaining('notes.txt is not a PDF, a Word document (DOCX) or a picture') });
    expect(await cli('generate', notes)).toMatchObject({ code: 2, err: expect.stringContaining('generate needs -o <folder>.') });
  });
});
