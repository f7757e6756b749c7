import type { ApiEnvelope } from './envelope';
import type { EventMessage } from './events';
import type { PathPickKind } from './fileTransfer';

/** The key under which preload exposes the bridge on `window`. */
export const BRIDGE_KEY = 'moot';

/** IPC channel prefix for procedures; one channel per procedure (`moot:app.about`). */
export const IPC_PROCEDURE_PREFIX = 'moot:';
/** Procedure names are `domain.verb`, both camelCase (`trialRoom.view`). */
export const PROCEDURE_NAME_PATTERN = /^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/;

/** IPC channel on which main pushes every event. */
export const IPC_EVENT_CHANNEL = 'moot-event';

/** What preload exposes through contextBridge: raw envelopes, nothing Electron-specific. */
export interface MootBridge {
  invoke(name: string, input: unknown): Promise<ApiEnvelope<unknown>>;
  onEvent(listener: (message: EventMessage) => void): () => void;
  /** A native dialog: the path chosen, or null when the user cancelled. */
  pickPath(kind: PathPickKind): Promise<string | null>;
}
