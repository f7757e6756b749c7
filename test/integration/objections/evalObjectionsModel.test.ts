import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evalObjectionsCli } from '../../../main/app/evalObjectionsCli';
import { openWorkspace, setSetting } from '../../../main/store';
import { startFakeOpenAiServer } from '../../support/fakeOpenAiServer';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-eval-objections-');

const record = (id: string, question: string, objection: string, ruling: string) =>
  JSON.stringify({ id, question, context: '', examination: 'direct', objection, objection_text: objection === 'none' ? '' : 'Objection.', ruling, source_url: 'https://example.org/transcript', source_title: 'A test transcript' });

// Counsel and the judge played by a model on loopback (the network boundary, faked), scripted per
// request: counsel objects as leading to a question ending "correct?", the judge sustains, and a
// question naming "garbage" gets an answer no schema accepts, so the rules agents answer for it.
function scripted(body: Record<string, unknown>): string | undefined {
  const schema = (body.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name;
  const prompt = JSON.stringify(body.messages);
  if (prompt.includes('garbage')) return 'this is not JSON';
  if (schema === 'oca_objection') {
    return JSON.stringify(prompt.includes('correct?') ? { object: true, ground: 'leading', rule: 'FRE 611(c)', isIntentionallyIncorrect: false } : { object: false, ground: 'none', rule: '', isIntentionallyIncorrect: false });
  }
  if (schema === 'judge_ruling') return JSON.stringify({ ruling: 'sustained', reason: 'The question suggests its answer.', rule: 'FRE 611(c)' });
  return undefined;
}

describe('npm run eval:objections with a model', () => {
  it('runs counsel and the judge through the model, and falls back to the rules agents on a bad answer, counting it', async () => {
    const server = await startFakeOpenAiServer({ structuredFor: scripted });
    try {
      const dir = `${temp.dir}/ws`;
      const workspace = openWorkspace(dir);
      setSetting(workspace.db, 'cloud.model', { enabled: true, baseUrl: server.baseUrl, model: 'clinic-llama', apiKey: null });
      workspace.close();
      const data = `${temp.dir}/records.jsonl`;
      writeFileSync(
        data,
        [
          record('t-1', 'You were at the store that night, correct?', 'leading', 'sustained'),
          record('t-2', 'Where were you that night?', 'none', 'none'),
          record('t-3', 'And the light was red, correct?', 'leading', 'sustained'),
          record('t-4', 'What did you see?', 'none', 'none'),
          record('t-5', 'Tell us about the garbage truck, correct?', 'leading', 'sustained'),
        ].join('\n'),
      );
      const out: string[] = [];
      const err: string[] = [];
      const code = await evalObjectionsCli(['--data', data, '--model', 'cloud', '--json'], { out: (line) => out.push(line), err: (line) => err.push(line), env: { MOOT_DATA_DIR: dir } });
      expect(err.join('\n')).not.toMatch(/Error/);
      expect(code).toBe(0);
      const figures = JSON.parse(out.join('\n'));
      expect(figures.cast).toBe('cloud:clinic-llama');
      // The scripted counsel objected to t-1 and t-3 only; the rules counsel answered for t-5 (a tag: leading).
      expect(figures.detection).toMatchObject({ precision: 1, recall: 1, falsePositiveRate: 0 });
      expect(figures.judge).toMatchObject({ n: 3, chainAgreement: 1, trueGroundAgreement: 1 });
      // t-5's counsel call and its two rulings fell back.
      expect(figures.fallbacks).toBe(3);
      const schemas = server.requests.map((request) => (request.body.response_format as { json_schema: { name: string } }).json_schema.name);
      expect(schemas.filter((name) => name === 'oca_objection')).toHaveLength(5);
      expect(schemas.filter((name) => name === 'judge_ruling').length).toBeGreaterThanOrEqual(4);
    } finally {
      await server.close();
    }
  });

  it('refuses an unknown model kind, and cloud without a cloud model', async () => {
    const data = `${temp.dir}/one.jsonl`;
    writeFileSync(data, record('t-1', 'Where were you?', 'none', 'none'));
    const run = async (argv: string[]) => {
      const err: string[] = [];
      const code = await evalObjectionsCli(argv, { out: () => undefined, err: (line) => err.push(line), env: { MOOT_DATA_DIR: `${temp.dir}/empty` } });
      return { code, err: err.join('\n') };
    };
    expect(await run(['--data', data, '--model', 'oracle'])).toMatchObject({ code: 2, err: expect.stringContaining('"oracle" is not local or cloud') });
    expect(await run(['--data', data, '--model', 'cloud'])).toMatchObject({ code: 2, err: expect.stringContaining('needs a cloud model') });
    expect(await run(['--data', data, '--model', 'local'])).toMatchObject({ code: 2, err: expect.stringContaining('--local-model') });
  });
});
