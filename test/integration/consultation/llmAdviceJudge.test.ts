import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdviceVerdict, AdviceJudgeError, LlmAdviceJudge } from '../../../main/consultation/LlmAdviceJudge';
import type { LocalLanguageModel } from '../../../main/llm/local/LocalLanguageModel';
import { LocalModelHost } from '../../../main/llm/local/LocalModelHost';
import { confidentialityOf } from '../../../main/egress/Confidentiality';
import { AdviceDimensionScores } from '../../../shared/domain/consultationEvents';
import { housingConsultation } from '../../support/consultationFixture';
import { tinyLlamaGgufPath } from '../../support/tinyModels/tinyLlamaGguf';

// A random-weight model says nothing about marking quality; what this shows is that the real
// grammar path yields verdicts the judge accepts, and that a cut-off verdict becomes a typed error.
const scenario = housingConsultation();
const rubric = scenario.rubric.filter((r) => r.id === 'risk');
const advice = 'Your arrears are the biggest risk: the landlord could use section 8. Agree a repayment plan.';
const input = { rubric, advice, interview: advice };
const confidentiality = confidentialityOf({ id: 'housing-fixture', confidential: true });

describe('LlmAdviceJudge on the tiny GGUF', () => {
  const host = new LocalModelHost();
  let model: LocalLanguageModel;

  beforeAll(async () => {
    // The tiny model's vocabulary is one character a token: the system prompt alone is ~1k tokens.
    model = await host.load({ modelId: 'tiny', modelPath: tinyLlamaGgufPath(), contextSize: 4096, sequences: 1, threads: 1 });
  });
  afterAll(() => host.unload());

  it('returns a schema-valid verdict for an advice item under the grammar', async () => {
    const judge = new LlmAdviceJudge({ model, confidentiality, maxTokens: 320, seed: 5 });
    const score = await judge.score(input);
    expect(score).toMatchObject({ method: 'llm-judge', approximate: false });
    expect(score.items).toHaveLength(1);
    const [item] = score.items;
    expect(item!.rubricId).toBe('risk');
    expect(AdviceDimensionScores.parse(item!.dimensions)).toEqual(item!.dimensions);
    expect(AdviceVerdict.shape.overall.safeParse(item!.score).success).toBe(true);
    expect(typeof item!.rationale).toBe('string');
    expect(AdviceDimensionScores.parse(score.dimensions)).toEqual(score.dimensions);
  });

  it('turns a verdict cut off by maxTokens into an invalid-output judge error', async () => {
    const judge = new LlmAdviceJudge({ model, confidentiality, maxTokens: 4 });
    await expect(judge.score(input)).rejects.toSatisfy((error) => error instanceof AdviceJudgeError && error.reason === 'invalid-output' && error.rubricId === 'risk');
  });
});
