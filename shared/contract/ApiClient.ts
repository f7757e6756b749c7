import type { EventName, EventPayload } from './events';
import type { PathPickKind, StagedUpload, UploadFile, UploadPurpose } from './fileTransfer';
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
  /** Desktop only: a native dialog for a path main can use; null when cancelled. */
  pickPath?(kind: PathPickKind): Promise<string | null>;
  /** Web only: sends the files the user picked to main's staging folder, reporting bytes sent; `purpose` caps their size. */
  upload?(files: readonly UploadFile[], onProgress?: (sent: number, total: number) => void, purpose?: UploadPurpose): Promise<StagedUpload>;
  /** Web only: a fresh backup of the workspace, as a file to save. */
  downloadBackup?(): Promise<{ fileName: string; bytes: Blob }>;
}
