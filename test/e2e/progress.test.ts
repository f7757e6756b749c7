import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../support/appSession';
import { seriousAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { callApi } from '../support/webMode';

// Two students on one machine, each seeing only their own sessions, and the Progress screen
// folded from the chosen student's stored trial.
let app: AppSession;
let page: Page;

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1280, height: 900 } });
  page = app.page;
}, 90_000);
afterAll(() => app?.close());

async function useName(name: string): Promise<void> {
  const picker = page.getByTestId('profile-picker');
  await picker.getByLabel('Your name').fill(name);
  await picker.getByRole('button', { name: 'Use this name' }).click();
  await page.getByTestId('profile-status').filter({ hasText: `Working as ${name}` }).waitFor();
}

const sessionIds = async () => ((await callApi(app.server, 'sessions.list')).body.value as { sessions: { id: string }[] }).sessions.map((s) => s.id);

describe('profiles and the Progress screen', () => {
  let anaSession: string;

  it('keeps two profiles apart: each sees only its own sessions', async () => {
    await useName('Ana');
    const started = await callApi(app.server, 'trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', seed: 3 });
    anaSession = (started.body.value as { status: { sessionId: string } }).status.sessionId;
    for (const question of ['Where were you that evening?', "You saw the man, didn't you?", 'Where were you and what did you see?']) {
      expect((await callApi(app.server, 'trial.ask', { sessionId: anaSession, question })).body.ok).toBe(true);
    }
    expect(await sessionIds()).toEqual([anaSession]);
    await useName('Ben');
    expect(await sessionIds()).toEqual([]);
    await page.getByTestId('profile-picker').getByLabel('Student').selectOption({ label: 'Ana' });
    await page.getByTestId('profile-status').filter({ hasText: 'Working as Ana' }).waitFor();
    expect(await sessionIds()).toEqual([anaSession]);
  }, 90_000);

  it('shows the weakest skills with a next step, a trend chart and links to the sessions, axe clean and by keyboard', async () => {
    await page.keyboard.press('Control+Shift+Digit8');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Progress');
    const open = page.getByTestId('weakest').locator('[data-skill="form.direct.open"]');
    await open.waitFor();
    expect(await open.textContent()).toContain('Open questions on direct: 1 of 3 questions on direct and redirect.');
    await page.getByTestId('chart-skill-trend').waitFor();
    expect(await page.getByTestId('skills-table').locator('[data-skill="form.single"] td').first().textContent()).toBe('67 %');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'progress-screen');

    // Keyboard: choose another skill's trend, then follow a session link to Review.
    const single = page.getByTestId('skills-table').getByRole('button', { name: 'One question at a time (not compound or argumentative)' });
    await single.focus();
    await page.keyboard.press('Enter');
    expect(await single.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('chart-skill-trend').locator('figcaption').textContent()).toContain('One question at a time');
    await open.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Review');
  }, 90_000);

  it('plays an objection drill by keyboard, with instant feedback and a score', async () => {
    await page.keyboard.press('Control+Shift+Digit8');
    const drill = page.getByTestId('objection-drill');
    await drill.getByRole('button', { name: 'Start the objection drill' }).click();
    await drill.getByTestId('drill-question').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // A question may also end by its time limit on a slow machine: answer while there is one.
    for (let answered = 0; answered < 12 && (await drill.getByTestId('drill-question').count()) > 0; answered++) {
      await drill.locator('button[data-ground="pass"]').focus();
      await page.keyboard.press('Enter');
      await drill.getByTestId('drill-feedback').waitFor();
    }
    await drill.getByTestId('drill-score').waitFor();
    const feedback = await drill.getByTestId('drill-feedback').textContent();
    expect(feedback).toMatch(/^(Right\.|Not quite\.) You answered (no objection|time ran out); the answer is /);
    expect(await drill.getByTestId('drill-score').textContent()).toMatch(/^Drill over: \d+ of 12 right/);
    await saveScreenshot(page, 'objection-drill');
  }, 90_000);

  it('checks a rewrite in the form drill', async () => {
    const drill = page.getByTestId('form-drill');
    await drill.getByRole('button', { name: 'Start the form drill' }).click();
    const item = drill.getByTestId('form-item').first();
    const leading = (await item.locator('q').textContent()) ?? '';
    await item.getByRole('textbox').fill(leading);
    await item.getByRole('button', { name: 'Check' }).click();
    await item.locator('[data-testid="form-check"][data-ok="false"]').waitFor();
    await item.getByRole('button', { name: 'Example' }).click();
    const example = ((await item.locator('.hint').textContent()) ?? '').replace(/^For example: /, '');
    await item.getByRole('textbox').fill(example);
    await item.getByRole('textbox').press('Enter');
    await item.locator('[data-testid="form-check"][data-ok="true"]').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  }, 60_000);

  it('scores an impeachment drill step by step, by keyboard, and offers difficulty that follows the student', async () => {
    const drill = page.getByTestId('impeachment-drill');
    await drill.getByRole('button', { name: 'Start the impeachment drill' }).click();
    const item = drill.getByTestId('impeachment-item').first();
    await item.getByLabel(/Commit/).fill('You changed your story, didn’t you?');
    await item.getByLabel(/Credit/).fill('You spoke to Officer Pruitt on the night of the robbery?');
    await item.getByLabel(/Confront/).fill('And you told her: "I couldn\'t really see his face well because of the hood, but he had a beard"?');
    await item.getByLabel(/Confront/).press('Enter');
    await item.getByTestId('impeachment-checks').waitFor();
    const oks = await item.getByTestId('impeachment-checks').locator('li').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-ok')));
    expect(oks).toEqual(['false', 'true', 'true']);
    expect(await item.locator('[data-step="commit"]').textContent()).toContain('For example: Today you told the jury that');
    expect(await drill.getByTestId('impeachment-score').textContent()).toBe('Score: 2 of 3 steps done well (1 of 3 statements tried).');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'impeachment-drill');

    // The suggestion, one line per dial; the one way to take it is the opt-in of a setup, which the panel opens.
    const adaptive = page.getByTestId('adaptive-settings');
    const suggested = ((await callApi(app.server, 'progress.skills')).body.value as { adaptive: { reasons: Record<string, string> } }).adaptive;
    expect(await adaptive.locator('li').evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-dial'), row.textContent]))).toEqual(Object.entries(suggested.reasons));
    expect(await adaptive.getByTestId('adaptive-state').textContent()).toBe('Your next trial is not set to adapt: it uses the dials in Models & Settings.');
    expect(await adaptive.getByRole('button', { name: 'Use these for my next trials' }).count()).toBe(0);
    await adaptive.getByRole('button', { name: 'Open the trial setup' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('adaptive-opt-in').getByTestId('adaptive-reasons').waitFor();
  }, 90_000);

  it('offers the opt-in in the setup of a trial and of a consultation, one line per dial, axe clean, and records it with the session', async () => {
    const suggested = ((await callApi(app.server, 'progress.skills')).body.value as { adaptive: { hideElicitChecklist: boolean; personaPreset: string; reasons: Record<string, string> } }).adaptive;
    const before = await sessionIds();
    await page.getByRole('button', { name: 'Trial', exact: true }).click();
    const trialOptIn = page.getByTestId('adaptive-opt-in');
    await trialOptIn.getByTestId('adaptive-reasons').waitFor();
    expect(await trialOptIn.locator('li').evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-dial'), row.textContent]))).toEqual([
      ['counsel', suggested.reasons.counsel],
      ['subtlety', suggested.reasons.subtlety],
      ['judge', suggested.reasons.judge],
      ['checklist', suggested.reasons.checklist],
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await trialOptIn.getByLabel('Adapt to my progress').check();
    await page.getByTestId('trial-pack').selectOption('state-v-avery');
    await page.getByTestId('trial-start').click();
    await page.getByTestId('question-input').waitFor();
    const [sessionId] = (await sessionIds()).filter((id) => !before.includes(id));
    const brief = (await callApi(app.server, 'trialRoom.brief', { sessionId: sessionId! })).body.value as { hideElicitChecklist: boolean };
    expect(brief.hideElicitChecklist).toBe(suggested.hideElicitChecklist);
    await page.getByRole('button', { name: suggested.hideElicitChecklist ? 'Show elicits' : 'Hide elicits' }).waitFor();

    await page.getByRole('button', { name: 'Consultation', exact: true }).click();
    const consultOptIn = page.getByTestId('adaptive-opt-in');
    await consultOptIn.getByTestId('adaptive-reasons').waitFor();
    expect(await consultOptIn.locator('li').allTextContents()).toEqual([suggested.reasons.client]);
    await page.locator('input[name="consult-preset"][value="scenario"]').check();
    await consultOptIn.getByLabel('Adapt to my progress').focus();
    await page.keyboard.press('Space');
    expect(await page.locator(`input[name="consult-preset"][value="${suggested.personaPreset}"]`).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'adaptive-opt-in');
    // Choosing another client by hand opts out again.
    await page.locator('input[name="consult-preset"][value="scenario"]').check();
    expect(await consultOptIn.getByLabel('Adapt to my progress').isChecked()).toBe(false);

    // Progress shows the trial's choice as the setup holds it.
    await page.keyboard.press('Control+Shift+Digit8');
    expect(await page.getByTestId('adaptive-state').textContent()).toBe('Your next trial is set to adapt to your progress.');
  }, 90_000);
});
