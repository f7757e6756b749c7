import type { GenerationRequest, LanguageModel, StructuredRequest, StructuredResult, TextRequest, TextResult } from '../../../../main/llm/LanguageModel';
import { ModelTimeoutError } from '../../../../main/llm/modelErrors';
import { parseStructuredOutput } from '../../../../main/llm/OutputSchema';

/** What the fake model answers to one call: generated text (raw JSON for structured calls), or a hang. */
export type FakeReply = string | { hang: true };

/** Picks the reply of a call from its agent key (`judge`, `opposing-counsel:oc_cross`, `witness:maria-reyes`). */
export type FakeScript = (request: GenerationRequest, callIndex: number) => FakeReply;

const usage = { promptTokens: 10, outputTokens: 5, cachedPromptTokens: 0 };

/**
 * A fake `LanguageModel` at the model boundary: it keeps the contract of the real ones (structured
 * output parsed and checked by the request's schema, `ModelTimeoutError` past `timeoutMs`), and
 * records every request so tests can inspect the prompts.
 */
export function fakeTrialModel(script: FakeScript, options: { streamDelayMs?: number } = {}): LanguageModel & { requests: GenerationRequest[] } {
  const requests: GenerationRequest[] = [];
  const reply = async (request: GenerationRequest): Promise<string> => {
    requests.push(request);
    const answer = script(request, requests.length - 1);
    if (typeof answer === 'string') return answer;
    await new Promise((resolve) => setTimeout(resolve, request.timeoutMs ?? 0));
    throw new ModelTimeoutError('local:fake', request.timeoutMs ?? 0);
  };
  return {
    id: 'local:fake',
    kind: 'local',
    requests,
    async generateText(request: TextRequest): Promise<TextResult> {
      const text = await reply(request);
      if (options.streamDelayMs === undefined) request.onDelta?.(text);
      else {
        // Word by word, as a real model streams, stopping when asked to.
        for (const word of text.split(/(?<=\s)/)) {
          if (request.signal?.aborted) return { text, stopReason: 'aborted', usage, latencyMs: 1, modelId: 'local:fake' };
          await new Promise((resolve) => setTimeout(resolve, options.streamDelayMs));
          request.onDelta?.(word);
        }
      }
      return { text, stopReason: 'end', usage, latencyMs: 1, modelId: 'local:fake' };
    },
    async generateStructured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
      const raw = await reply(request);
      return { value: parseStructuredOutput(request.schema, raw), raw, usage, latencyMs: 1, modelId: 'local:fake' };
    },
  };
}
