import type { AnswerDecision, AnswerKind } from '../../../shared/domain';
import { CancelledError } from '../../../shared/errors';
import { ModelOutputError } from '../../llm/modelErrors';
import type { AffidavitIndex } from '../AffidavitIndex';
import type { AnswerRequest, Witness } from '../agents';
import type { WitnessSpec } from '../TrialScenarioSpec';
import { checkGrounding } from '../witnessGrounding';
import { affidavitPassages } from './affidavitPassages';
import { AgentOutputRejectedError } from './AgentOutputRejectedError';
import type { LeakGuard } from './LeakGuard';
import type { LlmAgentOptions } from './LlmAgentOptions';
import { SentenceGate, type SentenceRefusal } from './SentenceGate';
import { witnessTurnText } from '../projectionText';
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

/** One generation's outcome: the answer let through, or why nothing could be. */
type Attempt = { text: string } | { refusal: SentenceRefusal };

/**
 * A witness played by a model, streaming. Each sentence must pass the leak guard and trace to the
 * affidavit before it is let through to `request.onText` (see `SentenceGate`). When the first
 * sentence fails, the answer is regenerated once, then the error makes the rules witness answer;
 * when a later one fails, the answer ends before it, because what was shown must be what is stored.
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
      const attempt = await this.attempt(request, retry);
      if ('text' in attempt) return { text: attempt.text, kind: answerKindOf(attempt.text), sources: checkGrounding(attempt.text, this.affidavit).sources };
      if (attempt.refusal.reason === 'leak') throw new AgentOutputRejectedError('leak', `the witness's answer carries the hidden ${attempt.refusal.detail}`);
      ungrounded = attempt.refusal.detail;
    }
    throw new AgentOutputRejectedError('ungrounded', `the witness said "${ungrounded}", which its affidavit does not, twice`);
  }

  private async attempt(request: AnswerRequest, retry: boolean): Promise<Attempt> {
    const { model, confidentiality, timeoutMs } = this.options;
    // Stopped by the session (its stop) or by the turn (an answer no longer wanted).
    const cancels = [this.options.signal, request.signal].filter((signal): signal is AbortSignal => signal !== undefined);
    const signal = cancels.length > 0 ? AbortSignal.any(cancels) : undefined;
    const allowed = `${request.question}\n${this.spec.affidavit}`;
    const gate = new SentenceGate(
      (sentence) => {
        const leak = this.guard.findLeak(sentence, allowed);
        if (leak) return { reason: 'leak', detail: leak };
        return checkGrounding(sentence, this.affidavit).grounded ? null : { reason: 'ungrounded', detail: sentence };
      },
      (delta) => request.onText?.(delta),
    );
    // Rated examples are looked up with the text an evaluation case of this turn would hold.
    const examples = (await this.options.examples?.(witnessTurnText(request.projection, request.question))) ?? '';
    const prompt = witnessTurnPrompt(request, retry, affidavitPassages(this.affidavit, request.question));
    // A refused sentence stops the generation at once: nothing after it can be shown.
    const stop = new AbortController();
    let result: Awaited<ReturnType<typeof model.generateText>> | null = null;
    try {
      result = await model.generateText({
        agentKey: `witness:${this.spec.id}`,
        systemPrompt: witnessSystemPrompt(this.spec),
        prompt: examples ? `${examples}\n\n${prompt}` : prompt,
        confidentiality,
        timeoutMs,
        maxTokens: WITNESS_MAX_TOKENS,
        temperature: retry ? 0.2 : (this.options.temperature ?? 0.6),
        seed: request.turn + (retry ? 1_000_000 : 0),
        signal: signal ? AbortSignal.any([signal, stop.signal]) : stop.signal,
        onDelta: (delta) => {
          gate.push(delta);
          if (gate.refusal) stop.abort();
        },
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      // A timeout or a broken connection after some sentences were shown ends the answer there;
      // a model that throws on our own stop (rather than returning "aborted") is not an error.
      if (!stop.signal.aborted && gate.released() === '') throw error;
    }
    if (signal?.aborted) throw new CancelledError('The witness was stopped.');
    if (result && result.stopReason !== 'aborted') gate.finish(result.stopReason === 'end');
    if (gate.released() !== '') return { text: gate.released() };
    if (gate.refusal) return { refusal: gate.refusal };
    throw new ModelOutputError('The witness model wrote nothing it could say.', result?.text ?? '');
  }
}
