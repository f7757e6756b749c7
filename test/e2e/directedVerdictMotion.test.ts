import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { openApp, type AppSession } from '../support/appSession';
import { saveScreenshot } from '../support/browser';
import { trialRoomMoves, type TrialRoomMoves } from '../support/trialRoomMoves';

// The motion panel, which only the defense sees: the student takes the defense in a whole trial
// with only the plaintiff's expert, on direct only. After counsel's opening the student opens,
// lets counsel's direct pass, and when the plaintiff rests moves for a directed verdict by
// keyboard; the judge denies it, there being evidence on every element of the claim.
const WITNESS = 'dr-priya-ramanathan';
const RESTS = 'The plaintiff rests: you may move for a directed verdict.';

let app: AppSession;
let page: Page;
let room: TrialRoomMoves;

beforeAll(async () => {
  app = await openApp();
  page = app.page;
  room = trialRoomMoves(page);
}, 60_000);

afterAll(() => app?.close());

describe('the motion for a directed verdict', () => {
  it("sets up a whole trial for the defense with the plaintiff's expert on direct only", async () => {
    await page.getByRole('button', { name: 'Trial', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Trial' }).waitFor();
    await page.getByTestId('trial-pack').selectOption('kestrel-v-northgate');
    await page.locator(`[data-testid="trial-witness"] option[value="${WITNESS}"]`).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: 'Defense' }).check();
    await page.getByTestId('trial-witness').selectOption(WITNESS);
    await page.getByRole('radio', { name: 'Only the first witness' }).check();
    await page.getByRole('checkbox', { name: 'Cross', exact: true }).uncheck();
    expect(await page.getByTestId('witness-plan').innerText()).toContain('Counsel examines on direct; you may object.');
    await page.getByTestId('whole-trial').check();
    await page.getByTestId('trial-seed').fill('1');
  });

  it('opens for the defense after counsel, and lets counsel’s direct pass until the plaintiff rests', async () => {
    await page.getByTestId('trial-start').click();
    await page.getByTestId('trial-phase').waitFor();
    await room.playUntil('Your opening statement.');
    expect(await page.getByTestId('transcript').innerText()).toContain("Counsel's (plaintiff) opening:");
    await page.getByTestId('speech-text').fill('Members of the jury, the ferry kept a safe speed and a proper lookout.');
    await room.move('speech-deliver');
    await room.playUntil(RESTS);
    expect(await page.getByTestId('trial-phase').innerText()).toBe('Motion for a directed verdict');
    expect(await page.locator('[data-testid="transcript"] > li[data-kind="question"]').count()).toBeGreaterThan(0);
  });

  it('shows the motion panel, clean under axe, and makes the motion by keyboard', async () => {
    const panel = page.getByTestId('motion-panel');
    await panel.waitFor();
    expect(await panel.getByRole('heading', { level: 2 }).innerText()).toBe('The plaintiff rests');
    await saveScreenshot(page, 'motion-01-panel');
    expect(await seriousAxeViolations(page, '[data-testid="motion-panel"]')).toEqual([]);
    // Both choices are reachable by Tab; Enter on the first makes the motion.
    await page.getByTestId('motion-move').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('motion-decline');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('motion-move');
    await room.after(() => page.keyboard.press('Enter'));
    expect(await panel.count()).toBe(0);
    const transcript = await page.getByTestId('transcript').innerText();
    // Counsel's direct gave evidence on every element (seed 1), so the trial goes on to the closings.
    expect(transcript).toContain('Motion for a directed verdict by the defense: denied.');
    expect(transcript).toContain('There is evidence on every element');
    expect(await page.getByTestId('trial-phase').innerText()).toBe('Closing arguments');
    await saveScreenshot(page, 'motion-02-ruled');
    expect(app.pageErrors).toEqual([]);
  });
});
