import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, saveScreenshot } from '../support/browser';
import { startWebMode, type WebModeProcess } from '../support/webMode';

const SCREENS = [
  ['library', 'Library'],
  ['trial', 'Trial'],
  ['consultation', 'Consultation'],
  ['review', 'Review'],
  ['evaluation', 'Evaluation'],
  ['models', 'Models & Settings'],
  ['about', 'About Moot'],
  ['progress', 'Progress'],
  ['authoring', 'Authoring'],
  ['class', 'Class'],
] as const;

let server: WebModeProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startWebMode();
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the app shell in web mode', () => {
  it('loads with its token and takes the token out of the address bar', async () => {
    await page.goto(server.url);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(page.url()).not.toContain('token=');
  });

  it('visits every navigation entry', async () => {
    for (const [id, heading] of SCREENS) {
      await page.locator(`nav button[data-screen="${id}"]`).click();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
      expect(await page.locator(`nav button[data-screen="${id}"]`).getAttribute('aria-current')).toBe('page');
    }
  });

  it('shows the versions main reports in the About panel', async () => {
    await page.locator('nav button[data-screen="about"]').click();
    await page.getByTestId('components').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('runtime').textContent()).toContain('Web mode');
    expect(await page.getByTestId('app-version').textContent()).toMatch(/^\d+\.\d+\.\d+/);
    expect(await page.getByTestId('llama-version').textContent()).toMatch(/^\d+\.\d+\.\d+/);
    expect(await page.getByTestId('sqlite-version').textContent()).toMatch(/^\d+\.\d+\.\d+/);
    expect(await page.getByTestId('transformers-version').textContent()).toMatch(/^\d+\.\d+\.\d+/);
    expect(await page.locator('[data-component="sqlite"] [data-detail="sqlite_version"]').textContent()).toMatch(/^3\.\d+/);
    expect(await page.locator('[data-component="sqlite"] [data-detail="vec_version"]').textContent()).toMatch(/^v\d/);
    // getLlama() either works here or says why; either way the row reports it.
    const llamaRow = page.locator('[data-component="llama"]');
    expect(await llamaRow.textContent()).toMatch(/Working|getLlama\(\) failed/);
    await saveScreenshot(page, 'about');
  });

  it('keeps working after a reload (the token survives in the tab)', async () => {
    await page.reload();
    await page.locator('nav button[data-screen="about"]').click();
    await page.getByTestId('app-version').waitFor();
    expect(await page.getByTestId('app-version').textContent()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('can be driven from the keyboard', async () => {
    await page.locator('nav button[data-screen="library"]').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Trial');
    await saveScreenshot(page, 'shell');
  });

  it('raised no errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
