import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { BRIDGE_KEY, IPC_EVENT_CHANNEL, IPC_PROCEDURE_PREFIX, PROCEDURE_NAME_PATTERN, type MootBridge } from '../shared/contract/bridge';
import { IPC_PICK_PATH_CHANNEL } from '../shared/contract/fileTransfer';
import type { EventMessage } from '../shared/contract/events';

// The whole preload: a typed bridge to main. Raw ipcRenderer never reaches the page.
const bridge: MootBridge = {
  invoke(name, input) {
    if (typeof name !== 'string' || !PROCEDURE_NAME_PATTERN.test(name)) {
      return Promise.resolve({ ok: false, error: { code: 'bad_input', message: 'Invalid procedure name.' } });
    }
    return ipcRenderer.invoke(`${IPC_PROCEDURE_PREFIX}${name}`, input);
  },
  onEvent(listener) {
    const forward = (_event: IpcRendererEvent, message: EventMessage) => listener(message);
    ipcRenderer.on(IPC_EVENT_CHANNEL, forward);
    return () => ipcRenderer.removeListener(IPC_EVENT_CHANNEL, forward);
  },
  pickPath(kind) {
    return ipcRenderer.invoke(IPC_PICK_PATH_CHANNEL, kind);
  },
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
