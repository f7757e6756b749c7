import type { Confidentiality } from '../../egress/Confidentiality';
import type { LanguageModel } from '../../llm/LanguageModel';

/** What every agent of the LLM cast needs: the model, the pack's confidentiality, and its budgets. */
export interface LlmAgentOptions {
  model: LanguageModel;
  /** The pack's: the router keeps confidential content off the cloud. */
  confidentiality: Confidentiality;
  /** Per call; past it the model throws and the rules cast answers. */
  timeoutMs: number;
  /** Sampling temperature from Settings; each agent has its own default. */
  temperature?: number;
  /** The session's stop. */
  signal?: AbortSignal;
  /**
   * Rated examples for this turn (evaluation RAG), as a prompt section, or '' for none. Given
   * what the agent sees (its rendered projection and the question).
   */
  examples?: (turnText: string) => Promise<string>;
}

export const DEFAULT_LLM_TIMEOUT_MS = 20_000;
