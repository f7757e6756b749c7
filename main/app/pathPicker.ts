import { IPC_PICK_PATH_CHANNEL, PATH_PICK_KINDS, type PathPickKind } from '../../shared/contract';
import type { IpcMainLike, SenderFrameLike } from './ipcTransport';

/** What Electron's `dialog.showOpenDialog` / `showSaveDialog` take, in the parts used here. */
export interface PathDialogOptions {
  mode: 'open' | 'save';
  title: string;
  buttonLabel: string;
  properties?: ('openFile' | 'openDirectory' | 'createDirectory')[];
  filters?: { name: string; extensions: string[] }[];
  defaultPath?: string;
}

/** The dialog for each kind of pick: a backup is saved, the rest are opened. */
export function pathDialogOptions(kind: PathPickKind, now = new Date()): PathDialogOptions {
  switch (kind) {
    case 'backup':
      return {
        mode: 'save',
        title: 'Back up the workspace',
        buttonLabel: 'Back up',
        defaultPath: `moot-backup-${now.toISOString().slice(0, 10)}.sqlite`,
        filters: [{ name: 'Moot workspace backup', extensions: ['sqlite'] }],
      };
    case 'restore':
      return { mode: 'open', title: 'Restore the workspace from a backup', buttonLabel: 'Restore', properties: ['openFile'], filters: [{ name: 'Moot workspace backup', extensions: ['sqlite'] }, { name: 'All files', extensions: ['*'] }] };
    case 'gguf':
      return { mode: 'open', title: 'Import a local model', buttonLabel: 'Import', properties: ['openFile'], filters: [{ name: 'GGUF model', extensions: ['gguf'] }] };
    case 'embedding-folder':
      return { mode: 'open', title: 'Import an embedding model folder', buttonLabel: 'Import', properties: ['openDirectory'] };
  }
}

/** Shows a dialog and gives the path chosen, or null; in Electron, `dialog` with the app's window. */
export type ShowPathDialog = (options: PathDialogOptions) => Promise<string | null>;

/**
 * The one IPC channel of native dialogs. Only the app's own page may open one, and only for a
 * known kind; what comes back is a path the user chose, which the page then passes to a procedure.
 */
export function registerPathPicker(ipcMain: IpcMainLike, show: ShowPathDialog, isTrustedFrame: (frame: SenderFrameLike) => boolean): () => void {
  ipcMain.handle(IPC_PICK_PATH_CHANNEL, async (event, kind) => {
    if (!event.senderFrame || !isTrustedFrame(event.senderFrame)) return null;
    if (!PATH_PICK_KINDS.includes(kind as PathPickKind)) return null;
    return show(pathDialogOptions(kind as PathPickKind));
  });
  return () => ipcMain.removeHandler(IPC_PICK_PATH_CHANNEL);
}
