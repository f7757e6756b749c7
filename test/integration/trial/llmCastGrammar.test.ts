import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECTION_GROUNDS, type SessionEvent } from '../../../shared/domain';
import { LocalModelHost } from '../../../main/llm/local/LocalModelHost';
import type { LocalLanguageModel } from '../../../main/llm/local/LocalLanguageModel';
import type { GenerationRequest } from '../../../main/llm/LanguageModel';
import { TrialSession } from '../../../main/trial';
import {
  createLlmCast,
  examinationOutputSchema,
  objectionOutputSchema,
  OBJECTION_MAX_TOKENS,
  QUESTION_MAX_TOKENS,
  RULING_MAX_TOKENS,
  rulingOutputSchema,
} from '../../../main/trial/llm';
import { tinyLlamaGgufPath } from '../../support/tinyModels/tinyLlamaGguf';
import { trafficScenario } from '../../unit/trial/fixtures/trafficScenario';

// The cast's own output schemas under a llama.cpp grammar, on a random-weight model: whatever it
// samples, the JSON must parse and fit the schema within the agent's maxTokens.

const request = (agentKey: string, prompt: string, maxTokens: number, seed: number): GenerationRequest => ({
  agentKey,
  systemPrompt: `You are the ${agentKey} in a mock trial. Reply with JSON.`,
  prompt,
  confidentiality: { level: 'public', packId: null },
  maxTokens,
  temperature: 0.9,
  seed,
});

describe('the LLM cast on the tiny GGUF', () => {
  const host = new LocalModelHost();
  let model: LocalLanguageModel;

  beforeAll(async () => {
    model = await host.load({ modelId: 'tiny', modelPath: tinyLlamaGgufPath(), contextSize: 4096, sequences: 2, threads: 1 });
  });
  afterAll(() => host.unload());

  it('each agent schema yields schema-valid JSON under the grammar', async () => {
    for (const seed of [1, 2]) {
      const objection = await model.generateStructured({ ...request('opposing-counsel', 'Q: You ran the red light?', OBJECTION_MAX_TOKENS, seed), schema: objectionOutputSchema(OBJECTION_GROUNDS) });
      expect(['none', ...OBJECTION_GROUNDS]).toContain(objection.value.ground);
      expect(typeof objection.value.isIntentionallyIncorrect).toBe('boolean');
      expect(objection.value.rule.length).toBeLessThanOrEqual(24);

      const question = await model.generateStructured({ ...request('opposing-counsel', 'Ask your next question.', QUESTION_MAX_TOKENS, seed), schema: examinationOutputSchema(OBJECTION_GROUNDS) });
      expect(['none', ...OBJECTION_GROUNDS]).toContain(question.value.defect);
      expect(typeof question.value.done).toBe('boolean');
      expect(question.value.question.length).toBeLessThanOrEqual(200);

      const ruling = await model.generateStructured({ ...request('judge', 'Objection: leading. Rule.', RULING_MAX_TOKENS, seed), schema: rulingOutputSchema });
      expect(['sustained', 'overruled']).toContain(ruling.value.ruling);
      expect(ruling.value.reason.length).toBeGreaterThan(0);
      for (const result of [objection, question, ruling]) expect(JSON.parse(result.raw)).toEqual(result.value);
    }
  });

  it('plays turns of a session: every decision is valid, from the model or from the rules with a recorded fallback', async () => {
    const trial = new TrialSession({
      scenario: trafficScenario,
      playerSide: 'plaintiff',
      seed: 3,
      witnessIds: ['maria-reyes'],
      cast: createLlmCast(model, { confidentiality: { level: 'public', packId: 'test-traffic' }, timeoutMs: 60_000 }),
    });
    const events: SessionEvent[] = [];
    for await (const event of trial.start()) events.push(event);
    for await (const event of trial.handleTurn('What colour was the traffic light when you entered the intersection?')) events.push(event);
    for await (const event of trial.endExamination()) events.push(event);
    for await (const event of trial.handleOCAExaminationTurn()) events.push(event);

    expect(events[0]).toMatchObject({ type: 'SessionStarted', cast: 'local:tiny' });
    expect(events.some((event) => event.type === 'AnswerGiven')).toBe(true);
    // Counsel's turn asked a question or ended its examination (a model may say done at once).
    const afterCross = events.slice(events.findIndex((event) => event.type === 'PhaseChanged' && event.examination === 'cross') + 1);
    expect(afterCross.some((event) => (event.type === 'QuestionAsked' && event.by === 'opposing_counsel') || event.type === 'PhaseChanged')).toBe(true);
    // A random model writes nonsense: the witness's answer is ungrounded, so the rules witness answered.
    const fallbacks = events.filter((event) => event.type === 'FallbackUsed');
    expect(fallbacks).toContainEqual(expect.objectContaining({ agent: 'witness', reason: expect.stringMatching(/ungrounded|leak/) }));
    // No fallback was for malformed JSON: the grammar kept every structured output valid.
    for (const fallback of fallbacks) expect(fallback.type === 'FallbackUsed' && fallback.reason).not.toMatch(/not valid JSON|invalid at/);
  });
});
