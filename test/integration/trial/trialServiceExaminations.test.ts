import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { getSession, listSessions, openWorkspace } from '../../../main/store';
import { TrialService } from '../../../main/trial';
import { builtinTrialScenarios } from '../../unit/trial/fixtures/builtinScenarios';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('TrialService with chosen examinations (real SQLite)', () => {
  it('stores the choice with the session and keeps to it after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'moot-exams-'));
    dirs.push(dir);
    const workspace = openWorkspace(dir);
    const { id, scenario } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
    const base = { scenario: async () => scenario, db: () => workspace.db, embedder: () => new LexicalEmbedder() };
    try {
      const service = new TrialService(base);
      await expect(service.start({ packId: id, playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], examinations: ['direct', 'recross'] })).rejects.toMatchObject({ code: 'bad_input', path: 'examinations' });
      // A refused choice stores no session.
      expect(listSessions(workspace.db)).toHaveLength(0);

      const started = await service.start({ packId: id, playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], examinations: ['direct', 'cross'], seed: 2 });
      const sessionId = started.status.sessionId;
      expect(getSession(workspace.db, sessionId)?.meta).toMatchObject({ witnessIds: ['mei-lin-zhao'], examinations: ['direct', 'cross'] });
      await service.ask(sessionId, 'How were the lights in the store?');

      // A fresh service stands for the app started again: it resumes from the log and the meta.
      const restarted = new TrialService(base);
      let step = await restarted.next(sessionId);
      expect(step.status.examination).toBe('cross');
      for (let i = 0; i < 40 && step.status.awaiting !== 'ended'; i++) {
        step = step.status.awaiting === 'player_response' ? await restarted.respond(sessionId, null) : await restarted.counselTurn(sessionId);
        expect(step.events.some((event) => event.type === 'PhaseChanged' && event.examination === 'redirect')).toBe(false);
      }
      expect(step.status.awaiting).toBe('ended');
    } finally {
      workspace.close();
    }
  });
});
