import type { FallbackReason } from './fallbackReason';
import { fallbackReasonOf } from './fallbackReason';
import type { LanguageModel, StructuredRequest, StructuredResult, TextRequest, TextResult } from './LanguageModel';

/** One model call as a trace span (the store's `traces` row has the same fields). */
export interface ModelCallSpan {
  id: string;
  sessionId: string | null;
  agent: string;
  mode: string | null;
  model: string;
  promptTokens: number;
  outputTokens: number;
  latencyMs: number;
  /** Set when the call failed, so the rules cast will answer: the reason code. */
  fallbackReason: FallbackReason | null;
  at: string;
}

export interface TraceContext {
  sessionId: string | null;
  /** The OCA mode or consultation phase of the call, when there is one. */
  mode?: string | null;
  record: (span: ModelCallSpan) => void;
}

/** A mode named in the agent key after the role (`opposing-counsel:oc_cross`); witnesses' keys name a witness instead. */
function modeOfAgentKey(agentKey: string): string | null {
  return agentKey.startsWith('opposing-counsel:') ? agentKey.slice('opposing-counsel:'.length) : null;
}

/**
 * Wraps a `LanguageModel` so that every call (answered or failed) records one span: agent,
 * model, tokens, latency and, on failure, the fallback reason. A user's stop records nothing:
 * it is not a model failure. Recording never breaks a call.
 */
export class TracingLanguageModel implements LanguageModel {
  constructor(
    private readonly inner: LanguageModel,
    private readonly context: TraceContext,
  ) {}

  get id(): string {
    return this.inner.id;
  }

  get kind(): LanguageModel['kind'] {
    return this.inner.kind;
  }

  generateText(request: TextRequest): Promise<TextResult> {
    return this.traced(request.agentKey, () => this.inner.generateText(request));
  }

  generateStructured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
    return this.traced(request.agentKey, () => this.inner.generateStructured(request));
  }

  private async traced<R extends { usage: { promptTokens: number; outputTokens: number }; latencyMs: number }>(
    agent: string,
    call: () => Promise<R>,
  ): Promise<R> {
    const started = performance.now();
    try {
      const result = await call();
      if (!('stopReason' in result) || result.stopReason !== 'aborted') {
        this.record(agent, result.usage.promptTokens, result.usage.outputTokens, result.latencyMs, null);
      }
      return result;
    } catch (error) {
      const reason = fallbackReasonOf(error);
      if (reason !== 'cancelled') this.record(agent, 0, 0, performance.now() - started, reason);
      throw error;
    }
  }

  private record(agent: string, promptTokens: number, outputTokens: number, latencyMs: number, fallbackReason: FallbackReason | null) {
    try {
      this.context.record({
        id: crypto.randomUUID(),
        sessionId: this.context.sessionId,
        agent,
        mode: this.context.mode ?? modeOfAgentKey(agent),
        model: this.inner.id,
        promptTokens,
        outputTokens,
        latencyMs: Math.round(latencyMs * 10) / 10,
        fallbackReason,
        at: new Date().toISOString(),
      });
    } catch (error) {
      console.error('[llm] trace span could not be recorded:', error);
    }
  }
}
