import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { app, BrowserWindow, ipcMain, session, shell } from 'electron';
import { preloadPath, rendererDir } from './appRoot';
import { composeMain } from './composeMain';
import { createFrameTrustCheck, forwardEvents, registerIpcTransport } from './ipcTransport';

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

async function createWindow(): Promise<void> {
  const { handlers, bus } = composeMain({ runtime: 'electron', electronVersion: process.versions.electron ?? null });
  registerIpcTransport(ipcMain, handlers, createFrameTrustCheck(rendererUrlPrefix));

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
  await createWindow();
});
app.on('window-all-closed', () => app.quit());
