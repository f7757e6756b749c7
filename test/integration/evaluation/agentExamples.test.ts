import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';
import { buildTrialCases, loadStoredTrial } from '../../../main/evaluation';
import { Egress } from '../../../main/egress';
import { CloudLanguageModel } from '../../../main/llm/cloud/CloudLanguageModel';
import { createSession, openWorkspace, type Workspace } from '../../../main/store';
import { StoreEventSink, TrialSession } from '../../../main/trial';
import { createLlmCast, type ExampleAgent } from '../../../main/trial/llm';
import { builtinTrialScenarios } from '../../unit/trial/fixtures/builtinScenarios';
import { builtinPackSource, EVAL_PACK } from '../../support/evalFixtures';
import { startFakeOpenAiServer } from '../../support/fakeOpenAiServer';
import { makeTempDir } from '../../support/storeFixtures';

const temp = makeTempDir('moot-agent-examples-');
const servers: Awaited<ReturnType<typeof startFakeOpenAiServer>>[] = [];
let workspace: Workspace;
afterEach(() => workspace?.close());
afterAll(async () => Promise.all(servers.map((server) => server.close())));

// Counsel and the judge on a loopback model (the network boundary, faked): counsel objects to a
// question ending "correct?" as leading, the judge sustains.
function scripted(body: Record<string, unknown>): string | undefined {
  const schema = (body.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name;
  const prompt = JSON.stringify(body.messages);
  if (schema === 'oca_objection') {
    return JSON.stringify(prompt.includes('correct?') ? { object: true, ground: 'leading', rule: 'FRE 611(c)', isIntentionallyIncorrect: false } : { object: false, ground: 'none', rule: '', isIntentionallyIncorrect: false });
  }
  if (schema === 'judge_ruling') return JSON.stringify({ ruling: 'sustained', reason: 'The question suggests its answer.', rule: 'FRE 611(c)' });
  return undefined;
}

const SECTION: Record<ExampleAgent, string> = {
  witness: 'Answers rated good by instructors (follow their manner):\n- I saw it.',
  judge: 'Rulings rated good by instructors (follow their manner):\n- sustained (FRE 611(c)): Leading.',
  counsel: 'Moves rated poor by instructors (avoid their faults):\n- Objection, hearsay (FRE 802).',
};

describe('rated examples for the LLM judge and counsel', () => {
  it('puts them in the prompt, looked up with the text the evaluation case of the same turn holds', async () => {
    const server = await startFakeOpenAiServer({ structuredFor: scripted });
    servers.push(server);
    const model = new CloudLanguageModel({ baseUrl: server.baseUrl, model: 'clinic', apiKey: null }, new Egress({ isAllowed: () => true }));
    workspace = openWorkspace(`${temp.dir}/ws`);
    const { spec } = builtinTrialScenarios().find((entry) => entry.id === EVAL_PACK)!;
    createSession(workspace.db, { id: 's', kind: 'trial', packId: EVAL_PACK, title: 'State v. Avery', meta: { playerSide: 'plaintiff', seed: 3, agentConfig: {} } });
    const lookups: { agent: ExampleAgent; turnText: string }[] = [];
    const trial = new TrialSession({
      scenario: spec,
      playerSide: 'plaintiff',
      seed: 3,
      sink: new StoreEventSink(workspace.db, 's'),
      cast: createLlmCast(
        { opposingCounsel: model, judge: model, witness: null },
        {
          confidentiality: { level: 'public', packId: EVAL_PACK },
          timeoutMs: 10_000,
          examplesFor: (agent) => async (turnText) => {
            lookups.push({ agent, turnText });
            return SECTION[agent];
          },
        },
      ),
    });
    const drain = async (flow: AsyncGenerator<SessionEvent>) => {
      const events: SessionEvent[] = [];
      for await (const event of flow) events.push(event);
      return events;
    };
    await drain(trial.start());
    const events = await drain(trial.handleTurn('You were at the bank that morning, correct?'));
    expect(events.filter((event) => event.type === "FallbackUsed").map((event) => JSON.stringify(event))).toEqual([]);
    expect(events.find((event) => event.type === 'RulingMade')).toMatchObject({ ruling: 'sustained', ground: 'leading' });

    const cases = buildTrialCases(await loadStoredTrial(workspace.db, 's', builtinPackSource()));
    const counselCase = cases.find((evalCase) => evalCase.agent === 'counsel' && evalCase.reference.kind === 'counsel-objection')!;
    const judgeCase = cases.find((evalCase) => evalCase.agent === 'judge')!;
    expect(lookups.find((lookup) => lookup.agent === 'counsel')!.turnText).toBe(counselCase.input);
    expect(lookups.find((lookup) => lookup.agent === 'judge')!.turnText).toBe(judgeCase.input);

    const prompts = server.requests.map((request) => {
      const body = request.body as { messages: { content: string }[]; response_format?: { json_schema?: { name?: string } } };
      return { schema: body.response_format?.json_schema?.name, last: body.messages.at(-1)!.content };
    });
    expect(prompts.find((prompt) => prompt.schema === 'judge_ruling')!.last.startsWith(SECTION.judge)).toBe(true);
    expect(prompts.find((prompt) => prompt.schema === 'oca_objection')!.last.startsWith(SECTION.counsel)).toBe(true);
  });
});
