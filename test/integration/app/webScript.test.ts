import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../support/webMode';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('npm run web -- --port N --no-open', () => {
  it('prints exactly one line with the URL and keeps serving until stopped', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'moot-web-script-'));
    const child = spawn('npm', ['run', 'web', '--', '--port', String(port), '--no-open'], {
      cwd: projectRoot,
      env: { ...process.env, MOOT_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no launch line:\n${stdout}`)), 60_000);
        child.stdout.on('data', () => {
          if (stdout.includes('Moot is running at')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${stdout}`)));
      });
      // npm itself echoes the script ("> moot@… web", "> …"); everything else is ours.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ours = stdout.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('> '));
      expect(ours).toHaveLength(1);
      expect(ours[0]).toMatch(new RegExp(`^Moot is running at http://127\\.0\\.0\\.1:${port}/\\?token=[A-Za-z0-9_-]{20,}$`));

      const url = ours[0]!.slice('Moot is running at '.length);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(child.exitCode).toBeNull();
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
