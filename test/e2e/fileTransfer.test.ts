import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstalledModel } from '../../shared/contract/schemas/models';
import { launchChromium, saveScreenshot } from '../support/browser';
import { tinyBertFolderPath } from '../support/tinyModels/tinyBertOnnx';
import { tinyLlamaGgufPath } from '../support/tinyModels/tinyLlamaGguf';
import { callApi, startWebMode, type WebModeProcess } from '../support/webMode';

// Issue 18 item 15: in web mode nothing asks for a typed server path. A backup downloads as a
// file, a restore and the model imports upload the files picked in the browser's own chooser.

const work = mkdtempSync(join(tmpdir(), 'moot-e2e-files-'));
let server: WebModeProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startWebMode();
  browser = await launchChromium();
  context = await browser.newContext({ acceptDownloads: true });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.url);
  await page.locator('nav button[data-screen="models"]').click();
  await page.getByRole('heading', { level: 1, name: 'Models & Settings' }).waitFor();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

const installed = async () => ((await callApi(server, 'models.list')).body.value as { models: InstalledModel[] }).models;
/** Staged uploads are removed once used: the staging folder is empty (or gone). */
const stagedLeft = () => {
  const uploads = join(server.dataDir, 'uploads');
  return existsSync(uploads) ? readdirSync(uploads) : [];
};

describe('files in web mode, without typed paths', () => {
  it('offers no path field anywhere on the screen', async () => {
    expect(await page.getByPlaceholder('/absolute/path').count()).toBe(0);
    for (const name of ['Back up…', 'Restore from a backup…', 'Import a .gguf model…', 'Import an embedding model folder…']) {
      expect(await page.getByRole('button', { name }).isEnabled()).toBe(true);
    }
  });

  it('downloads a backup of the workspace as a file', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Back up…' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^moot-backup-[\d-]+\.sqlite$/);
    const saved = join(work, download.suggestedFilename());
    await download.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    await page.getByText(/Backed up \d+ bytes as moot-backup-.*\.sqlite/).waitFor();
    expect(stagedLeft()).toEqual([]);
  });

  it('restores from a backup picked in the browser, and keeps the replaced workspace', async () => {
    const backup = readdirSync(work).find((name) => name.endsWith('.sqlite'))!;
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Restore from a backup…' }).click()]);
    await chooser.setFiles(join(work, backup));
    await page.getByText(/^Restored \d+ sessions\./).waitFor();
    expect(stagedLeft()).toEqual([]);
  });

  it('says plainly when the picked file is not a backup, and keeps nothing of it', async () => {
    const notABackup = join(work, 'notes.sqlite');
    writeFileSync(notABackup, 'these are my notes, not a database');
    await page.getByTestId('restore-input').setInputFiles(notABackup);
    await page.getByRole('alert').getByText(/not a database|not a Moot workspace backup|damaged/).waitFor();
    await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    expect(stagedLeft()).toEqual([]);
  });

  it('imports a .gguf model by upload, with the upload\'s progress shown', async () => {
    const gguf = tinyLlamaGgufPath({ paddingBytes: 24_000_000 });
    // The bar may be brief on loopback: note whether it was ever drawn, with its label.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { transferSeen: string[] }).transferSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="transfer-models"]');
        if (bar) seen.push(bar.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import a .gguf model…' }).click()]);
    await chooser.setFiles(gguf);
    await page.getByText(/^Imported .*\.gguf\.$/).waitFor({ timeout: 60_000 });
    const model = (await installed()).find((entry) => entry.format === 'gguf');
    expect(model?.sizeBytes).toBe(readFileSync(gguf).length);
    const seen = await page.evaluate(() => (window as unknown as { transferSeen: string[] }).transferSeen);
    expect(seen.some((text) => /^Sending moot-tiny-llama[^:]*\.gguf: \d+%/.test(text))).toBe(true);
    expect(stagedLeft()).toEqual([]);
    await saveScreenshot(page, 'settings-imported-by-upload');
  });

  it('imports an embedding model folder by upload', async () => {
    await page.getByTestId('import-embedding-folder-input').setInputFiles(tinyBertFolderPath());
    await page.getByText(/embeddings are now made with it\.$/).waitFor({ timeout: 60_000 });
    expect((await installed()).some((entry) => entry.format === 'transformers')).toBe(true);
    expect(stagedLeft()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
