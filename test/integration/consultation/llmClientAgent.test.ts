import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientReplyOutput } from '../../../main/consultation/clientPrompt';
import { LlmClientAgent } from '../../../main/consultation/LlmClientAgent';
import type { ClientAgent, ClientReply, ClientTurn } from '../../../main/consultation';
import { confidentialityOf } from '../../../main/egress/Confidentiality';
import type { LocalLanguageModel } from '../../../main/llm/local/LocalLanguageModel';
import { LocalModelHost } from '../../../main/llm/local/LocalModelHost';
import { makeConsultation } from '../../support/consultationRig';
import { tinyLlamaGgufPath } from '../../support/tinyModels/tinyLlamaGguf';

// A random-weight model says nothing about how well it plays the client; what this shows is that
// the real grammar path yields a reply the agent accepts, or a typed error the session falls back on.
const confidentiality = confidentialityOf({ id: 'housing-fixture', confidential: true });

/** Keeps the turns the session hands the agent, so the test can call the agent on a real projection. */
class TurnRecorder implements ClientAgent {
  readonly cast = 'rules' as const;
  turns: ClientTurn[] = [];
  reply(turn: ClientTurn): Promise<ClientReply> {
    this.turns.push(turn);
    return Promise.resolve({ text: 'I got a letter telling me to leave.', kind: turn.question === null ? 'opening' : 'narrative', disclosedFactIds: [], endsMeeting: false });
  }
}

describe('LlmClientAgent on the tiny GGUF', () => {
  const host = new LocalModelHost();
  let model: LocalLanguageModel;
  let turn: ClientTurn;

  beforeAll(async () => {
    // The tiny model's vocabulary is one character a token: the system prompt alone is ~1k tokens.
    model = await host.load({ modelId: 'tiny', modelPath: tinyLlamaGgufPath(), contextSize: 4096, sequences: 1, threads: 1 });
    const recorder = new TurnRecorder();
    const { session } = makeConsultation({ preset: 'easy', agent: recorder });
    for await (const _event of session.begin());
    for await (const _event of session.ask('What happened with your landlord?'));
    turn = recorder.turns.at(-1)!;
  });
  afterAll(() => host.unload());

  it('returns a schema-valid reply, claiming only projected facts, under the grammar', async () => {
    // One character a token: room for a text at its 1,500-character cap plus the JSON around it.
    const agent = new LlmClientAgent({ model, confidentiality, maxTokens: 1_800, timeoutMs: 120_000 });
    const reply = await agent.reply(turn);
    expect(ClientReplyOutput.safeParse(reply).success).toBe(true);
    const allowed = new Set(turn.projection.facts.map((fact) => fact.id));
    for (const id of reply.disclosedFactIds) expect(allowed.has(id)).toBe(true);
  });
});
