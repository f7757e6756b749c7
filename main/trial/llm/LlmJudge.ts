import { OBJECTION_CATALOGUE, type RulingDecision } from '../../../shared/domain';
import type { Judge, JudgeConfig, RulingRequest } from '../agents';
import { AgentOutputRejectedError } from './AgentOutputRejectedError';
import type { LeakGuard } from './LeakGuard';
import type { LlmAgentOptions } from './LlmAgentOptions';
import { judgeSystemPrompt, rulingTurnPrompt } from './prompts';
import { judgeTurnText } from '../projectionText';
import { rulingOutputSchema } from './schemas';

/** Enough for the capped ruling JSON, whatever the tokenizer. */
export const RULING_MAX_TOKENS = 320;

/** The judge played by a model; the rule cited always comes from the catalogue. */
export class LlmJudge implements Judge {
  constructor(
    private readonly options: LlmAgentOptions,
    private readonly config: JudgeConfig,
    private readonly guard: LeakGuard,
  ) {}

  async rule(request: RulingRequest): Promise<RulingDecision> {
    const { model, confidentiality, timeoutMs, signal } = this.options;
    const prompt = rulingTurnPrompt(request);
    // Rated rulings (evaluation RAG), found by the text an evaluation case of this turn holds.
    const examples = (await this.options.examples?.(judgeTurnText(request.projection, request.ground, request.question))) ?? '';
    const { value } = await model.generateStructured({
      agentKey: 'judge',
      systemPrompt: judgeSystemPrompt(this.config),
      prompt: examples ? `${examples}\n\n${prompt}` : prompt,
      confidentiality,
      timeoutMs,
      maxTokens: RULING_MAX_TOKENS,
      temperature: this.options.temperature ?? 0.2,
      seed: request.turn,
      schema: rulingOutputSchema,
      ...(signal ? { signal } : {}),
    });
    const leak = this.guard.findLeak(value.reason, prompt);
    if (leak) throw new AgentOutputRejectedError('leak', `the judge's reason carries the hidden ${leak}`);
    return { ruling: value.ruling, ground: request.ground, rule: OBJECTION_CATALOGUE[request.ground].rule, reason: value.reason.trim() };
  }
}
