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
    expect(none).toMatchObject({ intentionalErrorRate: 0.3, errorSubtlety: 0.5, judgeStrictness: 0.5, personaPreset: 'medium', hideElicitChecklist: false });
    expect(none.reasons.counsel).toContain('no objections seen yet');
    expect(none.reasons.subtlety).toBe("Counsel's errors are a mix of obvious and subtle (subtlety 50 %; no catches of counsel's errors seen yet).");
  });

  it('get harder for a strong history: fewer and subtler errors, a stricter judge, the checklist hidden', () => {
    expect(strong.intentionalErrorRate).toBeLessThan(none.intentionalErrorRate);
    expect(strong.errorSubtlety).toBeGreaterThan(0.6);
    expect(strong.reasons.subtlety).toMatch(/^Counsel's errors are mostly the subtle kind, harder to catch \(subtlety \d+ %; catches of counsel's errors: \d+ % over 20 observations\)\.$/);
    expect(strong.judgeStrictness).toBeGreaterThan(none.judgeStrictness);
    expect(strong.hideElicitChecklist).toBe(true);
    expect(strong.reasons.checklist).toMatch(/^The elicit checklist is hidden/);
  });

  it('get easier for a weak history: more and more obvious errors, a lenient judge, the checklist shown', () => {
    expect(weak.intentionalErrorRate).toBeGreaterThan(none.intentionalErrorRate);
    expect(weak.errorSubtlety).toBeLessThan(0.4);
    expect(weak.reasons.subtlety).toMatch(/^Counsel's errors are mostly the obvious kind, easier to catch/);
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

  it("raise counsel's error subtlety step by step as the student catches more of its deliberate errors", () => {
    const grounds = ['hearsay', 'leading', 'speculation', 'compound', 'narrative'] as const;
    // Four trials of ten deliberate errors each, `caught` of every ten caught with the right ground.
    const history = (caught: number) =>
      Array.from({ length: 4 }, (_, session) => {
        const b = new TrialLogBuilder(`c${caught}s${session}`, `2026-02-0${session + 1}T10:00:00.000Z`);
        for (let i = 0; i < 10; i++) b.counsel(grounds[i % grounds.length]!, i < caught ? grounds[i % grounds.length]! : null);
        return b.log(ELICITS);
      });
    const subtlety = Array.from({ length: 11 }, (_, caught) => adaptiveSettings(buildSkillsProfile(history(caught)).skills).errorSubtlety);
    for (let caught = 1; caught <= 10; caught++) expect(subtlety[caught]!).toBeGreaterThan(subtlety[caught - 1]!);
    expect(subtlety[0]).toBeLessThan(0.2);
    expect(subtlety[10]).toBeGreaterThan(0.8);
    // Half caught is no preference, the default that draws as counsel did before the dial.
    expect(subtlety[5]).toBe(0.5);
  });

  it("follow counsel's errors caught for subtlety, not the student's own baseless objections", () => {
    const catcher = new TrialLogBuilder('catcher', '2026-03-01T10:00:00.000Z');
    for (let i = 0; i < 10; i++) catcher.counsel('hearsay', 'hearsay');
    // Ten objections to proper questions: the error rate rises for them; the subtlety does not fall.
    for (let i = 0; i < 10; i++) catcher.counsel(null, 'relevance', false);
    const careful = new TrialLogBuilder('careful', '2026-03-01T10:00:00.000Z');
    for (let i = 0; i < 10; i++) careful.counsel('hearsay', 'hearsay');
    const [noisy, clean] = [catcher, careful].map((b) => adaptiveSettings(buildSkillsProfile([b.log(ELICITS)]).skills));
    expect(noisy!.errorSubtlety).toBe(clean!.errorSubtlety);
    expect(noisy!.intentionalErrorRate).toBeGreaterThan(clean!.intentionalErrorRate);
  });
});
