import { describe, expect, it } from 'vitest';
import { runConsultationScript, type ClientTurn, type ProjectedPersona } from '../../../main/consultation';
import { LlmClientAgent, LlmClientError } from '../../../main/consultation/LlmClientAgent';
import type { LanguageModel, StructuredRequest, StructuredResult } from '../../../main/llm/LanguageModel';
import { ModelTimeoutError } from '../../../main/llm/modelErrors';
import type { ConsultationEvent } from '../../../shared/domain/consultationEvents';
import { CancelledError } from '../../../shared/errors';
import { makeConsultation } from '../../support/consultationRig';

// The fake stands at the model boundary: each call runs the next step with the request it got,
// and its value goes through the request's schema as a real model's would.
function recordingModel(steps: ((request: StructuredRequest<unknown>) => unknown)[]) {
  const requests: StructuredRequest<unknown>[] = [];
  const model: LanguageModel = {
    id: 'local:scripted',
    kind: 'local',
    generateText: () => Promise.reject(new Error('the client never asks for text')),
    async generateStructured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
      requests.push(request as StructuredRequest<unknown>);
      const step = steps.shift();
      if (!step) throw new Error('script exhausted');
      const value = await step(request as StructuredRequest<unknown>);
      const raw = JSON.stringify(value);
      return { value: request.schema.parse(value, raw), raw, usage: { promptTokens: 1, outputTokens: 1, cachedPromptTokens: 0 }, latencyMs: 1, modelId: 'local:scripted' };
    },
  };
  return { model, requests };
}

const PUBLIC = { level: 'public', packId: 'housing-fixture' } as const;
const spoken = (events: ConsultationEvent[]) => events.filter((e): e is Extract<ConsultationEvent, { type: 'ClientSpoke' }> => e.type === 'ClientSpoke');
const opening = () => ({ text: 'Thank you for seeing me. I am worried about my home.', kind: 'narrative', disclosedFactIds: [], endsMeeting: false });

async function play(steps: ((request: StructuredRequest<unknown>) => unknown)[], questions: string[] = ['Tell me what happened.']) {
  const { model, requests } = recordingModel(steps);
  const { session, scenario } = makeConsultation({ preset: 'hard', agent: new LlmClientAgent({ model, confidentiality: PUBLIC, timeoutMs: 1_000 }) });
  const events = await runConsultationScript(session, { turns: questions.map((text) => ({ text })), advice: null });
  return { lines: spoken(events), requests, session, scenario };
}

