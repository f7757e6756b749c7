/* eslint-disable @typescript-eslint/no-explicit-any -- mirrors the `any` in Electron's own signatures */
// Type-checking stand-in for the parts of Electron that Moot uses. `electron` is an optional
// dependency that npm drops where its binary cannot be downloaded; tsconfig's `paths` prefers
// the real `electron.d.ts` whenever the package is installed.

export interface WebFrameMain {
  readonly url: string;
  readonly parent: WebFrameMain | null;
}
export interface IpcMainInvokeEvent {
  readonly senderFrame: WebFrameMain | null;
}
export interface IpcRendererEvent {
  readonly senderId: number;
}
export interface Event {
  preventDefault(): void;
}
export interface WebContents {
  on(event: 'will-navigate' | 'will-redirect' | 'will-attach-webview', listener: (event: Event) => void): this;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' | 'allow' }): void;
  send(channel: string, ...args: unknown[]): void;
  printToPDF(options: { printBackground?: boolean; pageSize?: string }): Promise<Buffer>;
}
export interface BrowserWindowConstructorOptions {
  width?: number;
  height?: number;
  minWidth?: number;
  minHeight?: number;
  title?: string;
  backgroundColor?: string;
  show?: boolean;
  webPreferences?: {
    preload?: string;
    partition?: string;
    javascript?: boolean;
    contextIsolation?: boolean;
    sandbox?: boolean;
    nodeIntegration?: boolean;
    webSecurity?: boolean;
    allowRunningInsecureContent?: boolean;
    spellcheck?: boolean;
  };
}
export declare class BrowserWindow {
  constructor(options?: BrowserWindowConstructorOptions);
  readonly webContents: WebContents;
  isDestroyed(): boolean;
  on(event: 'closed', listener: () => void): this;
  once(event: 'ready-to-show', listener: () => void): this;
  show(): void;
  loadFile(filePath: string): Promise<void>;
  destroy(): void;
}
export declare const app: {
  enableSandbox(): void;
  whenReady(): Promise<void>;
  quit(): void;
  on(event: 'window-all-closed', listener: () => void): void;
  on(event: 'web-contents-created', listener: (event: Event, contents: WebContents) => void): void;
};
export declare const ipcMain: {
  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: any[]) => Promise<unknown> | unknown): void;
  removeHandler(channel: string): void;
};
export interface Session {
  setPermissionRequestHandler(
    handler: (contents: WebContents, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: () => boolean): void;
  readonly webRequest: {
    onBeforeRequest(listener: (details: { url: string }, callback: (response: { cancel?: boolean }) => void) => void): void;
  };
}
export declare const session: {
  defaultSession: Session;
  fromPartition(partition: string): Session;
};
export declare const shell: { openExternal(url: string): Promise<void> };
export declare const contextBridge: { exposeInMainWorld(key: string, api: unknown): void };
export declare const ipcRenderer: {
  invoke(channel: string, ...args: unknown[]): Promise<any>;
  on(channel: string, listener: (event: IpcRendererEvent, ...args: any[]) => void): void;
  removeListener(channel: string, listener: (event: IpcRendererEvent, ...args: any[]) => void): void;
};
export interface FileDialogOptions {
  title?: string;
  buttonLabel?: string;
  defaultPath?: string;
  filters?: { name: string; extensions: string[] }[];
  properties?: ('openFile' | 'openDirectory' | 'createDirectory')[];
}
export declare const dialog: {
  showOpenDialog(window: BrowserWindow, options: FileDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>;
  showSaveDialog(window: BrowserWindow, options: FileDialogOptions): Promise<{ canceled: boolean; filePath?: string }>;
};
