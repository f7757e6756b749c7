import type { Confidentiality } from '../egress/Confidentiality';
import type { OutputSchema } from './OutputSchema';

/** Token usage of one call. `cachedPromptTokens` were reused from the KV cache, not evaluated. */
export interface TokenUsage {
  promptTokens: number;
  outputTokens: number;
  cachedPromptTokens: number;
}

/** Why generation stopped. `aborted` means the caller's signal fired: a user's stop, not an error. */
export type StopReason = 'end' | 'maxTokens' | 'aborted';

/** One call to a model: a static system prompt and the turn's user prompt, stateless. */
export interface GenerationRequest {
  /**
   * Who is asking (`judge`, `opposing-counsel`, `witness:w2`). The local model keeps one chat
   * sequence per agent, so a repeated `systemPrompt` is served from the KV cache.
   */
  agentKey: string;
  /** Static prefix for this agent: keep per-turn details out of it, or the cache is lost. */
  systemPrompt: string;
  /** This turn's input (the projection of the testimony state and the question). */
  prompt: string;
  /** Required so that no request can forget it; the cloud model refuses confidential content. */
  confidentiality: Confidentiality;
  /** Hard cap on generated tokens. */
  maxTokens: number;
  temperature?: number;
  seed?: number;
  /** The user's stop. Text generation returns what it has; structured generation throws `CancelledError`. */
  signal?: AbortSignal;
  /** Wall-clock budget; exceeding it throws `ModelTimeoutError` so the rules cast can answer. */
  timeoutMs?: number;
}

export interface TextRequest extends GenerationRequest {
  /** Called with each new piece of text as it is generated (deltas, never the whole text). */
  onDelta?: (delta: string) => void;
}

export interface TextResult {
  text: string;
  stopReason: StopReason;
  usage: TokenUsage;
  latencyMs: number;
  modelId: string;
}

export interface StructuredRequest<T> extends GenerationRequest {
  schema: OutputSchema<T>;
}

export interface StructuredResult<T> {
  value: T;
  /** The JSON text as generated, for traces and the debug panel. */
  raw: string;
  usage: TokenUsage;
  latencyMs: number;
  modelId: string;
}

/**
 * A text generator the cast can use without knowing where it runs (local GGUF or cloud).
 * Errors are typed (`ModelTimeoutError`, `ModelOutputError`, `ModelUnavailableError`,
 * `ConfidentialEgressError`), so callers can fall back to the rules cast and record why.
 */
export interface LanguageModel {
  /** Id recorded in traces, e.g. `local:qwen2.5-1.5b-instruct-q4_k_m` or `cloud:gpt-4o-mini`. */
  readonly id: string;
  readonly kind: 'local' | 'cloud';
  generateText(request: TextRequest): Promise<TextResult>;
  generateStructured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>>;
}
