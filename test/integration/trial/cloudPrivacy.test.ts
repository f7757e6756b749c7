import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMain } from '../../../main/app/composeMain';
import { invokeProcedure } from '../../../main/api/invokeProcedure';
import { buildPack } from '../../../main/packs';
import type { ApiEnvelope, TrialStepResult } from '../../../shared/contract';
import { startFakeOpenAiServer } from '../../support/fakeOpenAiServer';

// The privacy acceptance test of DESIGN §10: with the cloud switched on and preferred by every
// agent, a full trial of a confidential pack sends the (loopback, recording) server nothing,
// while the same trial of a non-confidential pack does reach it.
const dataDir = mkdtempSync(join(tmpdir(), 'moot-cloud-privacy-'));
const sourceDir = mkdtempSync(join(tmpdir(), 'moot-cloud-privacy-src-'));
const { handlers } = composeMain({ runtime: 'web', electronVersion: null, dataDir });
let server: Awaited<ReturnType<typeof startFakeOpenAiServer>>;

async function call<T>(name: string, input: unknown): Promise<T> {
  const envelope = (await invokeProcedure(handlers, name, input)) as ApiEnvelope<T>;
  if (!envelope.ok) throw new Error(`${name}: ${envelope.error.code} ${envelope.error.message}`);
  return envelope.value;
}

/** A copy of a built-in scenario under a new id, marked confidential, imported as a user would. */
async function importConfidentialCopy(builtinId: string, id: string): Promise<void> {
  const folder = join(sourceDir, id);
  cpSync(join(process.cwd(), 'scenarios', builtinId), folder, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(folder, 'manifest.json'), JSON.stringify({ ...manifest, id, confidential: true }));
  const { bytes } = await buildPack(folder);
  const imported = await call<{ pack: { id: string; confidential: boolean } }>('packs.import', { fileBase64: bytes.toString('base64') });
  expect(imported.pack).toMatchObject({ id, confidential: true });
}

const QUESTIONS = ['Where were you that evening?', 'What did you see?', 'Isn’t it true you were far away?', 'What happened next?'];

/** Plays a short trial to the end of the cross-examination: asks, counsel's turns, responses. */
async function playShortTrial(packId: string, witnessId: string): Promise<{ cast: unknown }> {
  let step = await call<TrialStepResult>('trial.start', { packId, playerSide: 'plaintiff', witnessIds: [witnessId], seed: 3 });
  const started = step.events[0] as { cast?: unknown };
  const { sessionId } = step.status;
  let asked = 0;
  let responses = 0;
  for (let turn = 0; turn < 24 && step.status.awaiting !== 'ended'; turn++) {
    const { awaiting, examination } = step.status;
    if (awaiting === 'player_question') {
      step = asked < QUESTIONS.length && examination === 'direct'
        ? await call('trial.ask', { sessionId, question: QUESTIONS[asked++] })
        : await call('trial.next', { sessionId });
    } else if (awaiting === 'opposing_counsel') {
      step = await call('trial.counselTurn', { sessionId });
    } else if (awaiting === 'player_response') {
      // Alternate passing and objecting, so the judge rules too.
      step = await call('trial.respond', { sessionId, ground: responses++ % 2 === 0 ? 'leading' : null });
    } else break;
    if (examination === 'cross' && responses >= 3) break;
  }
  expect(asked).toBe(QUESTIONS.length);
  expect(responses).toBeGreaterThanOrEqual(2);
  return { cast: started.cast };
}

describe('cloud privacy, end to end through the trial.* procedures', () => {
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    await call('models.updateCloudSettings', { enabled: true, baseUrl: server.baseUrl, model: 'clinic-llama', apiKey: 'sk-test' });
    const preferCloud = { provider: 'cloud' } as const;
    const agents = await call('settings.updateAgents', { opposingCounsel: preferCloud, judge: preferCloud, witness: preferCloud, client: preferCloud });
    expect(agents).toMatchObject({ opposingCounsel: preferCloud, judge: preferCloud, witness: preferCloud });
    await importConfidentialCopy('state-v-avery', 'clinic-avery');
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(sourceDir, { recursive: true, force: true });
  });

  it('a full trial of a confidential pack sends the cloud server zero requests', async () => {
    server.requests.length = 0;
    // The router gives a confidential pack no cloud model (nor a local one here): the rules play.
    expect(await playShortTrial('clinic-avery', 'mei-lin-zhao')).toEqual({ cast: 'rules' });
    expect(server.requests).toHaveLength(0);
  }, 60_000);

  it('the same trial of a non-confidential pack does reach the cloud server', async () => {
    server.requests.length = 0;
    expect(await playShortTrial('state-v-avery', 'mei-lin-zhao')).toEqual({ cast: 'cloud:clinic-llama' });
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.every((request) => request.url === '/v1/chat/completions')).toBe(true);
    expect(JSON.stringify(server.requests.map((request) => request.body.messages))).toContain('Where were you that evening?');
  }, 60_000);

  it('an agent with its own cloud model asks the server for that model; the others for the configured one', async () => {
    await call('settings.updateAgents', { judge: { cloudModel: 'clinic-judge-70b' } });
    server.requests.length = 0;
    await playShortTrial('state-v-avery', 'mei-lin-zhao');
    const systemPromptOf = (body: Record<string, unknown>) => JSON.stringify((body.messages as { role: string; content: string }[]).find((message) => message.role === 'system'));
    const judgeRequests = server.requests.filter((request) => systemPromptOf(request.body).includes('You are the judge'));
    const otherRequests = server.requests.filter((request) => !systemPromptOf(request.body).includes('You are the judge'));
    expect(judgeRequests.length).toBeGreaterThan(0);
    expect(otherRequests.length).toBeGreaterThan(0);
    expect(new Set(judgeRequests.map((request) => request.body.model))).toEqual(new Set(['clinic-judge-70b']));
    expect(new Set(otherRequests.map((request) => request.body.model))).toEqual(new Set(['clinic-llama']));
    await call('settings.updateAgents', { judge: { cloudModel: '' } });
  }, 60_000);
});
