import type { z } from 'zod';
import { isProcedureName, procedures, type ApiEnvelope, type ApiErrorBody } from '../../shared/contract';
import { MootError } from '../../shared/errors';
import { formatIssuePath } from '../../shared/formatIssuePath';
import { workspaceErrorOf } from '../store/storeErrors';
import type { ApiHandlers } from './ApiHandlers';

/**
 * The single entry both transports call: parse the input with the contract's schema, run the
 * handler, check the output against the contract, and wrap everything in an envelope. Nothing
 * unparsed reaches a handler, and nothing the contract does not declare leaves main.
 */
export async function invokeProcedure(
  handlers: ApiHandlers,
  name: string,
  rawInput: unknown,
): Promise<ApiEnvelope<unknown>> {
  if (!isProcedureName(name)) {
    return { ok: false, error: { code: 'not_found', message: `Unknown procedure "${name}".` } };
  }
  const contract = procedures[name];
  const parsed = contract.input.safeParse(rawInput === undefined ? {} : rawInput);
  if (!parsed.success) {
    return { ok: false, error: describeSchemaFailure(name, 'input', parsed.error) };
  }
  try {
    const handler = handlers[name] as (input: unknown) => Promise<unknown>;
    const output = contract.output.safeParse(await handler(parsed.data));
    if (!output.success) {
      const failure = describeSchemaFailure(name, 'output', output.error);
      console.error(`[api] ${failure.message}`);
      return { ok: false, error: { code: 'internal', message: `"${name}" produced an invalid answer.` } };
    }
    return { ok: true, value: output.data };
  } catch (error) {
    return { ok: false, error: toErrorBody(name, error) };
  }
}

export function describeSchemaFailure(
  procedure: string,
  side: 'input' | 'output',
  error: z.ZodError,
): ApiErrorBody {
  const first = error.issues[0];
  const path = first ? formatIssuePath(first.path) : '(root)';
  const extra = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problem(s))` : '';
  return {
    code: side === 'input' ? 'bad_input' : 'internal',
    message: `Invalid ${side} for "${procedure}" at ${path}: ${first?.message ?? 'invalid value'}${extra}`,
    path,
  };
}

function toErrorBody(procedure: string, error: unknown): ApiErrorBody {
  // A raw SQLite error (read-only, damaged, full disk) becomes a typed workspace error, never a raw 500.
  const typed = workspaceErrorOf(error);
  if (typed) return { code: typed.code, message: typed.message };
  if (error instanceof MootError) {
    return { code: error.code, message: error.message, ...(error.path ? { path: error.path } : {}), ...(error.detail ? { detail: error.detail } : {}) };
  }
  console.error(`[api] "${procedure}" failed:`, error);
  const detail = error instanceof Error ? error.message : String(error);
  return { code: 'internal', message: `"${procedure}" failed: ${detail}` };
}
