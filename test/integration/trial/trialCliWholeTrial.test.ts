import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTrialCli } from '../../../main/app/trialCli';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function script(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'moot-arc-cli-'));
  dirs.push(dir);
  const file = join(dir, 'script.txt');
  writeFileSync(file, text);
  return file;
}

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runTrialCli(args, { out: (line) => out.push(line), err: (line) => err.push(line), env: {} });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the trial CLI, whole trial', () => {
  it('plays OPENING, the examinations, MOTION directed verdict, CLOSING and prints the verdict and the rubrics', async () => {
    const file = script(`# the defense: opening, let counsel's questions pass, move, close
OPENING The clerk told Officer Pruitt she could not really see the robber's face.
MOTION directed verdict
NEXT
NEXT
CLOSING The clerk could not really see the robber's face. The State has not proved who robbed the store.
`);
    const { code, out, err } = await run(['--scenario', 'scenarios/state-v-avery', '--witness', 'all', '--as', 'defense', '--examinations', 'direct', '--script', file, '--trial', 'full', '--skip', 'instructions']);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('== OPENING of the plaintiff [COUNSEL]');
    expect(out).toContain('== OPENING of the defense [YOU]');
    expect(out).toMatch(/== MOTION for a directed verdict by the defense \[YOU\]\n {3}JUDGE: (Granted|Denied)/);
    expect(out).toContain('== VERDICT for the');
    expect(out).not.toContain('JURY INSTRUCTIONS');
    expect(out).toContain('SPEECHES');
    expect(out).toMatch(/theory: - not assessed/);
  }, 120_000);

  it('refuses speech lines without --trial full, and a bad --skip, with a clear error', async () => {
    const file = script('OPENING Members of the jury.\n');
    const plain = await run(['--scenario', 'scenarios/state-v-avery', '--witness', 'all', '--as', 'plaintiff', '--script', file]);
    expect(plain.code).toBe(1);
    expect(plain.err).toMatch(/script\.txt:1: OPENING is not in order now.*--trial full/);
    const bad = await run(['--scenario', 'scenarios/state-v-avery', '--witness', 'all', '--as', 'plaintiff', '--script', file, '--trial', 'full', '--skip', 'lunch']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--skip: "lunch" is not a part/);
  }, 60_000);
});
