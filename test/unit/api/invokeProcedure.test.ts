import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ApiHandlers } from '../../../main/api';
import { invokeProcedure } from '../../../main/api';
import { BadInputError, NotFoundError } from '../../../shared/errors';

const appInfo = {
  name: 'Moot',
  version: '1.2.3',
  runtime: 'web' as const,
  platform: 'linux',
  arch: 'x64',
  nodeVersion: '20.0.0',
  electronVersion: null,
  dataDir: '/tmp/x',
};

function handlers(overrides: Partial<ApiHandlers> = {}): ApiHandlers {
  return {
    'app.about': async () => appInfo,
    'system.check': async () => ({ components: [] }),
    'jobs.cancel': async () => ({ cancelled: false }),
    ...overrides,
  } as ApiHandlers;
}

describe('invokeProcedure', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('returns the handler value in an ok envelope', async () => {
    await expect(invokeProcedure(handlers(), 'app.about', {})).resolves.toEqual({ ok: true, value: appInfo });
  });

  it('rejects an unknown procedure as not_found', async () => {
    const envelope = await invokeProcedure(handlers(), 'app.nope', {});
    expect(envelope).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('rejects input that fails the schema, naming the field path', async () => {
    const envelope = await invokeProcedure(handlers(), 'system.check', { jobId: 'j1', components: ['sqlite', 'gpu'] });
    expect(envelope.ok).toBe(false);
    if (envelope.ok) return;
    expect(envelope.error.code).toBe('bad_input');
    expect(envelope.error.path).toBe('components[1]');
    expect(envelope.error.message).toContain('components[1]');
  });

  it('rejects unknown keys on strict inputs', async () => {
    const envelope = await invokeProcedure(handlers(), 'app.about', { sneaky: true });
    expect(envelope).toMatchObject({ ok: false, error: { code: 'bad_input' } });
  });

  it('never calls the handler when the input is invalid', async () => {
    let called = false;
    const spy = handlers({ 'jobs.cancel': async () => ((called = true), { cancelled: true }) });
    await invokeProcedure(spy, 'jobs.cancel', { jobId: 42 });
    expect(called).toBe(false);
  });

  it('turns typed errors into envelopes with their code and path', async () => {
    const failing = handlers({
      'jobs.cancel': async () => {
        throw new BadInputError('That job id is malformed.', 'jobId');
      },
      'app.about': async () => {
        throw new NotFoundError('Gone.');
      },
    });
    await expect(invokeProcedure(failing, 'jobs.cancel', { jobId: 'x' })).resolves.toEqual({
      ok: false,
      error: { code: 'bad_input', message: 'That job id is malformed.', path: 'jobId' },
    });
    await expect(invokeProcedure(failing, 'app.about', {})).resolves.toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('reports an untyped failure as internal without crashing', async () => {
    const failing = handlers({
      'app.about': async () => {
        throw new Error('disk on fire');
      },
    });
    const envelope = await invokeProcedure(failing, 'app.about', {});
    expect(envelope).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(consoleError).toHaveBeenCalled();
  });

  it('refuses to send an answer that breaks the output schema', async () => {
    const broken = handlers({ 'app.about': async () => ({ ...appInfo, runtime: 'toaster' }) as never });
    const envelope = await invokeProcedure(broken, 'app.about', {});
    expect(envelope).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('Invalid output for "app.about" at runtime');
  });

  it('strips fields the contract does not declare from answers', async () => {
    const leaky = handlers({ 'app.about': async () => ({ ...appInfo, secret: 'hidden' }) as never });
    const envelope = await invokeProcedure(leaky, 'app.about', {});
    expect(envelope.ok && (envelope.value as Record<string, unknown>).secret).toBeFalsy();
  });
});
