import { z } from 'zod';
import { assertNever } from '../../shared/contract/envelope';
import { confidentialityOf } from '../egress/Confidentiality';
import type { LanguageModel } from '../llm/LanguageModel';
import { zodOutputSchema } from '../llm/OutputSchema';
import type { CaseReference, EvalCase } from './EvalCase';
import type { Evaluator, MetricScore } from './Evaluator';
import type { MetricDefinition } from './metrics';

// G-Eval (Liu et al., 2023): the judge is given the metric's criteria and evaluation steps and
// fills in a form with a score from 1 to 5. When the model reports the probability of each
// score token, the score is their probability-weighted mean; otherwise it is the mean of n
// samples. Scores are mapped to 0..1 as (s − 1) / 4.

// The score is one of five tokens, so a local grammar can enforce it exactly.
const FORM = z.object({ score: z.enum(['1', '2', '3', '4', '5']) });
const FORM_SCHEMA = zodOutputSchema('evaluation_form', FORM);

const SYSTEM_PROMPT =
  'You evaluate one turn of an agent in a training simulation for law students (a trial or a client interview). ' +
  'Follow the evaluation steps, then fill in the form with a score from 1 (worst) to 5 (best). Answer only with the JSON form.';

/** Probabilities of the score tokens "1".."5", as a model that reports token probabilities gives them. */
export type ScoreDistribution = Readonly<Partial<Record<'1' | '2' | '3' | '4' | '5', number>>>;

/** A model that can report the distribution of the form's score token (logprobs). */
export interface ScoreDistributionSource {
  scoreDistribution(request: { systemPrompt: string; prompt: string; confidentiality: ReturnType<typeof confidentialityOf> }): Promise<ScoreDistribution | null>;
}

/** The probability-weighted score on 1..5, renormalised over the five score tokens; null without mass. */
export function probabilityWeightedScore(distribution: ScoreDistribution): number | null {
  let mass = 0;
  let sum = 0;
  for (const [token, probability] of Object.entries(distribution)) {
    if (probability === undefined || probability <= 0) continue;
    mass += probability;
    sum += Number(token) * probability;
  }
  return mass > 0 ? sum / mass : null;
}

export const toUnitScore = (score: number): number => (score - 1) / 4;

function describeReference(reference: CaseReference): string {
  switch (reference.kind) {
    case 'witness-answer':
      return `The witness's affidavit:\n${reference.affidavit}${reference.profile ? `\nProfile: cooperativeness ${reference.profile.cooperativeness}, verbosity ${reference.profile.verbosity}, memory ${reference.profile.memoryQuality}.` : ''}\nThe question: ${reference.question}`;
    case 'ruling':
      return `The objection's ground: ${reference.ground}, governed by ${reference.groundRule}.\nThe question objected to: ${reference.question}`;
    case 'counsel-question':
      return `Counsel examines witness ${reference.witnessId}.${reference.isIntentionallyDefective ? ' Counsel made this question faulty on purpose, for the student to object to.' : ''}`;
    case 'counsel-objection':
      return `Counsel objected on ${reference.ground} to: ${reference.question}${reference.isIntentionallyIncorrect ? ' (a deliberate, unfounded objection for the student to notice)' : ''}`;
    case 'client-answer':
      return [
        `The client's facts and persona (the client may say only these):\n${reference.clientFacts}`,
        `Persona: ${reference.persona.name}; legal literacy ${reference.persona.levels.legalLiteracy}, disclosure willingness ${reference.persona.levels.disclosureWillingness}, emotional stability ${reference.persona.levels.emotionalStability}, narrative proficiency ${reference.persona.levels.narrativeProficiency}; mood ${reference.persona.mood}; trust ${reference.persona.trust.toFixed(2)}.`,
        `Facts the client was allowed to tell on this turn: ${reference.allowedFactIds.join(', ') || 'none'}. Still locked: ${reference.lockedFactIds.join(', ') || 'none'}.`,
        `The student's words: ${reference.question ?? '(the client opens the meeting)'}`,
      ].join('\n');
    case 'advice-marking':
      return [
        'The rubric and its reference answers:',
        ...reference.rubric.map((item) => `- ${item.id} (${item.label}): ${item.referenceAnswer.text}`),
        `The student's advice: ${reference.advice}`,
      ].join('\n');
    default:
      return assertNever(reference);
  }
}

/** The form-filling prompt for one case and metric. */
export function gEvalPrompt(metric: MetricDefinition, evalCase: EvalCase): string {
  return [
    `Metric: ${metric.name}`,
    `Criteria: ${metric.criteria}`,
    'Evaluation steps:',
    ...metric.steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    `What the ${evalCase.agent} saw:`,
    evalCase.input,
    '',
    'Reference:',
    describeReference(evalCase.reference),
    '',
    `What the ${evalCase.agent} said:`,
    evalCase.output,
    '',
    'Form: {"score": "<1-5>"}',
  ].join('\n');
}

export interface GEvalJudgeOptions {
  /** Samples averaged when no token probabilities are available (default 3). */
  samples?: number;
  temperature?: number;
  /** A distinct name for a second judge on the same model (another temperature or prompt). */
  name?: string;
  maxTokens?: number;
  timeoutMs?: number;
  /** Token probabilities of the score, where the model offers them. */
  distribution?: ScoreDistributionSource;
}

/** A G-Eval judge on one language model. A cloud model never judges a confidential case. */
export class GEvalJudge implements Evaluator {
  readonly kind = 'llm' as const;
  readonly name: string;

  constructor(
    private readonly model: LanguageModel,
    private readonly options: GEvalJudgeOptions = {},
  ) {
    this.name = options.name ?? model.id;
  }

  supports(metric: MetricDefinition, evalCase: EvalCase): boolean {
    return metric.agent === evalCase.agent && (this.model.kind === 'local' || !evalCase.confidential);
  }

  async evaluate(metric: MetricDefinition, evalCase: EvalCase, signal?: AbortSignal): Promise<MetricScore> {
    const prompt = gEvalPrompt(metric, evalCase);
    const confidentiality = confidentialityOf({ id: evalCase.packId, confidential: evalCase.confidential });
    const distribution = await this.options.distribution?.scoreDistribution({ systemPrompt: SYSTEM_PROMPT, prompt, confidentiality });
    const weighted = distribution ? probabilityWeightedScore(distribution) : null;
    if (weighted !== null) {
      return { caseId: evalCase.id, metric: metric.name, evaluator: this.name, score: toUnitScore(weighted), detail: { method: 'probability-weighted', distribution } };
    }
    const samples: number[] = [];
    for (let i = 0; i < (this.options.samples ?? 3); i++) {
      const result = await this.model.generateStructured({
        agentKey: 'evaluation-judge',
        systemPrompt: SYSTEM_PROMPT,
        prompt,
        confidentiality,
        schema: FORM_SCHEMA,
        maxTokens: this.options.maxTokens ?? 24,
        temperature: this.options.temperature ?? 0.7,
        seed: i + 1,
        ...(this.options.timeoutMs ? { timeoutMs: this.options.timeoutMs } : {}),
        ...(signal ? { signal } : {}),
      });
      samples.push(Number(result.value.score));
    }
    const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
    return { caseId: evalCase.id, metric: metric.name, evaluator: this.name, score: toUnitScore(mean), detail: { method: 'mean-of-samples', samples } };
  }
}
