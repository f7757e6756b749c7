import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';
import { buildSessionReport, contentWordSet, estimateTokens } from '../../../main/scoring';
import {
  buildJudgeProjection,
  buildOpposingCounselProjection,
  buildWitnessProjection,
  findDuplicate,
  foldTestimony,
  MemoryEventSink,
  parseScript,
  PROJECTION_BUDGETS,
  questionSimilarity,
  renderJudgeProjection,
  renderOpposingCounselProjection,
  renderWitnessProjection,
  runScript,
  ScenarioContext,
  TopicIndex,
  TrialSession,
} from '../../../main/trial';
import { trafficScenario } from './fixtures/trafficScenario';

const context = new ScenarioContext(trafficScenario);

/** A long synthetic log: `turns` answered questions alternating between the two witnesses, every third objected. */
function longLog(turns: number): SessionEvent[] {
  const events: SessionEvent[] = [
    { type: 'SessionStarted', scenarioId: 'test-traffic', scenarioTitle: 'Reyes v. Baker', playerSide: 'plaintiff', seed: 1, cast: 'rules' },
  ];
  for (let turn = 1; turn <= turns; turn++) {
    const witnessId = turn % 2 ? 'maria-reyes' : 'tom-baker';
    const questionId = `q${turn}`;
    events.push({ type: 'QuestionAsked', turn, questionId, witnessId, examination: 'direct', by: 'player', side: 'plaintiff', text: `Question number ${turn} about the light and the truck?`, topics: ['signal'], isIntentionallyDefective: false, defect: null, targetElicitId: null });
    if (turn % 3 === 0) {
      events.push({ type: 'ObjectionRaised', turn, questionId, by: 'opposing_counsel', ground: 'leading', rule: 'FRE 611(c)', confidence: 0.9, triggers: [], isIntentionallyIncorrect: false });
      events.push({ type: 'RulingMade', turn, questionId, ground: 'leading', ruling: 'overruled', rule: 'FRE 611(c)', reason: 'Overruled.' });
    }
    events.push({ type: 'AnswerGiven', turn, questionId, witnessId, text: `Answer ${turn}: the light was green for me when I entered the intersection.`, kind: 'narrative', sources: [2] });
  }
  return events;
}

describe('question dedup', () => {
  it('weighs word overlap 0.6 and topic overlap 0.4', () => {
    const a = { words: contentWordSet('What colour was the light?'), topics: ['signal'] };
    expect(questionSimilarity(a, a)).toBe(1);
    expect(questionSimilarity(a, { words: contentWordSet('Where was your phone?'), topics: ['distraction'] })).toBe(0);
    expect(questionSimilarity(a, { words: contentWordSet('Was the light green?'), topics: ['signal'] })).toBeCloseTo(0.6 * (1 / 3) + 0.4);
  });

  it('takes its topics from the scenario\'s elicit categories', () => {
    const topics = new TopicIndex(trafficScenario.elicits);
    expect(topics.topics).toContain('alcohol');
    expect(topics.topicsOf('Did he smell of beer?')).toEqual(['alcohol']);
    expect(topics.topicsOf('What is your favourite song?')).toEqual([]);
  });

  it('blocks per witness: the same question to another witness is new', async () => {
    const trial = new TrialSession({ scenario: trafficScenario, playerSide: 'plaintiff', seed: 1, opposingCounsel: { intentionalErrorRate: 0 } });
    for await (const _ of runScript(trial, parseScript('Where was your phone?\nWhat colour was the light?'))) void _;
    const state = trial.state;
    expect(findDuplicate(state.witnesses.get('maria-reyes'), 'Where was your phone?', ['distraction'], 'player')).toMatchObject({ questionId: 'q1' });
    expect(findDuplicate(state.witnesses.get('tom-baker'), 'Where was your phone?', ['distraction'], 'player')).toBeNull();
    expect(findDuplicate(state.witnesses.get('maria-reyes'), 'Where was your phone?', ['distraction'], 'opposing_counsel')).toBeNull();
  });
});

