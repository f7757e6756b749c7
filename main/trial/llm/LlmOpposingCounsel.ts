import type { ExaminationDecision, ObjectionDecision, ObjectionGround, OCAMode, Side } from '../../../shared/domain';
import type { ExaminationRequest, ObjectionRequest, OpposingCounsel, OpposingCounselConfig } from '../agents';
import type { SeededRandom } from '../../../shared/SeededRandom';
import { AgentOutputRejectedError } from './AgentOutputRejectedError';
import type { LeakGuard } from './LeakGuard';
import type { LlmAgentOptions } from './LlmAgentOptions';
import { examinationTurnPrompt, objectionTurnPrompt, opposingCounselSystemPrompt } from './prompts';
import { examinationOutputSchema, objectionOutputSchema } from './schemas';
import { counselExaminationTurnText, counselObjectionTurnText } from '../projectionText';

/** Enough for the capped JSON of each schema, whatever the tokenizer. */
export const OBJECTION_MAX_TOKENS = 160;
export const QUESTION_MAX_TOKENS = 400;

/** Opposing counsel played by a model: objections and questions as JSON under a schema grammar. */
export class LlmOpposingCounsel implements OpposingCounsel {
  private readonly objectionSchema;
  private readonly examinationSchema;

  constructor(
    private readonly options: LlmAgentOptions,
    private readonly config: OpposingCounselConfig,
    private readonly random: SeededRandom,
    private readonly guardFor: (side: Side) => LeakGuard,
  ) {
    this.objectionSchema = objectionOutputSchema(config.enabledGrounds);
    this.examinationSchema = examinationOutputSchema(config.enabledGrounds);
  }

  /** The call for one move; rated moves like this one (evaluation RAG), if any, lead the prompt. */
  private async request(mode: OCAMode, turn: number, prompt: string, maxTokens: number, turnText: string) {
    const { confidentiality, timeoutMs, signal } = this.options;
    const examples = (await this.options.examples?.(turnText)) ?? '';
    return {
      agentKey: `opposing-counsel:${mode}`,
      systemPrompt: opposingCounselSystemPrompt(mode, this.config.enabledGrounds),
      prompt: examples ? `${examples}\n\n${prompt}` : prompt,
      confidentiality,
      timeoutMs,
      maxTokens,
      seed: turn,
      temperature: this.config.temperature,
      ...(signal ? { signal } : {}),
    };
  }

  async considerObjection(request: ObjectionRequest): Promise<ObjectionDecision> {
    const mistake = this.random.chance(this.config.intentionalErrorRate);
    const { value } = await this.options.model.generateStructured({
      ...(await this.request(request.projection.mode, request.turn, objectionTurnPrompt(request, mistake), OBJECTION_MAX_TOKENS, counselObjectionTurnText(request.projection, request.question))),
      schema: this.objectionSchema,
    });
    if (!value.object || value.ground === 'none') return { object: false };
    const ground = value.ground as ObjectionGround;
    const finding = request.analysis.findings.find((f) => f.ground === ground);
    return {
      object: true,
      ground,
      confidence: finding?.confidence ?? 0.5,
      triggers: finding?.triggers ?? [],
      isIntentionallyIncorrect: value.isIntentionallyIncorrect,
    };
  }

  async nextQuestion(request: ExaminationRequest): Promise<ExaminationDecision> {
    const { projection } = request;
    if (projection.askedThisExamination >= this.config.maxQuestions[projection.examination]) return { done: true };
    const mistake = this.random.chance(this.config.intentionalErrorRate);
    const prompt = examinationTurnPrompt(request, mistake);
    const { value } = await this.options.model.generateStructured({
      ...(await this.request(projection.mode, request.turn, prompt, QUESTION_MAX_TOKENS, counselExaminationTurnText(projection))),
      schema: this.examinationSchema,
    });
    const question = value.question.trim();
    if (value.done || question === '') return { done: true };
    const leak = this.guardFor(projection.side).findLeak(question, prompt);
    if (leak) throw new AgentOutputRejectedError('leak', `counsel's question carries the hidden ${leak}`);
    const target = projection.remainingElicits.find((elicit) => elicit.id === value.targetElicitId);
    const defect = value.defect === 'none' ? null : (value.defect as ObjectionGround);
    return {
      done: false,
      question,
      targetElicitId: target?.id ?? null,
      isIntentionallyDefective: value.isIntentionallyDefective && defect !== null,
      defect: value.isIntentionallyDefective ? defect : null,
    };
  }
}
