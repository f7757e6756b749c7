import type { FastifyReply } from 'fastify';
import { httpStatusFor, type ApiEnvelope, type ApiErrorCode } from '../../shared/contract';

/** Answers with the error envelope every procedure uses, so a route's failure reads like a call's. */
export function sendError(reply: FastifyReply, code: ApiErrorCode, message: string, options: { status?: number; path?: string } = {}) {
  const envelope: ApiEnvelope<never> = { ok: false, error: { code, message, ...(options.path ? { path: options.path } : {}) } };
  return reply.code(options.status ?? httpStatusFor(code)).header('content-type', 'application/json; charset=utf-8').send(envelope);
}
