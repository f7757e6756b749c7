import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { getSession, openWorkspace } from '../../../main/store';
import { TrialService } from '../../../main/trial';
import { builtinTrialScenarios } from '../../unit/trial/fixtures/builtinScenarios';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('TrialService with the whole trial (real SQLite)', () => {
  it('plays openings, the motion, closings and the verdict, and resumes after a restart from the log and the meta', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'moot-arc-'));
    dirs.push(dir);
    const workspace = openWorkspace(dir);
    const { id, scenario } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
    const base = { scenario: async () => scenario, db: () => workspace.db, embedder: () => new LexicalEmbedder() };
    try {
      const service = new TrialService(base);
      let step = await service.start({ packId: id, playerSide: 'defense', witnessIds: ['mei-lin-zhao', 'keisha-morrow'], examinations: ['direct', 'cross'], seed: 3, trial: {} });
      const sessionId = step.status.sessionId;
      expect(getSession(workspace.db, sessionId)?.meta).toMatchObject({ arc: {} });
      expect(step.status).toMatchObject({ awaiting: 'opposing_counsel', trialPhase: 'openings', clock: null });
      step = await service.counselTurn(sessionId);
      expect(step.events[0]).toMatchObject({ type: 'OpeningGiven', by: 'opposing_counsel', side: 'plaintiff' });
      expect(step.status.awaiting).toBe('player_opening');
      step = await service.opening(sessionId, '', { reserve: true });
      expect(step.events[0]).toMatchObject({ type: 'OpeningGiven', reserved: true });

      // Counsel examines the clerk; the player lets everything pass and crosses with one question.
      for (let i = 0; i < 60 && step.status.awaiting !== 'player_motion'; i++) {
        if (step.status.awaiting === 'player_question') step = await service.next(sessionId);
        else step = step.status.awaiting === 'player_response' ? await service.respond(sessionId, null) : await service.counselTurn(sessionId);
      }
      expect(step.status).toMatchObject({ awaiting: 'player_motion', trialPhase: 'motion' });
      step = await service.motion(sessionId);
      const motion = step.events.find((event) => event.type === 'MotionRuled');
      expect(motion).toMatchObject({ moved: true, by: 'player' });

      // A fresh service stands for the app started again.
      const restarted = new TrialService(base);
      expect((await restarted.status(sessionId)).awaiting).toBe(step.status.awaiting);
      step = { events: [], status: await restarted.status(sessionId) };
      for (let i = 0; i < 80 && step.status.awaiting !== 'ended'; i++) {
        const { awaiting } = step.status;
        if (awaiting === 'player_opening') step = await restarted.opening(sessionId, 'The clerk told Officer Pruitt she could not really see the robber’s face.', {});
        else if (awaiting === 'player_question' || awaiting === 'player_motion') step = await restarted.next(sessionId);
        else if (awaiting === 'player_closing') step = await restarted.closing(sessionId, 'The State has not proved who robbed the store.', 1000);
        else step = awaiting === 'player_response' ? await restarted.respond(sessionId, null) : await restarted.counselTurn(sessionId);
      }
      expect(step.status.awaiting).toBe('ended');
      expect(step.events.map((event) => event.type).slice(-2)).toEqual(['VerdictReached', 'SessionEnded']);
    } finally {
      workspace.close();
    }
  }, 120_000);
});
