import { describe, expect, it } from 'vitest';
import { runConsultationScript } from '../../../main/consultation';
import {
  ADVICE_JUDGE_SYSTEM_PROMPT,
  AdviceJudgeError,
  LlmAdviceJudge,
  RATIONALE_MAX,
  adviceVerdictSchema,
  clampVerdict,
  type AdviceVerdict,
} from '../../../main/consultation/LlmAdviceJudge';
import { ConfidentialEgressError } from '../../../main/egress/egressErrors';
import type { LanguageModel, StructuredRequest, StructuredResult } from '../../../main/llm/LanguageModel';
import { ModelOutputError, ModelTimeoutError } from '../../../main/llm/modelErrors';
import { CancelledError } from '../../../shared/errors';
import type { RubricItem } from '../../../shared/scenario';
import { housingConsultation } from '../../support/consultationFixture';
import { makeConsultation } from '../../support/consultationRig';

// The fake stands at the model boundary: each call runs the next step with the request it got.
function recordingModel(steps: ((request: StructuredRequest<unknown>) => unknown)[]) {
  const requests: StructuredRequest<unknown>[] = [];
  const model: LanguageModel = {
    id: 'local:scripted',
    kind: 'local',
    generateText: () => Promise.reject(new Error('the judge never asks for text')),
    async generateStructured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
      requests.push(request as StructuredRequest<unknown>);
      const step = steps.shift();
      if (!step) throw new Error('script exhausted');
      const value = await step(request as StructuredRequest<unknown>);
      return { value: value as T, raw: JSON.stringify(value), usage: { promptTokens: 1, outputTokens: 1, cachedPromptTokens: 0 }, latencyMs: 1, modelId: 'local:scripted' };
    },
  };
  return { model, requests };
}

const verdict = (overrides: Partial<AdviceVerdict> = {}): AdviceVerdict => ({
  relationship: 5,
  rule: 5,
  risk: 5,
  nextStep: 5,
  overall: 5,
  rationale: 'Partly there.',
  ...overrides,
});

const scenario = housingConsultation();
const advice = 'You are an assured shorthold tenant. The section 21 notice is invalid because your deposit was not protected. Do not leave before a court order.';
const input = { rubric: scenario.rubric, advice, interview: `Tell me what happened.\n${advice}` };
const PUBLIC = { level: 'public', packId: 'housing-fixture' } as const;

