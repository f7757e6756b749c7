import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runConsultCli } from '../../../main/app/consultCli';
import { buildPack } from '../../../main/packs';
import { CLOSED_JARGON_SCRIPT, EMPATHETIC_OPEN_SCRIPT, housingConsultationJson } from '../../support/consultationFixture';
import { sampleManifest, sampleTrialScenario, writeSourceFolder } from '../../support/packFixtures';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'moot-consult-cli-'));
  dirs.push(dir);
  return dir;
}

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runConsultCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function scenarioFolder(scenario: Record<string, unknown> = housingConsultationJson()): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'scenario.json'), JSON.stringify(scenario));
  return dir;
}

function scriptFile(lines: readonly string[], advice?: string): string {
  const file = join(tempDir(), 'script.txt');
  writeFileSync(file, ['# a scripted interview', ...lines, ...(advice ? [`advice: ${advice}`] : [])].join('\n'));
  return file;
}

describe('npm run consult', () => {
  it('plays a script against a scenario folder and prints the transcript and the report', async () => {
    const result = await cli(['--scenario', scenarioFolder(), '--script', scriptFile(EMPATHETIC_OPEN_SCRIPT, 'Do not leave before a court order.'), '--preset', 'hard']);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('STUDENT  That sounds really worrying.');
    expect(result.out).toContain('FACTS  11 of 11 uncovered');
    expect(result.out).toContain('ADVICE RUBRIC (approximate: keyword coverage of the reference answers)');
    expect(result.out).toContain('COMMUNICATION');
  });

  it('prints events and report as JSON, the same for the same seed', async () => {
    const args = ['--scenario', scenarioFolder(), '--script', scriptFile(CLOSED_JARGON_SCRIPT), '--preset', 'hard', '--seed', '5', '--json'];
    const first = await cli(args);
    const second = await cli(args);
    expect(first.code).toBe(0);
    expect(second.out).toBe(first.out);
    const parsed = JSON.parse(first.out) as { events: { type: string }[]; report: { facts: { foundCount: number; missed: { question: string }[] } } };
    expect(parsed.events[0]!.type).toBe('ConsultationStarted');
    expect(parsed.report.facts.foundCount).toBe(0);
    expect(parsed.report.facts.missed).toHaveLength(11);
  });

  it('reads a .moot pack through the pack reader', async () => {
    const source = writeSourceFolder({
      scenario: housingConsultationJson(),
      manifest: { ...sampleManifest('okafor-housing'), kind: 'consultation', title: 'Okafor' },
      exhibits: {},
    });
    dirs.push(source);
    const { bytes } = await buildPack(source);
    const packFile = join(tempDir(), 'okafor.moot');
    writeFileSync(packFile, bytes);
    const script = join(tempDir(), 'script.json');
    writeFileSync(script, JSON.stringify({ questions: EMPATHETIC_OPEN_SCRIPT.slice(0, 3), advice: 'Keep your emails.' }));
    const result = await cli(['--scenario', packFile, '--script', script, '--json']);
    expect(result.err).toBe('');
    const parsed = JSON.parse(result.out) as { events: { type: string; scenarioId?: string }[] };
    expect(parsed.events[0]).toMatchObject({ type: 'ConsultationStarted', scenarioId: 'okafor-housing' });
    expect(parsed.events.at(-1)).toMatchObject({ type: 'MeetingEnded', reason: 'advice_given' });
  });

  it('names the file and field of a bad scenario, and refuses a trial scenario', async () => {
    const broken = housingConsultationJson();
    (broken.facts as Record<string, unknown>[])[7]!.unlock = undefined;
    const bad = await cli(['--scenario', scenarioFolder(broken), '--script', scriptFile(['Hello?'])]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/scenario\.json: facts\[7\]\.unlock/);
    const trial = await cli(['--scenario', scenarioFolder(sampleTrialScenario()), '--script', scriptFile(['Hello?'])]);
    expect(trial.code).toBe(1);
    expect(trial.err).toMatch(/trial scenario, not a consultation/);
  });

  it('explains wrong usage and bad scripts', async () => {
    expect((await cli(['--script', 'x.txt'])).code).toBe(2);
    expect((await cli(['--scenario', scenarioFolder(), '--script', '/nonexistent/script.txt'])).err).toMatch(/does not exist/);
    const preset = await cli(['--scenario', scenarioFolder(), '--script', scriptFile(['Hi?']), '--preset', 'extreme']);
    expect(preset.code).toBe(2);
    expect(preset.err).toMatch(/--preset must be one of easy, medium, hard, scenario/);
    const empty = join(tempDir(), 'empty.txt');
    writeFileSync(empty, '# nothing\n\n');
    const noQuestions = await cli(['--scenario', scenarioFolder(), '--script', empty]);
    expect(noQuestions.code).toBe(1);
    expect(noQuestions.err).toMatch(/has no questions/);
    const badJson = join(tempDir(), 'bad.json');
    writeFileSync(badJson, '{ "questions": [] }');
    expect((await cli(['--scenario', scenarioFolder(), '--script', badJson])).err).toMatch(/bad\.json: questions/);
  });
});
