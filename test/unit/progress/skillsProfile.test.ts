import { describe, expect, it } from 'vitest';
import { buildSkillsProfile, combineSkills, sessionSkills, type SessionLog, type SkillSummary } from '../../../main/progress';
import type { StoredEvent } from '../../../main/store';
import { randomTrialLog, TrialLogBuilder } from '../../support/sessionHistory';

const ELICITS = [
  { id: 'e1', weight: 3 },
  { id: 'e2', weight: 1 },
  { id: 'e3', weight: 2 },
  { id: 'd1', weight: -5 },
];

function firstTrial(): SessionLog {
  const b = new TrialLogBuilder('s1', '2026-01-01T10:00:00.000Z');
  b.ask('What did you see?', 'direct', 10);
  b.ask("You saw the car, didn't you?", 'direct', 20);
  b.ask('Where were you and what did you see?', 'direct', 30);
  b.ask("You were at the bar at nine, weren't you?", 'cross', 40);
  b.counsel('hearsay', null);
  b.counsel('hearsay', 'hearsay');
  b.counsel('hearsay', 'relevance');
  b.counsel(null, 'leading', false);
  b.elicit('e1');
  b.elicit('e2');
  b.outline('w2', 4);
  b.cover('w2-r0');
  b.cover('w2-r1');
  return b.log(ELICITS);
}

function secondTrial(): SessionLog {
  const b = new TrialLogBuilder('s2', '2026-01-02T10:00:00.000Z');
  b.counsel('hearsay', 'hearsay');
  b.counsel('hearsay', 'hearsay');
  b.ask('Describe the road.', 'direct', 10);
  return b.log();
}

const skill = (skills: readonly SkillSummary[], id: string) => skills.find((s) => s.id === id) as SkillSummary;

