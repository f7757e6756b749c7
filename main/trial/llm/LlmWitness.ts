import type { AnswerDecision, AnswerKind } from '../../../shared/domain';
import { CancelledError } from '../../../shared/errors';
import { ModelOutputError } from '../../llm/modelErrors';
import type { AffidavitIndex } from '../AffidavitIndex';
import type { AnswerRequest, Witness } from '../agents';
import type { WitnessSpec } from '../TrialScenarioSpec';
import { checkGrounding } from '../witnessGrounding';
import { AgentOutputRejectedError } from './AgentOutputRejectedError';
import type { LeakGuard } from './LeakGuard';
import type { LlmAgentOptions } from './LlmAgentOptions';
import { witnessSystemPrompt, witnessTurnPrompt } from './prompts';

/** A witness answers in a few sentences. */
export const WITNESS_MAX_TOKENS = 160;

/** The answer's kind, read from how it opens (the same stock openings the rules witness uses). */
export function answerKindOf(text: string): AnswerKind {
  const opening = text.trim().toLowerCase();
  if (/^(i don't|i do not|i can't|i cannot)\b/.test(opening)) return 'unknown';
  if (/^(not exactly|that's not right|that is not right)\b/.test(opening)) return 'correct';
  if (/^no\b/.test(opening)) return 'deny';
  if (/^(yes|that's right|that is right|i believe so|correct)\b/.test(opening)) return 'confirm';
  return 'narrative';
}

/**
 * A witness played by a model. Its answer must pass the leak guard and trace to its affidavit:
 * an ungrounded answer is regenerated once, then the error makes the rules witness answer.
 * Answers are not streamed from here: the engine shows an answer only once it is checked.
 */
export class LlmWitness implements Witness {
  constructor(
    private readonly options: LlmAgentOptions,
    private readonly spec: WitnessSpec,
    private readonly affidavit: AffidavitIndex,
    private readonly guard: LeakGuard,
  ) {}

  get witnessId(): string {
    return this.spec.id;
  }

  async answer(request: AnswerRequest): Promise<AnswerDecision> {
    let ungrounded = '';
    for (const retry of [false, true]) {
      const text = await this.generate(request, retry);
      const leak = this.guard.findLeak(text, `${request.question}\n${this.spec.affidavit}`);
      if (leak) throw new AgentOutputRejectedError('leak', `the witness's answer carries the hidden ${leak}`);
      const grounding = checkGrounding(text, this.affidavit);
      if (grounding.grounded) return { text, kind: answerKindOf(text), sources: grounding.sources };
      ungrounded = grounding.ungrounded[0] ?? text;
    }
    throw new AgentOutputRejectedError('ungrounded', `the witness said "${ungrounded}", which its affidavit does not, twice`);
  }

  private async generate(request: AnswerRequest, retry: boolean): Promise<string> {
    const { model, confidentiality, timeoutMs, signal } = this.options;
    const result = await model.generateText({
      agentKey: `witness:${this.spec.id}`,
      systemPrompt: witnessSystemPrompt(this.spec),
      prompt: witnessTurnPrompt(request, retry),
      confidentiality,
      timeoutMs,
      maxTokens: WITNESS_MAX_TOKENS,
      temperature: retry ? 0.2 : (this.options.temperature ?? 0.6),
      seed: request.turn + (retry ? 1_000_000 : 0),
      ...(signal ? { signal } : {}),
    });
    if (result.stopReason === 'aborted') throw new CancelledError('The witness was stopped.');
    const text = result.text.trim();
    if (text === '') throw new ModelOutputError('The witness model wrote nothing.', result.text);
    return text;
  }
}
