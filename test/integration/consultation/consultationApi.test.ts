import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { invokeProcedure } from '../../../main/api/invokeProcedure';
import { composeMain } from '../../../main/app/composeMain';
import type { ApiEnvelope, ConsultationReport, ConsultationRoom, ConsultationStep } from '../../../shared/contract';
import { parseScenario, type ConsultationScenario } from '../../../shared/scenario';
import { readFileSync } from 'node:fs';
import { projectRoot } from '../../support/webMode';

const dataDir = mkdtempSync(join(tmpdir(), 'moot-consult-api-'));
const { handlers } = composeMain({ runtime: 'web', electronVersion: null, dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PACK = 'vega-notice-to-quit';
const vega = (() => {
  const parsed = parseScenario(JSON.parse(readFileSync(join(projectRoot, 'scenarios', PACK, 'scenario.json'), 'utf8')));
  if (!parsed.ok || parsed.scenario.kind !== 'consultation') throw new Error('the built-in consultation does not parse');
  return parsed.scenario as ConsultationScenario;
})();

async function call<T>(name: string, input: unknown): Promise<T> {
  const envelope = (await invokeProcedure(handlers, name, input)) as ApiEnvelope<T>;
  if (!envelope.ok) throw new Error(`${name}: ${envelope.error.code} ${envelope.error.message}`);
  return envelope.value;
}

const EMPATHETIC = [
  'That sounds really stressful, I am sorry you are going through this. Can you tell me in your own words what happened?',
  'How have things been in the apartment itself, for example the heating or repairs?',
  'That must be hard with the children. How are the kids, and how is their health?',
  'Have you told the city or anyone else about the problems with the apartment?',
  'Have you paid anything since the notice came?',
  'So, if I have understood you, the heating broke in November and you paid part of the rent since the notice. What would you like to happen?',
];

/** Every fact text of the scenario whose words must not reach the room before the report. */
const hiddenTexts = vega.facts.filter((f) => f.disclosure === 'hidden').map((f) => f.text);

describe('consultation.* procedures (through the contract, on a real workspace)', () => {
  it('starts the built-in consultation, interviews, advises and reports', async () => {
    const room = await call<ConsultationRoom>('consultation.start', { packId: PACK, preset: 'easy', seed: 3 });
    expect(room).toMatchObject({ packId: PACK, clientName: 'Marisol Vega', preset: 'easy', ended: false, adviceGiven: false, notes: '' });
    expect(room.transcript).toEqual([expect.objectContaining({ speaker: 'client', kind: 'opening', turn: 0 })]);
    expect(room.trust).toBeGreaterThan(0);
    // The room holds no hidden fact and no reference answer.
    const json = JSON.stringify(room);
    for (const text of hiddenTexts) expect(json).not.toContain(text);
    for (const item of vega.rubric) expect(json).not.toContain(item.referenceAnswer.text);
    const early = await invokeProcedure(handlers, 'consultation.report', { sessionId: room.sessionId });
    expect(early).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('once the meeting has ended') } });

    let lines = room.transcript.length;
    for (const text of EMPATHETIC) {
      const step = await call<ConsultationStep>('consultation.ask', { sessionId: room.sessionId, text });
      // Only what the step added: the question and the client's answer.
      expect(step.lines[0]).toMatchObject({ speaker: 'student', text, kind: 'question' });
      expect(step.lines.slice(1).every((l) => l.speaker === 'client')).toBe(true);
      expect(step.lines.length).toBeGreaterThanOrEqual(2);
      expect(step.trust).not.toBeNull();
      lines += step.lines.length;
    }
    const mid = await call<ConsultationRoom>('consultation.view', { sessionId: room.sessionId });
    expect(mid.transcript).toHaveLength(lines);

    await call('consultation.saveNotes', { sessionId: room.sessionId, notes: 'Hearing 19 Feb. Heating since Nov.' });
    expect((await call<ConsultationRoom>('consultation.view', { sessionId: room.sessionId })).notes).toBe('Hearing 19 Feb. Heating since Nov.');

    const advised = await call<ConsultationStep>('consultation.advise', {
      sessionId: room.sessionId,
      advice: 'Do not ignore the summons: come to the hearing on 19 February. The broken heating and the mould may be a defense, and the notice after your complaint to the city may be retaliation. Bring the papers, the receipts and the doctor note tomorrow, and apply for emergency rental assistance.',
    });
    expect(advised).toMatchObject({ ended: true, adviceGiven: true });
    expect(advised.lines).toEqual([expect.objectContaining({ speaker: 'student', kind: 'advice' })]);
    await expect(call('consultation.ask', { sessionId: room.sessionId, text: 'One more thing?' })).rejects.toThrow(/conflict The meeting has ended/);

    const report = await call<ConsultationReport>('consultation.report', { sessionId: room.sessionId });
    expect(report.facts.total).toBe(vega.facts.length);
    expect(report.facts.foundCount).toBe(report.facts.found.length);
    expect(report.facts.found.map((f) => f.factId)).toEqual(expect.arrayContaining(['heating-broken', 'notice-received']));
    expect(report.facts.found.length + report.facts.missed.length).toBe(vega.facts.length);
    for (const missed of report.facts.missed) expect(missed.question.length).toBeGreaterThan(5);
    expect(report.rubric.approximate).toBe(true);
    expect(report.advice).toMatchObject({ given: true, method: 'keyword-coverage', approximate: true });
    const retaliation = report.rubric.items.find((i) => i.rubricId === 'retaliation')!;
    expect(retaliation.referenceAnswer).toMatch(/retaliation/);
    expect(retaliation.score).toBeGreaterThan(0);
    expect(report.communication.questions).toBe(EMPATHETIC.length);
    expect(report.communication.open).toBeGreaterThan(0);
    expect(report.trustHistory).toHaveLength(EMPATHETIC.length + 1);
    expect(report.trustHistory.at(-1)).toBe(report.communication.trustEnd);

    const { consultations } = await call<{ consultations: { sessionId: string; ended: boolean; preset: string }[] }>('consultation.list', {});
    expect(consultations).toContainEqual(expect.objectContaining({ sessionId: room.sessionId, ended: true, preset: 'easy', packId: PACK }));
  });

  it('hides trust on Hard in the room and in every step', async () => {
    const room = await call<ConsultationRoom>('consultation.start', { packId: PACK, preset: 'hard', seed: 4 });
    expect(room.trust).toBeNull();
    const step = await call<ConsultationStep>('consultation.ask', { sessionId: room.sessionId, text: 'What happened?' });
    expect(step.trust).toBeNull();
    expect((await call<{ consultations: { sessionId: string; ended: boolean }[] }>('consultation.list', {})).consultations).toContainEqual(
      expect.objectContaining({ sessionId: room.sessionId, ended: false }),
    );
  });

  it('plays overlapping asks on one session one after another', async () => {
    const room = await call<ConsultationRoom>('consultation.start', { packId: PACK, preset: 'medium', seed: 5 });
    const steps = await Promise.all(
      ['Tell me what happened.', 'How are the children?', 'When did the papers come?'].map((text) =>
        call<ConsultationStep>('consultation.ask', { sessionId: room.sessionId, text }),
      ),
    );
    // Each step holds its own question and its own answer, never a neighbour's.
    for (const [index, step] of steps.entries()) {
      expect(step.lines.map((l) => l.speaker)).toEqual(['student', 'client']);
      expect(step.lines.map((l) => l.turn)).toEqual([index + 1, index + 1]);
    }
    const view = await call<ConsultationRoom>('consultation.view', { sessionId: room.sessionId });
    expect(view.transcript.map((l) => `${l.speaker}${l.turn}`)).toEqual(['client0', 'student1', 'client1', 'student2', 'client2', 'student3', 'client3']);
  });

  it('resumes an interview, with its notes, in a freshly composed app on the same data folder', async () => {
    const room = await call<ConsultationRoom>('consultation.start', { packId: PACK, preset: 'medium', seed: 6 });
    await call('consultation.ask', { sessionId: room.sessionId, text: 'Tell me what happened.' });
    await call('consultation.saveNotes', { sessionId: room.sessionId, notes: 'Summons: hearing date?' });
    const before = await call<ConsultationRoom>('consultation.view', { sessionId: room.sessionId });

    const restarted = composeMain({ runtime: 'web', electronVersion: null, dataDir });
    const after = (await invokeProcedure(restarted.handlers, 'consultation.view', { sessionId: room.sessionId })) as ApiEnvelope<ConsultationRoom>;
    expect(after).toEqual({ ok: true, value: before });
    expect(before.notes).toBe('Summons: hearing date?');
    const next = (await invokeProcedure(restarted.handlers, 'consultation.ask', { sessionId: room.sessionId, text: 'How are the children?' })) as ApiEnvelope<ConsultationStep>;
    expect(next).toMatchObject({ ok: true, value: { lines: [expect.objectContaining({ turn: 2, speaker: 'student' }), expect.objectContaining({ turn: 2, speaker: 'client' })] } });
  });

  it('deletes an interview with its notes', async () => {
    const room = await call<ConsultationRoom>('consultation.start', { packId: PACK, preset: 'easy', seed: 8 });
    await call('consultation.saveNotes', { sessionId: room.sessionId, notes: 'Private: client is scared of the landlord.' });
    expect(await call('sessions.delete', { sessionId: room.sessionId })).toEqual({ deleted: true });
    const workspace = composeMain({ runtime: 'web', electronVersion: null, dataDir });
    expect(await invokeProcedure(workspace.handlers, 'consultation.view', { sessionId: room.sessionId })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const { openWorkspace, listSettings } = await import('../../../main/store');
    const db = openWorkspace(dataDir, { readOnly: true });
    try {
      expect(Object.keys(listSettings(db.db))).not.toContain(`consultation.notes.${room.sessionId}`);
    } finally {
      db.close();
    }
  });

  it('answers bad input, wrong packs and unknown sessions with clear errors', async () => {
    expect(await invokeProcedure(handlers, 'consultation.start', { packId: PACK, preset: 'impossible' })).toMatchObject({
      ok: false,
      error: { code: 'bad_input', path: 'preset' },
    });
    expect(await invokeProcedure(handlers, 'consultation.start', { packId: 'kestrel-v-northgate', preset: 'easy' })).toMatchObject({
      ok: false,
      error: { code: 'bad_input', path: 'packId', message: expect.stringContaining('not a consultation') },
    });
    expect(await invokeProcedure(handlers, 'consultation.start', { packId: 'no-such-pack', preset: 'easy' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await invokeProcedure(handlers, 'consultation.view', { sessionId: 'nope' })).toMatchObject({ ok: false, error: { code: 'not_found', path: 'sessionId' } });
    expect(await invokeProcedure(handlers, 'consultation.saveNotes', { sessionId: 'nope', notes: 'x' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const room = await call<ConsultationRoom>('consultation.start', { packId: PACK, preset: 'easy' });
    expect(await invokeProcedure(handlers, 'consultation.ask', { sessionId: room.sessionId, text: '   ' })).toMatchObject({
      ok: false,
      error: { code: 'bad_input', path: 'text', message: expect.stringContaining('Write a question') },
    });
  });
});
