import { ModelOutputError } from '../modelErrors';

/** Bounds on what a server may send us; beyond them the call fails instead of filling memory. */
export interface ResponseLimits {
  /** The whole response body (all events, or one JSON document), in bytes. */
  maxBodyBytes: number;
  /** One line of a server-sent-events stream, in characters. */
  maxLineChars: number;
}

export const DEFAULT_RESPONSE_LIMITS: ResponseLimits = { maxBodyBytes: 4 * 1024 * 1024, maxLineChars: 256 * 1024 };

/** The server sent more than a limit allows; the message names the limit, never the content. */
export class ResponseTooLargeError extends ModelOutputError {
  constructor(what: string, limit: number) {
    super(`The server's ${what} is larger than the limit of ${limit}; the response was cut off and ignored.`, '');
    this.name = 'ResponseTooLargeError';
  }
}

/** Reads at most `maxBytes` of a body as text; more is a `ResponseTooLargeError` and the stream is cancelled. */
export async function readBoundedText(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<string> {
  if (!body) return '';
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const parts: string[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new ResponseTooLargeError('response body', maxBytes);
      }
      parts.push(decoder.decode(value, { stream: true }));
    }
    parts.push(decoder.decode());
    return parts.join('');
  } finally {
    reader.releaseLock();
  }
}

/**
 * Yields the `data:` payloads of a server-sent-events body, one per event, as text. Handles
 * events split across chunks, CRLF line ends and multi-line data fields. Each chunk is scanned
 * once (from where the last scan stopped), and a line or body beyond the limits ends the stream
 * with a `ResponseTooLargeError`, so an endless line costs at most `maxLineChars` of memory.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>, limits: ResponseLimits = DEFAULT_RESPONSE_LIMITS): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let dataChars = 0;
  let total = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (value) {
        total += value.byteLength;
        if (total > limits.maxBodyBytes) {
          await reader.cancel().catch(() => undefined);
          throw new ResponseTooLargeError('event stream', limits.maxBodyBytes);
        }
      }
      // Only the new text is searched for line ends; the carried-over part holds none.
      const scanFrom = buffer.length;
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let start = 0;
      let newline = buffer.indexOf('\n', scanFrom);
      while (newline >= 0) {
        const line = buffer.slice(start, newline).replace(/\r$/, '');
        start = newline + 1;
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
          dataChars = 0;
        } else if (line.startsWith('data:')) {
          const payload = line.slice(5).replace(/^ /, '');
          dataChars += payload.length;
          if (dataChars > limits.maxLineChars) throw new ResponseTooLargeError('event', limits.maxLineChars);
          data.push(payload);
        }
        newline = buffer.indexOf('\n', start);
      }
      if (start > 0) buffer = buffer.slice(start);
      if (buffer.length > limits.maxLineChars) {
        await reader.cancel().catch(() => undefined);
        throw new ResponseTooLargeError('event-stream line', limits.maxLineChars);
      }
      if (done) {
        if (data.length > 0) yield data.join('\n');
        return;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
