import type { StateCreator } from 'zustand';
import { ApiCallError, MAX_PACK_FILE_BYTES } from '../../../../shared/contract';
import { api } from '../../api';
import { base64ToBytes, bytesToBase64, saveBytes } from './fileBytes';
import type { LibraryError, LibraryState, PackFileSource, PendingReplace } from './initialState';

export interface LibraryActions {
  loadPacks(): Promise<void>;
  /** Reads a chosen or dropped file and imports it; an encrypted one opens the passphrase prompt. */
  importFile(file: File): Promise<void>;
  submitPassphrase(passphrase: string): Promise<void>;
  cancelPassphrase(): void;
  /** Imports the pending file again, replacing the pack with the same id (a second time: trusting its new signing key). */
  confirmReplace(): Promise<void>;
  cancelReplace(): void;
  exportPack(id: string): Promise<void>;
  deletePack(id: string): Promise<void>;
  inspectPack(id: string): Promise<void>;
  closeInspection(): void;
  /** The screen moved the focus as `focusAfterChange` asked. */
  focusHandled(): void;
  dismissMessages(): void;
}

export type LibraryStore = LibraryState & LibraryActions;

const errorOf = (action: string, error: unknown, fileName: string | null = null): LibraryError => ({
  action,
  message: error instanceof Error ? error.message : String(error),
  path: error instanceof ApiCallError ? (error.path ?? null) : null,
  fileName,
  detail: error instanceof ApiCallError ? (error.detail ?? null) : null,
});

const isPassphraseError = (error: unknown) => error instanceof ApiCallError && error.path === 'passphrase';
/** `packs.import` found the id already in the Library: the user confirms before it is replaced. */
const isExistsError = (error: unknown): error is ApiCallError => error instanceof ApiCallError && error.code === 'conflict' && error.path === 'replace';
/** The replacement was confirmed, but the new file is signed by another key: a second, separate confirmation. */
const isSignerChangeError = (error: unknown): error is ApiCallError => error instanceof ApiCallError && error.code === 'conflict' && error.path === 'acceptOtherKey';

