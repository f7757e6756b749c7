import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalModelStatus } from '../../../shared/contract/schemas/models';
import { CancelledError } from '../../../shared/errors';
import { LocalModelHost } from '../../../main/llm/local/LocalModelHost';
import type { LocalLanguageModel } from '../../../main/llm/local/LocalLanguageModel';
import { ModelOutputError, ModelTimeoutError, ModelUnavailableError } from '../../../main/llm/modelErrors';
import type { GenerationRequest } from '../../../main/llm/LanguageModel';
import { tinyLlamaGgufPath } from '../../support/tinyModels/tinyLlamaGguf';
import { examinationQuestionSchema, JudgeRuling, judgeSchema, objectionSchema } from '../../support/tinyModels/agentSchemas';

const base = (agentKey: string, prompt: string): GenerationRequest => ({
  agentKey,
  systemPrompt: `You are the ${agentKey} in a mock trial. Answer briefly.`,
  prompt,
  confidentiality: { level: 'public', packId: null },
  maxTokens: 240,
});

describe('LocalLanguageModel on the tiny GGUF', () => {
  const statuses: LocalModelStatus[] = [];
  const host = new LocalModelHost({ onStatus: (status) => statuses.push(status) });
  let model: LocalLanguageModel;

  beforeAll(async () => {
    model = await host.load({ modelId: 'tiny', modelPath: tinyLlamaGgufPath(), contextSize: 1024, sequences: 3, threads: 1 });
  });
  afterAll(() => host.unload());

  it('loads through the status stages and reports fit and parallel sequences', () => {
    const last = host.status;
    expect(last).toMatchObject({ modelId: 'tiny', parallelSequences: 3 });
    for (const stage of [last.runtime, last.model, last.context]) expect(stage).toEqual({ loaded: true, loadProgress: 1, error: null });
    expect(last.fit?.fits).toBe(true);
    expect(last.fit?.requiredRamBytes).toBeGreaterThan(0);
    expect(statuses.some((status) => !status.context.loaded)).toBe(true);
    expect(model.id).toBe('local:tiny');
  });

  it('returns schema-valid judge rulings (zod schema) under the grammar', async () => {
    const result = await model.generateStructured({ ...base('judge', 'Objection: hearsay. Rule on it.'), schema: judgeSchema });
    expect(JudgeRuling.parse(result.value)).toEqual(result.value);
    expect(JSON.parse(result.raw)).toEqual(result.value);
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    expect(result.usage.promptTokens).toBeGreaterThan(10);
  });

  it('returns schema-valid objections (plain JSON schema) and OCA questions', async () => {
    const objection = await model.generateStructured({ ...base('opposing-counsel', 'Q: You ran the red light, didn\'t you?'), schema: objectionSchema });
    expect(typeof objection.value.object).toBe('boolean');
    expect(['none', 'leading', 'hearsay', 'relevance', 'speculation', 'compound']).toContain(objection.value.ground);
    expect(typeof objection.value.isIntentionallyIncorrect).toBe('boolean');
    const question = await model.generateStructured({ ...base('opposing-counsel', 'Ask your next cross question.'), schema: examinationQuestionSchema, temperature: 0.8, seed: 7 });
    expect(question.value.question.length).toBeGreaterThan(0);
    expect(typeof question.value.isIntentionallyDefective).toBe('boolean');
  });

  it('reuses the KV cache of an agent\'s static system prompt', async () => {
    const request = { ...base('witness:w9', 'Where were you?'), maxTokens: 4 };
    const first = await model.generateText(request);
    const second = await model.generateText({ ...request, prompt: 'What did you see next?' });
    expect(second.usage.cachedPromptTokens).toBeGreaterThan(first.usage.cachedPromptTokens);
    // At least the whole system prompt (one token per character or so here) came from the cache.
    expect(second.usage.cachedPromptTokens).toBeGreaterThan(request.systemPrompt.length / 2);
  });

  it('streams witness text as deltas that add up to the answer', async () => {
    const deltas: string[] = [];
    const result = await model.generateText({ ...base('witness:w1', 'Tell the court what happened.'), maxTokens: 24, temperature: 0.9, seed: 3, onDelta: (delta) => deltas.push(delta) });
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(result.text);
    expect(['end', 'maxTokens']).toContain(result.stopReason);
  });

  it('treats a user abort as a stop, not an error, and keeps what streamed', async () => {
    const controller = new AbortController();
    const deltas: string[] = [];
    const result = await model.generateText({
      ...base('witness:w1', 'Describe the intersection.'),
      maxTokens: 200,
      temperature: 0.9,
      seed: 11,
      signal: controller.signal,
      onDelta: (delta) => {
        deltas.push(delta);
        if (deltas.length === 3) controller.abort();
      },
    });
    expect(result.stopReason).toBe('aborted');
    expect(result.usage.outputTokens).toBeLessThan(200);
    expect(result.text.startsWith(deltas.slice(0, 3).join(''))).toBe(true);
    await expect(model.generateStructured({ ...base('judge', 'Rule.'), schema: judgeSchema, signal: AbortSignal.abort() })).rejects.toBeInstanceOf(CancelledError);
  });

  it('throws typed errors for a timeout and for JSON cut off by maxTokens', async () => {
    await expect(model.generateText({ ...base('witness:w2', 'Talk.'), maxTokens: 200, timeoutMs: 1 })).rejects.toBeInstanceOf(ModelTimeoutError);
    const truncated = model.generateStructured({ ...base('judge', 'Rule.'), schema: judgeSchema, maxTokens: 3 });
    await expect(truncated).rejects.toBeInstanceOf(ModelOutputError);
    await expect(truncated).rejects.toThrow(/maxTokens \(3\)/);
  });

  it('runs agents side by side on separate sequences', async () => {
    const agents = ['judge', 'opposing-counsel', 'witness:w3', 'witness:w4'];
    const results = await Promise.all(agents.map((agent) => model.generateText({ ...base(agent, 'Go.'), maxTokens: 6 })));
    expect(results).toHaveLength(4);
    for (const result of results) expect(result.usage.promptTokens).toBeGreaterThan(0);
  });
});

