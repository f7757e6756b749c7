import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../support/appSession';
import { saveScreenshot } from '../support/browser';
import { callApi } from '../support/webMode';

// What only a look used to tell, measured: cards start a trial or an interview, the Library uses
// a wide window, destructive and disabled buttons look different, Leave trial asks first, nothing
// scrolls sideways at 1024 px, and the question box is above the fold at 768 px high.
let app: AppSession;
let page: Page;

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1920, height: 1080 } });
  page = app.page;
}, 60_000);

afterAll(() => app?.close());

const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
const style = (selector: string, property: string) => page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
const scrollsSideways = () => page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);

async function openTrial(): Promise<void> {
  await page.getByRole('button', { name: 'Start trial: State v. Avery' }).click();
  await page.getByRole('heading', { level: 1, name: 'Trial' }).waitFor();
  await expect.poll(() => page.getByTestId('trial-pack').inputValue()).toBe('state-v-avery');
  await page.locator('[data-testid="trial-witness"] option[value="mei-lin-zhao"]').waitFor({ state: 'attached' });
  await page.getByTestId('trial-witness').selectOption('mei-lin-zhao');
  await page.getByTestId('trial-start').click();
  await page.getByTestId('question-input').and(page.locator(':enabled')).waitFor();
}

describe('Library at 1920 px', () => {
  it('lays the cards out in columns across the window, each with its Start button', async () => {
    await page.getByTestId('pack-state-v-avery').waitFor();
    const [first, second] = [await box('[data-testid="pack-kestrel-v-northgate"]'), await box('[data-testid="pack-state-v-avery"]')];
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x);
    const list = await box('.pack-list');
    expect(list.width).toBeGreaterThan(1920 * 0.7);
    expect(await page.getByRole('button', { name: /^Start interview: / }).count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'layout-01-library-1920');
  });

  it('gives Delete the danger style, unlike the other buttons', async () => {
    const del = '[data-testid="pack-state-v-avery"] button[aria-label="Delete State v. Avery"]';
    const details = '[data-testid="pack-state-v-avery"] button[aria-label="Details of State v. Avery"]';
    expect(await style(del, 'color')).toBe('rgb(160, 24, 24)');
    expect(await style(del, 'border-color')).toBe('rgb(160, 24, 24)');
    expect(await style(details, 'color')).toBe('rgb(122, 31, 43)');
    expect(await style(del, 'font-weight')).toBe('700');
    await page.locator(del).click();
    expect(await style('button[aria-label="Confirm deleting State v. Avery"]', 'background-color')).toBe('rgb(160, 24, 24)');
    await page.getByRole('button', { name: 'Keep State v. Avery' }).click();
  });

  it('starts an interview from its card: the Consultation screen with that pack chosen', async () => {
    const start = page.getByRole('button', { name: /^Start interview: / }).first();
    const title = (await start.getAttribute('aria-label'))!.replace('Start interview: ', '');
    await start.click();
    await page.getByRole('heading', { level: 1, name: 'Consultation' }).waitFor();
    await page.getByText(title).first().waitFor();
    await page.getByRole('button', { name: 'Library', exact: true }).click();
  });
});

describe('the trial room', () => {
  it('starts a trial from the Library card, with a disabled primary button that looks disabled', async () => {
    await openTrial();
    // Counsel's turn is the primary button, disabled on the student's own turn: grey, not the accent.
    expect(await page.getByTestId('counsel-turn').isDisabled()).toBe(true);
    expect(await style('[data-testid="counsel-turn"]', 'background-color')).toBe('rgb(228, 223, 213)');
    expect(await style('[data-testid="ask"]', 'background-color')).toBe('rgb(228, 223, 213)');
    await page.getByTestId('question-input').fill('Where do you work?');
    expect(await style('[data-testid="ask"]', 'background-color')).toBe('rgb(122, 31, 43)');
    await page.getByTestId('question-input').fill('');
  });

  it('keeps the question box above the fold at 1366×768, and nothing scrolls sideways at 1024 px', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const input = await box('[data-testid="question-input"]');
    expect(input.y + input.height).toBeLessThanOrEqual(768);
    await saveScreenshot(page, 'layout-02-trial-1366x768');
    await page.setViewportSize({ width: 1024, height: 700 });
    expect(await scrollsSideways()).toBe(false);
    const transcript = await box('[data-testid="transcript"]');
    expect(transcript.width).toBeGreaterThan(450);
    await saveScreenshot(page, 'layout-03-trial-1024');
  });

  it('asks before leaving the trial, and stays when told to', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('button', { name: 'Leave trial' }).click();
    await page.getByText('Leave? The trial is saved; resume it from the Trial screen.').waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(await page.getByTestId('question-input').count()).toBe(1);
    await page.getByRole('button', { name: 'Leave trial' }).click();
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.getByTestId('trial-start').waitFor();
  });

  it('the Review does not scroll sideways at 1024 px', async () => {
    const { sessions } = (await callApi(app.server, 'sessions.list')).body.value as { sessions: { id: string }[] };
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    await page.getByTestId('review-session').selectOption(sessions[0]!.id);
    await page.getByTestId('chart-elicits').locator('svg').first().waitFor();
    expect(await scrollsSideways()).toBe(false);
    // The witnesses' names under the bars never overlap (long ones wrap onto short lines).
    const labels = await page.getByTestId('chart-elicits').locator('text[font-size="11"]').evaluateAll((texts) =>
      texts.map((t) => {
        const r = t.getBoundingClientRect();
        return { left: r.left, right: r.right, text: t.textContent };
      }),
    );
    expect(labels.length).toBeGreaterThan(3);
    for (let i = 1; i < labels.length; i++) expect(labels[i]!.left).toBeGreaterThanOrEqual(labels[i - 1]!.right);
    expect(labels.map((l) => l.text).join(' ')).toContain('Detective');
    await saveScreenshot(page, 'layout-04-review-1024');
    expect(app.pageErrors).toEqual([]);
  });
});
