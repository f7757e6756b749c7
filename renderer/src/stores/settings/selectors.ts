import type { SettingsStore } from './actions';

export const settingsSelectors = {
  dataDir: (s: SettingsStore) => s.dataDir,
  workspace: (s: SettingsStore) => s.workspace,
  catalog: (s: SettingsStore) => s.catalog,
  fit: (id: string) => (s: SettingsStore) => s.fits[id] ?? null,
  installed: (s: SettingsStore) => s.installed,
  modelsDir: (s: SettingsStore) => s.modelsDir,
  diskUsageBytes: (s: SettingsStore) => s.diskUsageBytes,
  embedder: (s: SettingsStore) => s.embedder,
  localModel: (s: SettingsStore) => s.localModel,
  cloud: (s: SettingsStore) => s.cloud,
  agents: (s: SettingsStore) => s.agents,
  download: (id: string) => (s: SettingsStore) => s.downloads[id] ?? null,
  busy: (s: SettingsStore) => s.busy,
  trustedKeys: (s: SettingsStore) => s.trustedKeys,
  transferAt: (at: string) => (s: SettingsStore) => (s.transfer?.at === at ? s.transfer : null),
  error: (s: SettingsStore) => s.error,
  notice: (s: SettingsStore) => s.notice,
  /** The notice and error, when they belong at `at` (null: the top of the screen). */
  messageFor: (at: string | null) => (s: SettingsStore) => (s.messageAt === at ? { notice: s.notice, error: s.error } : null),
};
