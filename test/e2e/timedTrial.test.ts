import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { openApp, type AppSession } from '../support/appSession';

// A timed whole trial: the budgets chosen in the setup are shown in the room, each part with its
// time left, and when the student's direct budget is spent the examination ends with the
// court's notice, without the student doing anything (the room asks main, which holds the clock).
const WITNESS = 'dr-priya-ramanathan';

let app: AppSession;
let page: Page;

const awaiting = () => page.getByTestId('awaiting').innerText();

beforeAll(async () => {
  app = await openApp();
  page = app.page;
}, 60_000);

afterAll(() => app?.close());

describe('the timed trial', () => {
  it('takes the budgets in the setup', async () => {
    await page.getByRole('button', { name: 'Trial', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Trial' }).waitFor();
    await page.getByTestId('trial-pack').selectOption('kestrel-v-northgate');
    await page.locator(`[data-testid="trial-witness"] option[value="${WITNESS}"]`).waitFor({ state: 'attached' });
    await page.getByTestId('trial-witness').selectOption(WITNESS);
    await page.getByRole('radio', { name: 'Only the first witness' }).check();
    await page.getByTestId('whole-trial').check();
    await page.getByTestId('timed-trial').check();
    expect(await page.getByTestId('budget-opening').inputValue()).toBe('5');
    // Two seconds for the direct: it runs out while the student says nothing.
    await page.getByTestId('budget-direct').fill('0.04');
    await page.getByTestId('trial-seed').fill('1');
    expect(await seriousAxeViolations(page, '[data-testid="trial-arc"]')).toEqual([]);
  });

  it('shows each part’s budget and the time left in the room', async () => {
    await page.getByTestId('trial-start').click();
    await page.getByTestId('speech-pane').waitFor();
    const budgets = page.getByTestId('time-budgets');
    await budgets.waitFor();
    expect(await budgets.locator('li').allInnerTexts()).toEqual([expect.stringMatching(/^Opening\s+\d:\d\d of 5:00$/), 'Direct 0:02 of 0:02', 'Cross 20:00 of 20:00', 'Closing 5:00 of 5:00']);
    expect(await budgets.locator('li[aria-current="true"]').innerText()).toMatch(/^Opening/);
    expect(await page.getByTestId('speech-timer').innerText()).toMatch(/^[45]:\d\d left$/);
    expect(await seriousAxeViolations(page, '[data-testid="time-budgets"]')).toEqual([]);
  });

  it('ends the direct examination when its budget is spent, with the court’s notice', async () => {
    await page.getByTestId('speech-text').fill('Members of the jury, the AIS log shows the ferry at 22.5 knots.');
    await page.getByTestId('speech-deliver').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="awaiting"]')?.textContent === "Opposing counsel's turn.");
    await page.getByTestId('counsel-turn').click();
    // The student's direct begins; nobody touches anything and the clock runs out.
    await page.getByText('Time is up: your direct examination ends.').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('transcript').innerText()).toContain('Time is up: your direct examination ends.');
    expect(await page.getByTestId('time-direct').innerText()).toBe('Direct 0:00 of 0:02');
    expect(await awaiting()).not.toBe('Your turn to ask.');
  });
});
