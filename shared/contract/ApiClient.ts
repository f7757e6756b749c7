import type { EventName, EventPayload } from './events';
import type { ProcedureInput, ProcedureName, ProcedureOutput } from './procedureRegistry';
import type { RuntimeKind } from './schemas/about';

/**
 * The one interface the renderer talks to. The Electron and web transports both implement it,
 * so calling code never knows which one is underneath. `call` rejects with `ApiCallError`.
 */
export interface ApiClient {
  readonly runtime: RuntimeKind;
  call<K extends ProcedureName>(name: K, input: ProcedureInput<K>): Promise<ProcedureOutput<K>>;
  subscribe<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void;
}
