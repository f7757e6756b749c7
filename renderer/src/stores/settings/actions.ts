import type { StateCreator } from 'zustand';
import { ApiCallError, type UploadFile } from '../../../../shared/contract';
import type { UpdateCloudSettingsInput } from '../../../../shared/contract/schemas/models';
import type { UpdateAgentSettingsInput } from '../../../../shared/contract/schemas/settings';
import { api } from '../../api';
import { saveBytes } from '../library/fileBytes';
import type { SettingsState } from './initialState';

export interface SettingsActions {
  /** Loads everything the screen shows; each part fails on its own, with its reason. */
  load(): Promise<void>;
  download(catalogId: string): Promise<void>;
  cancelDownload(catalogId: string): Promise<void>;
  importGguf(source: PickedSource): Promise<void>;
  importEmbeddingFolder(source: PickedSource): Promise<void>;
  /** Loads an installed GGUF as the agents' model (remembered for the next start). */
  loadModel(id: string): Promise<void>;
  unloadModel(): Promise<void>;
  deleteModel(id: string): Promise<void>;
  /**
   * Shows downloads this page did not start (one still running after a reload) from their pushed
   * progress, so their row has a bar and a working Cancel; returns the unsubscribe.
   */
  watchDownloads(): () => void;
  /** Follows the local model's load progress pushed by main; returns the unsubscribe. */
  watchModelStatus(): () => void;
  /** Desktop: into the file chosen in a save dialog. Web: downloaded as a file. */
  backup(): Promise<void>;
  restore(source: PickedSource): Promise<void>;
  saveCloud(input: UpdateCloudSettingsInput): Promise<void>;
  /** Trusts the public key in a .pub file under a name; the Library then names packs it signed. */
  trustKey(file: Blob, name: string): Promise<void>;
  forgetKey(fingerprint: string): Promise<void>;
  saveAgents(input: UpdateAgentSettingsInput): Promise<void>;
  dismiss(): void;
}

export type SettingsStore = SettingsState & SettingsActions;

/**
 * What the user picked to read from: a path from a native dialog (desktop), or the browser's
 * files, which are uploaded to main's staging folder first (web mode).
 */
