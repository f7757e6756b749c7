import {
  ApiCallError,
  type ApiClient,
  type ApiEnvelope,
  type EventName,
  type EventPayload,
  type ProcedureOutput,
} from '../../../shared/contract';
import { EventHub } from './EventHub';
import { readServerSentEvents } from './readServerSentEvents';

const RECONNECT_DELAY_MS = 1_000;

/**
 * Streams one file to main (XMLHttpRequest, the one browser API that reports upload progress) and
 * gives where main staged it.
 */
function sendFile(url: string, authorization: string, file: Blob, onProgress: (sent: number) => void): Promise<{ path: string; folder: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('authorization', authorization);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onerror = () => reject(new ApiCallError({ code: 'unavailable', message: 'The upload stopped: Moot is not reachable. Is the app still running?' }));
    request.onload = () => {
      let envelope: ApiEnvelope<{ path: string; folder: string }>;
      try {
        envelope = JSON.parse(request.responseText) as ApiEnvelope<{ path: string; folder: string }>;
      } catch {
        reject(new ApiCallError({ code: 'internal', message: `The upload failed (HTTP ${request.status}).` }));
        return;
      }
      if (envelope.ok) resolve(envelope.value);
      else reject(new ApiCallError(envelope.error));
    };
    request.send(file);
  });
}

/**
 * Web-mode client: procedures are `POST /api/<name>` and events arrive over SSE. Both carry the
 * per-launch token as a bearer header; fetch streaming is used for SSE because EventSource
 * cannot send headers.
 */
export function createHttpApiClient(token: string, baseUrl = ''): ApiClient {
  const hub = new EventHub();
  const authorization = `Bearer ${token}`;

  const connectEvents = async (): Promise<void> => {
    for (;;) {
      try {
        const response = await fetch(`${baseUrl}/api/events`, { headers: { authorization } });
        if (response.ok && response.body) {
          await readServerSentEvents(response.body, (name, data) => hub.dispatch(name, data));
        }
      } catch {
        // The server went away (restart, sleep): retry below.
      }
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS));
    }
  };
  let connecting: Promise<void> | undefined;

  const client: ApiClient = {
    runtime: 'web',
    async call(name, input) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/api/${name}`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify(input ?? {}),
        });
      } catch {
        throw new ApiCallError({ code: 'unavailable', message: 'Moot is not reachable. Is the app still running?' });
      }
      const envelope = (await response.json()) as ApiEnvelope<ProcedureOutput<typeof name>>;
      if (!envelope.ok) throw new ApiCallError(envelope.error);
      return envelope.value;
    },
    subscribe<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void) {
      connecting ??= connectEvents();
      return hub.add(name, listener);
    },
    async upload(files, onProgress, purpose) {
      const batch = crypto.randomUUID();
      const total = files.reduce((sum, entry) => sum + entry.file.size, 0);
      const discard = async () => {
        await fetch(`${baseUrl}/api/files/upload/${batch}`, { method: 'DELETE', headers: { authorization } }).catch(() => undefined);
      };
      let sent = 0;
      let first: { path: string; folder: string } | undefined;
      try {
        for (const entry of files) {
          const query = new URLSearchParams({ batch, name: entry.relativePath, ...(purpose ? { purpose } : {}) });
          const staged = await sendFile(`${baseUrl}/api/files/upload?${query}`, authorization, entry.file, (done) => onProgress?.(sent + done, total));
          sent += entry.file.size;
          first ??= staged;
        }
      } catch (error) {
        await discard();
        throw error;
      }
      if (!first) throw new ApiCallError({ code: 'bad_input', message: 'No file was chosen.' });
      return { ...first, discard };
    },
    async downloadBackup() {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/api/files/backup`, { headers: { authorization } });
      } catch {
        throw new ApiCallError({ code: 'unavailable', message: 'Moot is not reachable. Is the app still running?' });
      }
      if (!response.ok) throw new ApiCallError(((await response.json()) as Extract<ApiEnvelope<never>, { ok: false }>).error);
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'moot-backup.sqlite';
      return { fileName, bytes: await response.blob() };
    },
  };
  return client;
}
