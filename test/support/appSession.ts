import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { startWebMode, type WebModeProcess } from './webMode';

/** Web mode and a Chromium page on its Library screen, with the page's uncaught errors collected. */
export interface AppSession {
  server: WebModeProcess;
  browser: Browser;
  page: Page;
  pageErrors: string[];
  close(): Promise<void>;
}

export async function openApp(options: { viewport?: { width: number; height: number }; beforeLoad?: (page: Page) => Promise<unknown> } = {}): Promise<AppSession> {
  const server = await startWebMode();
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await options.beforeLoad?.(page);
  await page.goto(server.url);
  await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
  return {
    server,
    browser,
    page,
    pageErrors,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}
