import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildImpeachmentDrill, checkImpeachment, impeachmentScore, IMPEACHMENT_STEPS, type ImpeachmentDrillItem } from '../../../main/drills';
import { SeededRandom } from '../../../shared/SeededRandom';
import { parseScenario, type TrialScenario } from '../../../shared/scenario';

function trial(pack: string): TrialScenario {
  const parsed = parseScenario(JSON.parse(readFileSync(`scenarios/${pack}/scenario.json`, 'utf8')));
  if (!parsed.ok || parsed.scenario.kind !== 'trial') throw new Error(`${pack} must parse as a trial`);
  return parsed.scenario as TrialScenario;
}
const kestrel = trial('kestrel-v-northgate');
const avery = trial('state-v-avery');

const perfect = (item: ImpeachmentDrillItem) => IMPEACHMENT_STEPS.map((step) => item.examples[step]);

describe('the impeachment drill', () => {
  it('starts with the pack’s own prior statement, put against the affidavit sentence it contradicts, and is seeded', () => {
    const drill = buildImpeachmentDrill(kestrel, { seed: 7 });
    expect(drill).toHaveLength(3);
    expect(drill[0]).toMatchObject({
      witness: 'Tomás Ferreira',
      answerToday: 'I think it was about 100 metres away when I first saw it.',
      priorStatement: 'The ship was maybe 60 metres away when I first saw it.',
    });
    expect(buildImpeachmentDrill(kestrel, { seed: 7 })).toEqual(drill);
    expect(buildImpeachmentDrill(kestrel, { seed: 8 }).slice(1)).not.toEqual(drill.slice(1));
    expect(buildImpeachmentDrill(avery, { seed: 1 })[0]!.answerToday).toBe('When he told me to get the cigarettes he lifted his head and I saw his face clearly for a few seconds.');
    // Each made-up statement differs from the testimony in one number.
    for (const item of drill.slice(1)) expect(item.priorStatement.replace(/[\d.]+/g, '#')).toBe(item.answerToday.replace(/[\d.]+/g, '#'));
  });

  it('scores a perfect student 100 % and a random one about chance (one step in three)', () => {
    for (const [scenario, seed] of [[kestrel, 1], [avery, 2], [kestrel, 3]] as const) {
      const drill = buildImpeachmentDrill(scenario, { seed, length: 6 });
      expect(impeachmentScore(drill.map((item) => checkImpeachment(item, perfect(item))))).toBe(1);
    }
    // A random student puts the three right questions in a random order.
    const scores = Array.from({ length: 40 }, (_, seed) => {
      const random = new SeededRandom(seed);
      const drill = buildImpeachmentDrill(seed % 2 ? kestrel : avery, { seed, length: 4 });
      return impeachmentScore(drill.map((item) => checkImpeachment(item, random.shuffle(perfect(item)))));
    });
    const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
    expect(mean).toBeGreaterThan(0.23);
    expect(mean).toBeLessThan(0.43);
  });

  it('says why each step fails', () => {
    const [ferreira] = buildImpeachmentDrill(kestrel, { seed: 1 });
    const checks = checkImpeachment(ferreira!, [
      'You first saw the ship when it was 60 metres away, correct?',
      'You told the jury it was 100 metres, correct?',
      'You changed your story, didn’t you?',
    ]);
    expect(checks.map((check) => [check.step, check.ok])).toEqual([['commit', false], ['credit', false], ['confront', false]]);
    expect(checks[0]!.why).toMatch(/earlier statement too soon/);
    expect(checks[1]!.why).toMatch(/today's answer/);
    const good = checkImpeachment(ferreira!, [
      'Today you said the ship was 100 metres away when you first saw it?',
      'You spoke to Constable Reeve at the hospital that morning?',
      'And you told her: "The ship was maybe 60 metres away when I first saw it"?',
    ]);
    expect(good.every((check) => check.ok)).toBe(true);
    expect(checkImpeachment(ferreira!, ['', '', ''])[0]).toEqual({ step: 'commit', ok: false, why: 'No question was asked for this step.' });
    expect(checkImpeachment(ferreira!, ['Did you see the ship at 100 metres and did you shout to the skipper?', '', ''])[0]!.why).toMatch(/compound/);
  });
});
