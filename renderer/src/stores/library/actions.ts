import type { StateCreator } from 'zustand';
import { ApiCallError } from '../../../../shared/contract';
import { api } from '../../api';
import { base64ToBytes, bytesToBase64, saveBytes } from './fileBytes';
import type { LibraryError, LibraryState, PendingReplace } from './initialState';

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
  /** Imports bytes; a passphrase problem becomes the prompt instead of an error. */
  async function importBytes(fileName: string, fileBase64: string, passphrase?: string, confirmed: PendingReplace['stage'] | null = null): Promise<void> {
    set({ busy: 'importing', error: null, notice: null, pendingReplace: null }, false, 'importFile/start');
    try {
      const { pack, replaced } = await api.call('packs.import', {
        fileBase64,
        ...(passphrase === undefined ? {} : { passphrase }),
        ...(confirmed !== null ? { replace: true } : {}),
        ...(confirmed === 'otherKey' ? { acceptOtherKey: true } : {}),
      });
      // Refresh first, so the announcement never describes a list that still shows the old pack.
      await get().loadPacks();
      set({ pendingImport: null, notice: `${replaced ? 'Replaced' : 'Imported'} "${pack.title}" from ${fileName}.`, focusAfterChange: { packId: pack.id } }, false, 'importFile/success');
    } catch (error) {
      if (isExistsError(error)) {
        set({ pendingImport: null, pendingReplace: { fileName, fileBase64, passphrase, message: error.message, stage: 'replace' } }, false, 'importFile/needsConfirm');
      } else if (isSignerChangeError(error)) {
        set({ pendingImport: null, pendingReplace: { fileName, fileBase64, passphrase, message: error.message, stage: 'otherKey' } }, false, 'importFile/needsKeyConfirm');
      } else if (isPassphraseError(error)) {
        const title = await api.call('packs.inspect', { fileBase64 }).then((i) => i.title, () => fileName);
        set({ pendingImport: { fileName, fileBase64, title, wrongPassphrase: passphrase !== undefined } }, false, 'importFile/needsPassphrase');
      } else {
        set({ pendingImport: null, error: errorOf('import', error, fileName) }, false, 'importFile/failure');
      }
    } finally {
      set({ busy: null }, false, 'importFile/done');
    }
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
      let fileBase64: string;
      try {
        fileBase64 = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
      } catch (error) {
        set({ error: errorOf('import', error, file.name) }, false, 'importFile/readFailure');
        return;
      }
      await importBytes(file.name, fileBase64);
    },

    async submitPassphrase(passphrase) {
      const pending = get().pendingImport;
      if (pending) await importBytes(pending.fileName, pending.fileBase64, passphrase);
    },

    cancelPassphrase() {
      set({ pendingImport: null }, false, 'cancelPassphrase');
    },

    async confirmReplace() {
      const pending = get().pendingReplace;
      if (pending) await importBytes(pending.fileName, pending.fileBase64, pending.passphrase, pending.stage);
    },

    cancelReplace() {
      const pending = get().pendingReplace;
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
