import { ApiCallError, type ApiClient, type MootBridge, type ProcedureOutput } from '../../../shared/contract';
import { EventHub } from './EventHub';

/** Electron client: the same interface over the preload bridge. */
export function createIpcApiClient(bridge: MootBridge): ApiClient {
  const hub = new EventHub();
  bridge.onEvent((message) => hub.dispatch(message.name, message.payload));
  return {
    runtime: 'electron',
    async call(name, input) {
      const envelope = await bridge.invoke(name, input ?? {});
      if (!envelope.ok) throw new ApiCallError(envelope.error);
      return envelope.value as ProcedureOutput<typeof name>;
    },
    subscribe: (name, listener) => hub.add(name, listener),
    pickPath: (kind) => bridge.pickPath(kind),
  };
}
