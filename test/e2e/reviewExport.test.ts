import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../support/appSession';
import { saveScreenshot } from '../support/browser';
import { callApi } from '../support/webMode';

// The Review screen's exports in web mode: main cannot print to PDF there, so "Export PDF" opens
// the browser's print dialog, and the print stylesheet keeps the report and drops the controls.
// window.print is the browser boundary: an init script replaces it with a recorder.
let app: AppSession;
let page: Page;
const printCalls = () => page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls);

beforeAll(async () => {
  app = await openApp({
    viewport: { width: 1280, height: 900 },
    beforeLoad: (page) =>
      page.addInitScript(() => {
        const recorder = window as unknown as { __printCalls: number };
        recorder.__printCalls = 0;
        window.print = () => void recorder.__printCalls++;
      }),
  });
  page = app.page;
  // A short trial through the API: one question, so the report has a line and a chart.
  const started = await callApi(app.server, 'trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', seed: 3 });
  const sessionId = (started.body.value as { status: { sessionId: string } }).status.sessionId;
  expect((await callApi(app.server, 'trial.ask', { sessionId, question: 'Where were you that evening?' })).body.ok).toBe(true);
  await page.locator('[data-screen="review"]').click();
  await page.getByTestId('review-session').selectOption(sessionId);
  // No objection was made yet, so the objections chart is its empty note; the other two draw.
  for (const chart of ['score', 'elicits']) await page.getByTestId(`chart-${chart}`).locator('svg').first().waitFor();
}, 90_000);

afterAll(() => app?.close());

describe('Review export in web mode', () => {
  it('answers sessions.exportPdf with the "use Print" error', async () => {
    const sessions = (await callApi(app.server, 'sessions.list')).body.value as { sessions: { id: string }[] };
    const { body } = await callApi(app.server, 'sessions.exportPdf', { sessionId: sessions.sessions[0]!.id });
    expect(body).toEqual({ ok: false, error: { code: 'unavailable', message: 'PDF export needs the desktop app; use Print.' } });
  });

  it('prints from the Export PDF button and from Alt+P, without an error', async () => {
    expect(await printCalls()).toBe(0);
    await page.getByTestId('export-pdf').click();
    await page.waitForFunction(() => (window as unknown as { __printCalls: number }).__printCalls === 1);
    expect(await page.getByRole('status').filter({ hasText: 'Save as PDF' }).count()).toBe(1);
    await page.keyboard.press('Alt+KeyP');
    await page.waitForFunction(() => (window as unknown as { __printCalls: number }).__printCalls === 2);
    expect(await page.locator('.error-panel').count()).toBe(0);
  });

  it('exports the HTML report with Alt+H', async () => {
    const download = page.waitForEvent('download');
    await page.keyboard.press('Alt+KeyH');
    expect((await download).suggestedFilename()).toMatch(/\.html$/);
  });

  it('exports the readable report, as Review shows it: title, date, breakdown, charts as inline SVG, annotations', async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('export-html').click();
    const html = readFileSync((await (await download).path())!, 'utf8');
    // Not the event log: no raw event fields.
    for (const raw of ['isIntentionallyDefective', 'targetElicitId', 'QuestionAsked', '<script']) expect(html).not.toContain(raw);
    const report = await app.browser.newPage();
    await report.setContent(html);
    expect(await report.locator('h1').textContent()).toBe('State v. Avery');
    expect(await report.locator('.facts').textContent()).toMatch(/^Trial practice report, session of \d{1,2} \w+ \d{4}; exported \d{1,2} \w+ \d{4}\.$/);
    expect(await report.getByRole('heading', { name: 'Score breakdown' }).count()).toBe(1);
    expect(await report.locator('table.breakdown tbody tr').count()).toBeGreaterThan(0);
    expect(await report.getByRole('heading', { name: 'Annotated transcript' }).count()).toBe(1);
    expect(await report.getByTestId('annotated-transcript').innerText()).toContain('Where were you that evening?');
    // The charts are drawn, inline, at a readable size.
    for (const chart of ['score', 'elicits']) {
      const width = await report.getByTestId(`chart-${chart}`).evaluate((el) => Math.max(0, ...[...el.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width)));
      expect(width).toBeGreaterThan(200);
    }
    await saveScreenshot(report, 'review-export-html');
    await report.close();
  });

  it('prints the report and its charts, without the navigation or the controls', async () => {
    const display = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).display);
    expect(await display('nav')).not.toBe('none');
    await page.emulateMedia({ media: 'print' });
    expect(await display('nav')).toBe('none');
    expect(await display('[data-testid="export-pdf"]')).toBe('none');
    expect(await display('[data-testid="review-session"]')).toBe('none');
    for (const chart of ['score', 'elicits', 'objections']) {
      expect(await page.getByTestId(`chart-${chart}`).evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
    }
    // The chart's drawing (its widest svg; the legend's icons are svgs too) still has its size.
    const widestSvg = (chart: string) => page.getByTestId(`chart-${chart}`).evaluate((el) => Math.max(0, ...[...el.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width)));
    for (const chart of ['score', 'elicits']) expect(await widestSvg(chart)).toBeGreaterThan(200);
    expect(await page.getByTestId('annotated-transcript').innerText()).toContain('Where were you that evening?');
    await saveScreenshot(page, 'review-print');
    await page.emulateMedia({ media: 'screen' });
    expect(app.pageErrors).toEqual([]);
  });
});
