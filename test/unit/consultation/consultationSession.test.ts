import { describe, expect, it } from 'vitest';
import { buildConsultationReport, foldConsultation, MemoryConsultationLog, runConsultationScript } from '../../../main/consultation';
import { ConsultationEvent } from '../../../shared/domain/consultationEvents';
import { CLOSED_JARGON_SCRIPT, EMPATHETIC_OPEN_SCRIPT } from '../../support/consultationFixture';
import { makeConsultation } from '../../support/consultationRig';

async function interview(questions: readonly string[], preset: 'easy' | 'medium' | 'hard', seed = 7, advice: string | null = null) {
  const log = new MemoryConsultationLog();
  const rig = { ...makeConsultation({ preset, seed, log }), log };
  const events = await runConsultationScript(rig.session, { turns: questions.map((text) => ({ text })), advice });
  return { ...rig, events, report: buildConsultationReport(rig.scenario, rig.session.state) };
}

describe('ConsultationSession: acceptance on Hard', () => {
  it('uncovers fewer facts with closed jargon-heavy questions than with empathetic open ones', async () => {
    const closed = await interview(CLOSED_JARGON_SCRIPT, 'hard');
    const open = await interview(EMPATHETIC_OPEN_SCRIPT, 'hard');
    expect(closed.report.facts.foundCount).toBe(0);
    expect(open.report.facts.foundCount).toBe(11);
    expect(closed.report.facts.weightFound).toBe(0);
    expect(open.report.facts.weightFound).toBe(19);
    expect(open.report.facts.weightTotal).toBe(19);
    expect(open.report.facts.foundCount).toBeGreaterThan(closed.report.facts.foundCount);
    // The closed interview drove trust down until the client walked out.
    expect(closed.session.state.ended).toMatchObject({ by: 'client', reason: 'client_left' });
    expect(closed.report.communication.trustEnd).toBe(0);
    expect(open.report.communication.trustEnd).toBeCloseTo(0.911, 3);
  });

  it('keeps the same ordering on Medium, where the closed interview gets one volunteered fact', async () => {
    const closed = await interview(CLOSED_JARGON_SCRIPT, 'medium');
    const open = await interview(EMPATHETIC_OPEN_SCRIPT, 'medium');
    expect(closed.report.facts.found.map((f) => f.factId)).toEqual(['notice']);
    // The threat is told too, led in by "I haven't told anyone this, but…": the negation there
    // denies only its own clause, not the fact after "but", which is credited.
    expect(open.report.facts.foundCount).toBe(11);
    expect(open.report.facts.found.map((f) => f.factId)).toContain('threat');
  });
});

describe('ConsultationSession: determinism and the event log', () => {
  it('gives the same events for the same script and seed', async () => {
    const a = await interview(EMPATHETIC_OPEN_SCRIPT, 'hard', 99, 'Do not leave before a court order.');
    const b = await interview(EMPATHETIC_OPEN_SCRIPT, 'hard', 99, 'Do not leave before a court order.');
    expect(b.events).toEqual(a.events);
    const other = await interview(EMPATHETIC_OPEN_SCRIPT, 'hard', 100, 'Do not leave before a court order.');
    expect(other.events.filter((e) => e.type === 'ClientSpoke').map((e) => e.text)).not.toEqual(
      a.events.filter((e) => e.type === 'ClientSpoke').map((e) => e.text),
    );
  });

  it('logs every event before yielding it, all schema-valid, and the state is their fold', async () => {
    const { session, log, events } = await interview(EMPATHETIC_OPEN_SCRIPT.slice(0, 4), 'medium', 3, 'Gather your emails.');
    expect(log.events).toEqual(events);
    for (const event of events) expect(ConsultationEvent.safeParse(event).success).toBe(true);
    expect(foldConsultation(events)).toEqual(session.state);
    expect(events.at(-1)).toMatchObject({ type: 'MeetingEnded', by: 'student', reason: 'advice_given' });
    expect(session.state.advice).toBe('Gather your emails.');
  });

  it('ends on a wrap-up and refuses further questions', async () => {
    const { session } = await interview(['Tell me what happened.', "Thank you, that's all I need for today.", 'One more thing?'], 'easy');
    expect(session.state.ended).toMatchObject({ by: 'student', reason: 'wrap_up' });
    expect(session.state.questions).toHaveLength(2);
    await expect(session.ask('Anything else?').next()).rejects.toThrow(/ended/);
  });

  it('refuses questions before it begins, and a second begin', async () => {
    const { session } = makeConsultation();
    await expect(session.ask('Hello?').next()).rejects.toThrow(/not begun/);
    for await (const _ of session.begin()) void _;
    await expect(session.begin().next()).rejects.toThrow(/already begun/);
    await expect(session.ask('   ').next()).rejects.toThrow(/empty/);
  });
});

describe('ConsultationReport', () => {
  it('hears advice given before the story without telling a fact, and marks it in the report with the key facts still unheard', async () => {
    const { report, session } = await interview(['You need to apply to the court before he can evict you.', 'Tell me what has happened with your flat.'], 'medium');
    const first = session.state.transcript.find((line) => line.speaker === 'client' && line.turn === 1)!;
    expect(first.kind).toBe('deflect');
    expect(report.facts.found.every((fact) => fact.turn !== 1)).toBe(true);
    expect(report.prematureAdvice).toHaveLength(1);
    expect(report.prematureAdvice[0]).toMatchObject({ turn: 1, text: 'You need to apply to the court before he can evict you.' });
    expect(report.prematureAdvice[0]!.keyFactsMissing).toBeGreaterThan(0);
  });

  it('lists facts found with the question that drew them and facts missed with the question that would have', async () => {
    const { report } = await interview(EMPATHETIC_OPEN_SCRIPT.slice(0, 3), 'hard', 7, 'You are an assured shorthold tenant.');
    expect(report.facts.found.find((f) => f.factId === 'repairs')?.question).toBe(EMPATHETIC_OPEN_SCRIPT[2]);
    const arrears = report.facts.missed.find((f) => f.factId === 'arrears')!;
    expect(arrears.question).toBe('What can you tell me about the rent, and the arrears?');
    expect(arrears.why).toMatch(/ask about "rent"/);
    expect(arrears.why).toMatch(/build trust to 0\.60/);
    const threat = report.facts.missed.find((f) => f.factId === 'threat');
    expect(threat === undefined || /first uncover|build trust/.test(threat.why)).toBe(true);
    expect(report.rubric.approximate).toBe(true);
    expect(report.rubric.items.find((i) => i.rubricId === 'relationship')!.score).toBeGreaterThan(0);
    expect(report.rubric.items.find((i) => i.rubricId === 'facts-found')!.basis).toBe('facts');
    expect(report.communication.open).toBe(3);
    expect(report.communication.openRatio).toBe(1);
  });
});
