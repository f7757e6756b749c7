import type { CatalogModel, CloudSettingsView, EmbedderStatus, InstalledModel, LocalModelStatus, ModelFit } from '../../../../shared/contract/schemas/models';
import type { EventPayload, WorkspaceStatus } from '../../../../shared/contract';
import type { TrustedKey } from '../../../../shared/contract/schemas/packs';
import type { AgentSettings } from '../../../../shared/contract/schemas/settings';

/** One download in flight: its job (for cancel) and the last progress pushed. */
export interface DownloadState {
  jobId: string;
  catalogId: string;
  progress: EventPayload<'download.progress'> | null;
  /** Started before this page loaded (seen only through its progress): its end is seen the same way. */
  adopted?: boolean;
}

/** Files being uploaded to main (web mode): where the bar shows, what, and how far. */
export interface TransferState {
  at: string;
  label: string;
  sentBytes: number;
  totalBytes: number;
}

export interface SettingsState {
  dataDir: string | null;
  workspace: WorkspaceStatus | null;
  catalog: CatalogModel[];
  fits: Record<string, ModelFit | null>;
  installed: InstalledModel[];
  modelsDir: string | null;
  diskUsageBytes: number;
  embedder: EmbedderStatus | null;
  localModel: LocalModelStatus | null;
  cloud: CloudSettingsView | null;
  /** Each agent's provider, temperature and dials (null until loaded). */
  agents: AgentSettings | null;
  downloads: Record<string, DownloadState>;
  busy: string | null;
  error: string | null;
  notice: string | null;
  /**
   * Where the notice or error belongs: the control it answers (`workspace`, `models`, `cloud`,
   * `agents`, `download:<catalog id>`), so it shows beside it; null: the top of the screen.
   */
  messageAt: string | null;
  transfer: TransferState | null;
  /** The signing keys trusted on this machine. */
  trustedKeys: TrustedKey[];
}

export const initialSettingsState: SettingsState = {
  dataDir: null,
  workspace: null,
  catalog: [],
  fits: {},
  installed: [],
  modelsDir: null,
  diskUsageBytes: 0,
  embedder: null,
  localModel: null,
  cloud: null,
  agents: null,
  downloads: {},
  busy: null,
  error: null,
  notice: null,
  messageAt: null,
  transfer: null,
  trustedKeys: [],
};
