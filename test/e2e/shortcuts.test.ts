import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { openApp, type AppSession } from '../support/appSession';
import { saveScreenshot } from '../support/browser';

// The app-wide shortcuts, driven with the keyboard alone: switch screens, open the shortcuts
// dialog, keep the focus inside it, close it, and land on each screen's heading.
let app: AppSession;
let page: Page;

/** What has the focus: its tag, id, text, and whether the browser draws the focus ring. */
const focused = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName ?? null, id: el?.id ?? null, text: el?.textContent?.trim() ?? null, ring: el?.matches(':focus-visible') ?? false, inDialog: !!el?.closest('[role="dialog"]') };
  });


async function expectHeadingFocused(title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.waitForFunction((t) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === t, title);
  expect(await focused()).toMatchObject({ tag: 'H1', id: 'screen-title', text: title, ring: true });
}

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1280, height: 900 } });
  page = app.page;
}, 60_000);

afterAll(() => app?.close());

describe('app-wide keyboard shortcuts', () => {
  it('switches screens with Ctrl+Shift+digit and puts a visible focus on the heading', async () => {
    await page.keyboard.press('Control+Shift+Digit4');
    await expectHeadingFocused('Review');
    expect(await page.locator('nav [aria-current="page"]').getAttribute('data-screen')).toBe('review');
    await page.keyboard.press('Control+Shift+Digit6');
    await expectHeadingFocused('Models & Settings');
    await page.keyboard.press('Control+Shift+Digit2');
    await expectHeadingFocused('Trial');
    await page.keyboard.press('Control+Shift+Digit1');
    await expectHeadingFocused('Library');
    await saveScreenshot(page, 'shortcuts-01-heading-focus');
  });

  it('opens the shortcuts dialog with ?, traps Tab inside it, and gives the focus back on Escape', async () => {
    await page.keyboard.press('Control+Shift+Digit2');
    await expectHeadingFocused('Trial');
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await focused()).toMatchObject({ tag: 'BUTTON', inDialog: true });
    // Every part of the app is listed: screens, the trial room's grounds, the Review's exports.
    const text = await dialog.innerText();
    for (const line of ['Ctrl+Shift+4', 'Go to Review', 'Alt+1 … Alt+9', 'Ctrl+Enter', 'Alt+P', 'Escape']) expect(text).toContain(line);
    for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focused()).toMatchObject({ inDialog: true });
    }
    // While the dialog is open, page shortcuts do nothing.
    await page.keyboard.press('Control+Shift+Digit1');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Trial');
    await saveScreenshot(page, 'shortcuts-02-dialog');
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused()).toMatchObject({ tag: 'H1', text: 'Trial' });
  });

  it('opens it with F1 too, but a ? typed into a text field stays text', async () => {
    await page.keyboard.press('F1');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('trial-seed').focus();
    await page.keyboard.press('?');
    expect(await dialog.count()).toBe(0);
    expect(app.pageErrors).toEqual([]);
  });
});
