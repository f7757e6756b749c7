import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CancelledError } from '../../../shared/errors';
import { confidentialityOf } from '../../../main/egress/Confidentiality';
import { Egress, type EgressPurpose } from '../../../main/egress/Egress';
import { ConfidentialEgressError, EgressDisabledError } from '../../../main/egress/egressErrors';
import { CloudLanguageModel } from '../../../main/llm/cloud/CloudLanguageModel';
import type { GenerationRequest } from '../../../main/llm/LanguageModel';
import { ModelOutputError, ModelTimeoutError, ModelUnavailableError } from '../../../main/llm/modelErrors';
import { startFakeOpenAiServer } from '../../support/fakeOpenAiServer';
import { judgeSchema, objectionSchema } from '../../support/tinyModels/agentSchemas';

const AFFIDAVIT =
  'On the night of March 3rd I was walking my dog along Elm Street when I saw the blue sedan speed through the red light without braking.';
const publicPack = { id: 'pack-public', confidential: false };
const clinicPack = { id: 'pack-clinic', confidential: true };

describe('cloud model through the egress module', () => {
  let server: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
  const allowed = new Set<EgressPurpose>(['cloud-model']);
  const egress = new Egress({ isAllowed: (purpose) => allowed.has(purpose) });
  let model: CloudLanguageModel;
  const request = (pack: { id: string; confidential: boolean }, prompt: string): GenerationRequest => ({
    agentKey: 'witness:w1',
    systemPrompt: `You are a witness. Your affidavit: ${AFFIDAVIT}`,
    prompt,
    confidentiality: confidentialityOf(pack),
    maxTokens: 64,
  });

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    model = new CloudLanguageModel({ baseUrl: server.baseUrl, model: 'clinic-llama', apiKey: 'sk-test' }, egress);
  });
  afterEach(() => {
    server.requests.length = 0;
    Object.assign(server.settings, { hang: false, structuredContent: undefined, finishReason: undefined });
    allowed.add('cloud-model');
  });
  afterAll(() => server.close());

  it('streams a non-confidential witness answer as deltas and sends exactly one request', async () => {
    const deltas: string[] = [];
    const result = await model.generateText({ ...request(publicPack, 'What did you see?'), onDelta: (delta) => deltas.push(delta) });
    expect(deltas).toEqual(['The ', 'light ', 'was ', 'red.']);
    expect(result).toMatchObject({ text: 'The light was red.', stopReason: 'end', modelId: 'cloud:clinic-llama' });
    expect(result.usage).toMatchObject({ promptTokens: 42, outputTokens: 4 });
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent?.headers.authorization).toBe('Bearer sk-test');
    expect(sent?.body).toMatchObject({ model: 'clinic-llama', stream: true, max_tokens: 64 });
    expect(JSON.stringify(sent?.body.messages)).toContain('What did you see?');
    expect(egress.log.at(-1)).toMatchObject({ outcome: 'sent', packId: 'pack-public', purpose: 'cloud-model' });
  });

  it('asks for json_schema output and validates what comes back', async () => {
    server.settings.structuredContent = '{"ruling":"sustained","reason":"Hearsay: out-of-court statement.","rule":"FRE 802"}';
    const result = await model.generateStructured({ ...request(publicPack, 'Rule on the objection.'), schema: judgeSchema });
    expect(result.value).toEqual({ ruling: 'sustained', reason: 'Hearsay: out-of-court statement.', rule: 'FRE 802' });
    expect(server.requests[0]?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'judge_ruling' } });

    server.settings.structuredContent = '{"object":true,"ground":"gossip","rule":"FRE 0","isIntentionallyIncorrect":false}';
    const invalid = model.generateStructured({ ...request(publicPack, 'Object?'), schema: objectionSchema });
    await expect(invalid).rejects.toBeInstanceOf(ModelOutputError);
    await expect(invalid).rejects.toThrow(/objection output is invalid at \$\.ground/);
  });

  it('never sends a confidential pack, even with cloud enabled: zero requests reach the server', async () => {
    await expect(model.generateText(request(clinicPack, 'What did you see?'))).rejects.toBeInstanceOf(ConfidentialEgressError);
    await expect(model.generateStructured({ ...request(clinicPack, 'Rule.'), schema: judgeSchema })).rejects.toThrow(
      /pack-clinic is confidential/,
    );
    expect(server.requests).toHaveLength(0);
    expect(egress.log.at(-1)).toMatchObject({ outcome: 'refused-confidential', packId: 'pack-clinic' });
  });

  it('refuses a request mislabelled public that carries fingerprinted confidential text', async () => {
    egress.fingerprints.register('pack-clinic', [AFFIDAVIT]);
    try {
      const mislabelled = { ...request(publicPack, 'Summarise.'), systemPrompt: `Context: ${AFFIDAVIT.toUpperCase()}` };
      await expect(model.generateText(mislabelled)).rejects.toThrow(/contains text of confidential pack pack-clinic/);
      expect(server.requests).toHaveLength(0);
      // Short common phrases of the affidavit are not enough to refuse an unrelated request.
      const unrelated = { ...request(publicPack, 'Was the light red?'), systemPrompt: 'You are a witness about a blue sedan.' };
      await expect(model.generateText(unrelated)).resolves.toMatchObject({ stopReason: 'end' });
    } finally {
      egress.fingerprints.forget('pack-clinic');
    }
  });

  it('sends nothing while the cloud is switched off', async () => {
    allowed.delete('cloud-model');
    await expect(model.generateText(request(publicPack, 'Hello?'))).rejects.toBeInstanceOf(EgressDisabledError);
    expect(server.requests).toHaveLength(0);
  });

  it('times out with a typed error, and treats a user stop as a stop', async () => {
    server.settings.hang = true;
    await expect(model.generateText({ ...request(publicPack, 'Hello?'), timeoutMs: 200 })).rejects.toBeInstanceOf(ModelTimeoutError);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const stopped = await model.generateText({ ...request(publicPack, 'Hello?'), signal: controller.signal });
    expect(stopped.stopReason).toBe('aborted');
    const stoppedStructured = new AbortController();
    setTimeout(() => stoppedStructured.abort(), 100);
    await expect(model.generateStructured({ ...request(publicPack, 'Rule.'), schema: judgeSchema, signal: stoppedStructured.signal })).rejects.toBeInstanceOf(CancelledError);
  });

  it('reports an unreachable server clearly', async () => {
    const offline = new CloudLanguageModel({ baseUrl: 'http://127.0.0.1:9/v1', model: 'x', apiKey: null }, egress);
    await expect(offline.generateText(request(publicPack, 'Hi'))).rejects.toBeInstanceOf(ModelUnavailableError);
    await expect(offline.generateText(request(publicPack, 'Hi'))).rejects.toThrow(/cloud:x could not be reached/);
  });
});