export const createLibraryActions: StateCreator<LibraryStore, [['zustand/devtools', never]], [], LibraryActions> = (set, get) => {
  /** Drops a web upload's staged copy once nothing waits on it (a passphrase or a replacement may). */
  const release = (source: PackFileSource) => {
    if ('discard' in source) void source.discard();
  };

  /** Imports a chosen file; a passphrase problem becomes the prompt instead of an error. */
  async function importSource(fileName: string, source: PackFileSource, passphrase?: string, confirmed: PendingReplace['stage'] | null = null): Promise<void> {
    set({ busy: 'importing', error: null, notice: null, pendingReplace: null }, false, 'importFile/start');
    const file = 'path' in source ? { path: source.path } : { fileBase64: source.fileBase64 };
    let waiting = false;
    try {
      set((state) => ({ importProgress: state.importProgress && { ...state.importProgress, checking: true } }), false, 'importFile/checking');
      const { pack, replaced } = await api.call('packs.import', {
        ...file,
        ...(passphrase === undefined ? {} : { passphrase }),
        ...(confirmed !== null ? { replace: true } : {}),
        ...(confirmed === 'otherKey' ? { acceptOtherKey: true } : {}),
      });
      // Refresh first, so the announcement never describes a list that still shows the old pack.
      await get().loadPacks();
      set({ pendingImport: null, notice: `${replaced ? 'Replaced' : 'Imported'} "${pack.title}" from ${fileName}.`, focusAfterChange: { packId: pack.id } }, false, 'importFile/success');
    } catch (error) {
      if (isExistsError(error)) {
        waiting = true;
        set({ pendingImport: null, pendingReplace: { fileName, source, passphrase, message: error.message, stage: 'replace' } }, false, 'importFile/needsConfirm');
      } else if (isSignerChangeError(error)) {
        waiting = true;
        set({ pendingImport: null, pendingReplace: { fileName, source, passphrase, message: error.message, stage: 'otherKey' } }, false, 'importFile/needsKeyConfirm');
      } else if (isPassphraseError(error)) {
        waiting = true;
        const title = await api.call('packs.inspect', file).then((i) => i.title, () => fileName);
        set({ pendingImport: { fileName, source, title, wrongPassphrase: passphrase !== undefined } }, false, 'importFile/needsPassphrase');
      } else {
        set({ pendingImport: null, error: errorOf('import', error, fileName) }, false, 'importFile/failure');
      }
    } finally {
      if (!waiting) release(source);
      set({ busy: null, importProgress: null }, false, 'importFile/done');
    }
  }

  /** The file as main will read it: streamed to main in web mode (with progress), else its bytes. */
  async function sourceOf(file: File): Promise<PackFileSource> {
    if (file.size > MAX_PACK_FILE_BYTES) throw new Error(`The file is ${file.size} bytes; the most a pack file may be is ${MAX_PACK_FILE_BYTES}.`);
    if (!api.upload) return { fileBase64: bytesToBase64(new Uint8Array(await file.arrayBuffer())) };
    set({ importProgress: { fileName: file.name, sentBytes: 0, totalBytes: file.size, checking: false } }, false, 'importFile/upload');
    const staged = await api.upload([{ file, relativePath: file.name }], (sentBytes, totalBytes) =>
      set({ importProgress: { fileName: file.name, sentBytes, totalBytes, checking: false } }, false, 'importFile/progress'),
    'pack');
    return { path: staged.path, discard: staged.discard };
  }

  return {
    async loadPacks() {
      try {
        const { packs } = await api.call('packs.list', {});
        set({ packs, loaded: true }, false, 'loadPacks/success');
      } catch (error) {
        set({ loaded: true, error: errorOf('load', error) }, false, 'loadPacks/failure');
      }
    },

    async importFile(file) {
      let source: PackFileSource;
      // A new file supersedes one still waiting for its passphrase or a confirmation.
      const { pendingImport, pendingReplace } = get();
      for (const pending of [pendingImport, pendingReplace]) if (pending) release(pending.source);
      set({ busy: 'importing', error: null, notice: null, pendingImport: null, pendingReplace: null }, false, 'importFile/read');
      try {
        source = await sourceOf(file);
      } catch (error) {
        set({ busy: null, importProgress: null, error: errorOf('import', error, file.name) }, false, 'importFile/readFailure');
        return;
      }
      await importSource(file.name, source);
    },

    async submitPassphrase(passphrase) {
      const pending = get().pendingImport;
      if (pending) await importSource(pending.fileName, pending.source, passphrase);
    },

    cancelPassphrase() {
      const pending = get().pendingImport;
      if (pending) release(pending.source);
      set({ pendingImport: null }, false, 'cancelPassphrase');
    },

    async confirmReplace() {
      const pending = get().pendingReplace;
      if (pending) await importSource(pending.fileName, pending.source, pending.passphrase, pending.stage);
    },

    cancelReplace() {
      const pending = get().pendingReplace;
      if (pending) release(pending.source);
      set({ pendingReplace: null, notice: pending ? `Kept the pack already in the Library; ${pending.fileName} was not imported.` : null }, false, 'cancelReplace');
    },

    async exportPack(id) {
      set({ busy: 'exporting', error: null, notice: null }, false, 'exportPack/start');
      try {
        const { fileName, fileBase64 } = await api.call('packs.export', { id });
        saveBytes(fileName, base64ToBytes(fileBase64));
        set({ notice: `Exported ${fileName}.` }, false, 'exportPack/success');
      } catch (error) {
        set({ error: errorOf('export', error) }, false, 'exportPack/failure');
      } finally {
        set({ busy: null }, false, 'exportPack/done');
      }
    },

    async deletePack(id) {
      const before = get().packs;
      const at = before.findIndex((p) => p.id === id);
      const title = before[at]?.title ?? id;
      set({ busy: 'deleting', error: null, notice: null }, false, 'deletePack/start');
      try {
        await api.call('packs.delete', { id });
        await get().loadPacks();
        // The focus moves to the card that took the deleted one's place (or the one before it), not the page body.
        const packs = get().packs;
        const next = packs.find((p) => p.id === before[at + 1]?.id) ?? packs.find((p) => p.id === before[at - 1]?.id);
        set(
          (state) => ({
            notice: `Deleted "${title}".`,
            focusAfterChange: next ? { packId: next.id } : 'list',
            ...(state.selectedId === id ? { selectedId: null, inspection: null } : {}),
          }),
          false,
          'deletePack/success',
        );
      } catch (error) {
        set({ error: errorOf('delete', error) }, false, 'deletePack/failure');
      } finally {
        set({ busy: null }, false, 'deletePack/done');
      }
    },

    async inspectPack(id) {
      set({ selectedId: id, inspection: null, error: null }, false, 'inspectPack/start');
      try {
        const inspection = await api.call('packs.inspect', { id });
        if (get().selectedId === id) set({ inspection }, false, 'inspectPack/success');
      } catch (error) {
        set({ error: errorOf('inspect', error) }, false, 'inspectPack/failure');
      }
    },

    closeInspection() {
      set({ selectedId: null, inspection: null }, false, 'closeInspection');
    },

    focusHandled() {
      set({ focusAfterChange: null }, false, 'focusHandled');
    },

    dismissMessages() {
      set({ error: null, notice: null }, false, 'dismissMessages');
    },
  };
};
