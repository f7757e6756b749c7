import { afterEach, describe, expect, it } from 'vitest';
import { buildTrialCases, deterministicEvaluators, evaluateSession, loadStoredTrial, METRICS } from '../../../main/evaluation';
import { listEvalRuns, listEvalScores, openWorkspace, type Workspace } from '../../../main/store';
import { builtinPackSource, INVENTED_ANSWER, plantFaults, playStoredTrial } from '../../support/evalFixtures';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-eval-');
let workspace: Workspace;
afterEach(() => workspace?.close());

async function evaluate(sessionId: string, signal?: AbortSignal) {
  const stored = await loadStoredTrial(workspace.db, sessionId, builtinPackSource());
  const cases = buildTrialCases(stored);
  return { cases, summary: await evaluateSession(workspace.db, sessionId, cases, { evaluators: deterministicEvaluators(), ...(signal ? { signal } : {}) }) };
}

describe('deterministic evaluation of a stored rules-cast session', () => {
  it('builds one case per agent turn and stores every score with its evaluator; metrics without one are "not assessed"', async () => {
    workspace = openWorkspace(`${temp.dir}/clean`);
    await playStoredTrial(workspace.db, 'clean', 60);
    const { cases, summary } = await evaluate('clean');
    const agents = new Set(cases.map((evalCase) => evalCase.agent));
    expect(agents).toEqual(new Set(['witness', 'judge', 'counsel']));
    const scores = listEvalScores(workspace.db, { sessionId: 'clean' });
    const byMetric = (metric: string) => scores.filter((score) => score.metric === metric);
    expect(new Set(byMetric('AffidavitFaithfulness').map((score) => score.evaluator))).toEqual(new Set(['rules:grounding']));
    expect(new Set(byMetric('RulingCorrectness').map((score) => score.evaluator))).toEqual(new Set(['rules:judge-test']));
    expect(new Set(byMetric('RuleCitation').map((score) => score.evaluator))).toEqual(new Set(['rules:fre-citation']));
    // No model: the judgement metrics are not assessed, with no number at all.
    expect(byMetric('JudicialDemeanor').every((score) => score.evaluator === 'none' && score.score === null)).toBe(true);
    const metric = (name: string) => summary.metrics.find((entry) => entry.metric === name)!;
    // The rules cast is its own reference: it rules as the judge's test and cites the catalogue.
    expect(metric('RulingCorrectness')).toMatchObject({ mean: 1, passed: true });
    expect(metric('RuleCitation')).toMatchObject({ mean: 1, passed: true });
    expect(metric('JudgeResponseFormat')).toMatchObject({ mean: 1, passed: true });
    expect(metric('ResponseFormat')).toMatchObject({ mean: 1, passed: true });
    expect(metric('AffidavitFaithfulness').passed).toBe(true);
    expect(metric('JudicialDemeanor')).toMatchObject({ mean: null, passed: null, n: 0 });
    expect(metric('RulingCorrectness').n).toBeGreaterThan(3);
    expect(summary.metrics.map((entry) => entry.metric).every((name) => METRICS.some((definition) => definition.name === name))).toBe(true);
  });

  it('scores a session with planted unfaithful answers and reversed rulings below the threshold on exactly those metrics', async () => {
    workspace = openWorkspace(`${temp.dir}/faulty`);
    await playStoredTrial(workspace.db, 'clean', 60);
    const planted = plantFaults(workspace.db, 'clean', 'faulty');
    expect(planted.rulings).toBeGreaterThan(3);
    const { summary } = await evaluate('faulty');
    const failing = summary.metrics.filter((entry) => entry.passed === false).map((entry) => entry.metric).sort();
    expect(failing).toEqual(['AffidavitFaithfulness', 'RulingCorrectness']);
    const worst = summary.worst[0]!;
    expect(['AffidavitFaithfulness', 'RulingCorrectness']).toContain(worst.metric);
    const invented = listEvalScores(workspace.db, { sessionId: 'faulty' }).find((score) => score.metric === 'AffidavitFaithfulness' && score.score === 0);
    expect((invented!.detail as { ungrounded: string[] }).ungrounded).toContain(INVENTED_ANSWER);
  });

  it('resumes a cancelled run where it stopped, without scoring a case twice', async () => {
    workspace = openWorkspace(`${temp.dir}/resume`);
    await playStoredTrial(workspace.db, 'resume', 30);
    const stored = await loadStoredTrial(workspace.db, 'resume', builtinPackSource());
    const cases = buildTrialCases(stored);
    const controller = new AbortController();
    let seen = 0;
    await expect(
      evaluateSession(workspace.db, 'resume', cases, {
        evaluators: deterministicEvaluators(),
        signal: controller.signal,
        onCase: (done) => (seen = done) >= 5 && controller.abort(),
      }),
    ).rejects.toThrow('cancelled');
    expect(seen).toBe(5);
    const [run] = listEvalRuns(workspace.db);
    expect(run!.status).toBe('running');
    const progress: number[] = [];
    const summary = await evaluateSession(workspace.db, 'resume', cases, { evaluators: deterministicEvaluators(), onCase: (done) => progress.push(done) });
    expect(summary.runId).toBe(run!.id);
    expect(progress[0]).toBe(6);
    expect(progress.at(-1)).toBe(cases.length);
    expect(listEvalRuns(workspace.db).map((entry) => entry.status)).toEqual(['done']);
  });
});
