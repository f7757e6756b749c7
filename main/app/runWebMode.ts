import { randomBytes } from 'node:crypto';
import { composeMain } from './composeMain';
import { rendererDir } from './appRoot';
import { startWebServer, type RunningWebServer } from './httpTransport';
import { parseWebArgs, PREFERRED_PORT } from './parseWebArgs';

/**
 * Web mode: the same UI served on 127.0.0.1 with a fresh token per launch. Prints exactly one
 * line with the URL, opens the default browser where there is one, and serves until stopped.
 */
export async function runWebMode(argv: readonly string[]): Promise<RunningWebServer> {
  const args = parseWebArgs(argv);
  const { handlers, bus, dataDir, quietTime, startBackgroundWork } = composeMain({ runtime: 'web', electronVersion: null });
  const token = randomBytes(24).toString('base64url');
  const start = (port: number) => startWebServer({ handlers, bus, token, staticDir: rendererDir, port, dataDir, activity: quietTime });

  let server: RunningWebServer;
  try {
    server = await start(args.port);
  } catch (error) {
    // Only the default port may silently move; a port the user asked for is a clear error.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || args.port !== PREFERRED_PORT) throw error;
    server = await start(0);
  }
  console.log(`Moot is running at ${server.url}`);
  startBackgroundWork();

  if (args.open) {
    // Imported here, after the server answers: opening a browser is not on the cold start's path.
    import('open').then(({ default: open }) => open(server.url)).catch(() => {
      // No browser on this machine (a server, CI): the printed URL is enough.
    });
  }
  const shutdown = () => void server.close().finally(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return server;
}
