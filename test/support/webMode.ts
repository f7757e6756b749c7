import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const LAUNCH_LINE = /^Moot is running at (http:\/\/127\.0\.0\.1:(\d+)\/\?token=(\S+))$/m;

export interface WebModeProcess {
  child: ChildProcess;
  url: string;
  origin: string;
  port: number;
  token: string;
  dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts web mode the way `npm start` does (`dist/main/launch.js`, built by `npm test`), in a
 * fresh data folder, and waits for its one-line announcement.
 */
/**
 * `dataDir`: reuse a data folder (a restart), which `stop` then keeps; by default a fresh one, removed on stop.
 * `entry`: another bundle of the web entry (a test that builds its own), instead of `dist/main/launch.js`.
 */
export async function startWebMode(options: { env?: NodeJS.ProcessEnv; timeoutMs?: number; dataDir?: string; entry?: string } = {}): Promise<WebModeProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'moot-e2e-'));
  const child = spawn(process.execPath, [options.entry ?? join(projectRoot, 'dist/main/launch.js'), '--port', '0', '--no-open'], {
    cwd: projectRoot,
    env: { ...process.env, MOOT_MODE: 'web', MOOT_DATA_DIR: dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`web mode did not start in time:\n${output}`)), options.timeoutMs ?? 30_000);
    const check = () => {
      const found = LAUNCH_LINE.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web mode exited with ${code}:\n${output}`));
    });
  });
  const [, url, port, token] = match as unknown as [string, string, string, string];
  return {
    child,
    url,
    origin: `http://127.0.0.1:${port}`,
    port: Number(port),
    token,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls a procedure over HTTP the way the renderer's client does. */
export async function callApi(server: Pick<WebModeProcess, 'origin' | 'token'>, name: string, input: unknown = {}) {
  const response = await fetch(`${server.origin}/api/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as { ok: boolean; value?: unknown; error?: { code: string; message: string; path?: string } } };
}
