import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Egress } from '../../main/egress/Egress';
import { LexicalEmbedder } from '../../main/embeddings/LexicalEmbedder';
import { CloudLanguageModel } from '../../main/llm/cloud/CloudLanguageModel';
import { openWorkspace } from '../../main/store';
import { TrialService } from '../../main/trial';
import { createLlmCast } from '../../main/trial/llm';
import { HOSTILE_MODES, startHostileOpenAiServer } from '../support/hostileOpenAiServer';
import { builtinTrialScenarios } from '../unit/trial/fixtures/builtinScenarios';

// Every garbage, hanging and endless cloud response mode against a whole trial: every turn completes
// (the rules cast answers) and memory stays bounded.
const QUESTIONS = ['Where were you that evening?', 'What did you see?', 'What happened next?', 'Who else was there?'];

describe('trials against a hostile cloud server', () => {
  let server: Awaited<ReturnType<typeof startHostileOpenAiServer>>;
  const dir = mkdtempSync(join(tmpdir(), 'moot-garbage-'));
  beforeAll(async () => {
    server = await startHostileOpenAiServer('garbage');
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('completes every turn in every mode, with peak RSS under 300 MB', async () => {
    const workspace = openWorkspace(dir);
    const { id, scenario } = builtinTrialScenarios()[0]!;
    const model = new CloudLanguageModel({ baseUrl: server.baseUrl, model: 'hostile', apiKey: null }, new Egress({ isAllowed: () => true }));
    const trial = new TrialService({
      scenario: async () => scenario,
      db: () => workspace.db,
      embedder: () => new LexicalEmbedder(),
      castFor: (packId) => createLlmCast(model, { confidentiality: { level: 'public', packId }, timeoutMs: 1_500 }),
    });
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
    let turns = 0;
    let completed = 0;
    try {
      for (const mode of HOSTILE_MODES) {
        server.state.mode = mode;
        const started = await trial.start({ packId: id, playerSide: 'plaintiff', seed: 11 });
        for (const question of QUESTIONS) {
          turns++;
          const step = await trial.ask(started.status.sessionId, question);
          if (step.events.some((e) => e.type === 'AnswerGiven' || e.type === 'RulingMade' || e.type === 'QuestionBlocked')) completed++;
        }
      }
    } finally {
      clearInterval(sampler);
      workspace.close();
    }
    const peakMb = Math.max(peak, process.memoryUsage().rss) / 1024 / 1024;
    console.log(`garbage cloud: ${HOSTILE_MODES.length} modes (${HOSTILE_MODES.join(', ')}), ${completed}/${turns} turns completed (${((100 * completed) / turns).toFixed(0)} %), ${server.state.requests} requests, peak RSS ${peakMb.toFixed(0)} MB`);
    expect(completed).toBe(turns);
    // Issue 21: under 300 MB. It was 385-391 MB while the witness's sentence gate re-split (with
    // the language layer) the whole answer for every streamed token: an endless event stream of
    // tiny deltas made hundreds of MB of garbage. It now re-splits only once a sentence can have
    // ended (about 200 MB).
    expect(peakMb).toBeLessThan(300);
  });
});