export type PickedSource = { path: string } | { files: readonly UploadFile[] };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const createSettingsActions: StateCreator<SettingsStore, [['zustand/devtools', never]], [], SettingsActions> = (set, get) => {
  async function run(label: string, at: string, work: () => Promise<string | null>): Promise<void> {
    set({ busy: label, error: null, notice: null, messageAt: at }, false, `${label}/start`);
    try {
      const notice = await work();
      set({ notice }, false, `${label}/success`);
    } catch (error) {
      set({ error: messageOf(error) }, false, `${label}/failure`);
    } finally {
      set({ busy: null }, false, `${label}/done`);
    }
  }

  /**
   * The path main reads `source` at, and what to do when done: a picked path as it is; browser
   * files uploaded first (with a progress bar at `at`), and their staged copy discarded after.
   */
  async function pathOf(source: PickedSource, at: string, want: 'file' | 'folder'): Promise<{ path: string; done: () => Promise<void> }> {
    if ('path' in source) return { path: source.path, done: async () => undefined };
    if (!api.upload) throw new Error('This window cannot send files to Moot.');
    const label = want === 'folder' ? (source.files[0]?.relativePath.split('/')[0] ?? 'folder') : (source.files[0]?.relativePath ?? 'file');
    const total = source.files.reduce((sum, entry) => sum + entry.file.size, 0);
    set({ transfer: { at, label, sentBytes: 0, totalBytes: total } }, false, 'upload/start');
    try {
      const staged = await api.upload(source.files, (sentBytes, totalBytes) => set({ transfer: { at, label, sentBytes, totalBytes } }, false, 'upload/progress'));
      return { path: want === 'folder' ? staged.folder : staged.path, done: staged.discard };
    } finally {
      set({ transfer: null }, false, 'upload/done');
    }
  }

  /** The download jobs this page started. */
  const ownJobs = new Set<string>();

  async function refreshInstalled() {
    const { models, diskUsageBytes, modelsDir } = await api.call('models.list', {});
    set({ installed: models, diskUsageBytes, modelsDir }, false, 'refreshInstalled');
  }

  return {
    async load() {
      const tasks: Promise<unknown>[] = [
        api.call('app.about', {}).then((info) => set({ dataDir: info.dataDir }, false, 'load/about')),
        api.call('workspace.status', {}).then((workspace) => set({ workspace }, false, 'load/workspace')),
        Promise.all([api.call('models.catalog', {}), refreshInstalled()]).then(async ([{ models }]) => {
          set({ catalog: models }, false, 'load/catalog');
          // The machine's fit is measured for installed models (the check reads the file); the
          // others show the memory they need. The note is advisory: a failed check shows nothing.
          const installed = get().installed.filter((m) => m.catalogId !== null);
          const fits = Object.fromEntries(
            await Promise.all(installed.map(async (m) => [m.catalogId!, await api.call('models.checkFit', { id: m.id }).catch(() => null)] as const)),
          );
          set({ fits }, false, 'load/fits');
        }),
        api.call('models.embedder', {}).then((embedder) => set({ embedder }, false, 'load/embedder')),
        api.call('models.status', {}).then((localModel) => set({ localModel }, false, 'load/localModel')),
        api.call('models.cloudSettings', {}).then((cloud) => set({ cloud }, false, 'load/cloud')),
        api.call('settings.agents', {}).then((agents) => set({ agents }, false, 'load/agents')),
        api.call('settings.trustedKeys', {}).then(({ keys }) => set({ trustedKeys: keys }, false, 'load/trustedKeys')),
      ];
      const failed = (await Promise.allSettled(tasks)).filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed.length > 0) set({ error: failed.map((f) => messageOf(f.reason)).join(' '), messageAt: null }, false, 'load/failure');
    },

    async download(catalogId) {
      if (get().downloads[catalogId]) return;
      const jobId = crypto.randomUUID();
      ownJobs.add(jobId);
      const at = `download:${catalogId}`;
      set((s) => ({ downloads: { ...s.downloads, [catalogId]: { jobId, catalogId, progress: null } }, ...(s.messageAt === at ? { error: null, notice: null } : {}) }), false, 'download/start');
      const unsubscribe = api.subscribe('download.progress', (progress) => {
        if (progress.modelId !== catalogId) return;
        set((s) => (s.downloads[catalogId] ? { downloads: { ...s.downloads, [catalogId]: { ...s.downloads[catalogId], progress } } } : {}), false, 'download/progress');
      });
      try {
        const { model } = await api.call('models.download', { jobId, catalogId });
        set({ notice: `Downloaded ${model.name}. Load it under Installed models to let the agents use it.`, error: null, messageAt: at }, false, 'download/success');
        await refreshInstalled();
        // Now that the file is here, the machine's fit can be measured (advisory: a failure shows nothing).
        if (model.format === 'gguf') {
          const fit = await api.call('models.checkFit', { id: model.id }).catch(() => null);
          set((s) => ({ fits: { ...s.fits, [catalogId]: fit } }), false, 'download/fit');
        }
      } catch (error) {
        // A user's cancel is not an error.
        const cancelled = error instanceof ApiCallError && error.code === 'cancelled';
        set(
          cancelled ? { notice: 'Download cancelled; it resumes where it stopped next time.', error: null, messageAt: at } : { error: messageOf(error), notice: null, messageAt: at },
          false,
          'download/failure',
        );
      } finally {
        unsubscribe();
        set((s) => {
          const { [catalogId]: _done, ...rest } = s.downloads;
          return { downloads: rest };
        }, false, 'download/done');
      }
    },

    async cancelDownload(catalogId) {
      const download = get().downloads[catalogId];
      if (download) await api.call('jobs.cancel', { jobId: download.jobId });
    },

    importGguf(source) {
      return run('importGguf', 'models', async () => {
        const { path, done } = await pathOf(source, 'models', 'file');
        try {
          const { model } = await api.call('models.importGguf', { path });
          await refreshInstalled();
          return `Imported ${model.name}.`;
        } finally {
          await done();
        }
      });
    },

    importEmbeddingFolder(source) {
      return run('importEmbeddingFolder', 'models', async () => {
        const { path, done } = await pathOf(source, 'models', 'folder');
        try {
          const { model } = await api.call('models.importEmbeddingFolder', { path });
          await refreshInstalled();
          set({ embedder: await api.call('models.embedder', {}) }, false, 'importEmbeddingFolder/embedder');
          return `Imported ${model.name}; embeddings are now made with it.`;
        } finally {
          await done();
        }
      });
    },

    loadModel(id) {
      return run('loadModel', 'models', async () => {
        const localModel = await api.call('models.load', { id });
        set({ localModel }, false, 'loadModel/status');
        const name = get().installed.find((m) => m.id === id)?.name ?? id;
        return `${name} is loaded: the agents set to the local model use it now, and it loads again when Moot starts.`;
      });
    },

    unloadModel() {
      return run('unloadModel', 'models', async () => {
        set({ localModel: await api.call('models.unload', {}) }, false, 'unloadModel/status');
        return 'The model is unloaded; the rules engine plays every role until another is loaded.';
      });
    },

    deleteModel(id) {
      return run('deleteModel', 'models', async () => {
        const name = get().installed.find((m) => m.id === id)?.name ?? id;
        await api.call('models.delete', { id });
        await refreshInstalled();
        const [localModel, embedder] = await Promise.all([api.call('models.status', {}), api.call('models.embedder', {})]);
        set({ localModel, embedder }, false, 'deleteModel/status');
        return `Deleted ${name}.`;
      });
    },

    watchDownloads() {
      return api.subscribe('download.progress', (progress) => {
        // This page's own downloads are followed by `download`; a late event of one must not revive it.
        if (ownJobs.has(progress.downloadId)) return;
        const current = get().downloads[progress.modelId];
        if (current && current.jobId !== progress.downloadId) return;
        const running = progress.state === 'downloading' || progress.state === 'verifying';
        if ((!current || current.adopted) && running) {
          set((s) => ({ downloads: { ...s.downloads, [progress.modelId]: { jobId: progress.downloadId, catalogId: progress.modelId, progress, adopted: true } } }), false, 'watchDownloads/adopt');
        } else if (current?.adopted && !running) {
          set((s) => {
            const { [progress.modelId]: _done, ...rest } = s.downloads;
            return { downloads: rest };
          }, false, 'watchDownloads/end');
          void refreshInstalled();
        }
      });
    },

    watchModelStatus() {
      return api.subscribe('models.status', (localModel) => set({ localModel }, false, 'modelStatus'));
    },

    backup() {
      return run('backup', 'workspace', async () => {
        if (api.pickPath) {
          const path = await api.pickPath('backup');
          if (!path) return null;
          const result = await api.call('workspace.backup', { path });
          return `Backed up ${result.bytes} bytes to ${result.path}.`;
        }
        if (!api.downloadBackup) throw new Error('This window cannot save files.');
        const { fileName, bytes } = await api.downloadBackup();
        saveBytes(fileName, bytes);
        return `Backed up ${bytes.size} bytes as ${fileName} (in your downloads).`;
      });
    },

    restore(source) {
      return run('restore', 'workspace', async () => {
        const { path, done } = await pathOf(source, 'workspace', 'file');
        try {
          const result = await api.call('workspace.restore', { path });
          set({ workspace: await api.call('workspace.status', {}) }, false, 'restore/status');
          return `Restored ${result.sessions} sessions.${result.previousSavedAs ? ` The previous workspace was saved as ${result.previousSavedAs}.` : ''}`;
        } finally {
          await done();
        }
      });
    },

    trustKey(file, name) {
      return run('trustKey', 'keys', async () => {
        // A public key is a few hundred bytes of text; anything large is not one.
        if (file.size > 10_000) throw new Error('That file is too large to be a public key: choose the .pub file from `npm run pack -- keygen`.');
        const { key } = await api.call('settings.trustKey', { publicKey: await file.text(), name });
        set({ trustedKeys: (await api.call('settings.trustedKeys', {})).keys }, false, 'trustKey/keys');
        return `Packs signed with key ${key.fingerprint} now show as signed by ${key.name}.`;
      });
    },

    forgetKey(fingerprint) {
      return run('forgetKey', 'keys', async () => {
        const name = get().trustedKeys.find((key) => key.fingerprint === fingerprint)?.name ?? fingerprint;
        set({ trustedKeys: (await api.call('settings.forgetKey', { fingerprint })).keys }, false, 'forgetKey/keys');
        return `${name}'s key is no longer trusted.`;
      });
    },

    saveCloud(input) {
      return run('saveCloud', 'cloud', async () => {
        const cloud = await api.call('models.updateCloudSettings', input);
        set({ cloud }, false, 'saveCloud/value');
        return cloud.enabled ? 'Cloud model turned on (never for confidential packs).' : 'Cloud model is off.';
      });
    },

    saveAgents(input) {
      return run('saveAgents', 'agents', async () => {
        const agents = await api.call('settings.updateAgents', input);
        set({ agents }, false, 'saveAgents/value');
        return 'Agent settings saved; they apply to trials and consultations started from now on.';
      });
    },

    dismiss() {
      set({ error: null, notice: null, messageAt: null }, false, 'dismiss');
    },
  };
};