describe('projections', () => {
  it.each([10, 200, 500])('render within their token budgets at turn %i', (turns) => {
    const state = foldTestimony(longLog(turns));
    const oc = renderOpposingCounselProjection(buildOpposingCounselProjection(state, context, { side: 'defense', mode: 'objection_user_direct', witnessId: 'maria-reyes', examination: 'direct' }));
    const witness = renderWitnessProjection(buildWitnessProjection(state, context, { witnessId: 'maria-reyes', examination: 'direct' }));
    const judge = renderJudgeProjection(buildJudgeProjection(state));
    expect(estimateTokens(oc)).toBeLessThanOrEqual(PROJECTION_BUDGETS.opposingCounsel);
    expect(estimateTokens(witness)).toBeLessThanOrEqual(PROJECTION_BUDGETS.witness);
    expect(estimateTokens(judge)).toBeLessThanOrEqual(PROJECTION_BUDGETS.judge);
    // The most recent items are the ones kept.
    const lastReyesTurn = turns % 2 ? turns : turns - 1;
    expect(witness).toContain(`Question number ${lastReyesTurn} `);
    expect(oc).toContain(`Question number ${lastReyesTurn} `);
  });

  it("tells counsel on redirect or recross what the examination before did to its side, so it may waive", () => {
    const state = foldTestimony(longLog(4));
    const render = (examination: 'direct' | 'redirect' | 'recross', damage: number) =>
      renderOpposingCounselProjection({
        ...buildOpposingCounselProjection(state, context, { side: 'defense', mode: 'oc_direct', witnessId: 'maria-reyes', examination }),
        damageInPreviousExamination: damage,
      });
    expect(render('redirect', 0)).toContain('The cross before this put nothing against your side in evidence: unless you must, set done to true.');
    expect(render('recross', 2)).toContain('The redirect before this put 2 point(s) against your side in evidence');
    expect(render('direct', 0)).not.toContain('before this put');
  });

  it('shows a witness its own record only, and the judge its rulings with whole tallies', () => {
    const state = foldTestimony(longLog(30));
    const witness = buildWitnessProjection(state, context, { witnessId: 'tom-baker', examination: 'cross' });
    expect(witness.ownRecord.every((entry) => Number(/number (\d+)/.exec(entry.question)![1]) % 2 === 0)).toBe(true);
    expect(witness.friendlyExaminer).toBe(false);
    const judge = buildJudgeProjection(state);
    expect(judge.tallies).toEqual({ leading: { sustained: 0, overruled: 10 } });
    expect(judge.earlierRulings[0]!.question).toContain('number 30');
  });

  it('gives counsel its own side\'s open elicits only, never the player\'s', () => {
    const state = foldTestimony(longLog(2));
    const projection = buildOpposingCounselProjection(state, context, { side: 'defense', mode: 'oc_cross', witnessId: 'maria-reyes', examination: 'cross' });
    expect(projection.remainingElicits.length).toBeGreaterThan(0);
    expect(projection.remainingElicits.every((elicit) => elicit.weight < 0)).toBe(true);
  });
});

describe('session report', () => {
  it('adds up to the score and lists objections made and missed', async () => {
    const sink = new MemoryEventSink();
    const trial = new TrialSession({ scenario: trafficScenario, playerSide: 'plaintiff', seed: 3, witnessIds: ['maria-reyes'], sink, opposingCounsel: { intentionalErrorRate: 1 } });
    for await (const _ of runScript(trial, parseScript('What did you do before the drive?\nWere you late for your shift?\nWhere was your phone?\nNEXT\nOBJECT hearsay'))) void _;
    const report = buildSessionReport(sink.events, trafficScenario.elicits);
    expect(report.totalScore).toBe(trial.state.score);
    expect(Object.values(report.scoreByReason).reduce((a, b) => a + b, 0)).toBe(report.totalScore);
    expect(report.objections.made).toHaveLength(1);
    expect(report.objections.made[0]).toMatchObject({ ground: 'hearsay', ruling: expect.stringMatching(/sustained|overruled/) });
    expect(report.elicits.find((e) => e.elicitId === 'phone-away')).toMatchObject({ established: true, by: 'player', points: 2 });
    expect(report.timeline.length).toBe(report.witnesses[0]!.questionsByPlayer + report.witnesses[0]!.questionsByOpposingCounsel + report.witnesses[0]!.blocked);
  });
});

describe('cross-examination outline', () => {
  it('finds inconsistent testimony, contradicting evidence, perception and bias in the direct', async () => {
    const scenario = {
      ...trafficScenario,
      witnesses: trafficScenario.witnesses.map((witness) =>
        witness.id === 'maria-reyes'
          ? { ...witness, affidavit: `${witness.affidavit} My friend Ana was in the car. I think the truck was going about 50 mph. Later I said the truck was going about 70 mph.` }
          : { ...witness, affidavit: `${witness.affidavit} The truck was going about 20 mph when it entered.` },
      ),
    };
    const trial = new TrialSession({ scenario, playerSide: 'plaintiff', seed: 1, witnessIds: ['maria-reyes'], opposingCounsel: { intentionalErrorRate: 0 } });
    for await (const _ of runScript(trial, parseScript('Who was in the car with you?\nHow fast was the truck going?\nWhat did you say later about the speed of the truck?\nNEXT'))) void _;
    const items = trial.state.outlines.get('maria-reyes') ?? [];
    const types = new Set(items.map((item) => item.type));
    expect(types).toContain('bias_indicator');
    expect(types).toContain('impeachment_opportunity');
    expect(types).toContain('inconsistent_testimony');
    expect(types).toContain('contradicts_evidence');
    expect(items.every((item) => item.id.startsWith('maria-reyes-r') && item.keywords.length > 0)).toBe(true);
  });
});