describe('LlmClientAgent', () => {
  it('has its reply used when it is valid and claims only projected facts', async () => {
    const { lines, requests } = await play([
      opening,
      (request) => {
        const id = /\[(\w+)\]/.exec(request.prompt)?.[1];
        return { text: 'I got a letter from my landlord telling me to leave.', kind: 'narrative', disclosedFactIds: id ? [id] : [], endsMeeting: true };
      },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ cast: 'local', fallbackReason: null, kind: 'opening', text: 'Thank you for seeing me. I am worried about my home.' });
    expect(lines[1]).toMatchObject({ cast: 'local', fallbackReason: null, kind: 'narrative', text: 'I got a letter from my landlord telling me to leave.' });
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ agentKey: 'client', confidentiality: PUBLIC, timeoutMs: 1_000, schema: { name: 'client_reply' } });
    expect(requests[0]!.maxTokens).toBeLessThanOrEqual(400);
    // One system prompt for the session, so the local model keeps it in the KV cache.
    expect(requests[1]!.systemPrompt).toBe(requests[0]!.systemPrompt);
    expect(requests[0]!.seed).not.toBe(requests[1]!.seed);
  });

  it('does not let the model end the meeting unless the engine or the student does', async () => {
    const { lines, session } = await play([opening, () => ({ text: 'I have to go now.', kind: 'closing', disclosedFactIds: [], endsMeeting: true })]);
    expect(lines[1]).toMatchObject({ cast: 'local', fallbackReason: null });
    expect(session.state.ended).toBeNull();
  });

  it('is replaced by the rules client when it claims a locked fact', async () => {
    const { lines, session } = await play([opening, () => ({ text: 'There is something else.', kind: 'narrative', disclosedFactIds: ['arrears'], endsMeeting: false })]);
    expect(lines[1]).toMatchObject({ cast: 'rules' });
    expect(lines[1]!.fallbackReason).toBe('leak: the output repeated hidden content');
    expect(session.state.fallbacks).toBe(1);
  });

  it('is replaced by the rules client when its output is invalid', async () => {
    const { lines } = await play([opening, () => ({ text: '', kind: 'shrug', disclosedFactIds: [], endsMeeting: false })]);
    expect(lines[1]).toMatchObject({ cast: 'rules' });
    expect(lines[1]!.fallbackReason).toBe('invalid-output: the output did not match the required shape');
    expect(lines[1]!.text.length).toBeGreaterThan(0);
  });

  it('is replaced by the rules client when the model times out', async () => {
    const { lines } = await play([
      opening,
      () => {
        throw new ModelTimeoutError('local:scripted', 1_000);
      },
    ]);
    expect(lines[1]).toMatchObject({ cast: 'rules' });
    expect(lines[1]!.fallbackReason).toBe('timeout: the model did not answer in time');
  });

  it('puts no hidden fact in its prompts', async () => {
    const { requests, scenario } = await play([opening, opening, opening, opening], ['Tell me what happened.', 'Do you owe any rent?', 'Does anyone else live with you?']);
    expect(requests).toHaveLength(4);
    const hidden = scenario.facts.filter((fact) => fact.disclosure === 'hidden');
    expect(hidden.length).toBeGreaterThan(0);
    for (const request of requests) {
      const sent = `${request.systemPrompt}\n${request.prompt}`;
      for (const fact of hidden) {
        expect(sent).not.toContain(fact.text);
        expect(sent).not.toContain(`[${fact.id}]`);
        // The grammar cannot write a hidden id either.
        expect(JSON.stringify(request.schema.grammarSchema)).not.toContain(`"${fact.id}"`);
      }
    }
  });

  it('throws a typed error, or the user\'s stop, when called directly', async () => {
    const persona: ProjectedPersona = {
      name: 'Ana',
      age: null,
      occupation: null,
      background: 'A tenant.',
      presentingProblem: 'A notice to leave.',
      openingStatement: 'I got a letter.',
      concerns: [],
      levels: { legalLiteracy: 'low', disclosureWillingness: 'low', emotionalStability: 'medium', narrativeProficiency: 'medium' },
      pronoun: 'she',
    };
    const turn: ClientTurn = { turn: 1, projection: { persona, trust: 0.5, mood: 'calm', facts: [] }, question: 'Hi', analysis: null, recent: [], leaving: false, seed: 1 };
    const timedOut = recordingModel([() => Promise.reject(new ModelTimeoutError('local:scripted', 5))]).model;
    await expect(new LlmClientAgent({ model: timedOut, confidentiality: PUBLIC }).reply(turn)).rejects.toSatisfy((error) => error instanceof LlmClientError && error.reason === 'timeout');
    const stopped = recordingModel([() => Promise.reject(new CancelledError())]).model;
    await expect(new LlmClientAgent({ model: stopped, confidentiality: PUBLIC }).reply(turn)).rejects.toBeInstanceOf(CancelledError);
    // A failed lookup of rated examples (an embedder that cannot load) is a failed turn, and the model is not asked.
    const unasked = recordingModel([opening]);
    const noExamples = new LlmClientAgent({ model: unasked.model, confidentiality: PUBLIC, examples: () => Promise.reject(new Error('the embedder did not load')) });
    await expect(noExamples.reply(turn)).rejects.toSatisfy((error) => error instanceof LlmClientError && error.reason === 'error' && /the embedder did not load/.test(error.message));
    expect(unasked.requests).toEqual([]);
  });
});
