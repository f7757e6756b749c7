import { describe, expect, it } from 'vitest';
import { adaptiveSettings, buildSkillsProfile, type SessionLog, type SkillSummary } from '../../../main/progress';
import { TrialLogBuilder } from '../../support/sessionHistory';

const ELICITS = [
  { id: 'e1', weight: 3 },
  { id: 'e2', weight: 2 },
  { id: 'e3', weight: 1 },
];

/** Five trials of a student who catches every defect, asks open on direct and leading on cross, and establishes every fact. */
function strongHistory(): SessionLog[] {
  return Array.from({ length: 5 }, (_, index) => {
    const b = new TrialLogBuilder(`strong${index}`, `2026-01-0${index + 1}T10:00:00.000Z`);
    for (const ground of ['hearsay', 'leading', 'speculation', 'relevance'] as const) b.counsel(ground, ground);
    b.counsel(null, null);
    b.ask('What did you see?', 'direct');
    b.ask('Describe the road.', 'direct');
    b.ask("You were at the bar at nine, weren't you?", 'cross');
    for (const elicit of ELICITS) b.elicit(elicit.id);
    return b.log(ELICITS);
  });
}

/** Five trials of a student who misses every defect, objects to proper questions, leads on direct and asks compound questions. */
function weakHistory(): SessionLog[] {
  return Array.from({ length: 5 }, (_, index) => {
    const b = new TrialLogBuilder(`weak${index}`, `2026-01-0${index + 1}T10:00:00.000Z`);
    for (const ground of ['hearsay', 'leading', 'speculation', 'relevance'] as const) b.counsel(ground, null);
    b.counsel(null, 'hearsay', false);
    b.ask("You saw the car, didn't you?", 'direct');
    b.ask('Where were you and what did you see?', 'direct');
    b.ask('How can you possibly expect the jury to believe that?', 'cross');
    return b.log(ELICITS);
  });
}

/** A consultation skill seen `observations` times, done well `num` of them. */
const consultationSkill = (id: string, num: number, observations: number) => ({ id, measure: 'share', num, observations, value: num / observations }) as SkillSummary;

describe('adaptive settings', () => {
  const none = adaptiveSettings([]);
  const strong = adaptiveSettings(buildSkillsProfile(strongHistory()).skills);
  const weak = adaptiveSettings(buildSkillsProfile(weakHistory()).skills);

  it('sit at the cast defaults with no history', () => {
    expect(none).toMatchObject({ intentionalErrorRate: 0.3, judgeStrictness: 0.5, personaPreset: 'medium', hideElicitChecklist: false });
    expect(none.reasons.counsel).toContain('no objections seen yet');
  });

  it('get harder for a strong history: fewer errors, a stricter judge, the checklist hidden', () => {
    expect(strong.intentionalErrorRate).toBeLessThan(none.intentionalErrorRate);
    expect(strong.judgeStrictness).toBeGreaterThan(none.judgeStrictness);
    expect(strong.hideElicitChecklist).toBe(true);
    expect(strong.reasons.checklist).toMatch(/^The elicit checklist is hidden/);
  });

  it('get easier for a weak history: more errors, a lenient judge, the checklist shown', () => {
    expect(weak.intentionalErrorRate).toBeGreaterThan(none.intentionalErrorRate);
    expect(weak.judgeStrictness).toBeLessThan(none.judgeStrictness);
    expect(weak.hideElicitChecklist).toBe(false);
    expect(weak.reasons.counsel).toMatch(/of its turns \(objections: \d+ % over \d+ observations\)/);
  });

  it('pick the client persona from the consultation skills, and only from them', () => {
    const good = [consultationSkill('consultation.facts', 18, 20), consultationSkill('consultation.trust', 5, 5)];
    const poor = [consultationSkill('consultation.facts', 2, 20), consultationSkill('consultation.trust', 0, 5)];
    expect(adaptiveSettings(good).personaPreset).toBe('hard');
    expect(adaptiveSettings(poor).personaPreset).toBe('easy');
    expect(strong.personaPreset).toBe('medium');
    // A little evidence moves a dial a little: one bad interview is not yet "easy".
    expect(adaptiveSettings([consultationSkill('consultation.trust', 0, 1)]).personaPreset).toBe('medium');
  });
});
