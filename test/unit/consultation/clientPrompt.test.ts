import { describe, expect, it } from 'vitest';
import {
  analyseQuestion,
  clientSystemPrompt,
  clientTurnPrompt,
  ClientReplyOutput,
  DisclosureEngine,
  PERSONA_PRESETS,
  RulesClientAgent,
  type ClientTurn,
} from '../../../main/consultation';
import { zodOutputSchema } from '../../../main/llm/OutputSchema';
import { withoutEvaluationOnly } from '../../../shared/scenario';
import { housingConsultation } from '../../support/consultationFixture';

const scenario = housingConsultation();
const engine = new DisclosureEngine(withoutEvaluationOnly(scenario), PERSONA_PRESETS.hard);
const question = 'Tell me about the repairs.';
const turn: ClientTurn = {
  turn: 3,
  projection: engine.project({ trust: 0.35, revealedFactIds: ['notice'], questions: [question], lastToldFactIds: [], followUp: false }),
  question,
  analysis: analyseQuestion(question),
  recent: [{ speaker: 'client', text: 'Hi.' }],
  leaving: false,
  seed: 1,
};

describe('the LLM client prompt', () => {
  const system = clientSystemPrompt(turn.projection.persona);
  const prompt = clientTurnPrompt(turn);

  it('describes the persona voice and the rules, and lists the allowed facts with ids', () => {
    expect(system).toContain('You are Dana Okafor, 34, care worker');
    expect(system).toContain('You are guarded');
    expect(system).toContain('Never give legal advice');
    expect(prompt).toContain('[repairs] The boiler has been broken');
    expect(prompt).toContain('[notice] (already told)');
    expect(prompt).toContain('The student says: "Tell me about the repairs."');
  });

  it('holds no locked fact and no reference answer', () => {
    const all = `${system}\n${prompt}`;
    for (const fact of scenario.facts.filter((f) => !turn.projection.facts.some((p) => p.id === f.id))) expect(all).not.toContain(fact.text);
    for (const item of scenario.rubric) expect(all).not.toContain(item.referenceAnswer.text);
  });

  it('has an output schema the model layer accepts and the rules client satisfies', () => {
    const schema = zodOutputSchema('client_reply', ClientReplyOutput);
    expect(schema.jsonSchema).toMatchObject({ type: 'object', required: expect.arrayContaining(['text', 'kind', 'disclosedFactIds', 'endsMeeting']) });
    const reply = new RulesClientAgent().replySync(turn);
    expect(schema.parse(reply, JSON.stringify(reply))).toEqual(reply);
    expect(() => schema.parse({ text: '', kind: 'narrative', disclosedFactIds: [], endsMeeting: false }, '')).toThrow(/text/);
  });
});