describe('LlmAdviceJudge', () => {
  it('judges each advice item against its reference answer and pools the dimensions by points', async () => {
    const { model, requests } = recordingModel([
      () => verdict({ relationship: 9, rule: null, risk: null, nextStep: null, overall: 9, rationale: 'Names the tenancy.' }),
      () => verdict({ relationship: null, rule: 8, risk: 4, nextStep: null, overall: 7 }),
      () => verdict({ relationship: null, rule: null, risk: 2, nextStep: null, overall: 2 }),
      () => verdict({ relationship: null, rule: null, risk: null, nextStep: 6, overall: 6 }),
    ]);
    const score = await new LlmAdviceJudge({ model, confidentiality: PUBLIC, maxTokens: 123 }).score(input);

    // The fixture's fact-gathering and rapport items are not advice: they are never sent.
    expect(score.items.map((i) => i.rubricId)).toEqual(['relationship', 'rule', 'risk', 'next-steps']);
    expect(score).toMatchObject({ method: 'llm-judge', approximate: false });
    expect(score.items[0]).toEqual({ rubricId: 'relationship', score: 9, dimensions: { relationship: 9, rule: null, risk: null, nextStep: null }, rationale: 'Names the tenancy.' });
    // Every item has 5 points here, so risk is the plain mean of 4 and 2.
    expect(score.dimensions).toEqual({ relationship: 9, rule: 8, risk: 3, nextStep: 6 });

    expect(requests).toHaveLength(4);
    for (const request of requests) {
      expect(request).toMatchObject({ agentKey: 'advice-judge', systemPrompt: ADVICE_JUDGE_SYSTEM_PROMPT, confidentiality: PUBLIC, maxTokens: 123, temperature: 0 });
      expect(request.schema.name).toBe('advice_verdict');
      expect(request.prompt).toContain(`<student>\n${advice}\n</student>`);
    }
    // The judge is the evaluator: it sees the evaluation-only reference answer of each item.
    expect(requests[1]!.prompt).toContain(scenario.rubric.find((r) => r.id === 'rule')!.referenceAnswer.text);
    expect(requests[0]!.prompt).not.toContain('section 21 notice is invalid if');
  });

  it('judges an ethics item on everything the student said, and weights pooled dimensions by points', async () => {
    const ethics: RubricItem = {
      id: 'confidentiality',
      label: 'Explains confidentiality',
      category: 'ethics',
      points: 15,
      description: 'Tells the client what is confidential.',
      referenceAnswer: { evaluationOnly: true, text: 'The student explains that what the client says is confidential.' },
    };
    const rubric = [scenario.rubric.find((r) => r.id === 'risk')!, ethics];
    const { model, requests } = recordingModel([() => verdict({ risk: 2 }), () => verdict({ risk: 10 })]);
    const score = await new LlmAdviceJudge({ model, confidentiality: PUBLIC }).score({ rubric, advice: 'Pay the arrears.', interview: 'Everything you say is confidential.\nPay the arrears.' });
    expect(requests[1]!.prompt).toContain('Everything you say is confidential.');
    expect(requests[0]!.prompt).not.toContain('Everything you say is confidential.');
    expect(score.dimensions.risk).toBe(8); // (2*5 + 10*15) / 20
  });

  it('clamps numbers out of range, rounds fractions and cuts a long rationale', async () => {
    const { model } = recordingModel([() => ({ relationship: 11, rule: -3, risk: 7.6, nextStep: null, overall: 42, rationale: `  ${'x'.repeat(RATIONALE_MAX + 50)}  ` })]);
    const score = await new LlmAdviceJudge({ model, confidentiality: PUBLIC }).score({ ...input, rubric: scenario.rubric.slice(0, 1) });
    expect(score.items[0]).toMatchObject({ score: 10, dimensions: { relationship: 10, rule: 0, risk: 8, nextStep: null } });
    expect(score.items[0]!.rationale).toHaveLength(RATIONALE_MAX);
  });

  it('rejects a verdict of the wrong shape, naming the path', () => {
    expect(() => clampVerdict({ ...verdict(), rule: 'high' }, '{}')).toThrow(ModelOutputError);
    expect(() => clampVerdict({ ...verdict(), rule: 'high' }, '{}')).toThrow(/advice_verdict output is invalid at rule/);
    expect(() => clampVerdict({ relationship: 1 }, '{}')).toThrow(/invalid at rule/);
  });

  it('asks the grammar for a choice of 0..10 and a capped rationale, so random output terminates', () => {
    const grammar = JSON.stringify(adviceVerdictSchema.grammarSchema);
    expect(grammar).toContain('"enum":[0,1,2,3,4,5,6,7,8,9,10]');
    expect(grammar).toContain(`"maxLength":${RATIONALE_MAX}`);
    expect(adviceVerdictSchema.jsonSchema).toMatchObject({ required: ['relationship', 'rule', 'risk', 'nextStep', 'overall', 'rationale'] });
  });

  it('throws a typed error naming the item and the reason when the model fails', async () => {
    const timeout = recordingModel([() => verdict(), () => Promise.reject(new ModelTimeoutError('local:scripted', 50))]);
    const failed = new LlmAdviceJudge({ model: timeout.model, confidentiality: PUBLIC, timeoutMs: 50 }).score(input);
    await expect(failed).rejects.toBeInstanceOf(AdviceJudgeError);
    await expect(failed).rejects.toMatchObject({ rubricId: 'rule', reason: 'timeout' });
    expect(timeout.requests).toHaveLength(2); // it stops at the first failure
    expect(timeout.requests[0]!.timeoutMs).toBe(50);

    const bad = recordingModel([() => ({ ...verdict(), overall: 'great' })]);
    await expect(new LlmAdviceJudge({ model: bad.model, confidentiality: PUBLIC }).score(input)).rejects.toMatchObject({ reason: 'invalid-output', rubricId: 'relationship' });

    const confidential = { level: 'confidential', packId: 'secret' } as const;
    const refused = recordingModel([() => Promise.reject(new ConfidentialEgressError('secret', 'labelled'))]);
    await expect(new LlmAdviceJudge({ model: refused.model, confidentiality: confidential }).score(input)).rejects.toMatchObject({ reason: 'confidential' });
    expect(refused.requests[0]!.confidentiality).toEqual(confidential);
  });

  it("passes a user's stop through as CancelledError, not as a judge failure", async () => {
    const { model, requests } = recordingModel([() => Promise.reject(new CancelledError())]);
    const controller = new AbortController();
    const judged = new LlmAdviceJudge({ model, confidentiality: PUBLIC }).score(input, controller.signal);
    await expect(judged).rejects.toBeInstanceOf(CancelledError);
    await expect(judged).rejects.not.toBeInstanceOf(AdviceJudgeError);
    expect(requests[0]!.signal).toBe(controller.signal);
  });

  it('in a session: the verdict is stored, and a failing model falls back to keywords with the reason recorded', async () => {
    const turns = [{ text: 'Tell me what happened.' }];
    const good = recordingModel(([1, 2, 3, 4] as const).map((n) => () => verdict({ overall: n })));
    const judged = makeConsultation({ preset: 'easy', judge: new LlmAdviceJudge({ model: good.model, confidentiality: PUBLIC }) });
    await runConsultationScript(judged.session, { turns, advice });
    expect(judged.session.log.find((e) => e.type === 'AdviceScored')).toMatchObject({ method: 'llm-judge', approximate: false, fallbackReason: null });

    const broken = recordingModel([() => verdict(), () => Promise.reject(new ModelTimeoutError('local:scripted', 50))]);
    const fallback = makeConsultation({ preset: 'easy', judge: new LlmAdviceJudge({ model: broken.model, confidentiality: PUBLIC }) });
    await runConsultationScript(fallback.session, { turns, advice });
    const scored = fallback.session.log.find((e) => e.type === 'AdviceScored')!;
    expect(scored).toMatchObject({ method: 'keyword-coverage', approximate: true });
    expect((scored as { fallbackReason: string }).fallbackReason).toBe('timeout: the model did not answer in time');
  });
});
