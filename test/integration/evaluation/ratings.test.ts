import { afterEach, describe, expect, it } from 'vitest';
import {
  agreementReport,
  buildTrialCases,
  collectRatedCases,
  deterministicEvaluators,
  evaluateSession,
  importRatedCasesJsonl,
  loadStoredTrial,
  ratedCasesToJsonl,
} from '../../../main/evaluation';
import { openWorkspace, rateEvent, type Workspace } from '../../../main/store';
import { builtinPackSource, plantFaults, playStoredTrial } from '../../support/evalFixtures';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-eval-ratings-');
const open: Workspace[] = [];
afterEach(() => open.splice(0).forEach((workspace) => workspace.close()));
const workspaceAt = (name: string) => {
  const workspace = openWorkspace(`${temp.dir}/${name}`);
  open.push(workspace);
  return workspace;
};

describe('rated cases and agreement', () => {
  it('exports rated turns as JSONL with their text, and another machine imports them', async () => {
    const here = workspaceAt('here');
    await playStoredTrial(here.db, 's', 20);
    const cases = buildTrialCases(await loadStoredTrial(here.db, 's', builtinPackSource()));
    const [first, second] = cases;
    rateEvent(here.db, { sessionId: 's', eventSeq: first!.eventSeq, stars: 5, comment: 'Straight from the affidavit.' });
    rateEvent(here.db, { sessionId: 's', eventSeq: second!.eventSeq, stars: 2 });
    const rated = await collectRatedCases(here.db, builtinPackSource());
    expect(rated.map((entry) => [entry.caseId, entry.stars, entry.origin])).toEqual([
      [first!.id, 5, 'local'],
      [second!.id, 2, 'local'],
    ]);
    const jsonl = ratedCasesToJsonl(rated);
    expect(jsonl.trim().split('\n')).toHaveLength(2);

    const there = workspaceAt('there');
    expect(importRatedCasesJsonl(there.db, jsonl)).toBe(2);
    const pooled = await collectRatedCases(there.db, builtinPackSource());
    expect(pooled.map((entry) => ({ caseId: entry.caseId, output: entry.output, origin: entry.origin, comment: entry.comment }))).toEqual([
      { caseId: first!.id, output: first!.output, origin: 'imported', comment: 'Straight from the affidavit.' },
      { caseId: second!.id, output: second!.output, origin: 'imported', comment: null },
    ]);
  });

  it('refuses a bad line naming the file, line and field, and imports nothing', () => {
    const there = workspaceAt('bad');
    const good = JSON.stringify({ caseId: 'a#1', agent: 'witness', packId: 'p', confidential: false, input: 'i', output: 'o', stars: 4, comment: null, ratedAt: 'now' });
    const bad = good.replace('"stars":4', '"stars":9');
    expect(() => importRatedCasesJsonl(there.db, `${good}\n${bad}\n`, 'pool.jsonl')).toThrow('pool.jsonl:2: stars:');
    expect(() => importRatedCasesJsonl(there.db, '{nope', 'pool.jsonl')).toThrow('pool.jsonl:1: not valid JSON.');
  });

  it('correlates human stars with each judge per metric', async () => {
    const workspace = workspaceAt('agree');
    await playStoredTrial(workspace.db, 'clean', 40);
    plantFaults(workspace.db, 'clean', 'faulty');
    const stored = await loadStoredTrial(workspace.db, 'faulty', builtinPackSource());
    const cases = buildTrialCases(stored);
    await evaluateSession(workspace.db, 'faulty', cases, { evaluators: deterministicEvaluators() });
    // A rater who agrees with the grounding check: 5 stars for grounded answers, 1 for invented ones.
    const answers = cases.filter((evalCase) => evalCase.agent === 'witness').slice(0, 8);
    const { listEvalScores } = await import('../../../main/store');
    const scores = listEvalScores(workspace.db, { sessionId: 'faulty' });
    for (const answer of answers) {
      const score = scores.find((entry) => entry.caseId === answer.id && entry.metric === 'AffidavitFaithfulness')!.score!;
      rateEvent(workspace.db, { sessionId: 'faulty', eventSeq: answer.eventSeq, stars: score >= 0.5 ? 5 : 1 });
    }
    const report = agreementReport(workspace.db);
    const faithfulness = report.humanVsJudge.find((row) => row.metric === 'AffidavitFaithfulness' && row.evaluator === 'rules:grounding')!;
    expect(faithfulness.n).toBe(8);
    expect(faithfulness.pearson!.r).toBeGreaterThan(0.9);
    expect(faithfulness.spearman!.r).toBeGreaterThan(0.9);
    expect(faithfulness.points).toHaveLength(8);
  });
});
