import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { composeMain } from '../../../main/app/composeMain';
import { invokeProcedure } from '../../../main/api/invokeProcedure';
import { createSessionsHandlers } from '../../../main/api/handlers/sessionsHandlers';
import { appendEvents, createSession, openWorkspace, WorkspaceHost, workspaceFilePath } from '../../../main/store';
import { makeTempDir } from '../../support/storeFixtures';
import { projectRoot } from '../../support/webMode';

// Issue 21, findings 12 and 13: a read-only folder opens read-only with the reason; a folder named
// moot.sqlite is a typed error; damage is found by the check the app runs at start-up.
const temp = makeTempDir('moot-ro-');
const CHILD = join(projectRoot, 'test/.cache', `readOnlyWorkspaceChild-${process.pid}.mjs`);
const NOBODY = 65534;
beforeAll(async () => {
  await build({ entryPoints: [join(projectRoot, 'test/support/readOnlyWorkspaceChild.ts')], outfile: CHILD, bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'warning' });
});
afterAll(() => {
  chmodSync(temp.dir, 0o755);
  temp.remove();
  rmSync(CHILD, { force: true });
});

const asRoot = process.getuid?.() === 0;

describe('a workspace that cannot be written', () => {
  it.runIf(asRoot)('opens read-only with the reason when the folder is write-protected (as an unprivileged user)', async () => {
    const dir = join(temp.dir, 'usb-stick');
    const workspace = openWorkspace(dir);
    createSession(workspace.db, { id: 's1', kind: 'trial', packId: null, title: 'Practice', meta: {} });
    workspace.close();
    chmodSync(temp.dir, 0o755);
    chmodSync(dir, 0o555);
    chmodSync(workspaceFilePath(dir), 0o444);
    const { stdout } = await promisify(execFile)(process.execPath, [CHILD, dir], { uid: NOBODY, gid: NOBODY, cwd: projectRoot });
    const seen = JSON.parse(stdout) as { status: { state: string; problem: string }; sessions: number | string; write: string; check: { ok: boolean } };
    expect(seen.status.state, JSON.stringify(seen)).toBe("read-only");
    expect(seen.status.problem).toMatch(/cannot be written \(the folder is read-only\), so it is open read-only/);
    expect(seen.sessions).toBe(1);
    expect(seen.write).toMatch(/^WorkspaceReadOnlyError: The workspace is open read-only/);
    expect(seen.check.ok).toBe(true);
    console.log(`read-only folder: opened ${seen.status.state}, "${seen.status.problem}"`);
  });

  it('a folder named moot.sqlite is a typed error in the status and the API, not a raw 500', async () => {
    const dir = join(temp.dir, 'folder-file');
    mkdirSync(workspaceFilePath(dir), { recursive: true });
    const host = new WorkspaceHost(dir);
    expect(host.status()).toMatchObject({ state: 'closed', problem: expect.stringMatching(/is not a database file/) });
    const listed = await invokeProcedure(createSessionsHandlers({ workspace: host } as never) as never, 'sessions.list', {});
    expect(listed).toMatchObject({ ok: false, error: { code: 'unavailable', message: expect.stringMatching(/is not a database file/) } });
  });

  it('is checked at start-up in the background: damage inside the file turns it read-only, with the reason in the status', async () => {
    const dir = join(temp.dir, 'damaged');
    const workspace = openWorkspace(dir);
    createSession(workspace.db, { id: 's1', kind: 'trial', packId: null, title: 'Long one', meta: {} });
    for (let turn = 0; turn < 300; turn++) appendEvents(workspace.db, 's1', [{ type: 'AnswerGiven', payload: { text: `answer ${turn} `.repeat(40) } }]);
    workspace.close();
    const file = workspaceFilePath(dir);
    const bytes = readFileSync(file);
    const middle = Math.floor(bytes.length / 4096 / 2) * 4096;
    bytes.fill(0xa5, middle, middle + 4 * 4096);
    writeFileSync(file, bytes);

    const app = composeMain({ runtime: 'web', electronVersion: null, dataDir: dir });
    app.startBackgroundWork();
    const status = await vi.waitFor(async () => {
      const seen = await invokeProcedure(app.handlers, 'workspace.status', {});
      expect(seen).toMatchObject({ ok: true, value: { state: 'read-only', problem: expect.stringMatching(/is damaged and cannot be used/) } });
      return seen as { value: { state: string; problem: string } };
    }, { timeout: 20_000, interval: 50 });
    console.log(`damaged workspace: opened ${status.value.state}, "${status.value.problem}"`);
  });
});
