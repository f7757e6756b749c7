import { IPC_EVENT_CHANNEL, IPC_PROCEDURE_PREFIX, procedureNames, type ApiEnvelope, type EventMessage } from '../../shared/contract';
import { invokeProcedure, type ApiHandlers, type EventBus } from '../api';

/** The frame that sent an IPC call; Electron's `WebFrameMain` has this shape. */
export interface SenderFrameLike {
  readonly url: string;
  readonly parent: unknown;
}

/** The parts of Electron's `ipcMain` we use, so the transport can be tested without Electron. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: { senderFrame: SenderFrameLike | null }, ...args: unknown[]) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

/**
 * Registers one `ipcMain.handle` channel per contract procedure. Each call is refused unless it
 * comes from a trusted frame, and its input goes through the same validation as web mode.
 * Returns a function that removes every handler.
 */
export function registerIpcTransport(
  ipcMain: IpcMainLike,
  handlers: ApiHandlers,
  isTrustedFrame: (frame: SenderFrameLike) => boolean,
): () => void {
  const channels = procedureNames.map((name) => {
    const channel = `${IPC_PROCEDURE_PREFIX}${name}`;
    ipcMain.handle(channel, async (event, input): Promise<ApiEnvelope<unknown>> => {
      if (!event.senderFrame || !isTrustedFrame(event.senderFrame)) {
        return { ok: false, error: { code: 'forbidden', message: `Refused "${name}" from an untrusted frame.` } };
      }
      return invokeProcedure(handlers, name, input);
    });
    return channel;
  });
  return () => channels.forEach((channel) => ipcMain.removeHandler(channel));
}

/** Only the app's own top-level page, loaded from the renderer folder, may call main. */
export function createFrameTrustCheck(rendererUrlPrefix: string): (frame: SenderFrameLike) => boolean {
  return (frame) => frame.parent === null && frame.url.startsWith(rendererUrlPrefix);
}

/** Pushes every bus event to a window; `send` is `webContents.send` in Electron. */
export function forwardEvents(bus: EventBus, send: (channel: string, message: EventMessage) => void): () => void {
  return bus.subscribe((message) => send(IPC_EVENT_CHANNEL, message));
}