describe('LocalModelHost refusals', () => {
  it('refuses a model that cannot fit, with the figures, before loading it', async () => {
    const host = new LocalModelHost({ ramState: async () => ({ total: 1024, free: 512 }) });
    const load = host.load({ modelId: 'tiny', modelPath: tinyLlamaGgufPath(), contextSize: 1024, sequences: 2, threads: 1 });
    await expect(load).rejects.toBeInstanceOf(ModelUnavailableError);
    await expect(load).rejects.toThrow(/needs about .* GB of memory .* this machine has 0\.00 GB in total/);
    expect(host.status.fit?.fits).toBe(false);
    expect(host.status.model.error).toMatch(/needs about/);
    expect(host.current).toBeNull();
  });

  it('refuses a file that is not a GGUF, naming it', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'moot-llm-')), 'notes.gguf');
    writeFileSync(path, 'these are my trial notes, not a model');
    const host = new LocalModelHost();
    await expect(host.load({ modelId: 'bad', modelPath: path, threads: 1 })).rejects.toThrow(/notes\.gguf is not a readable GGUF model/);
    expect(host.status.model.error).toMatch(/not a readable GGUF/);
  });

  it('unloads: the old model answers with ModelUnavailableError and status is idle', async () => {
    const host = new LocalModelHost();
    const model = await host.load({ modelId: 'tiny', modelPath: tinyLlamaGgufPath(), contextSize: 512, sequences: 1, threads: 1 });
    await host.unload();
    expect(host.status).toMatchObject({ modelId: null, model: { loaded: false }, context: { loaded: false }, parallelSequences: 0 });
    await expect(model.generateText({ ...base('judge', 'x'), maxTokens: 2 })).rejects.toBeInstanceOf(ModelUnavailableError);
  });
});
