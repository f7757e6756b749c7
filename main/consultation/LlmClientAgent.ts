import { z } from 'zod';
import { CancelledError, MootError } from '../../shared/errors';
import type { Confidentiality } from '../egress/Confidentiality';
import type { LanguageModel } from '../llm/LanguageModel';
import { zodOutputSchema, type OutputSchema } from '../llm/OutputSchema';
import { fallbackReasonOf, type FallbackReason } from '../llm/fallbackReason';
import type { ClientAgent, ClientReply, ClientTurn } from './ClientAgent';
import { ClientReplyOutput, clientSystemPrompt, clientTurnPrompt } from './clientPrompt';

/** The LLM client failed on one turn; the session then lets the rules client answer and records this message. */
export class LlmClientError extends MootError {
  constructor(
    readonly reason: FallbackReason,
    override readonly cause: unknown,
  ) {
    super('unavailable', `The LLM client failed (${reason}): ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'LlmClientError';
  }
}

const clientReplySchema = zodOutputSchema('client_reply', ClientReplyOutput);

/**
 * The schema sent to the model for one turn: `disclosedFactIds` may name only the projection's
 * facts, so a grammar cannot even write a locked id, and an id is short (a free string let the
 * tiny test model ramble until maxTokens). The value is parsed with the shared schema, so a model
 * that ignores the constraint (a cloud server) is caught by the subset check as a leak.
 */
export function clientReplySchemaFor(factIds: readonly string[]): OutputSchema<ClientReplyOutput> {
  const [first, ...rest] = factIds;
  const ids = first === undefined ? z.array(z.string()).max(0) : z.array(z.enum([first, ...rest])).max(Math.min(6, factIds.length));
  return { ...zodOutputSchema('client_reply', ClientReplyOutput.extend({ disclosedFactIds: ids })), parse: clientReplySchema.parse };
}

export interface LlmClientAgentOptions {
  model: LanguageModel;
  /** Of the pack being played (`confidentialityOf(pack)`): a confidential pack's facts stay local. */
  confidentiality: Confidentiality;
  /** Per turn. A spoken answer is a few sentences; the JSON around it is about 60 characters. */
  maxTokens?: number;
  /** Per turn; past it the rules client answers. */
  timeoutMs?: number;
  temperature?: number;
  /**
   * Rated client answers for this turn (evaluation RAG), as a prompt section, or '' for none;
   * given the turn's prompt, the text the evaluation case of the same turn holds as its input.
   */
  examples?: (turnText: string) => Promise<string>;
}

// A short spoken answer (about 100 words) plus the JSON around it; a ramble past it falls back.
const DEFAULT_MAX_TOKENS = 320;
const DEFAULT_TIMEOUT_MS = 30_000;
// One chat sequence for the client: the system prompt is the same every turn, so it stays cached.
const AGENT_KEY = 'client';

/**
 * Plays the client with a language model: one structured call per turn, prompted from the
 * projection only (the shared `clientPrompt`). It rejects a reply that claims a fact outside the
 * projection, so the rules client answers instead; the session's output guard still checks the
 * text of every reply it accepts. A user's stop throws `CancelledError`.
 */
export class LlmClientAgent implements ClientAgent {
  readonly cast: ClientAgent['cast'];

  constructor(private readonly options: LlmClientAgentOptions) {
    this.cast = options.model.kind;
  }

  async reply(turn: ClientTurn, signal?: AbortSignal): Promise<ClientReply> {
    const { model, confidentiality } = this.options;
    const allowed = turn.projection.facts.map((fact) => fact.id);
    const prompt = clientTurnPrompt(turn);
    let output: ClientReplyOutput;
    try {
      // Looked up inside the try: a failed lookup (an embedder that cannot load) falls back like a failed call.
      const examples = (await this.options.examples?.(prompt)) ?? '';
      const result = await model.generateStructured({
        agentKey: AGENT_KEY,
        systemPrompt: clientSystemPrompt(turn.projection.persona),
        prompt: examples ? `${examples}\n\n${prompt}` : prompt,
        confidentiality,
        maxTokens: this.options.maxTokens ?? DEFAULT_MAX_TOKENS,
        temperature: this.options.temperature ?? 0.7,
        // The turn's seed, so a replayed session asks the model the same way.
        seed: turn.seed,
        schema: clientReplySchemaFor(allowed),
        timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(signal === undefined ? {} : { signal }),
      });
      // Checked here too, whoever generated it (a model that skipped `parse`, a fake).
      output = clientReplySchema.parse(result.value, result.raw);
    } catch (error) {
      if (error instanceof CancelledError) throw error;
      throw new LlmClientError(fallbackReasonOf(error), error);
    }
    const foreign = output.disclosedFactIds.filter((id) => !allowed.includes(id));
    if (foreign.length > 0) throw new LlmClientError('leak', new Error(`it claimed facts outside the projection: ${foreign.join(', ')}`));
    return {
      text: output.text.trim(),
      // The schema leaves 'opening' out so the model cannot choose it; the opening turn is the one without a question.
      kind: turn.question === null ? 'opening' : output.kind,
      disclosedFactIds: [...new Set(output.disclosedFactIds)],
      // The engine decides when the client leaves; otherwise the meeting ends only when the
      // student wraps up and the model agrees, never on a model's whim mid-interview.
      endsMeeting: turn.leaving || (output.endsMeeting && turn.analysis?.wrapUp === true),
    };
  }
}
