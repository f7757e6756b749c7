import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, session, shell } from 'electron';
import { preloadPath, rendererDir } from './appRoot';
import { composeMain } from './composeMain';
import { createElectronPdfRenderer } from './electronPdfRenderer';
import { createFrameTrustCheck, forwardEvents, registerIpcTransport } from './ipcTransport';
import { registerPathPicker, type PathDialogOptions } from './pathPicker';

// The only file that imports `electron`: it makes the window, hardens it and wires IPC.
const rendererIndex = join(rendererDir, 'index.html');
const rendererUrlPrefix = pathToFileURL(rendererDir).href;

function hardenSession(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    // Links to documentation open in the user's browser, never inside the app.
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
});

// Reports print in a hidden window of their own: its session is in memory only and refuses every
// request but the report's own file, and the page runs no script, has no preload and no Node.
const PRINT_PARTITION = 'moot-print';

function hardenPrintSession(): void {
  const print = session.fromPartition(PRINT_PARTITION);
  print.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  print.setPermissionCheckHandler(() => false);
  print.webRequest.onBeforeRequest((details, callback) => callback({ cancel: !details.url.startsWith('file:') }));
}

const pdfRenderer = createElectronPdfRenderer(
  () =>
    new BrowserWindow({
      show: false,
      webPreferences: {
        partition: PRINT_PARTITION,
        javascript: false,
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
      },
    }),
);

/** A native open or save dialog on the app's window: the path chosen, or null. */
async function showPathDialog(window: BrowserWindow, { mode, title, buttonLabel, defaultPath, filters, properties }: PathDialogOptions): Promise<string | null> {
  if (mode === 'save') {
    const { canceled, filePath } = await dialog.showSaveDialog(window, { title, buttonLabel, defaultPath, filters });
    return canceled || !filePath ? null : filePath;
  }
  const { canceled, filePaths } = await dialog.showOpenDialog(window, { title, buttonLabel, filters, properties });
  return canceled ? null : (filePaths[0] ?? null);
}

async function createWindow(): Promise<void> {
  const { handlers, bus, startBackgroundWork } = composeMain({ runtime: 'electron', electronVersion: process.versions.electron ?? null, pdfRenderer });
  registerIpcTransport(ipcMain, handlers, createFrameTrustCheck(rendererUrlPrefix));
  startBackgroundWork();

  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 900,
    minHeight: 600,
    title: 'Moot',
    backgroundColor: '#f7f4ec',
    show: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      spellcheck: true,
    },
  });
  registerPathPicker(ipcMain, (options) => showPathDialog(window, options), createFrameTrustCheck(rendererUrlPrefix));
  const stopForwarding = forwardEvents(bus, (channel, message) => {
    if (!window.isDestroyed()) window.webContents.send(channel, message);
  });
  window.on('closed', stopForwarding);
  window.once('ready-to-show', () => window.show());
  await window.loadFile(rendererIndex);
}

app.enableSandbox();
void app.whenReady().then(async () => {
  hardenSession();
  hardenPrintSession();
  await createWindow();
});
app.on('window-all-closed', () => app.quit());
