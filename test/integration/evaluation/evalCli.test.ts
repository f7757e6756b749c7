import { describe, expect, it } from 'vitest';
import { runEvalCli } from '../../../main/app/evalCli';
import { listEvalScores, openWorkspace, setSetting } from '../../../main/store';
import { startFakeOpenAiServer } from '../../support/fakeOpenAiServer';
import { playStoredTrial } from '../../support/evalFixtures';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-eval-cli-');

async function cli(argv: string[], dataDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runEvalCli(argv, { out: (line) => out.push(line), err: (line) => err.push(line), env: { MOOT_DATA_DIR: dataDir } });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run eval', () => {
  it('evaluates the latest sessions with the rules judges and prints a table or JSON', async () => {
    const dir = `${temp.dir}/ws`;
    const workspace = openWorkspace(dir);
    await playStoredTrial(workspace.db, 'older', 20, 1);
    await playStoredTrial(workspace.db, 'newer', 20, 2);
    workspace.close();

    const table = await cli(['--latest', '1'], dir);
    expect(table.err).toBe('');
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/Session newer/);
    expect(table.out).toMatch(/judge\s+RulingCorrectness\s+1\.00 pass/);
    expect(table.out).toMatch(/JudicialDemeanor\s+not assessed/);
    expect(table.out).not.toMatch(/Session older/);

    const json = await cli(['--session', 'older', '--judges', 'rules', '--json'], dir);
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.out) as { summaries: { sessionId: string; metrics: { metric: string }[] }[] };
    expect(parsed.summaries.map((summary) => summary.sessionId)).toEqual(['older']);
    const check = openWorkspace(dir);
    expect(listEvalScores(check.db, { sessionId: 'older' }).length).toBeGreaterThan(0);
    check.close();
  });

  it('adds a G-Eval judge on the cloud model of Settings with --judges rules,cloud', async () => {
    const server = await startFakeOpenAiServer({ structuredContent: '{"score":"4"}' });
    try {
      const dir = `${temp.dir}/cloud`;
      const workspace = openWorkspace(dir);
      await playStoredTrial(workspace.db, 'one', 6, 1);
      setSetting(workspace.db, 'cloud.model', { enabled: true, baseUrl: server.baseUrl, model: 'grader', apiKey: null });
      workspace.close();
      const result = await cli(['--latest', '1', '--judges', 'rules,cloud', '--samples', '1', '--json'], dir);
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      expect(server.requests.length).toBeGreaterThan(0);
      const check = openWorkspace(dir);
      const demeanour = listEvalScores(check.db, { sessionId: 'one' }).filter((score) => score.metric === 'JudicialDemeanor');
      check.close();
      expect(new Set(demeanour.map((score) => [score.evaluator, score.score].join('=')))).toEqual(new Set(['cloud:grader=0.75']));
      expect(await cli(['--latest', '1', '--judges', 'local'], dir)).toMatchObject({ code: 2, err: expect.stringContaining('--local-model') });
    } finally {
      await server.close();
    }
  });

  it('forms a panel of three judges on one model with --temperatures, and flags the cases they disagree on', async () => {
    // The loopback model answers by temperature: 2, 4 and 5 (0.25, 0.75, 1 on 0..1).
    const byTemperature: Record<string, string> = { '0.2': '2', '0.7': '4', '1': '5' };
    const server = await startFakeOpenAiServer({ structuredFor: (body) => `{"score":"${byTemperature[String(body.temperature)] ?? '1'}"}` });
    try {
      const dir = `${temp.dir}/panel`;
      const workspace = openWorkspace(dir);
      await playStoredTrial(workspace.db, 'one', 6, 1);
      setSetting(workspace.db, 'cloud.model', { enabled: true, baseUrl: server.baseUrl, model: 'grader', apiKey: null });
      workspace.close();
      const result = await cli(['--latest', '1', '--judges', 'cloud', '--samples', '1', '--temperatures', '0.2,0.7,1.0'], dir);
      expect(result.err).toBe('');
      expect(result.code).toBe(0);
      expect(result.out).toMatch(/case\(s\) flagged for human review/);
      const check = openWorkspace(dir);
      const demeanour = listEvalScores(check.db, { sessionId: 'one' }).filter((score) => score.metric === 'JudicialDemeanor');
      check.close();
      const panel = demeanour.filter((score) => score.evaluator === 'panel');
      expect(panel.length).toBeGreaterThan(0);
      expect(panel[0]!.score).toBe(0.75);
      expect(panel[0]!.detail).toMatchObject({ spread: 0.75, flagged: true });
      expect(new Set(demeanour.map((score) => score.evaluator))).toEqual(new Set(['panel', 'cloud:grader@t0.2', 'cloud:grader@t0.7', 'cloud:grader@t1']));
      expect(await cli(['--latest', '1', '--judges', 'cloud', '--temperatures', '0.2,hot'], dir)).toMatchObject({ code: 2, err: expect.stringContaining('"hot" is not a temperature') });
    } finally {
      await server.close();
    }
  });

  it('refuses wrong usage with exit code 2 and names the flag', async () => {
    const dir = `${temp.dir}/empty`;
    expect(await cli([], dir)).toMatchObject({ code: 2, err: expect.stringContaining('exactly one of --latest') });
    expect(await cli(['--latest', 'x'], dir)).toMatchObject({ code: 2, err: expect.stringContaining('--latest: "x"') });
    expect(await cli(['--latest', '1', '--judges', 'oracle'], dir)).toMatchObject({ code: 2, err: expect.stringContaining('"oracle" is not a judge') });
    expect(await cli(['--latest', '1'], dir)).toMatchObject({ code: 1, err: expect.stringContaining('no trial or consultation to evaluate') });
  });
});
