import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';
import { runTrialCli } from '../../../main/app/trialCli';
import { openWorkspace, readEvents, listSessions } from '../../../main/store';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'moot-exhibit-cli-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const FOUNDATION = ['MARK S-4', 'SHOW S-4', 'APPROACH S-4', 'Do you recognise Exhibit S-4?', 'How do you know what it is?', 'Is it a fair and accurate record of your call?'];

const HUTCHINS = ['--scenario', 'scenarios/state-v-avery', '--witness', 'dale-hutchins', '--as', 'plaintiff'];

async function play(lines: readonly string[], dataDir?: string, setup: readonly string[] = HUTCHINS): Promise<{ code: number; out: string }> {
  const scriptFile = join(tempDir(), 'turns.txt');
  writeFileSync(scriptFile, `${lines.join('\n')}\n`);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runTrialCli([...setup, '--script', scriptFile], {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env: dataDir ? { MOOT_DATA_DIR: dataDir } : {},
  });
  expect(err).toEqual([]);
  return { code, out: out.join('\n') };
}

describe('exhibits in the trial CLI (State v. Avery, S-4 through Dale Hutchins)', () => {
  it('marks, lays the foundation, offers, admits and publishes, and stores the steps', async () => {
    const dataDir = tempDir();
    const { code, out } = await play([...FOUNDATION, 'OFFER S-4', 'PUBLISH S-4'], dataDir);
    expect(code).toBe(0);
    expect(out).toContain('EXHIBIT: Exhibit S-4 is marked for identification.');
    expect(out).toContain('EXHIBIT: Without objection, Exhibit S-4 is received.');
    expect(out).toContain('EXHIBIT: Exhibit S-4 is published to the jury.');
    const workspace = openWorkspace(dataDir, { readOnly: true });
    try {
      const [session] = listSessions(workspace.db);
      const types = readEvents(workspace.db, session!.id).map((event) => event.type);
      expect(types.filter((type) => type === 'FoundationLaid')).toHaveLength(3);
      expect(types).toContain('ExhibitPublished');
    } finally {
      workspace.close();
    }
  });

  it('with an element missing, counsel objects and the judge sustains, naming the element', async () => {
    const { code, out } = await play([...FOUNDATION.slice(0, -1), 'OFFER S-4']);
    expect(code).toBe(0);
    expect(out).toContain('Objection to Exhibit S-4: Lack of foundation / authentication.');
    expect(out).toMatch(/Sustained\. The foundation is incomplete: the witness has not established it is a fair and accurate record of the call\./);
  });
});

describe('impeachment in the trial CLI (Kestrel, Tomás Ferreira on cross, his statement D-3)', () => {
  it('commits, credits and confronts with the prior statement, and stores an impeachment done well', async () => {
    const dataDir = tempDir();
    const script = [
      'You told this jury the ship was about 100 metres away when you first saw it?',
      'IMPEACH COMMIT D-3',
      'You gave a statement to Constable Amy Reeve of the harbour police at the hospital that morning?',
      'IMPEACH CREDIT D-3',
      "In that statement you said the ship was maybe 60 metres away when you first saw it, didn't you?",
      'IMPEACH CONFRONT D-3',
    ];
    const { code, out } = await play(script, dataDir, ['--scenario', 'scenarios/kestrel-v-northgate', '--witness', 'tomas-ferreira', '--as', 'defense']);
    expect(code).toBe(0);
    expect(out).toContain('EXHIBIT: Impeachment with Exhibit D-3: commit.');
    expect(out).toContain('EXHIBIT: Impeachment with Exhibit D-3: confront (commit, credit, confront complete).');
    const workspace = openWorkspace(dataDir, { readOnly: true });
    try {
      const [session] = listSessions(workspace.db);
      const events = readEvents(workspace.db, session!.id).map((stored) => ({ ...(stored.payload as object), type: stored.type }) as SessionEvent);
      expect(events.flatMap((event) => (event.type === 'ImpeachmentStep' ? [event.step] : []))).toEqual(['commit', 'credit', 'confront']);
      expect(events.flatMap((event) => (event.type === 'ScoreChanged' && event.reason === 'impeachment' ? [event.delta] : []))).toEqual([3]);
    } finally {
      workspace.close();
    }
  });
});
