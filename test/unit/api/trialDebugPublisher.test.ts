import { describe, expect, it } from 'vitest';
import { events, type EventMessage } from '../../../shared/contract';
import { EventBus, TrialDebugPublisher } from '../../../main/api';
import type { ModelCallSpan } from '../../../main/llm/TracingLanguageModel';

const span = (patch: Partial<ModelCallSpan>): ModelCallSpan => ({
  id: 'span-1',
  sessionId: 's1',
  agent: 'opposing-counsel:oc_cross',
  mode: null,
  model: 'local:tiny',
  promptTokens: 120,
  outputTokens: 30,
  latencyMs: 41.5,
  fallbackReason: null,
  at: '2026-01-01T00:00:00.000Z',
  ...patch,
});

function watched() {
  const bus = new EventBus();
  const messages: EventMessage[] = [];
  bus.subscribe((message) => messages.push(message));
  return { publisher: new TrialDebugPublisher(bus), messages, payloads: () => messages.map((message) => message.payload) };
}

describe('TrialDebugPublisher', () => {
  it('clips long texts to the contract so a long error still reaches the panel', () => {
    const { publisher, payloads } = watched();
    publisher.observerFor('s1').onMemory?.({ op: 'failed', turn: 2, witnessId: 'w', error: 'x'.repeat(5_000) });
    const [item] = payloads();
    expect(item).toMatchObject({ kind: 'memory', op: 'failed', chunks: null, ms: null });
    const error = item && 'error' in item ? item.error : '';
    expect(error).toHaveLength(240);
    expect(error?.endsWith('…')).toBe(true);
    expect(events['trial.debug'].safeParse(item).success).toBe(true);
  });

  it("keeps each span's mode, and skips calls outside a session", () => {
    const { publisher, payloads } = watched();
    publisher.modelCall(span({ mode: 'oc_cross' }));
    publisher.modelCall(span({ agent: 'witness:ada', mode: 'redirect', fallbackReason: 'timeout' }));
    publisher.modelCall(span({ sessionId: null }));
    expect(payloads()).toEqual([
      { sessionId: 's1', kind: 'llm-call', agent: 'opposing-counsel:oc_cross', mode: 'oc_cross', model: 'local:tiny', promptTokens: 120, outputTokens: 30, latencyMs: 41.5, fallbackReason: null },
      expect.objectContaining({ agent: 'witness:ada', mode: 'redirect', fallbackReason: 'timeout' }),
    ]);
  });

  it('builds and publishes nothing while no transport listens', () => {
    const bus = new EventBus();
    const publisher = new TrialDebugPublisher(bus);
    // A payload the contract refuses would throw at publish; unheard, it is never built.
    expect(() => publisher.modelCall(span({ promptTokens: -1 }))).not.toThrow();
    const heard: EventMessage[] = [];
    bus.subscribe((message) => heard.push(message));
    expect(() => publisher.modelCall(span({ promptTokens: -1 }))).toThrow();
  });
});
