import { CancelledError } from '../../../shared/errors';
import type { Egress } from '../../egress/Egress';
import { createDeadline, type Deadline } from '../deadline';
import type { GenerationRequest, LanguageModel, StopReason, StructuredRequest, StructuredResult, TextRequest, TextResult, TokenUsage } from '../LanguageModel';
import { ModelOutputError, ModelTimeoutError, ModelUnavailableError } from '../modelErrors';
import { parseStructuredOutput } from '../OutputSchema';
import { DEFAULT_RESPONSE_LIMITS, readBoundedText, readServerSentEvents, type ResponseLimits } from './readServerSentEvents';

/** Every cloud call has a deadline: callers that give none get this one. */
export const DEFAULT_CLOUD_TIMEOUT_MS = 60_000;

/** Where an OpenAI-compatible server lives. `baseUrl` ends before `/chat/completions` (e.g. `…/v1`). */
export interface CloudModelConfig {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  /** Caps on the response; DEFAULT_RESPONSE_LIMITS unless given (tests make them small). */
  limits?: ResponseLimits;
}

interface CompletionChunk {
  choices?: { delta?: { content?: string | null }; message?: { content?: string | null }; finish_reason?: string | null }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number; prompt_tokens_details?: { cached_tokens?: number } } | null;
}

/**
 * An OpenAI-compatible `/chat/completions` endpoint (a hosted model, or a clinic's vLLM, Ollama or
 * llama.cpp server). Every request goes through `Egress`, which refuses confidential content
 * before anything is sent. Text streams over SSE; structured output asks for `response_format:
 * json_schema` and is validated here all the same, because servers differ in how they enforce it.
 */
export class CloudLanguageModel implements LanguageModel {
  readonly kind = 'cloud' as const;
  readonly id: string;
  private readonly limits: ResponseLimits;

  constructor(
    private readonly config: CloudModelConfig,
    private readonly egress: Egress,
  ) {
    this.id = `cloud:${config.model}`;
    this.limits = config.limits ?? DEFAULT_RESPONSE_LIMITS;
  }

  async generateText(request: TextRequest): Promise<TextResult> {
    const started = performance.now();
    const deadline = createDeadline(request.signal, request.timeoutMs ?? DEFAULT_CLOUD_TIMEOUT_MS);
    let text = '';
    let stopReason: StopReason = 'end';
    let usage: TokenUsage = { promptTokens: 0, outputTokens: 0, cachedPromptTokens: 0 };
    try {
      const response = await this.post(request, deadline, { stream: true, stream_options: { include_usage: true } });
      if (!response.body) throw new ModelUnavailableError(`${this.id} sent an empty response.`);
      for await (const data of readServerSentEvents(response.body, this.limits)) {
        if (data === '[DONE]') break;
        const chunk = parseChunk(data, this.id);
        const choice = chunk.choices?.[0];
        const delta = choice?.delta?.content ?? '';
        if (delta) {
          text += delta;
          request.onDelta?.(delta);
        }
        if (choice?.finish_reason === 'length') stopReason = 'maxTokens';
        if (chunk.usage) usage = toUsage(chunk.usage);
      }
    } catch (error) {
      if (deadline.firedBy() === 'user') stopReason = 'aborted';
      else throw this.translate(error, deadline, request);
    } finally {
      deadline.dispose();
    }
    if (usage.outputTokens === 0 && text) usage = { ...usage, outputTokens: Math.ceil(text.length / 4) };
    return { text, stopReason, usage, latencyMs: performance.now() - started, modelId: this.id };
  }

  async generateStructured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
    const started = performance.now();
    const deadline = createDeadline(request.signal, request.timeoutMs ?? DEFAULT_CLOUD_TIMEOUT_MS);
    try {
      const response = await this.post(request, deadline, {
        stream: false,
        response_format: { type: 'json_schema', json_schema: { name: request.schema.name, schema: request.schema.jsonSchema, strict: false } },
      });
      const body = parseChunk(await readBoundedText(response.body, this.limits.maxBodyBytes), this.id);
      const choice = body.choices?.[0];
      const raw = choice?.message?.content ?? '';
      if (choice?.finish_reason === 'length') {
        throw new ModelOutputError(`The model's ${request.schema.name} output hit maxTokens (${request.maxTokens}) before the JSON was complete.`, raw);
      }
      const value = parseStructuredOutput(request.schema, raw);
      return { value, raw, usage: toUsage(body.usage ?? {}), latencyMs: performance.now() - started, modelId: this.id };
    } catch (error) {
      if (deadline.firedBy() === 'user') throw new CancelledError('Generation stopped.');
      throw this.translate(error, deadline, request);
    } finally {
      deadline.dispose();
    }
  }

  private async post(request: GenerationRequest, deadline: Deadline, extra: Record<string, unknown>): Promise<Response> {
    const body = JSON.stringify({
      model: this.config.model,
      messages: [
        { role: 'system', content: request.systemPrompt },
        { role: 'user', content: request.prompt },
      ],
      max_tokens: request.maxTokens,
      temperature: request.temperature ?? 0,
      ...(request.seed === undefined ? {} : { seed: request.seed }),
      ...extra,
    });
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: extra.stream ? 'text/event-stream' : 'application/json' };
    if (this.config.apiKey) headers.authorization = `Bearer ${this.config.apiKey}`;
    const response = await this.egress.send({
      purpose: 'cloud-model',
      url: `${this.config.baseUrl.replace(/\/+$/, '')}/chat/completions`,
      method: 'POST',
      headers,
      body,
      confidentiality: request.confidentiality,
      signal: deadline.signal,
    });
    if (!response.ok) {
      const detail = (await readBoundedText(response.body, 64 * 1024).catch(() => '')).slice(0, 200);
      throw new ModelUnavailableError(`${this.id} answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    return response;
  }

  /** Timeouts become `ModelTimeoutError`; typed errors (egress refusals included) pass through. */
  private translate(error: unknown, deadline: Deadline, request: GenerationRequest): Error {
    if (deadline.firedBy() === 'timeout') return new ModelTimeoutError(this.id, request.timeoutMs ?? DEFAULT_CLOUD_TIMEOUT_MS);
    if (error instanceof Error && error.name !== 'TypeError') return error;
    return new ModelUnavailableError(`${this.id} could not be reached: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`);
  }
}

function parseChunk(data: string, modelId: string): CompletionChunk {
  try {
    return JSON.parse(data) as CompletionChunk;
  } catch {
    // Never quote it: a model's raw text must not travel on in an error message.
    throw new ModelUnavailableError(`${modelId} sent something that is not JSON (${data.length} characters).`);
  }
}

function toUsage(usage: NonNullable<CompletionChunk['usage']>): TokenUsage {
  return {
    promptTokens: usage.prompt_tokens ?? 0,
    outputTokens: usage.completion_tokens ?? 0,
    cachedPromptTokens: usage.prompt_tokens_details?.cached_tokens ?? 0,
  };
}
