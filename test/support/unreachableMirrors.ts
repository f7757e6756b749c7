import { createServer, type Server, type Socket } from 'node:net';
import type { CatalogModel } from '../../shared/contract/schemas/models';

// Model mirrors with no network behind them, for the offline download tests (the network
// boundary, faked): a closed loopback port refuses, a silent server accepts and never answers.

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

/** A loopback URL on a port nothing listens on (it was bound, then closed). */
export async function closedPortUrl(): Promise<string> {
  const closed = createServer();
  const port = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  return `http://127.0.0.1:${port}/model.gguf`;
}

/** A server that accepts connections and never answers; `sockets` are the connections it holds. */
export async function startSilentServer(): Promise<{ url: string; sockets: Set<Socket>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/model.gguf`,
    sockets,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A one-file GGUF catalog entry for `url`, without a checksum (nothing is ever downloaded). */
export const mirrorEntry = (id: string, name: string, url: string): CatalogModel => ({
  id,
  name,
  role: 'agents',
  format: 'gguf',
  uri: url,
  files: [{ path: `${id}.gguf`, url, sizeBytes: 1000, sha256: null }],
  parameters: 'tiny',
  quantization: 'F32',
  ramNeededBytes: 64 * 1024 * 1024,
  contextSize: 512,
  licence: 'test',
  licenceUrl: null,
  notes: 'a test mirror',
});
