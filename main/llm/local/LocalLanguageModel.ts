import type { ChatHistoryItem, Llama, LlamaChat, LlamaContext, LlamaGrammar, LlamaModel, Token } from 'node-llama-cpp';
import { CancelledError } from '../../../shared/errors';
import { createDeadline, type Deadline } from '../deadline';
import type {
  GenerationRequest,
  LanguageModel,
  StopReason,
  StructuredRequest,
  StructuredResult,
  TextRequest,
  TextResult,
  TokenUsage,
} from '../LanguageModel';
import { ModelOutputError, ModelTimeoutError, ModelUnavailableError } from '../modelErrors';
import { parseStructuredOutput, type OutputSchema } from '../OutputSchema';
import { SequencePool, type SequenceSlot } from './SequencePool';

/** Every local call has a deadline too: callers that give none get this one (slow CPUs included). */
export const DEFAULT_LOCAL_TIMEOUT_MS = 180_000;

type GenerateOptions = { grammar?: LlamaGrammar; onDelta?: (delta: string) => void };

/**
 * A loaded GGUF model behind the `LanguageModel` interface. Each call is stateless (system prompt
 * + this turn's prompt); LlamaChat reuses whatever prefix of it is already in the sequence's KV
 * cache, which is the agent's static system prompt when the pool hands the agent its old sequence.
 * Built and disposed by `LocalModelHost`, never directly by the cast.
 */
export class LocalLanguageModel implements LanguageModel {
  readonly kind = 'local' as const;
  private readonly pool: SequencePool;
  private readonly grammars = new Map<string, Promise<LlamaGrammar>>();
  private readonly disposal = new AbortController();

  private constructor(
    readonly id: string,
    private readonly llama: Llama,
    private readonly model: LlamaModel,
    private readonly context: LlamaContext,
    Chat: typeof LlamaChat,
  ) {
    this.pool = new SequencePool(context, Chat);
  }

  /** node-llama-cpp is imported here, lazily, so that app startup never pays for it. */
  static async create(id: string, llama: Llama, model: LlamaModel, context: LlamaContext): Promise<LocalLanguageModel> {
    const { LlamaChat } = await import('node-llama-cpp');
    return new LocalLanguageModel(id, llama, model, context, LlamaChat);
  }

  /** How many agents can generate at the same time. */
  get parallelSequences(): number {
    return this.pool.size;
  }

  async generateText(request: TextRequest): Promise<TextResult> {
    const outcome = await this.run(request, { onDelta: request.onDelta });
    if (outcome.stopReason === 'aborted' && outcome.firedBy !== 'user') this.throwForDeadline(outcome.firedBy, request);
    return { text: outcome.text, stopReason: outcome.stopReason, usage: outcome.usage, latencyMs: outcome.latencyMs, modelId: this.id };
  }

