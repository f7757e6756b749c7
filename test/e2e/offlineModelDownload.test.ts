import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelCatalog } from '../../shared/contract/schemas/models';
import { launchChromium, saveScreenshot } from '../support/browser';
import { closedPortUrl, mirrorEntry, startSilentServer } from '../support/unreachableMirrors';
import { startWebMode, type WebModeProcess } from '../support/webMode';

// No network: the catalog's mirrors are a closed loopback port (refused) and a loopback server
// that accepts connections and never answers. A download must fail with a sentence within 15 s,
// Cancel must put the row back to "Download", and nothing may stay "already downloading".
const work = mkdtempSync(join(tmpdir(), 'moot-e2e-offline-'));
let silent: Awaited<ReturnType<typeof startSilentServer>>;
let server: WebModeProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  silent = await startSilentServer();
  const catalog: ModelCatalog = {
    formatVersion: 1,
    models: [mirrorEntry('refused', 'Model on a closed port', await closedPortUrl()), mirrorEntry('silent', 'Model on a silent server', silent.url)],
  };
  const catalogPath = join(work, 'catalog.json');
  writeFileSync(catalogPath, JSON.stringify(catalog));
  server = await startWebMode({ env: { MOOT_MODEL_CATALOG: catalogPath } });
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await silent?.close();
  rmSync(work, { recursive: true, force: true });
});

const row = (id: string) => page.locator(`li[data-model="${id}"]`);
const openModels = async () => {
  await page.goto(server.url);
  await page.locator('nav button[data-screen="models"]').click();
  await row('silent').waitFor();
};

describe('model download with no network', () => {
  it('says within 15 s that a closed port refused the connection, in the row, and offers Download again', async () => {
    await openModels();
    const started = Date.now();
    await row('refused').getByRole('button', { name: 'Download Model on a closed port' }).click();
    const alert = row('refused').getByRole('alert');
    await alert.getByText(/could not reach 127\.0\.0\.1:\d+ to download the model: the connection was refused\./).waitFor({ timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await alert.textContent()).toMatch(/MOOT_MODEL_CATALOG.*import the model file from disk/);
    await row('refused').getByRole('button', { name: 'Download Model on a closed port' }).waitFor();
    await saveScreenshot(page, 'offline-01-refused');
  });

  it('cancels a download waiting on a silent server: the row goes back to Download', async () => {
    const connected = silent.sockets.size;
    await row('silent').getByRole('button', { name: 'Download Model on a silent server' }).click();
    await row('silent').getByRole('status').getByText('Starting…').waitFor();
    await expect.poll(() => silent.sockets.size, { timeout: 15_000 }).toBeGreaterThan(connected);
    await row('silent').getByRole('button', { name: 'Cancel download' }).click();
    await row('silent').getByText('Download cancelled; it resumes where it stopped next time.').waitFor();
    await row('silent').getByRole('button', { name: 'Download Model on a silent server' }).waitFor();
    expect(await row('silent').getByRole('progressbar').count()).toBe(0);
    await saveScreenshot(page, 'offline-02-cancelled');
  });

  it('gives up on a silent server within 15 s, and after a reload it is not "already downloading"', async () => {
    for (const attempt of ['first', 'after reload']) {
      if (attempt === 'after reload') await openModels();
      const started = Date.now();
      await row('silent').getByRole('button', { name: 'Download Model on a silent server' }).click();
      await row('silent').getByRole('alert').getByText(/could not reach 127\.0\.0\.1:\d+ to download the model: it did not answer within 8 seconds\./).waitFor({ timeout: 15_000 });
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(await page.getByText(/already downloading/).count()).toBe(0);
      await row('silent').getByRole('button', { name: 'Download Model on a silent server' }).waitFor();
    }
    await saveScreenshot(page, 'offline-03-silent');
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
