import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiEnvelope, EventMessage, TrialDebugItem, TrialStepResult } from '../../../shared/contract';
import { EventBus, invokeProcedure, TrialDebugPublisher } from '../../../main/api';
import { composeMain } from '../../../main/app/composeMain';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { TracingLanguageModel } from '../../../main/llm/TracingLanguageModel';
import { openWorkspace, readEvents } from '../../../main/store';
import { insertTrace, listTraces } from '../../../main/store/tracesRepository';
import { TrialService } from '../../../main/trial';
import { createLlmCast } from '../../../main/trial/llm';
import { builtinTrialScenarios } from '../../unit/trial/fixtures/builtinScenarios';
import { fakeTrialModel } from '../../unit/trial/llm/fakeTrialModel';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'moot-debug-stream-'));
  dirs.push(dir);
  return dir;
}

/** Every `trial.debug` payload the bus carries, in order. */
function debugItems(bus: EventBus): TrialDebugItem[] {
  const items: TrialDebugItem[] = [];
  bus.subscribe((message: EventMessage) => {
    if (message.name === 'trial.debug') items.push(message.payload);
  });
  return items;
}

async function until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the trial.debug stream (real TrialService, real SQLite)', () => {
  it('pushes the classifier on a question counsel lets pass and the memory write, and stores none of it', async () => {
    const { handlers, bus } = composeMain({ runtime: 'web', electronVersion: null, dataDir: tempDir() });
    const items = debugItems(bus);
    const call = async (name: string, input: unknown): Promise<TrialStepResult> => {
      const envelope = (await invokeProcedure(handlers, name, input)) as ApiEnvelope<TrialStepResult>;
      if (!envelope.ok) throw new Error(`${name}: ${envelope.error.message}`);
      return envelope.value;
    };
    const started = await call('trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 1 });
    const { sessionId } = started.status;
    const asked = await call('trial.ask', { sessionId, question: 'How were the lights in the store?' });
    expect(asked.events.some((event) => event.type === 'ObjectionRaised')).toBe(false);

    const analyses = items.filter((item) => item.kind === 'analysis');
    expect(analyses).toEqual([expect.objectContaining({ sessionId, questionId: 'q1', turn: 1, askedBy: 'player', counselObjected: false })]);
    // The answer is queued during the turn and written after it: wait for the write.
    await until(() => items.some((item) => item.kind === 'memory' && item.op === 'written'), 'the memory write');
    const memory = items.filter((item) => item.kind === 'memory');
    expect(memory.map((item) => item.op)).toEqual(['enqueued', 'written']);
    expect(memory[1]).toMatchObject({ sessionId, turn: 1, witnessId: 'mei-lin-zhao', chunks: expect.any(Number), error: null });
    expect(memory[1]?.kind === 'memory' && memory[1].chunks).toBeGreaterThan(0);

    // Nothing of the stream is in the log: it holds exactly the events the two moves returned.
    const log = await invokeProcedure(handlers, 'trialRoom.log', { sessionId });
    expect(log).toEqual({ ok: true, value: { events: [...started.events, ...asked.events] } });
  });

  it('pushes each model call of the LLM cast with the session, agent, mode, model, tokens, latency and fallback reason', async () => {
    const workspace = openWorkspace(tempDir());
    try {
      const { id, scenario } = builtinTrialScenarios().find((entry) => entry.id === 'state-v-avery')!;
      // Counsel's model never answers in time: its calls fail, and the rules counsel decides.
      const model = fakeTrialModel((request) => (request.agentKey.startsWith('witness:') ? "I don't recall." : request.agentKey === 'judge' ? '{}' : { hang: true }));
      const bus = new EventBus();
      const items = debugItems(bus);
      const debug = new TrialDebugPublisher(bus);
      const trial = new TrialService({
        scenario: async () => scenario,
        db: () => workspace.db,
        embedder: () => new LexicalEmbedder(),
        observerFor: (sessionId) => debug.observerFor(sessionId),
        // As composeMain wires it: each span is stored to `traces` and pushed.
        castFor: (packId, sessionId) =>
          createLlmCast(new TracingLanguageModel(model, { sessionId, record: (span) => (debug.modelCall(span), insertTrace(workspace.db, span)) }), {
            confidentiality: { level: 'public', packId },
            timeoutMs: 20,
          }),
      });
      const started = await trial.start({ packId: id, playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 3 });
      const { sessionId } = started.status;
      const asked = await trial.ask(sessionId, 'Where do you work?');
      expect(asked.events).toContainEqual(expect.objectContaining({ type: 'FallbackUsed', agent: 'opposing_counsel' }));

      const calls = items.filter((item) => item.kind === 'llm-call');
      const spans = listTraces(workspace.db, { sessionId });
      expect(calls.length).toBe(spans.length);
      expect(calls.length).toBe(model.requests.length);
      const counsel = calls.find((item) => item.agent.startsWith('opposing-counsel:'));
      expect(counsel).toMatchObject({ sessionId, mode: 'objection_user_direct', model: 'local:fake', promptTokens: 0, outputTokens: 0, fallbackReason: 'timeout' });
      const witness = calls.find((item) => item.agent === 'witness:mei-lin-zhao');
      expect(witness).toMatchObject({ sessionId, mode: null, model: 'local:fake', promptTokens: 10, outputTokens: 5, fallbackReason: null });
      expect(items.find((item) => item.kind === 'analysis')).toMatchObject({ sessionId, questionId: 'q1', counselObjected: false });
      // The stored log is the same whether or not anyone watched: no debug item is in it.
      expect(readEvents(workspace.db, sessionId).map((event) => event.type)).toEqual([...started.events, ...asked.events].map((event) => event.type));
    } finally {
      workspace.close();
    }
  });
});
