import { afterEach, describe, expect, it } from 'vitest';
import { deterministicEvaluators, evaluateSession, evaluateStoredSessions, loadSessionCases, selectSessions } from '../../../main/evaluation';
import { listEvalScores, openWorkspace, type Workspace } from '../../../main/store';
import { builtinPackSource, INVENTED_ANSWER, plantConsultationFaults, playStoredConsultation, playStoredTrial } from '../../support/evalFixtures';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-eval-consult-');
let workspace: Workspace;
afterEach(() => workspace?.close());

async function evaluate(sessionId: string) {
  const { cases } = await loadSessionCases(workspace.db, sessionId, builtinPackSource());
  return { cases, summary: await evaluateSession(workspace.db, sessionId, cases, { evaluators: deterministicEvaluators() }) };
}

describe('deterministic evaluation of a stored consultation', () => {
  it('folds one case per client answer and one for the advice marking, the client turn rebuilt as the client saw it', async () => {
    workspace = openWorkspace(`${temp.dir}/clean`);
    await playStoredConsultation(workspace.db, 'clean');
    const { cases, summary } = await evaluate('clean');
    const clientCases = cases.filter((evalCase) => evalCase.agent === 'client');
    expect(clientCases.length).toBeGreaterThan(5);
    expect(cases.filter((evalCase) => evalCase.agent === 'advice')).toHaveLength(1);
    // The client's input is the turn prompt it was given: the facts it may use and the student's words.
    expect(clientCases[1]!.input).toContain('The student says: "I\'m sorry you\'re dealing with this.');
    expect(clientCases[0]!.input).toContain('Open the meeting');
    const metric = (name: string) => summary.metrics.find((entry) => entry.metric === name)!;
    // The rules client says only its allowed facts: it tells nothing locked and invents nothing.
    expect(metric('DisclosureCompliance')).toMatchObject({ mean: 1, passed: true, evaluators: ['rules:disclosure'] });
    expect(metric('FactConsistency').passed).toBe(true);
    expect(metric('FactConsistency').evaluators).toEqual(['rules:grounding']);
    // No model: the persona is not assessed, and the keyword marking is not checked against itself.
    expect(metric('PersonaConsistency')).toMatchObject({ mean: null, passed: null, n: 0 });
    expect(metric('AdviceJudgeAgreement')).toMatchObject({ mean: null, passed: null, n: 0, notAssessed: 1 });
    const scores = listEvalScores(workspace.db, { sessionId: 'clean' });
    expect(scores.filter((score) => score.metric === 'PersonaConsistency').every((score) => score.evaluator === 'none' && score.score === null)).toBe(true);
  });

  it('scores planted faults below the thresholds on exactly those metrics: a locked fact told, invented answers, a contrary model marking', async () => {
    workspace = openWorkspace(`${temp.dir}/faulty`);
    await playStoredConsultation(workspace.db, 'clean');
    const planted = plantConsultationFaults(workspace.db, 'clean', 'faulty');
    expect(planted).toMatchObject({ locked: 5, invented: 6 });
    const { summary } = await evaluate('faulty');
    const failing = summary.metrics.filter((entry) => entry.passed === false).map((entry) => entry.metric).sort();
    expect(failing).toEqual(['AdviceJudgeAgreement', 'DisclosureCompliance', 'FactConsistency']);
    const scores = listEvalScores(workspace.db, { sessionId: 'faulty' });
    const disclosure = scores.filter((score) => score.metric === 'DisclosureCompliance' && score.score === 0);
    // Only the answers that tell the locked fact; the invented ones tell nothing locked.
    expect(disclosure).toHaveLength(planted.locked);
    expect(JSON.stringify(disclosure[0]!.detail)).toContain('cousin');
    const inconsistent = scores.filter((score) => score.metric === 'FactConsistency' && score.score === 0);
    expect(inconsistent).toHaveLength(planted.invented);
    expect((inconsistent[0]!.detail as { ungrounded: string[] }).ungrounded).toContain(INVENTED_ANSWER);
    // A locked fact is the client's own: consistent, though told too soon.
    const opening = scores.find((score) => score.metric === 'FactConsistency' && score.eventSeq === disclosure[0]!.eventSeq)!;
    expect(opening.score).toBe(1);
    expect(opening.detail).toMatchObject({ ungrounded: [] });
    const agreement = scores.find((score) => score.metric === 'AdviceJudgeAgreement')!;
    expect(agreement.evaluator).toBe('rules:keyword-coverage');
    expect(agreement.score!).toBeLessThan(0.6);
  });

  it('selects consultations and trials alike, and evaluates each by its own fold', async () => {
    workspace = openWorkspace(`${temp.dir}/mixed`);
    await playStoredTrial(workspace.db, 'trial', 20);
    await playStoredConsultation(workspace.db, 'consultation');
    const sessionIds = selectSessions(workspace.db, { latest: 10 });
    expect(new Set(sessionIds)).toEqual(new Set(['trial', 'consultation']));
    const results = await evaluateStoredSessions(workspace.db, sessionIds, { packs: builtinPackSource(), evaluatorsFor: () => deterministicEvaluators() });
    const agentsOf = (sessionId: string) => new Set(results.find((result) => result.sessionId === sessionId)!.metrics.map((entry) => entry.agent));
    expect(agentsOf('consultation')).toEqual(new Set(['client', 'advice']));
    expect(agentsOf('trial')).toEqual(new Set(['witness', 'judge', 'counsel']));
  });
});
