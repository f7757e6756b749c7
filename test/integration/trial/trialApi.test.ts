import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeMain } from '../../../main/app/composeMain';
import { invokeProcedure } from '../../../main/api/invokeProcedure';
import type { ApiEnvelope, TrialStepResult } from '../../../shared/contract';

const dataDir = mkdtempSync(join(tmpdir(), 'moot-trial-api-'));
const { handlers } = composeMain({ runtime: 'web', electronVersion: null, dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function call(name: string, input: unknown): Promise<TrialStepResult> {
  const envelope = (await invokeProcedure(handlers, name, input)) as ApiEnvelope<TrialStepResult>;
  if (!envelope.ok) throw new Error(`${name}: ${envelope.error.code} ${envelope.error.message}`);
  return envelope.value;
}

describe('trial.* procedures (through the contract, on a real workspace)', () => {
  it('plays a built-in scenario: start, ask, next, counsel turn, respond', async () => {
    const started = await call('trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 1 });
    expect(started.events.map((event) => event.type)).toEqual(['SessionStarted', 'PhaseChanged']);
    expect(started.status).toMatchObject({ awaiting: 'player_question', witnessId: 'mei-lin-zhao', examination: 'direct', mode: 'objection_user_direct', score: 0 });
    const { sessionId } = started.status;

    const asked = await call('trial.ask', { sessionId, question: 'How were the lights in the store?' });
    expect(asked.events.map((event) => event.type)).toEqual(['QuestionAsked', 'AnswerGiven', 'ElicitEstablished', 'ScoreChanged']);
    expect(asked.status.score).toBe(3);

    const next = await call('trial.next', { sessionId });
    expect(next.status).toMatchObject({ examination: 'cross', awaiting: 'opposing_counsel', mode: 'oc_cross' });
    const counsel = await call('trial.counselTurn', { sessionId });
    expect(counsel.events.at(-1)).toMatchObject({ type: 'QuestionAsked', by: 'opposing_counsel' });
    expect(counsel.status.awaiting).toBe('player_response');
    const responded = await call('trial.respond', { sessionId, ground: null });
    expect(responded.events[0]).toMatchObject({ type: 'ObjectionWaived', by: 'player' });

    const listed = await invokeProcedure(handlers, 'sessions.list', {});
    expect(listed).toMatchObject({ ok: true, value: { sessions: [expect.objectContaining({ id: sessionId, kind: 'trial', packId: 'state-v-avery' })] } });
  });

  it('resumes a stored session after a restart, exactly where it stopped', async () => {
    const started = await call('trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 5 });
    const { sessionId } = started.status;
    await call('trial.ask', { sessionId, question: 'How were the lights in the store?' });
    await call('trial.ask', { sessionId, question: 'Where do you work?' });
    const before = await invokeProcedure(handlers, 'trial.status', { sessionId });

    // A second composition on the same data folder: a fresh process after a restart.
    const restarted = composeMain({ runtime: 'web', electronVersion: null, dataDir }).handlers;
    // The same status, and the resumed session says which cast it resumed with.
    const castNote = 'This session continues with the rules cast it started with.';
    expect(await invokeProcedure(restarted, 'trial.status', { sessionId })).toEqual({ ...before, value: { ...(before as { value: object }).value, castNote } });
    const asked = await invokeProcedure(restarted, 'trial.ask', { sessionId, question: 'What did the man do after he came into the store?' });
    expect(asked).toMatchObject({ ok: true, value: { events: expect.arrayContaining([expect.objectContaining({ type: 'QuestionAsked', turn: 3 })]) } });
    const exported = await invokeProcedure(restarted, 'sessions.exportTranscript', { sessionId, format: 'json' });
    expect(exported.ok).toBe(true);
  });

  it('resumes after a restart past the cross-examination outline, and counsel carries on', async () => {
    const started = await call('trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 5 });
    const { sessionId } = started.status;
    await call('trial.ask', { sessionId, question: 'How were the lights in the store?' });
    await call('trial.next', { sessionId });

    const restarted = composeMain({ runtime: 'web', electronVersion: null, dataDir }).handlers;
    const counsel = await invokeProcedure(restarted, 'trial.counselTurn', { sessionId });
    expect(counsel).toMatchObject({ ok: true, value: { status: { awaiting: 'player_response' } } });
  });

  it('answers moves out of turn and unknown sessions with clear errors', async () => {
    const started = await call('trial.start', { packId: 'state-v-avery', playerSide: 'defense', seed: 2 });
    // The defense player waits while the prosecution's counsel examines its first witness.
    expect(started.status.awaiting).toBe('opposing_counsel');
    const early = await invokeProcedure(handlers, 'trial.ask', { sessionId: started.status.sessionId, question: 'Hello?' });
    expect(early).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining("not the player's turn") } });
    expect(await invokeProcedure(handlers, 'trial.status', { sessionId: 'nope' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await invokeProcedure(handlers, 'trial.start', { packId: 'vega-notice-to-quit', playerSide: 'plaintiff' })).toMatchObject({
      ok: false,
      error: { code: 'bad_input', message: expect.stringContaining('not a trial') },
    });
    expect(await invokeProcedure(handlers, 'trial.respond', { sessionId: 'x', ground: 'shouting' })).toMatchObject({ ok: false, error: { code: 'bad_input' } });
  });
});
