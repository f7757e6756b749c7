import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTrialCases, deterministicEvaluators, evaluateSession, GEvalJudge, loadStoredTrial, type EvalCase } from '../../../main/evaluation';
import { Egress } from '../../../main/egress';
import { CloudLanguageModel } from '../../../main/llm/cloud/CloudLanguageModel';
import { LocalModelHost } from '../../../main/llm/local/LocalModelHost';
import { listEvalScores, openWorkspace, type Workspace } from '../../../main/store';
import { startFakeOpenAiServer } from '../../support/fakeOpenAiServer';
import { builtinPackSource, playStoredTrial } from '../../support/evalFixtures';
import { makeTempDir } from '../../support/storeFixtures';
import { tinyLlamaGgufPath } from '../../support/tinyModels/tinyLlamaGguf';

const temp = makeTempDir('moot-eval-llm-');
let workspace: Workspace;
afterEach(() => workspace?.close());

type FakeServer = Awaited<ReturnType<typeof startFakeOpenAiServer>>;
const servers: FakeServer[] = [];
afterAll(async () => Promise.all(servers.map((server) => server.close())));

/** A cloud judge on its own scripted loopback server, which always fills in the form with `score`. */
async function cloudJudge(model: string, score: string): Promise<{ judge: GEvalJudge; server: FakeServer }> {
  const server = await startFakeOpenAiServer({ structuredContent: JSON.stringify({ score }) });
  servers.push(server);
  const egress = new Egress({ isAllowed: () => true });
  return { judge: new GEvalJudge(new CloudLanguageModel({ baseUrl: server.baseUrl, model, apiKey: null }, egress), { samples: 2 }), server };
}

async function sessionCases(id: string, confidential: boolean, limit: number): Promise<EvalCase[]> {
  await playStoredTrial(workspace.db, id, 12);
  const cases = buildTrialCases(await loadStoredTrial(workspace.db, id, builtinPackSource(confidential)));
  // A witness answer, a ruling and a counsel turn are enough to see every path.
  return ['witness', 'judge', 'counsel'].flatMap((agent) => cases.filter((evalCase) => evalCase.agent === agent).slice(0, limit));
}

describe('G-Eval judges and the panel (scripted OpenAI-compatible loopback servers)', () => {
  it('stores each judge score with its evaluator, the panel median and spread, and flags a disagreement', async () => {
    workspace = openWorkspace(`${temp.dir}/panel`);
    const cases = await sessionCases('s', false, 1);
    expect(new Set(cases.map((evalCase) => evalCase.agent))).toEqual(new Set(['witness', 'judge', 'counsel']));
    const judges = await Promise.all([cloudJudge('judge-a', '5'), cloudJudge('judge-b', '4'), cloudJudge('judge-c', '1')]);
    const summary = await evaluateSession(workspace.db, 's', cases, { evaluators: [...deterministicEvaluators(), ...judges.map((entry) => entry.judge)], panelSpread: 0.5 });

    const scores = listEvalScores(workspace.db, { sessionId: 's' });
    const demeanour = scores.filter((score) => score.metric === 'JudicialDemeanor');
    expect(Object.fromEntries(demeanour.map((score) => [score.evaluator, score.score]))).toEqual({ 'cloud:judge-a': 1, 'cloud:judge-b': 0.75, 'cloud:judge-c': 0, panel: 0.75 });
    const panel = demeanour.find((score) => score.evaluator === 'panel')!;
    expect(panel.detail).toMatchObject({ spread: 1, flagged: true });
    expect(summary.flagged.length).toBe(cases.length);
    // The judgement metrics are now measured (by the panel), the deterministic ones still count first.
    const metric = (name: string) => summary.metrics.find((entry) => entry.metric === name)!;
    expect(metric('JudicialDemeanor')).toMatchObject({ mean: 0.75, passed: true, evaluators: ['panel'] });
    expect(metric('RulingCorrectness').evaluators).toEqual(['rules:judge-test']);
    // Two samples per score (no token probabilities), one request each, every metric of each agent.
    const metricsPerCase = { witness: 4, judge: 4, counsel: 5 };
    const expected = cases.reduce((sum, evalCase) => sum + 2 * metricsPerCase[evalCase.agent as keyof typeof metricsPerCase], 0);
    for (const { server } of judges) expect(server.requests).toHaveLength(expected);
    const body = judges[0]!.server.requests[0]!.body as { messages: { content: string }[] };
    expect(body.messages.at(-1)!.content).toMatch(/Evaluation steps:\n1\. /);
  });

  it('sends nothing to the cloud for a confidential pack: its judgement metrics are not assessed', async () => {
    workspace = openWorkspace(`${temp.dir}/confidential`);
    const cases = await sessionCases('c', true, 1);
    const { judge, server } = await cloudJudge('judge-a', '5');
    const summary = await evaluateSession(workspace.db, 'c', cases, { evaluators: [...deterministicEvaluators(), judge] });
    expect(server.requests).toHaveLength(0);
    expect(summary.metrics.find((entry) => entry.metric === 'JudicialDemeanor')).toMatchObject({ mean: null, notAssessed: 1 });
    expect(listEvalScores(workspace.db, { sessionId: 'c' }).some((score) => score.evaluator.startsWith('cloud:'))).toBe(false);
  });
});

describe('a G-Eval judge on the tiny local GGUF', () => {
  const host = new LocalModelHost({ onStatus: () => undefined });
  let judge: GEvalJudge;
  beforeAll(async () => {
    const model = await host.load({ modelId: 'tiny', modelPath: tinyLlamaGgufPath(), contextSize: 2048, sequences: 1, threads: 1 });
    judge = new GEvalJudge(model, { samples: 1 });
  });
  afterAll(() => host.unload());

  it('fills in the form under the grammar and stores a 0..1 score as local:tiny, confidential packs included', async () => {
    workspace = openWorkspace(`${temp.dir}/local`);
    const cases = (await sessionCases('l', true, 1)).filter((evalCase) => evalCase.agent === 'judge');
    await evaluateSession(workspace.db, 'l', cases, { evaluators: [judge] });
    const scores = listEvalScores(workspace.db, { sessionId: 'l' }).filter((score) => score.evaluator === 'local:tiny');
    expect(scores.map((score) => score.metric).sort()).toEqual(['JudgeResponseFormat', 'JudicialDemeanor', 'RuleCitation', 'RulingCorrectness']);
    for (const score of scores) expect([0, 0.25, 0.5, 0.75, 1]).toContain(score.score);
  });
});
