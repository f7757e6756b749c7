import { describe, expect, it } from 'vitest';
import { pathDialogOptions, registerPathPicker, type PathDialogOptions } from '../../../main/app/pathPicker';
import type { IpcMainLike, SenderFrameLike } from '../../../main/app/ipcTransport';
import { IPC_PICK_PATH_CHANNEL, PATH_PICK_KINDS } from '../../../shared/contract';

// The desktop app's native dialogs (issue 18 item 15): Electron is not runnable here, so the logic
// around `dialog` is tested: which dialog each pick opens, and who may open one.

/** An ipcMain that keeps its handlers so a test can call them as Electron would. */
function fakeIpcMain() {
  const handlers = new Map<string, (event: { senderFrame: SenderFrameLike | null }, ...args: unknown[]) => Promise<unknown>>();
  const ipcMain: IpcMainLike = { handle: (channel, listener) => void handlers.set(channel, listener), removeHandler: (channel) => void handlers.delete(channel) };
  return { ipcMain, handlers };
}

const appFrame: SenderFrameLike = { url: 'file:///app/renderer/index.html', parent: null };
const trusted = (frame: SenderFrameLike) => frame.parent === null && frame.url.startsWith('file:///app/renderer/');

describe('native path dialogs', () => {
  it('saves a backup under a dated .sqlite name and opens the rest, each with its filter', () => {
    const backup = pathDialogOptions('backup', new Date('2026-11-25T10:00:00Z'));
    expect(backup).toMatchObject({ mode: 'save', defaultPath: 'moot-backup-2026-11-25.sqlite', filters: [{ extensions: ['sqlite'] }] });
    expect(pathDialogOptions('restore')).toMatchObject({ mode: 'open', properties: ['openFile'] });
    expect(pathDialogOptions('gguf')).toMatchObject({ mode: 'open', properties: ['openFile'], filters: [{ extensions: ['gguf'] }] });
    expect(pathDialogOptions('embedding-folder')).toMatchObject({ mode: 'open', properties: ['openDirectory'] });
    for (const kind of PATH_PICK_KINDS) expect(pathDialogOptions(kind).title.length).toBeGreaterThan(0);
  });

  it('opens a dialog only for the app\'s own page and a known kind, and gives back the path chosen', async () => {
    const { ipcMain, handlers } = fakeIpcMain();
    const shown: PathDialogOptions[] = [];
    const remove = registerPathPicker(ipcMain, async (options) => (shown.push(options), '/home/student/backup.sqlite'), trusted);
    const pick = handlers.get(IPC_PICK_PATH_CHANNEL)!;
    expect(await pick({ senderFrame: appFrame }, 'backup')).toBe('/home/student/backup.sqlite');
    expect(shown.map((options) => options.mode)).toEqual(['save']);
    expect(await pick({ senderFrame: { url: 'https://example.com/', parent: null } }, 'backup')).toBeNull();
    expect(await pick({ senderFrame: { url: appFrame.url, parent: {} } }, 'gguf')).toBeNull();
    expect(await pick({ senderFrame: null }, 'gguf')).toBeNull();
    expect(await pick({ senderFrame: appFrame }, '../../etc/passwd')).toBeNull();
    expect(shown).toHaveLength(1);
    remove();
    expect(handlers.has(IPC_PICK_PATH_CHANNEL)).toBe(false);
  });

  it('gives null when the user cancels the dialog', async () => {
    const { ipcMain, handlers } = fakeIpcMain();
    registerPathPicker(ipcMain, async () => null, trusted);
    expect(await handlers.get(IPC_PICK_PATH_CHANNEL)!({ senderFrame: appFrame }, 'restore')).toBeNull();
  });
});
