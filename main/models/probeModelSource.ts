import { CancelledError } from '../../shared/errors';
import { NO_PACK_CONTENT } from '../egress/Confidentiality';
import type { Egress } from '../egress/Egress';
import { ModelSourceUnreachableError } from './modelErrors';

/** How long a mirror may take to answer before the download is given up as unreachable. */
export const SOURCE_ANSWER_TIMEOUT_MS = 8_000;

/** Network error codes (undici's `cause.code`) in words a student can act on. */
const REASONS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ENOTFOUND: 'its name could not be resolved',
  EAI_AGAIN: 'its name could not be resolved',
  ENETUNREACH: 'the network is unreachable',
  EHOSTUNREACH: 'the host is unreachable',
  ECONNRESET: 'the connection was reset',
  CERT_HAS_EXPIRED: 'its certificate has expired',
};

/**
 * Asks the mirror about `url` (a HEAD request) before the downloader starts. node-llama-cpp's
 * downloader retries a refused or silent server for minutes without a word, and cannot be
 * cancelled while it does; this check fails within `timeoutMs` with a sentence instead.
 * A user's cancel (`signal`) ends it at once as a `CancelledError`.
 */
export async function probeModelSource(egress: Egress, url: string, signal: AbortSignal | undefined, timeoutMs = SOURCE_ANSWER_TIMEOUT_MS): Promise<void> {
  const host = new URL(url).host;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await egress.send({ purpose: 'model-download', url, method: 'HEAD', confidentiality: NO_PACK_CONTENT, signal: combined });
  } catch (error) {
    if (signal?.aborted) throw new CancelledError('Download cancelled.');
    if (timeout.aborted) throw new ModelSourceUnreachableError(host, `it did not answer within ${Math.round(timeoutMs / 1000)} seconds`);
    const code = (error as { cause?: { code?: string } }).cause?.code;
    throw new ModelSourceUnreachableError(host, (code && REASONS[code]) ?? `the request failed (${code ?? (error as Error).message})`);
  }
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new ModelSourceUnreachableError(host, `it answered ${response.status} ${response.statusText}`.trim());
}
