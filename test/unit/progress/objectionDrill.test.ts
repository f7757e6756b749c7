import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildObjectionDrill, drillVocabulary, weakGroundWeights, DRILLED_GROUNDS, type DrillVocabulary } from '../../../main/drills';
import { OBJECTION_GROUNDS, type ObjectionGround } from '../../../shared/domain';
import { ObjectionDrillRun, type DrillResponse } from '../../../shared/drills/objectionDrillRun';
import { parseScenario, type TrialScenario } from '../../../shared/scenario';
import { seededRandom } from '../../support/storeFixtures';

const parsed = parseScenario(JSON.parse(readFileSync('scenarios/state-v-avery/scenario.json', 'utf8')));
if (!parsed.ok || parsed.scenario.kind !== 'trial') throw new Error('state-v-avery must parse as a trial');
const vocabulary: DrillVocabulary = drillVocabulary(parsed.scenario as TrialScenario);

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function play(seed: number, choose: (defect: ObjectionGround | null) => DrillResponse) {
  const clock = fakeClock();
  const run = new ObjectionDrillRun(buildObjectionDrill(vocabulary, { seed, length: 12 }), { timeLimitMs: 8_000, now: clock.now });
  for (let item = run.current(); item; item = run.current()) {
    clock.advance(2_000);
    run.answer(choose(item.defect));
  }
  return run.score();
}

describe('the objection drill', () => {
  it('is the same for the same seed, from the scenario, mixing proper and defective questions', () => {
    const a = buildObjectionDrill(vocabulary, { seed: 7, length: 12 });
    expect(buildObjectionDrill(vocabulary, { seed: 7, length: 12 })).toEqual(a);
    expect(buildObjectionDrill(vocabulary, { seed: 8, length: 12 })).not.toEqual(a);
    expect(a).toHaveLength(12);
    expect(a.some((item) => item.defect === null)).toBe(true);
    expect(a.some((item) => item.defect !== null)).toBe(true);
    expect(a.some((item) => vocabulary.people.some((name) => item.question.includes(name)) || vocabulary.subjects.some((s) => item.question.includes(s)))).toBe(true);
    for (const item of a) if (item.defect) expect(item.rule).toMatch(/^FRE /);
  });

  it('scores a perfect student 100 % and a random one about chance', () => {
    for (let seed = 1; seed <= 5; seed++) expect(play(seed, (defect) => defect ?? 'pass').share).toBe(1);
    const options: DrillResponse[] = [...OBJECTION_GROUNDS, 'pass'];
    const random = seededRandom(99);
    let correct = 0;
    let total = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const score = play(seed, () => options[Math.floor(random() * options.length)] as DrillResponse);
      correct += score.correct;
      total += score.total;
    }
    // Chance: a proper question (about 30 %) passes 1 time in 14, a defective one is named 1 time in 14.
    expect(Math.abs(correct / total - 1 / options.length)).toBeLessThan(0.04);
  });

  it('gives instant feedback with the rule and why, and enforces the time limit on a fake clock', () => {
    const clock = fakeClock();
    const items = buildObjectionDrill(vocabulary, { seed: 3, length: 12 });
    const run = new ObjectionDrillRun(items, { timeLimitMs: 5_000, now: clock.now });
    const firstDefective = items.findIndex((item) => item.defect !== null);
    const firstProper = items.findIndex((item) => item.defect === null);
    for (let index = 0; !run.finished(); index++) {
      const item = run.current()!;
      if (index === firstDefective) {
        clock.advance(4_999);
        expect(run.expire()).toBeNull();
        clock.advance(2);
        expect(run.remainingMs()).toBe(0);
        // Too late: the right ground after the limit is a miss.
        expect(run.answer(item.defect!)).toMatchObject({ response: 'timeout', correct: false, expected: item.defect, rule: item.rule });
      } else if (index === firstProper) {
        clock.advance(6_000);
        expect(run.expire()).toMatchObject({ response: 'timeout', correct: true, expected: null });
      } else {
        clock.advance(1_000);
        const feedback = run.answer(item.defect ?? 'pass');
        expect(feedback.correct).toBe(true);
        expect(feedback.why.length).toBeGreaterThan(10);
      }
    }
    expect(run.score()).toMatchObject({ correct: 11, total: 12, share: 11 / 12 });
    expect(() => run.answer('pass')).toThrow('The drill is over');
  });

  it('weights the drill towards the grounds the student misses', () => {
    const weights = weakGroundWeights([
      { id: 'objection.caught.hearsay', value: 0.1, observations: 10 },
      { id: 'objection.caught.leading', value: 1, observations: 8 },
    ]);
    expect(weights.hearsay).toBe(4.6);
    expect(weights.leading).toBe(1);
    expect(weights.compound).toBe(2);
    const count = (w: Partial<Record<ObjectionGround, number>>, ground: ObjectionGround) =>
      Array.from({ length: 20 }, (_, seed) => buildObjectionDrill(vocabulary, { seed, length: 12, weights: w })).flat().filter((item) => item.defect === ground).length;
    const even = Object.fromEntries(DRILLED_GROUNDS.map((g) => [g, 1]));
    expect(count({ ...even, hearsay: 8 }, 'hearsay')).toBeGreaterThan(2 * count(even, 'hearsay'));
  });
});