describe('the skills profile fold', () => {
  it('gives exact figures for one trial', () => {
    const { tallies } = sessionSkills(firstTrial());
    expect(tallies['objection.caught.hearsay']).toEqual({ num: 1, den: 3, counts: { caught: 1, missed: 1, wronglyNamed: 1 } });
    expect(tallies['objection.founded']).toEqual({ num: 2, den: 3, counts: { baseless: 1 } });
    expect(tallies['form.direct.open']).toEqual({ num: 1, den: 3, counts: { leading: 1 } });
    expect(tallies['form.cross.leading']).toEqual({ num: 1, den: 1, counts: {} });
    expect(tallies['form.single']).toEqual({ num: 3, den: 4, counts: { compound: 1, argumentative: 0 } });
    expect(tallies['elicits.share']).toEqual({ num: 2, den: 3, counts: {} });
    expect(tallies['elicits.weight']).toEqual({ num: 4, den: 6, counts: {} });
    expect(tallies['cross.coverage']).toEqual({ num: 2, den: 4, counts: {} });
    expect(tallies['pace.secondsPerQuestion']).toEqual({ num: 100, den: 4, counts: {} });
  });

  it('pools sessions, with a trend, a confidence and the sessions each skill was seen in', () => {
    const profile = buildSkillsProfile([secondTrial(), firstTrial()]);
    expect(profile.sessionCount).toBe(2);
    const hearsay = skill(profile.skills, 'objection.caught.hearsay');
    expect(hearsay).toMatchObject({ value: 0.6, num: 3, observations: 5, counts: { caught: 3, missed: 1, wronglyNamed: 1 }, slope: 0.667, sessionIds: ['s1', 's2'] });
    expect(hearsay.trend.map((p) => [p.sessionId, p.value, p.observations])).toEqual([
      ['s1', 0.333, 3],
      ['s2', 1, 2],
    ]);
    expect(skill(profile.skills, 'form.direct.open')).toMatchObject({ value: 0.5, observations: 4, slope: 0.667 });
    expect(skill(profile.skills, 'pace.secondsPerQuestion')).toMatchObject({ value: 22, observations: 5 });
    expect(skill(profile.skills, 'objection.caught.leading')).toMatchObject({ value: null, observations: 0, trend: [], slope: null });
    expect(profile.weakest.map((w) => w.skillId)).toEqual(['cross.coverage', 'form.direct.open', 'objection.caught.hearsay']);
    expect(profile.weakest[2]).toMatchObject({ finding: 'You miss hearsay: 3 of 5 caught.', drill: { kind: 'objection', ground: 'hearsay' }, sessionIds: ['s1', 's2'] });
    expect(profile.weakest[0]?.finding).toBe('Cross-outline coverage: 2 of 4 points of the cross outline.');
  });

  it('scores a consultation: facts by weight, trust, plain language, premature advice, advice dimensions', () => {
    let seq = 0;
    const at = (s: number) => new Date(Date.UTC(2026, 0, 3, 9, 0, s)).toISOString();
    const ev = (type: string, payload: object): StoredEvent => ({ sessionId: 'c1', seq: ++seq, type, payload, at: at(seq) });
    const analysis = (jargon: string[]) => ({ form: 'open', questionCount: 1, multiple: false, jargon, empathy: false, judgemental: false, summarising: false, interruption: false, wrapUp: false, followUp: false, asksForAdvice: false });
    const log: SessionLog = {
      sessionId: 'c1',
      kind: 'consultation',
      title: 'Vega',
      createdAt: at(0),
      facts: [
        { id: 'f1', weight: 2 },
        { id: 'f2', weight: 1 },
        { id: 'f3', weight: 1 },
      ],
      events: [
        ev('ConsultationStarted', { scenarioId: 'v', scenarioTitle: 'Vega', preset: 'easy', persona: {}, seed: 1, cast: 'rules', initialTrust: 0.5 }),
        ev('StudentAsked', { turn: 1, text: 'What happened?', analysis: analysis([]) }),
        ev('TrustChanged', { turn: 1, trust: 0.6, delta: 0.1, reasons: ['open_question'] }),
        ev('FactUncovered', { turn: 1, factId: 'f2', weight: 1, tier: 'keyword', confidence: 1 }),
        ev('AdviceGiven', { turn: 2, text: 'Sue them.' }),
        ev('StudentAsked', { turn: 3, text: 'Was the notice served per section 21?', analysis: analysis(['section 21']) }),
        ev('TrustChanged', { turn: 3, trust: 0.55, delta: -0.05, reasons: ['jargon'] }),
        ev('FactUncovered', { turn: 3, factId: 'f1', weight: 2, tier: 'keyword', confidence: 1 }),
        ev('AdviceGiven', { turn: 4, text: 'Wait for the hearing.' }),
        ev('AdviceScored', { turn: 4, method: 'keyword-coverage', approximate: true, items: [], dimensions: { relationship: 8, rule: 4, risk: null, nextStep: 10 }, fallbackReason: null }),
      ],
    };
    const { tallies } = sessionSkills(log);
    expect(tallies['consultation.facts']).toEqual({ num: 3, den: 4, counts: {} });
    expect(tallies['consultation.trust']).toEqual({ num: 0.55, den: 1, counts: {} });
    expect(tallies['consultation.plainLanguage']).toEqual({ num: 1, den: 2, counts: { jargon: 1 } });
    expect(tallies['consultation.timelyAdvice']).toEqual({ num: 1, den: 2, counts: { premature: 1 } });
    expect(tallies['consultation.advice.relationship']).toEqual({ num: 0.8, den: 1, counts: {} });
    expect(tallies['consultation.advice.risk']).toBeUndefined();
    expect(tallies['form.single']).toBeUndefined();
  });

  it('does not depend on the order the sessions come in, and without a session equals never having had it', () => {
    const logs = Array.from({ length: 8 }, (_, i) => randomTrialLog(`r${i}`, new Date(Date.UTC(2026, 1, 1 + i)).toISOString(), 40, i + 1));
    const whole = buildSkillsProfile(logs);
    expect(buildSkillsProfile([...logs].reverse())).toEqual(whole);
    const perSession = logs.map(sessionSkills);
    expect(combineSkills(perSession)).toEqual(whole);
    const without = buildSkillsProfile(logs.filter((log) => log.sessionId !== 'r3'));
    expect(combineSkills(perSession.filter((s) => s.sessionId !== 'r3'))).toEqual(without);
    expect(without).not.toEqual(whole);
    expect(whole.skills.every((s) => s.sessionIds.length === s.trend.length)).toBe(true);
  });
});
