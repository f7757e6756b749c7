import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CancelledError } from '../../../shared/errors';
import { ConfidentialEgressError } from '../../../main/egress/egressErrors';
import { fallbackReasonOf } from '../../../main/llm/fallbackReason';
import { LanguageModelRouter } from '../../../main/llm/LanguageModelRouter';
import { ModelOutputError, ModelTimeoutError } from '../../../main/llm/modelErrors';
import { zodOutputSchema } from '../../../main/llm/OutputSchema';
import { TracingLanguageModel, type ModelCallSpan } from '../../../main/llm/TracingLanguageModel';
import { scriptedModel } from './scriptedLanguageModel';

const confidential = { level: 'confidential', packId: 'clinic' } as const;
const open = { level: 'public', packId: 'demo' } as const;

describe('LanguageModelRouter', () => {
  const local = scriptedModel('local:qwen', []);
  const cloud = scriptedModel('cloud:gpt', []);

  it('never sends a confidential pack to the cloud, whatever the preference', () => {
    const router = new LanguageModelRouter({ local: () => local, cloud: () => cloud });
    expect(router.route('cloud', confidential)).toEqual({ model: local, fallbackReason: 'confidential' });
    expect(new LanguageModelRouter({ local: () => null, cloud: () => cloud }).route('cloud', confidential)).toEqual({ model: null, fallbackReason: 'confidential' });
    expect(router.route('cloud', open)).toEqual({ model: cloud, fallbackReason: null });
  });

  it('keeps local local, and says why the rules answer', () => {
    const noLocal = new LanguageModelRouter({ local: () => null, cloud: () => cloud });
    expect(noLocal.route('local', open)).toEqual({ model: null, fallbackReason: 'no-model' });
    expect(new LanguageModelRouter({ local: () => local, cloud: () => null }).route('cloud', open)).toEqual({ model: local, fallbackReason: 'cloud-disabled' });
    expect(noLocal.route('rules', open)).toEqual({ model: null, fallbackReason: null });
  });
});

describe('TracingLanguageModel', () => {
  const schema = zodOutputSchema('ruling', z.object({ ruling: z.enum(['sustained', 'overruled']) }));
  const request = { agentKey: 'judge', systemPrompt: 's', prompt: 'p', confidentiality: open, maxTokens: 8 };
  const usage = { promptTokens: 12, outputTokens: 3, cachedPromptTokens: 0 };

  it('records one span per call, with the fallback reason of a failure, and none for a user stop', async () => {
    const spans: ModelCallSpan[] = [];
    const inner = scriptedModel('local:qwen', [
      () => ({ value: { ruling: 'sustained' }, raw: '{}', usage, latencyMs: 40, modelId: 'local:qwen' }),
      () => {
        throw new ModelTimeoutError('local:qwen', 100);
      },
      () => ({ text: 'I was', stopReason: 'aborted', usage, latencyMs: 5, modelId: 'local:qwen' }),
      () => {
        throw new CancelledError();
      },
    ]);
    const traced = new TracingLanguageModel(inner, { sessionId: 's1', mode: 'objection_user_direct', record: (span) => spans.push(span) });
    await traced.generateStructured({ ...request, schema });
    await expect(traced.generateStructured({ ...request, schema })).rejects.toBeInstanceOf(ModelTimeoutError);
    await traced.generateText({ ...request, agentKey: 'witness:w1' });
    await expect(traced.generateText(request)).rejects.toBeInstanceOf(CancelledError);
    expect(spans).toHaveLength(2);
    expect(spans[0]).toMatchObject({ sessionId: 's1', agent: 'judge', mode: 'objection_user_direct', model: 'local:qwen', promptTokens: 12, outputTokens: 3, latencyMs: 40, fallbackReason: null });
    expect(spans[1]).toMatchObject({ agent: 'judge', fallbackReason: 'timeout', promptTokens: 0 });
    expect(traced.id).toBe('local:qwen');
  });

  it("reads counsel's mode from its agent key when the trace context names none", async () => {
    const spans: ModelCallSpan[] = [];
    const reply = () => ({ text: 'Yes.', stopReason: 'end', usage, latencyMs: 1, modelId: 'local:qwen' });
    const traced = new TracingLanguageModel(scriptedModel('local:qwen', [reply, reply]), { sessionId: 's1', record: (span) => spans.push(span) });
    await traced.generateText({ ...request, agentKey: 'opposing-counsel:oc_cross' });
    await traced.generateText({ ...request, agentKey: 'witness:w1' });
    expect(spans.map((span) => span.mode)).toEqual(['oc_cross', null]);
  });

  it('never lets a broken recorder break the call', async () => {
    const inner = scriptedModel('local:qwen', [() => ({ text: 'Yes.', stopReason: 'end', usage, latencyMs: 1, modelId: 'local:qwen' })]);
    const traced = new TracingLanguageModel(inner, {
      sessionId: null,
      record: () => {
        throw new Error('disk full');
      },
    });
    await expect(traced.generateText(request)).resolves.toMatchObject({ text: 'Yes.' });
  });
});

describe('fallbackReasonOf', () => {
  it('maps typed errors to stable codes', () => {
    expect(fallbackReasonOf(new ModelOutputError('bad', '{'))).toBe('invalid-output');
    expect(fallbackReasonOf(new ConfidentialEgressError('p', 'labelled'))).toBe('confidential');
    expect(fallbackReasonOf(new Error('?'))).toBe('error');
  });
});
