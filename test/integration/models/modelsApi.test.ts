import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeMain } from '../../../main/app/composeMain';
import { invokeProcedure } from '../../../main/api/invokeProcedure';
import type { EventMessage } from '../../../shared/contract';
import { tinyBertFolderPath } from '../../support/tinyModels/tinyBertOnnx';
import { tinyLlamaGgufPath } from '../../support/tinyModels/tinyLlamaGguf';

// The models procedures through the contract (input and output schemas checked), on the real
// composition with a fresh data folder.
const dataDir = mkdtempSync(join(tmpdir(), 'moot-models-api-'));
const composition = composeMain({ runtime: 'web', electronVersion: null, dataDir });
const pushed: EventMessage[] = [];
composition.bus.subscribe((message) => pushed.push(message));
const call = (name: string, input: unknown = {}) => invokeProcedure(composition.handlers, name, input);
afterAll(async () => {
  await call('models.unload');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('models.* procedures', () => {
  it('lists the catalog and an empty models folder, loading nothing at startup', async () => {
    const catalog = await call('models.catalog');
    expect(catalog.ok && (catalog.value as { models: { id: string }[] }).models.map((model) => model.id)).toContain('all-minilm-l6-v2');
    expect(await call('models.list')).toEqual({ ok: true, value: { models: [], diskUsageBytes: 0, modelsDir: join(dataDir, 'models') } });
    expect(await call('models.status')).toMatchObject({ ok: true, value: { modelId: null, model: { loaded: false }, runtime: { loaded: false } } });
  });

  it('imports the tiny GGUF, checks its fit, loads it with status events, unloads and deletes it', async () => {
    const imported = await call('models.importGguf', { path: tinyLlamaGgufPath() });
    expect(imported).toMatchObject({ ok: true, value: { model: { id: 'moot-tiny-llama-v2', format: 'gguf' } } });
    expect(await call('models.checkFit', { id: 'moot-tiny-llama-v2', contextSize: 512, sequences: 1 })).toMatchObject({ ok: true, value: { fits: true } });

    const loaded = await call('models.load', { id: 'moot-tiny-llama-v2', contextSize: 512, sequences: 2 });
    expect(loaded).toMatchObject({ ok: true, value: { modelId: 'moot-tiny-llama-v2', context: { loaded: true }, parallelSequences: 2 } });
    const statuses = pushed.filter((message) => message.name === 'models.status');
    expect(statuses.length).toBeGreaterThan(2);
    expect(statuses.at(-1)?.payload).toMatchObject({ modelId: 'moot-tiny-llama-v2', model: { loaded: true, loadProgress: 1 } });

    // A second composition on the same data folder (an app restart) loads the remembered model in
    // the background, the way it was loaded, without being asked.
    const restarted = composeMain({ runtime: 'web', electronVersion: null, dataDir });
    restarted.startBackgroundWork();
    const reloaded = await new Promise<unknown>((resolve) => restarted.bus.subscribe((message) => message.name === 'models.status' && message.payload.context.loaded && resolve(message.payload)));
    expect(reloaded).toMatchObject({ modelId: 'moot-tiny-llama-v2', parallelSequences: 2 });
    // Unloading forgets it: the next start loads nothing.
    expect(await invokeProcedure(restarted.handlers, 'models.unload', {})).toMatchObject({ ok: true, value: { modelId: null } });
    const third = composeMain({ runtime: 'web', electronVersion: null, dataDir });
    const thirdStatuses: EventMessage[] = [];
    third.bus.subscribe((message) => thirdStatuses.push(message));
    third.startBackgroundWork();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(thirdStatuses).toEqual([]);

    expect(await call('models.load', { id: 'moot-tiny-llama-v2', contextSize: 512, sequences: 1, threads: 1 })).toMatchObject({ ok: true, value: { parallelSequences: 1 } });
    expect(await call('models.delete', { id: 'moot-tiny-llama-v2' })).toEqual({ ok: true, value: { deleted: true } });
    expect(await call('models.status')).toMatchObject({ ok: true, value: { modelId: null } });
    expect(await call('models.list')).toMatchObject({ ok: true, value: { models: [] } });
  });

  it('answers bad input with clear envelopes', async () => {
    const notGguf = join(dataDir, 'brief.gguf');
    writeFileSync(notGguf, 'Dear client, ...');
    expect(await call('models.importGguf', { path: notGguf })).toMatchObject({
      ok: false,
      error: { code: 'bad_input', message: expect.stringMatching(/brief\.gguf is not a GGUF model file/) },
    });
    expect(await call('models.load', { id: 'nope' })).toMatchObject({ ok: false, error: { code: 'not_found', path: 'id' } });
    expect(await call('models.download', { jobId: 'j1', catalogId: 'no-such-model' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await call('models.load', { id: 'x', sequences: 99 })).toMatchObject({ ok: false, error: { code: 'bad_input', path: 'sequences' } });
  });

  it('labels the lexical stand-in, then uses an imported 384-dim embedding model', async () => {
    expect(await call('models.embedder')).toMatchObject({ ok: true, value: { id: 'lexical-v1', kind: 'lexical', fallback: true, message: expect.stringMatching(/No embedding model/) } });
    expect(await call('models.importEmbeddingFolder', { path: tinyBertFolderPath(), id: 'tiny-bert' })).toMatchObject({ ok: true });
    expect(await call('models.embedder')).toEqual({ ok: true, value: { id: 'tiny-bert', dimensions: 384, kind: 'transformers', fallback: false, message: null } });
  });

  it('keeps the cloud off by default, validates settings, persists them and never returns the key', async () => {
    expect(await call('models.cloudSettings')).toEqual({ ok: true, value: { enabled: false, baseUrl: '', model: '', hasApiKey: false } });
    expect(await call('models.updateCloudSettings', { enabled: true, baseUrl: 'clinic-server', model: 'llama' })).toMatchObject({
      ok: false,
      error: { code: 'bad_input', path: 'baseUrl' },
    });
    expect(await call('models.updateCloudSettings', { enabled: true, baseUrl: 'http://127.0.0.1:8080/v1', model: '' })).toMatchObject({ ok: false, error: { path: 'model' } });
    const saved = await call('models.updateCloudSettings', { enabled: true, baseUrl: 'http://127.0.0.1:8080/v1', model: 'llama', apiKey: 'sk-secret' });
    expect(saved).toEqual({ ok: true, value: { enabled: true, baseUrl: 'http://127.0.0.1:8080/v1', model: 'llama', hasApiKey: true } });
    expect(JSON.stringify(saved)).not.toContain('sk-secret');
    // A second composition on the same data folder reads the persisted settings.
    const again = composeMain({ runtime: 'web', electronVersion: null, dataDir });
    expect(await invokeProcedure(again.handlers, 'models.cloudSettings', {})).toMatchObject({ ok: true, value: { enabled: true, hasApiKey: true } });
    expect(await call('models.updateCloudSettings', { enabled: false, baseUrl: '', model: '', apiKey: null })).toMatchObject({ ok: true, value: { enabled: false, hasApiKey: false } });
  });
});
