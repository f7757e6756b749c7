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
  };
  return client;
}
