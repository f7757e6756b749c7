import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPack } from '../../main/packs';
import { seriousAxeViolations } from '../support/axe';
import { launchChromium, saveScreenshot } from '../support/browser';
import { projectRoot, startWebMode, type WebModeProcess } from '../support/webMode';

let server: WebModeProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const work = mkdtempSync(join(tmpdir(), 'moot-consult-e2e-'));

const QUESTIONS = [
  'That sounds really worrying, I am sorry. Can you tell me in your own words what happened?',
  'How have things been in the apartment itself, for example the heating or repairs?',
  'That must be hard with the children. How are the kids, and how is their health?',
  'Have you paid anything since the notice came?',
];
const ADVICE =
  'Do not ignore the summons: we must answer it and attend the hearing on 19 February. The broken heating and the mould may give you a defense, ' +
  'and a notice served soon after a complaint to the city may be retaliation. Bring the court papers, your receipts and the doctor note to us tomorrow, ' +
  'and apply for emergency rental assistance.';


const clientLines = () => page.getByTestId('consultation-transcript').locator('[data-speaker="client"]');

async function openConsultationScreen(): Promise<void> {
  await page.getByRole('button', { name: 'Consultation', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Consultation' }).waitFor();
}

/** Types a question and sends it with Ctrl+Enter, then waits for the client's answer. */
async function ask(question: string): Promise<void> {
  const before = await clientLines().count();
  const box = page.getByLabel('Your question or remark');
  await box.fill(question);
  await box.press('Control+Enter');
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="consultation-transcript"] [data-speaker="client"]').length > count,
    before,
  );
  expect(await box.inputValue()).toBe('');
}