  async generateStructured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
    const grammar = await this.grammarFor(request.schema);
    const outcome = await this.run(request, { grammar });
    if (outcome.stopReason === 'aborted') {
      if (outcome.firedBy === 'user') throw new CancelledError('Generation stopped.');
      this.throwForDeadline(outcome.firedBy, request);
    }
    if (outcome.stopReason === 'maxTokens') {
      throw new ModelOutputError(
        `The model's ${request.schema.name} output hit maxTokens (${request.maxTokens}) before the JSON was complete.`,
        outcome.text,
      );
    }
    const value = parseStructuredOutput(request.schema, outcome.text);
    return { value, raw: outcome.text, usage: outcome.usage, latencyMs: outcome.latencyMs, modelId: this.id };
  }

  /** Stops every running call and frees the context. The host disposes the model itself. */
  async dispose(): Promise<void> {
    this.disposal.abort();
    this.pool.close();
    await this.context.dispose();
  }

  private async run(request: GenerationRequest, options: GenerateOptions) {
    const started = performance.now();
    const deadline = createDeadline(request.signal, request.timeoutMs ?? DEFAULT_LOCAL_TIMEOUT_MS, this.disposal.signal);
    let slot: SequenceSlot | undefined;
    try {
      if (deadline.firedBy()) return aborted(deadline, started);
      const acquiring = this.pool.acquire(request.agentKey);
      slot = await Promise.race([acquiring, abortedWhile(deadline.signal)]);
      if (!slot) {
        // Stopped while waiting for a sequence: hand it straight back once it arrives.
        acquiring.then((late) => this.pool.release(late), () => undefined);
        return aborted(deadline, started);
      }
      const history: ChatHistoryItem[] = [
        { type: 'system', text: request.systemPrompt },
        { type: 'user', text: request.prompt },
      ];
      const promptTokens = this.promptTokens(slot, history);
      const cachedPromptTokens = commonPrefixLength(slot.sequence.contextTokens, promptTokens);
      let outputTokens = 0;
      const response = await slot.chat.generateResponse(history, {
        maxTokens: request.maxTokens,
        temperature: request.temperature ?? 0,
        seed: request.seed,
        signal: deadline.signal,
        stopOnAbortSignal: true,
        grammar: options.grammar,
        onTextChunk: options.onDelta,
        onToken: (tokens: Token[]) => {
          outputTokens += tokens.length;
        },
      });
      const usage: TokenUsage = { promptTokens: promptTokens.length, outputTokens, cachedPromptTokens };
      return {
        text: response.response,
        stopReason: toStopReason(response.metadata.stopReason),
        usage,
        latencyMs: performance.now() - started,
        firedBy: deadline.firedBy(),
      };
    } catch (error) {
      // llama.cpp may throw an AbortError instead of stopping when the signal fires mid-prompt.
      if (deadline.firedBy()) return aborted(deadline, started);
      if (this.disposal.signal.aborted) throw new ModelUnavailableError('The local model was unloaded.');
      throw error;
    } finally {
      deadline.dispose();
      if (slot) this.pool.release(slot);
    }
  }

  private promptTokens(slot: SequenceSlot, history: ChatHistoryItem[]): readonly Token[] {
    const { contextText } = slot.chat.chatWrapper.generateContextState({ chatHistory: history });
    return contextText.tokenize(this.model.tokenizer);
  }

  private grammarFor(schema: OutputSchema<unknown>): Promise<LlamaGrammar> {
    const key = JSON.stringify(schema.grammarSchema);
    let grammar = this.grammars.get(key);
    if (!grammar) {
      // The subset type is checked by toGrammarSchema; node-llama-cpp's generic type cannot follow it.
      grammar = this.llama.createGrammarForJsonSchema(schema.grammarSchema as never);
      grammar.catch(() => this.grammars.delete(key));
      this.grammars.set(key, grammar);
    }
    return grammar;
  }

  private throwForDeadline(firedBy: 'user' | 'timeout' | 'disposed' | null, request: GenerationRequest): never {
    if (firedBy === 'timeout') throw new ModelTimeoutError(this.id, request.timeoutMs ?? DEFAULT_LOCAL_TIMEOUT_MS);
    if (firedBy === 'disposed') throw new ModelUnavailableError('The local model was unloaded.');
    throw new CancelledError('Generation stopped.');
  }
}

function aborted(deadline: Deadline, started: number) {
  return {
    text: '',
    stopReason: 'aborted' as StopReason,
    usage: { promptTokens: 0, outputTokens: 0, cachedPromptTokens: 0 },
    latencyMs: performance.now() - started,
    firedBy: deadline.firedBy(),
  };
}

function abortedWhile(signal: AbortSignal): Promise<undefined> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(undefined);
    signal.addEventListener('abort', () => resolve(undefined), { once: true });
  });
}

function toStopReason(reason: string): StopReason {
  if (reason === 'abort') return 'aborted';
  if (reason === 'maxTokens') return 'maxTokens';
  return 'end';
}

function commonPrefixLength(a: readonly Token[], b: readonly Token[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
