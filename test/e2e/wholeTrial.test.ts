import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { openApp, type AppSession } from '../support/appSession';
import { saveScreenshot } from '../support/browser';
import { trialRoomMoves, type TrialRoomMoves } from '../support/trialRoomMoves';

// The whole trial with one witness: the student, for the plaintiff, opens, examines the plaintiff's
// expert on direct, survives the motion, closes (citing one fact never admitted), waives the
// rebuttal, and hears the instructions and the verdict; then Review shows every phase's rubric.
const WITNESS = 'dr-priya-ramanathan';

let app: AppSession;
let page: Page;
let room: TrialRoomMoves;

beforeAll(async () => {
  app = await openApp();
  page = app.page;
  room = trialRoomMoves(page);
}, 60_000);

afterAll(() => app?.close());

describe('the whole trial', () => {
  it('sets up a whole trial with one witness', async () => {
    await page.getByRole('button', { name: 'Trial', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Trial' }).waitFor();
    await page.getByTestId('trial-pack').selectOption('kestrel-v-northgate');
    await page.locator(`[data-testid="trial-witness"] option[value="${WITNESS}"]`).waitFor({ state: 'attached' });
    await page.getByTestId('trial-witness').selectOption(WITNESS);
    await page.getByRole('radio', { name: 'Only the first witness' }).check();
    await page.getByRole('checkbox', { name: 'Redirect', exact: true }).uncheck();
    expect(await page.getByTestId('timed-trial').isDisabled()).toBe(true);
    await page.getByTestId('whole-trial').check();
    await page.getByTestId('trial-seed').fill('1');
    expect(await seriousAxeViolations(page, '.shell')).toEqual([]);
  });

  it('gives the opening in a pane with a word count and a timer', async () => {
    await page.getByTestId('trial-start').click();
    await page.getByTestId('speech-pane').waitFor();
    expect(await page.getByTestId('trial-phase').innerText()).toBe('Opening statements');
    expect(await room.awaiting()).toBe('Your opening statement.');
    await page.getByTestId('speech-text').fill('Members of the jury, the Harbour Authority AIS log shows the ferry at 22.5 knots at 06:41:10.');
    expect(await page.getByTestId('speech-words').innerText()).toBe('17 words');
    expect(await page.getByTestId('speech-timer').innerText()).toMatch(/^\d+:\d\d$/);
    await saveScreenshot(page, 'whole-trial-01-opening');
    expect(await seriousAxeViolations(page, '[data-testid="speech-pane"]')).toEqual([]);
    await room.move('speech-deliver');
    await room.move('counsel-turn');
    expect(await page.getByTestId('transcript').innerText()).toContain("Counsel's (defense) opening: Members of the jury");
  });

  it('examines, hears the motion denied, and closes; counsel objects to a fact never admitted and the judge sustains', async () => {
    await room.playUntil('Your turn to ask.');
    await page.getByTestId('question-input').fill("What speed did the ferry's transponder report at 06:41:10?");
    await page.getByTestId('question-input').press('Control+Enter');
    await room.idle();
    await room.move('end-examination');
    await room.playUntil('Your closing argument.');
    const transcript = await page.getByTestId('transcript').innerText();
    expect(transcript).toMatch(/Motion for a directed verdict by the defense: denied/);
    expect(await page.getByTestId('trial-phase').innerText()).toBe('Closing arguments');
    await page.getByTestId('speech-text').fill('The AIS log shows the ferry at 22.5 knots at 06:41:10. The officer of the watch left the radar for passenger announcements.');
    expect(await seriousAxeViolations(page, '[data-testid="speech-pane"]')).toEqual([]);
    await room.move('speech-deliver');
    expect(await page.getByTestId('transcript').innerText()).toMatch(/Objection \((facts not in evidence|misstates evidence)\): sustained/);
  });

  it('waives the rebuttal, hears the instructions and the verdict', async () => {
    await room.playUntil('Your rebuttal (or waive it).');
    await room.move('speech-waive');
    await room.playUntil('The trial is over.');
    const transcript = await page.getByTestId('transcript').innerText();
    expect(transcript).toContain('The judge instructs the jury: Negligence');
    expect(transcript).toMatch(/Verdict for the (plaintiff|defense)\./);
    await saveScreenshot(page, 'whole-trial-02-verdict');
  });

  it('shows every phase with its rubric in Review', async () => {
    await page.getByTestId('open-review').click();
    const phases = page.getByTestId('review-phases');
    await phases.waitFor();
    expect(await phases.locator('[data-testid="review-speech"]').count()).toBe(4);
    const mine = phases.locator('[data-testid="review-speech"][data-by="player"][data-part="closing"]');
    expect(await mine.locator('[data-criterion="theory"] td').first().innerText()).toBe('not assessed');
    expect(await mine.locator('[data-criterion="facts_not_in_evidence"] td').nth(1).innerText()).toContain('never admitted');
    expect(await phases.getByTestId('review-verdict').innerText()).toMatch(/Verdict for the/);
    expect(await seriousAxeViolations(page, '[data-testid="review-phases"]')).toEqual([]);
  });
});
