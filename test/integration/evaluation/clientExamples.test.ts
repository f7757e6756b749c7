import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ratedExamplesForCast } from '../../../main/app/ratedExamplesForCast';
import { createConsultationSession, readConsultationEvents } from '../../../main/consultation';
import { LlmClientAgent } from '../../../main/consultation/LlmClientAgent';
import { Egress } from '../../../main/egress';
import { confidentialityOf } from '../../../main/egress/Confidentiality';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { buildConsultationCases, collectRatedCases, loadStoredConsultation, RatedExamples, type EvalCase } from '../../../main/evaluation';
import { CloudLanguageModel } from '../../../main/llm/cloud/CloudLanguageModel';
import { putImportedRatedCases, rateEvent, WorkspaceHost } from '../../../main/store';
import { EMPATHETIC_OPEN_SCRIPT } from '../../support/consultationFixture';
import { makeConsultation } from '../../support/consultationRig';
import { builtinPackSource, EVAL_CONSULTATION_PACK, playStoredConsultation } from '../../support/evalFixtures';
import { startFakeOpenAiServer } from '../../support/fakeOpenAiServer';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-client-examples-');
const packs = builtinPackSource();
const servers: Awaited<ReturnType<typeof startFakeOpenAiServer>>[] = [];
let host: WorkspaceHost | undefined;
afterEach(() => host?.close());
afterAll(async () => Promise.all(servers.map((server) => server.close())));

/** Stars given to the rated session's client answers, in order: two to follow, two to avoid, the rest neither. */
const STARS = [5, 5, 1, 1, 3, 3, 3, 3, 3, 3];
/** A rated answer from a confidential pack, to the same turn as the live one: it must never reach the cloud. */
const CONFIDENTIAL_ANSWER = 'Mr Brennan sent me the letter telling me to leave, and it is all I think about, the secret ledger code is 4471.';

/**
 * A workspace holding a rules consultation with its first `ratings` client answers rated (stars
 * from `STARS`) and, when asked, a confidential rated answer imported from another machine.
 */
async function ratedWorkspace(name: string, ratings: number, withConfidential: boolean): Promise<{ host: WorkspaceHost; answers: EvalCase[] }> {
  const workspace = new WorkspaceHost(`${temp.dir}/${name}`);
  await playStoredConsultation(workspace.writer(), 'rated');
  const answers = buildConsultationCases(await loadStoredConsultation(workspace.reader(), 'rated', packs)).filter((evalCase) => evalCase.agent === 'client');
  expect(answers.length).toBeGreaterThanOrEqual(ratings);
  answers.slice(0, ratings).forEach((answer, index) => rateEvent(workspace.writer(), { sessionId: 'rated', eventSeq: answer.eventSeq, stars: STARS[index]! }));
  if (withConfidential) {
    const sameTurn = answers.find((answer) => answer.turn === 1)!;
    putImportedRatedCases(workspace.writer(), [
      { caseId: 'elsewhere:7', agent: 'client', packId: 'clinic-file', confidential: true, input: sameTurn.input, output: CONFIDENTIAL_ANSWER, stars: 5, comment: null, ratedAt: '2026-11-25T00:00:00.000Z' },
    ]);
  }
  return { host: workspace, answers };
}

/**
 * Plays the opening and the script's first question with the LLM client on a loopback cloud model
 * (the network boundary, faked), stored as `live`; returns the prompts the server received, the
 * texts the examples were looked up with, and the live session's client cases.
 */
async function playLive(workspace: WorkspaceHost) {
  const server = await startFakeOpenAiServer({
    structuredContent: JSON.stringify({ text: 'I got a letter telling me to leave, and I do not know what to do.', kind: 'narrative', disclosedFactIds: [], endsMeeting: false }),
  });
  servers.push(server);
  const model = new CloudLanguageModel({ baseUrl: server.baseUrl, model: 'clinic', apiKey: null }, new Egress({ isAllowed: () => true }));
  const retrieve = ratedExamplesForCast({ workspace, packs, embedder: () => new LexicalEmbedder() })()('client', model);
  const lookups: string[] = [];
  const agent = new LlmClientAgent({
    model,
    confidentiality: confidentialityOf({ id: EVAL_CONSULTATION_PACK, confidential: false }),
    examples: (turnText) => {
      lookups.push(turnText);
      return retrieve(turnText);
    },
  });
  const log = createConsultationSession(workspace.writer(), { id: 'live', packId: EVAL_CONSULTATION_PACK, title: 'Okafor (live)' });
  const { session } = makeConsultation({ log, agent, preset: 'easy', seed: 7 });
  for await (const _event of session.begin());
  for await (const _event of session.ask(EMPATHETIC_OPEN_SCRIPT[0]!));
  const spoken = readConsultationEvents(workspace.reader(), 'live').filter((event) => event.type === 'ClientSpoke');
  // The model answered every turn: a fallback would mean the rules client's prompt-free answer was tested.
  expect(spoken.map((event) => event.fallbackReason)).toEqual([null, null]);
  const prompts = server.requests.map((request) => JSON.stringify((request.body as { messages: unknown[] }).messages));
  const cases = buildConsultationCases(await loadStoredConsultation(workspace.reader(), 'live', packs)).filter((evalCase) => evalCase.agent === 'client');
  return { prompts, lookups, cases, requests: server.requests };
}

describe('rated examples for the LLM client of a consultation', () => {
  it('puts rated client answers in its prompt, looked up with the text its evaluation case holds, never a confidential one for the cloud', async () => {
    const rated = await ratedWorkspace('enough', STARS.length, true);
    host = rated.host;
    const { prompts, lookups, cases, requests } = await playLive(host);

    // One lookup per turn, with exactly the input the case fold gives the same turn.
    expect(lookups).toEqual(cases.map((evalCase) => evalCase.input));
    expect(prompts).toHaveLength(2);
    const turnPrompt = (request: (typeof requests)[number]) => (request.body as { messages: { content: string }[] }).messages.at(-1)!.content;
    const answerPrompt = turnPrompt(requests[1]!);
    expect(answerPrompt.startsWith('Answers rated good by instructors (follow their manner):\n- ')).toBe(true);
    expect(answerPrompt).toContain('Answers rated poor by instructors (avoid their faults):\n- ');
    expect(answerPrompt.endsWith(`\n\n${cases[1]!.input}`)).toBe(true);
    const good = rated.answers.filter((_answer, index) => STARS[index] === 5).map((answer) => `- ${answer.output}`);
    expect(good.some((line) => answerPrompt.includes(line))).toBe(true);

    // The confidential answer would be chosen on merit (a local model gets it)...
    const index = await RatedExamples.index(host.writer(), new LexicalEmbedder(), await collectRatedCases(host.writer(), packs));
    const forLocal = await index.retrieve('client', lookups[1]!, { forCloud: false });
    expect(forLocal.follow.map((example) => example.caseId)).toContain('elsewhere:7');
    // ...but no request to the cloud carries it.
    for (const prompt of prompts) expect(prompt).not.toContain('secret ledger code');
  });

  it('gives no examples below ten ratings', async () => {
    host = (await ratedWorkspace('few', STARS.length - 1, false)).host;
    const { requests, lookups, cases } = await playLive(host);

    expect(lookups).toEqual(cases.map((evalCase) => evalCase.input));
    const prompts = requests.map((request) => (request.body as { messages: { content: string }[] }).messages.at(-1)!.content);
    expect(prompts).toEqual(cases.map((evalCase) => evalCase.input));
  });
});
