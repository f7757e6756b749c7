import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { housingConsultation } from '../../support/consultationFixture';
import { AdviceJudgeError, DEFAULT_ADVICE_JUDGE_TIMEOUT_MS, LlmAdviceJudge } from '../../../main/consultation/LlmAdviceJudge';
import { confidentialityOf } from '../../../main/egress/Confidentiality';
import { Egress } from '../../../main/egress/Egress';
import { CloudLanguageModel } from '../../../main/llm/cloud/CloudLanguageModel';
import { ResponseTooLargeError } from '../../../main/llm/cloud/readServerSentEvents';
import type { GenerationRequest } from '../../../main/llm/LanguageModel';
import { ModelTimeoutError, ModelUnavailableError } from '../../../main/llm/modelErrors';
import { startHostileOpenAiServer } from '../../support/hostileOpenAiServer';
import { judgeSchema } from '../../support/tinyModels/agentSchemas';

// Issue 21, findings 4 and 5: cloud responses are capped (body and SSE line) and every call has a deadline.
const request: GenerationRequest = {
  agentKey: 'witness:w1',
  systemPrompt: 'You are a witness.',
  prompt: 'What did you see?',
  confidentiality: confidentialityOf({ id: 'public', confidential: false }),
  maxTokens: 64,
};

describe('bounded cloud responses from a hostile loopback server', () => {
  let server: Awaited<ReturnType<typeof startHostileOpenAiServer>>;
  let model: CloudLanguageModel;
  const egress = new Egress({ isAllowed: () => true });

  beforeAll(async () => {
    server = await startHostileOpenAiServer('hang');
    model = new CloudLanguageModel({ baseUrl: server.baseUrl, model: 'hostile', apiKey: null }, egress);
  });
  afterAll(() => server.close());

  const rssGrowth = async (call: () => Promise<unknown>): Promise<{ error: unknown; growthMb: number }> => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const error = await call().then(() => null, (e: unknown) => e);
    clearInterval(timer);
    return { error, growthMb: (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024 };
  };

  it('an endless SSE line ends at the line cap, with bounded memory, long before the deadline', async () => {
    server.state.mode = 'endless-line';
    const { error, growthMb } = await rssGrowth(() => model.generateText({ ...request, timeoutMs: 120_000 }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as Error).message).toMatch(/event-stream line is larger than the limit of 262144/);
    expect(growthMb).toBeLessThan(150);
  });

  it('endless well-formed events end at the body cap', async () => {
    server.state.mode = 'endless-events';
    const { error, growthMb } = await rssGrowth(() => model.generateText({ ...request, timeoutMs: 120_000 }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as Error).message).toMatch(/event stream is larger than the limit of 4194304/);
    expect(growthMb).toBeLessThan(150);
  });

  it('an endless JSON body ends at the body cap', async () => {
    server.state.mode = 'huge-json';
    const { error, growthMb } = await rssGrowth(() => model.generateStructured({ ...request, schema: judgeSchema, timeoutMs: 120_000 }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(growthMb).toBeLessThan(150);
  });

  it('a hanging server, before or after its headers, times out as a ModelTimeoutError', async () => {
    for (const mode of ['hang', 'hang-after-headers'] as const) {
      server.state.mode = mode;
      await expect(model.generateText({ ...request, timeoutMs: 300 })).rejects.toBeInstanceOf(ModelTimeoutError);
      await expect(model.generateStructured({ ...request, schema: judgeSchema, timeoutMs: 300 })).rejects.toBeInstanceOf(ModelTimeoutError);
    }
  });

  it('garbage is a typed error', async () => {
    server.state.mode = 'garbage';
    await expect(model.generateStructured({ ...request, schema: judgeSchema, timeoutMs: 5_000 })).rejects.toBeInstanceOf(ModelUnavailableError);
  });

  it('the advice judge gives up on a hanging server at its own deadline, with no timeout configured', async () => {
    server.state.mode = 'hang';
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const scenario = housingConsultation();
      const judge = new LlmAdviceJudge({ model, confidentiality: request.confidentiality });
      const scoring = judge.score({ rubric: scenario.rubric.filter((r) => r.id === 'risk'), advice: 'Pay the arrears.', interview: 'Pay the arrears.' }).catch((e: unknown) => e);
      const asked = server.state.requests;
      await vi.waitFor(() => expect(server.state.requests).toBe(asked + 1), { interval: 10, timeout: 10_000 });
      await vi.advanceTimersByTimeAsync(DEFAULT_ADVICE_JUDGE_TIMEOUT_MS + 1);
      const error = await scoring;
      expect(error).toBeInstanceOf(AdviceJudgeError);
      expect((error as AdviceJudgeError).reason).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });
});
