import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeMain } from '../../../main/app/composeMain';
import { invokeProcedure } from '../../../main/api/invokeProcedure';
import { AgentSettingsHost, DEFAULT_AGENT_SETTINGS } from '../../../main/settings';
import { getSession, openWorkspace } from '../../../main/store';
import type { ApiEnvelope, TrialStepResult } from '../../../shared/contract';

const dataDir = mkdtempSync(join(tmpdir(), 'moot-agent-settings-'));
const { handlers } = composeMain({ runtime: 'web', electronVersion: null, dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('settings.agents / settings.updateAgents (on a real workspace)', () => {
  it('starts from the defaults, merges partial updates and keeps them across a restart', async () => {
    expect(await invokeProcedure(handlers, 'settings.agents', {})).toEqual({ ok: true, value: DEFAULT_AGENT_SETTINGS });
    const updated = await invokeProcedure(handlers, 'settings.updateAgents', {
      opposingCounsel: { intentionalErrorRate: 0, temperature: 0.3 },
      judge: { provider: 'rules', rulingStyle: 'terse', sustainBias: 0.8 },
      client: { provider: 'cloud' },
    });
    const expected = {
      ...DEFAULT_AGENT_SETTINGS,
      opposingCounsel: { ...DEFAULT_AGENT_SETTINGS.opposingCounsel, intentionalErrorRate: 0, temperature: 0.3 },
      judge: { ...DEFAULT_AGENT_SETTINGS.judge, provider: 'rules', rulingStyle: 'terse', sustainBias: 0.8 },
      client: { ...DEFAULT_AGENT_SETTINGS.client, provider: 'cloud' },
    };
    expect(updated).toEqual({ ok: true, value: expected });
    const restarted = composeMain({ runtime: 'web', electronVersion: null, dataDir }).handlers;
    expect(await invokeProcedure(restarted, 'settings.agents', {})).toEqual({ ok: true, value: expected });
  });

  it('rejects out-of-range dials and unknown providers with the field path', async () => {
    expect(await invokeProcedure(handlers, 'settings.updateAgents', { judge: { strictness: 2 } })).toMatchObject({
      ok: false,
      error: { code: 'bad_input', path: expect.stringContaining('strictness') },
    });
    expect(await invokeProcedure(handlers, 'settings.updateAgents', { witness: { provider: 'gpt' } })).toMatchObject({ ok: false, error: { code: 'bad_input' } });
  });

  it('gives the trial its judge style: a terse judge rules in one word', async () => {
    const call = async (name: string, input: unknown) => {
      const envelope = (await invokeProcedure(handlers, name, input)) as ApiEnvelope<TrialStepResult>;
      if (!envelope.ok) throw new Error(envelope.error.message);
      return envelope.value;
    };
    await invokeProcedure(handlers, 'settings.updateAgents', { judge: { rulingStyle: 'terse' } });
    const started = await call('trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 1 });
    const { sessionId } = started.status;
    await call('trial.next', { sessionId });
    const counsel = await call('trial.counselTurn', { sessionId });
    expect(counsel.status.awaiting).toBe('player_response');
    const responded = await call('trial.respond', { sessionId, ground: 'leading' });
    const ruling = responded.events.find((event) => event.type === 'RulingMade') as { reason?: string } | undefined;
    expect(ruling).toBeDefined();
    expect(ruling?.reason).toMatch(/^(Sustained|Overruled)\.$/);
  });

  it('plays every witness with the profile override, and a resumed session keeps the dials it started with', async () => {
    const call = async (name: string, input: unknown, on = handlers) => {
      const envelope = (await invokeProcedure(on, name, input)) as ApiEnvelope<TrialStepResult>;
      if (!envelope.ok) throw new Error(envelope.error.message);
      return envelope.value;
    };
    const answersWith = async (profileOverride: unknown) => {
      await invokeProcedure(handlers, 'settings.updateAgents', { witness: { profileOverride } });
      const { status } = await call('trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 5 });
      const step = await call('trial.ask', { sessionId: status.sessionId, question: 'What was the man wearing when he came into the store?' });
      const answer = step.events.find((event) => event.type === 'AnswerGiven') as { text: string } | undefined;
      return { sessionId: status.sessionId, text: answer?.text ?? '' };
    };
    const terse = await answersWith({ cooperativeness: 0.2, verbosity: 0.1, memoryQuality: 0.9 });
    const chatty = await answersWith({ cooperativeness: 0.9, verbosity: 0.9, memoryQuality: 0.9 });
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
    expect(sentences(terse.text)).toBe(1);
    expect(sentences(chatty.text)).toBeGreaterThan(1);

    // Settings change after the terse session started; a restart must still replay it as played.
    const restarted = composeMain({ runtime: 'web', electronVersion: null, dataDir }).handlers;
    const status = await invokeProcedure(restarted, 'trial.status', { sessionId: terse.sessionId });
    expect(status).toMatchObject({ ok: true, value: { awaiting: 'player_question', turn: 1 } });
    const next = await call('trial.ask', { sessionId: terse.sessionId, question: 'What did the man do when he walked to the counter?' }, restarted);
    const followUp = next.events.find((event) => event.type === 'AnswerGiven') as { text: string } | undefined;
    expect(sentences(followUp?.text ?? '')).toBe(1);
    await invokeProcedure(handlers, 'settings.updateAgents', { witness: { profileOverride: null } });
  });

  it("gives a trial counsel's error subtlety from Settings, kept in its meta, and reads settings stored before the dial with its default", async () => {
    await invokeProcedure(handlers, 'settings.updateAgents', { opposingCounsel: { errorSubtlety: 0.85 } });
    const started = (await invokeProcedure(handlers, 'trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', seed: 6 })) as ApiEnvelope<TrialStepResult>;
    if (!started.ok) throw new Error(started.error.message);
    const workspace = openWorkspace(dataDir, { readOnly: true });
    try {
      const meta = getSession(workspace.db, started.value.status.sessionId)!.meta as { agentConfig: { opposingCounsel: { errorSubtlety: number } } };
      expect(meta.agentConfig.opposingCounsel.errorSubtlety).toBe(0.85);
    } finally {
      workspace.close();
    }
    expect(await invokeProcedure(handlers, 'settings.updateAgents', { opposingCounsel: { errorSubtlety: 1.5 } })).toMatchObject({
      ok: false,
      error: { code: 'bad_input', path: expect.stringContaining('errorSubtlety') },
    });

    // Counsel's settings as stored before the dial: its other fields kept, the subtlety at its default.
    const { errorSubtlety: _absent, ...before } = { ...DEFAULT_AGENT_SETTINGS.opposingCounsel, intentionalErrorRate: 0.2 };
    let stored: unknown = { opposingCounsel: before };
    const host = new AgentSettingsHost({ read: () => stored, write: (value) => (stored = value) });
    expect(host.settings().opposingCounsel).toEqual({ ...before, errorSubtlety: 0.5 });
  });
});
