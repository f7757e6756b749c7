import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { openApp, type AppSession } from '../support/appSession';
import { saveScreenshot } from '../support/browser';

// The student takes the defense and calls only the plaintiff's expert, with direct and cross
// held: counsel examines on direct, the student cross-examines, and the trial ends there.
const WITNESS = 'dr-priya-ramanathan';
const SEED = 4;

let app: AppSession;
let page: Page;

const lineCount = () => page.locator('[data-testid="transcript"] > li').count();
const awaiting = () => page.getByTestId('awaiting').innerText();
const checkbox = (examination: string) => page.locator(`[data-examination="${examination}"]`);

/** Clicks a move's button and waits until its lines are in and the app is idle again. */
async function move(testId: string): Promise<void> {
  const before = await lineCount();
  await page.getByTestId(testId).click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="transcript"] > li').length > n, before);
  await page.waitForFunction(() => !document.querySelector('[data-testid="streaming-answer"]') && !document.querySelector('p.visually-hidden[role="status"]')?.textContent);
}


beforeAll(async () => {
  app = await openApp();
  page = app.page;
}, 60_000);

afterAll(() => app?.close());

describe('choosing the witness and the examinations of a trial', () => {
  it('chooses the defense, one witness, and direct and cross only (by keyboard), and shows what the student does', async () => {
    await page.getByRole('button', { name: 'Trial', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Trial' }).waitFor();
    await page.getByTestId('trial-pack').selectOption('kestrel-v-northgate');
    await page.locator(`[data-testid="trial-witness"] option[value="${WITNESS}"]`).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: 'Defense' }).check();
    await page.getByTestId('trial-witness').selectOption(WITNESS);
    const plan = page.getByTestId('witness-plan');
    // Every witness by default, the chosen one first; the student crosses the plaintiff's and directs its own.
    expect(await plan.locator('li').count()).toBeGreaterThan(1);
    expect(await plan.locator('li').first().getAttribute('data-witness')).toBe(WITNESS);
    expect(await plan.innerText()).toContain('You examine on direct and redirect');
    await page.getByRole('radio', { name: 'Only the first witness' }).check();
    expect(await plan.locator('li').count()).toBe(1);
    expect(await plan.innerText()).toContain("You cross-examine after counsel's direct, and recross after its redirect.");

    // Direct cannot be turned off; turning redirect off by keyboard turns recross off and locks it.
    expect(await checkbox('direct').isChecked()).toBe(true);
    expect(await checkbox('direct').isDisabled()).toBe(true);
    await checkbox('cross').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-examination'))).toBe('redirect');
    await page.keyboard.press('Space');
    expect(await checkbox('redirect').isChecked()).toBe(false);
    expect(await checkbox('recross').isChecked()).toBe(false);
    expect(await checkbox('recross').isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Cross', exact: true }).isChecked()).toBe(true);
    expect(await plan.innerText()).toContain("You cross-examine after counsel's direct.");
    expect(await plan.innerText()).not.toContain('recross');
    await page.getByTestId('trial-seed').fill(String(SEED));
    await saveScreenshot(page, 'exam-choice-01-setup');
    expect(await seriousAxeViolations(page, '.shell')).toEqual([]);
  });

  it('plays counsel\'s direct, lets the student cross, and ends the trial after the cross', async () => {
    await page.getByTestId('trial-start').click();
    await page.getByTestId('transcript').getByText('Direct examination of Dr. Priya Ramanathan').waitFor();
    // Counsel examines its witness; the student lets each question pass.
    for (let i = 0; i < 40 && (await awaiting()) !== 'Your turn to ask.'; i++) {
      await move((await awaiting()) === "Opposing counsel's turn." ? 'counsel-turn' : 'pass');
    }
    expect(await page.getByTestId('examination').innerText()).toBe('Cross');
    expect(await page.locator('[data-testid="transcript"] > li[data-kind="question"]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('end-examination').innerText()).toContain('No further questions');

    await page.getByTestId('question-input').fill('You did not board the ferry yourself, correct?');
    await page.getByTestId('question-input').press('Control+Enter');
    await page.waitForFunction(() => !document.querySelector('[data-testid="streaming-answer"]') && !document.querySelector('p.visually-hidden[role="status"]')?.textContent);
    await move('end-examination');
    expect(await awaiting()).toBe('The trial is over.');
    const transcript = await page.getByTestId('transcript').innerText();
    expect(transcript).toContain('The evidence is closed.');
    expect(transcript).not.toMatch(/Redirect examination|Recross examination/);
    // Only the one witness was called.
    expect(transcript.match(/Direct examination of/g)).toHaveLength(1);
    await saveScreenshot(page, 'exam-choice-02-ended-after-cross');
    expect(app.pageErrors).toEqual([]);
  });
});