beforeAll(async () => {
  server = await startWebMode();
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.url);
  await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('the consultation room in Chromium', () => {
  it('imports the consultation scenario as a .moot file in the Library', async () => {
    const file = join(work, 'vega-notice-to-quit.moot');
    writeFileSync(file, (await buildPack(join(projectRoot, 'scenarios', 'vega-notice-to-quit'))).bytes);
    await page.getByTestId('pack-file-input').setInputFiles(file);
    await page.getByTestId('library-notice').getByText('"Vega: notice to quit" from vega-notice-to-quit.moot').waitFor();
  });

  it('offers the built-in consultation and the difficulty presets', async () => {
    await openConsultationScreen();
    const pack = page.getByRole('radio', { name: /Vega/ });
    await pack.waitFor();
    expect(await pack.isChecked()).toBe(true);
    // Trial packs are not offered here.
    expect(await page.getByRole('radio', { name: /Kestrel/ }).count()).toBe(0);
    for (const name of ['Easy', 'Medium', 'Hard']) expect(await page.getByRole('radio', { name: new RegExp(`^${name}`) }).count()).toBe(1);
    await saveScreenshot(page, 'consultation-setup');
  });

  it('hides the trust indicator on Hard', async () => {
    await page.getByRole('radio', { name: /^Hard/ }).check();
    await page.getByRole('button', { name: 'Start the interview' }).click();
    await page.getByTestId('consultation-room').waitFor();
    await ask('Tell me what happened.');
    expect(await page.getByTestId('trust-indicator').textContent()).toContain('Trust indicator hidden');
    expect(await page.locator('meter').count()).toBe(0);

    // A wrap-up line ends the meeting; the report can be had without advice.
    const box = page.getByLabel('Your question or remark');
    await box.fill('Thank you for your time, I think I have everything I need.');
    await box.press('Control+Enter');
    await page.getByTestId('consultation-advice').getByText('The meeting is over.').waitFor();
    expect(await page.getByRole('button', { name: 'Back to the interview' }).count()).toBe(0);
    await page.getByRole('button', { name: 'See the report without advice' }).click();
    await page.getByTestId('consultation-report').getByText('You gave no advice').waitFor();
    expect(await page.getByTestId('consultation-report').textContent()).toContain('the meeting ended because you wrapped up');
    await page.getByRole('button', { name: 'Back to scenarios' }).click();
    await page.getByRole('button', { name: 'Start the interview' }).waitFor();
  });

  it('interviews the client from the keyboard on Medium, with trust shown and notes that survive a reload', async () => {
    await page.getByRole('radio', { name: /^Medium/ }).check();
    await page.getByRole('button', { name: 'Start the interview' }).press('Enter');
    await page.getByTestId('consultation-room').waitFor();
    // The cursor lands in the question box, so the student can type at once.
    expect(await page.getByLabel('Your question or remark').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await clientLines().first().textContent()).toContain('papers from the court');
    expect(await page.getByRole('log', { name: 'Interview transcript' }).count()).toBe(1);

    for (const question of QUESTIONS) await ask(question);
    expect(await clientLines().count()).toBe(QUESTIONS.length + 1);
    const meter = page.getByRole('meter', { name: 'Client trust' });
    expect(Number(await meter.getAttribute('value'))).toBeGreaterThan(0);

    const notes = page.getByLabel('Your notes');
    await notes.fill('Hearing 19 Feb. Heating out since November. Paid 600 after the notice.');
    await page.getByTestId('notes-status').getByText('Saved', { exact: true }).waitFor();
    await saveScreenshot(page, 'consultation-room');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A reload reopens the screen the student was on (issue 18, item 9): the room, resumed.
    await page.reload();
    await page.getByTestId('consultation-room').waitFor();
    expect(await page.getByLabel('Your notes').inputValue()).toBe('Hearing 19 Feb. Heating out since November. Paid 600 after the notice.');
    expect(await clientLines().count()).toBe(QUESTIONS.length + 1);
  });

  it('wraps up with written advice and shows the report', async () => {
    const wrap = page.getByRole('button', { name: 'Wrap up and advise' });
    await wrap.focus();
    await page.keyboard.press('Enter');
    const advice = page.getByLabel(/^The advice/);
    await advice.waitFor();
    expect(await advice.evaluate((el) => el === document.activeElement)).toBe(true);
    // Escape goes back to the interview, with nothing lost; then wrap up again.
    await page.keyboard.press('Escape');
    await page.getByTestId('consultation-room').waitFor();
    expect(await clientLines().count()).toBe(QUESTIONS.length + 1);
    await wrap.click();
    await advice.waitFor();
    await advice.fill(ADVICE);
    await saveScreenshot(page, 'consultation-advice');
    await advice.press('Control+Enter');

    const report = page.getByTestId('consultation-report');
    await report.waitFor();
    const found = page.getByTestId('facts-found').locator('li');
    const missed = page.getByTestId('facts-missed').locator('li');
    expect(await found.count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('facts-found').textContent()).toContain('heating');
    expect(await missed.count()).toBeGreaterThan(0);
    // Every missed fact says which question would have unlocked it.
    for (const item of await missed.all()) expect(await item.textContent()).toContain('A question that would have unlocked it:');
    expect(await page.getByTestId('facts-score').textContent()).toMatch(new RegExp(`^${await found.count()} of ${(await found.count()) + (await missed.count())}`));

    // Reference answers are revealed, and the scores say they are approximate.
    const rubric = page.getByTestId('rubric-table');
    expect(await rubric.textContent()).toContain('retaliation');
    expect(await page.getByTestId('approximate-note').textContent()).toContain('keyword coverage');
    expect(await page.getByRole('img', { name: 'Communication measures', exact: true }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Client trust over the interview', exact: true }).count()).toBe(1);
    expect(await page.getByTestId('consultation-report').textContent()).toContain(ADVICE);

    await saveScreenshot(page, 'consultation-report');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('lists the finished interview and reopens its report', async () => {
    await page.getByRole('button', { name: 'Back to scenarios' }).click();
    // Both interviews ended (Hard by a wrap-up, Medium by the advice); the latest is listed first.
    const open = page.getByRole('button', { name: /^Open the report of Vega/ });
    await open.first().waitFor();
    expect(await open.count()).toBe(2);
    expect(await page.getByRole('button', { name: /^Resume/ }).count()).toBe(0);
    await open.first().click();
    await page.getByTestId('consultation-report').waitFor();
    expect(await page.getByTestId('consultation-report').textContent()).toContain(ADVICE);
    expect(pageErrors).toEqual([]);
  });

  it('shows the interview in Review with its transcript, and exports it as a readable file', async () => {
    await page.locator('[data-screen="review"]').click();
    await page.getByRole('heading', { level: 1, name: 'Review' }).waitFor();
    const choice = page.getByTestId('review-session');
    const interview = choice.locator('option', { hasText: /^Interview: Vega/ }).first();
    await interview.waitFor({ state: 'attached' });
    await choice.selectOption((await interview.getAttribute('value'))!);
    const report = page.getByTestId('review-report');
    await report.getByTestId('consultation-report').waitFor();
    expect(await report.textContent()).toContain(ADVICE);
    // The whole interview, question by question, under the report; no way back to a live room.
    expect(await report.getByTestId('consultation-transcript').locator('li[data-speaker="student"]').count()).toBeGreaterThanOrEqual(QUESTIONS.length);
    expect(await report.getByRole('button', { name: 'Back to scenarios' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-html').click()]);
    const html = readFileSync(await download.path(), 'utf8');
    expect(download.suggestedFilename()).toMatch(/\.html$/);
    expect(html).toMatch(/Client interview report, session of \d{1,2} \w+ \d{4}; exported/);
    expect(html).toContain(ADVICE.slice(0, 60));
    expect(html).toContain(QUESTIONS[0]!.slice(0, 40));
    expect(html).not.toMatch(/<script|<button/);
    await saveScreenshot(page, 'review-consultation');
    expect(pageErrors).toEqual([]);
  });
});
