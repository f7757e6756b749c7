import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventMessage, TrialDebugItem } from '../../../shared/contract';
import { EventBus, TrialDebugPublisher } from '../../../main/api';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { openWorkspace } from '../../../main/store';
import { TrialService } from '../../../main/trial';
import { createLlmCast } from '../../../main/trial/llm';
import { builtinTrialScenarios } from '../../unit/trial/fixtures/builtinScenarios';
import { fakeTrialModel } from '../../unit/trial/llm/fakeTrialModel';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});


describe('agents read the vector memory (real TrialService, real SQLite, lexical embeddings)', () => {
  it('the model witness is given what it said earlier about the question, and the recall shows in the debug stream', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'moot-recall-'));
    dirs.push(dir);
    const workspace = openWorkspace(dir);
    try {
      const { id, scenario } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
      const affidavit = scenario.witnesses.find((witness) => witness.id === 'mei-lin-zhao')!.affidavit;
      const lights = affidavit.split(/(?<=\.)\s+/).find((sentence) => /fluorescent/.test(sentence))!;
      // The witness model says the affidavit's sentence on the lights, whatever it is asked.
      const model = fakeTrialModel(() => lights);
      const bus = new EventBus();
      const items: TrialDebugItem[] = [];
      bus.subscribe((message: EventMessage) => void (message.name === 'trial.debug' && items.push(message.payload)));
      const debug = new TrialDebugPublisher(bus);
      const trial = new TrialService({
        scenario: async () => scenario,
        db: () => workspace.db,
        embedder: () => new LexicalEmbedder(),
        observerFor: (sessionId) => debug.observerFor(sessionId),
        castFor: (packId) => createLlmCast({ opposingCounsel: null, judge: null, witness: model }, { confidentiality: { level: 'public', packId } }),
      });
      const started = await trial.start({ packId: id, playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 3 });
      const { sessionId } = started.status;
      await trial.ask(sessionId, 'How were the lights in the store?');
      // The answer is written to memory after the turn: wait for it.
      const deadline = Date.now() + 5_000;
      while (!items.some((item) => item.kind === 'memory' && item.op === 'written')) {
        if (Date.now() > deadline) throw new Error('the memory write never came');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await trial.ask(sessionId, 'Tell us about the fluorescent lighting over the counter.');

      const second = model.requests.filter((request) => request.agentKey === 'witness:mei-lin-zhao').at(-1)!;
      expect(second.prompt).toContain('What you said earlier about this');
      expect(second.prompt).toContain(`(turn 1, direct) ${lights}`);
      const recalls = items.filter((item) => item.kind === 'memory' && item.op === 'recalled');
      expect(recalls.at(-1)).toMatchObject({ sessionId, agent: 'witness', turn: 2, witnessId: 'mei-lin-zhao', chunks: 1 });
      // The first question found nothing yet: the memory held no answer.
      expect(recalls[0]).toMatchObject({ turn: 1, chunks: 0 });
    } finally {
      workspace.close();
    }
  });
});
