import { afterAll, describe, expect, it } from 'vitest';
import { Egress } from '../../../main/egress';
import { CloudLanguageModel } from '../../../main/llm/cloud/CloudLanguageModel';
import { AffidavitIndex } from '../../../main/trial';
import { LeakGuard } from '../../../main/trial/llm/LeakGuard';
import { LlmWitness } from '../../../main/trial/llm/LlmWitness';
import { startFakeOpenAiServer } from '../../support/fakeOpenAiServer';

const servers: Awaited<ReturnType<typeof startFakeOpenAiServer>>[] = [];
afterAll(async () => Promise.all(servers.map((server) => server.close())));

describe('an LLM witness with rated examples', () => {
  it('puts the retrieved examples in its prompt, looked up with the text of the turn as a case holds it', async () => {
    const server = await startFakeOpenAiServer({ streamPieces: ['The light ', 'was red.'] });
    servers.push(server);
    const model = new CloudLanguageModel({ baseUrl: server.baseUrl, model: 'witness', apiKey: null }, new Egress({ isAllowed: () => true }));
    const asked: string[] = [];
    const witness = new LlmWitness(
      {
        model,
        confidentiality: { level: 'public', packId: 'p' },
        timeoutMs: 10_000,
        examples: async (turnText) => {
          asked.push(turnText);
          return 'Answers rated good by instructors (follow their manner):\n- The light was red.';
        },
      },
      { id: 'w', name: 'Mei Lin Zhao', side: 'plaintiff', role: 'teller', affidavit: 'The light was red. I was at the counter.', profile: { cooperativeness: 0.8, verbosity: 0.5, memoryQuality: 0.8 }, knowledgeBoundaries: [] },
      new AffidavitIndex('The light was red. I was at the counter.'),
      new LeakGuard([]),
    );
    const answer = await witness.answer({
      turn: 1,
      questionId: 'q1',
      question: 'What colour was the light?',
      examination: 'direct',
      examinerSide: 'plaintiff',
      projection: { witness: { id: 'w', name: 'Mei Lin Zhao', role: 'teller', side: 'plaintiff' }, examination: 'direct', friendlyExaminer: true, ownRecord: [] },
    });
    expect(answer.text).toBe('The light was red.');
    expect(asked[0]).toMatch(/^You are Mei Lin Zhao, teller\.[\s\S]*\nQuestion: What colour was the light\?$/);
    const messages = (server.requests[0]!.body as { messages: { role: string; content: string }[] }).messages;
    expect(messages.at(-1)!.content).toMatch(/^Answers rated good by instructors/);
  });
});
