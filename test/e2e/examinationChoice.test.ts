import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, saveScreenshot } from '../support/browser';
import { projectRoot, startWebMode, type WebModeProcess } from '../support/webMode';

// The student takes the defense and calls only the plaintiff's expert, with direct and cross
// held: counsel examines on direct, the student cross-examines, and the trial ends there.
const WITNESS = 'dr-priya-ramanathan';
const SEED = 4;

let server: WebModeProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

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

/** axe-core on the page; only serious and critical violations count. */
async function axeViolations(): Promise<string[]> {
  await page.addScriptTag({ path: join(projectRoot, 'node_modules/axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Element) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document.querySelector('.shell')!);
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

beforeAll(async () => {
  server = await startWebMode();
  browser = await launchChromium();
  // axe is injected as a script, which the app's CSP rightly refuses; this context bypasses it.
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.url);
  await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

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
    expect(await axeViolations()).toEqual([]);
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
    expect(pageErrors).toEqual([]);
  });
});
