import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkspace } from '../../main/store';
import { openApp, type AppSession } from '../support/appSession';
import { seriousAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { plantFaults } from '../support/evalFixtures';
import { callApi } from '../support/webMode';

// Rate three turns in Review by keyboard, evaluate, and read the Evaluation screen: the metrics
// table against thresholds, a chart, the worst cases (from a copy of the session with planted
// faults) linking back to their turn in Review, and the agreement with the ratings.
let app: AppSession;
let page: Page;
let sessionId: string;

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1280, height: 900 } });
  page = app.page;
  const started = await callApi(app.server, 'trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', witnessIds: ['mei-lin-zhao'], seed: 3 });
  sessionId = (started.body.value as { status: { sessionId: string } }).status.sessionId;
  for (const question of ['Where were you that evening?', "Isn't it true that you saw the robber's face?", 'What did you see at the counter?', 'What happened next?']) {
    expect((await callApi(app.server, 'trial.ask', { sessionId, question })).body.ok).toBe(true);
  }
  // A copy with unfaithful answers and reversed rulings, written beside the running app (WAL).
  const workspace = openWorkspace(app.server.dataDir);
  try {
    plantFaults(workspace.db, sessionId, 'faulty-copy');
  } finally {
    workspace.close();
  }
}, 120_000);

afterAll(() => app?.close());

/** Rates one turn by keyboard: focus its first star, arrow to the wanted one, type a comment, Enter. */
async function rateByKeyboard(form: ReturnType<Page['locator']>, stars: number, comment: string) {
  await form.locator('input[type="radio"]').first().focus();
  await page.keyboard.press('Space');
  for (let i = 1; i < stars; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await page.keyboard.type(comment);
  await page.keyboard.press('Enter');
  await form.getByText(`Rated ${stars} of 5.`).waitFor();
}

describe('rating and evaluation', () => {
  it('rates three agent turns in Review by keyboard', async () => {
    await page.keyboard.press('Control+Shift+Digit4');
    await page.getByRole('heading', { level: 1, name: 'Review' }).waitFor();
    await page.getByTestId('review-session').selectOption(sessionId);
    const forms = page.getByTestId('rating-panel').locator('form');
    await forms.first().waitFor();
    expect(await forms.count()).toBeGreaterThanOrEqual(3);
    await rateByKeyboard(forms.nth(0), 5, 'From the affidavit.');
    await rateByKeyboard(forms.nth(1), 2, 'Too terse.');
    await rateByKeyboard(forms.nth(2), 4, 'Fine.');
    const { body } = await callApi(app.server, 'evaluation.cases', { sessionId });
    const rated = (body.value as { turns: { stars: number | null; comment: string | null }[] }).turns.filter((turn) => turn.stars !== null);
    expect(rated.map((turn) => [turn.stars, turn.comment])).toEqual([
      [5, 'From the affidavit.'],
      [2, 'Too terse.'],
      [4, 'Fine.'],
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('evaluates and shows the metrics table, a chart, the worst cases and the agreement', async () => {
    await page.keyboard.press('Control+Shift+Digit5');
    await page.getByRole('heading', { level: 1, name: 'Evaluation' }).waitFor();
    await page.getByTestId('run-evaluation').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('metrics-table').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Evaluated 2 sessions.' }).count()).toBe(1);
    const result = (metric: string) => page.locator(`[data-metric="${metric}"] [data-result]`).getAttribute('data-result');
    // Averaged over the clean session and its faulty copy.
    expect(await result('RuleCitation')).toBe('pass');
    expect(await result('JudicialDemeanor')).toBe('not-assessed');
    await page.getByTestId('chart-metrics').locator('svg').first().waitFor();
    expect(await page.getByTestId('worst-cases').locator('li').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('agreement-table').locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByTestId('chart-agreement').locator('svg').first().waitFor();
    expect(await page.getByTestId('rating-counts').innerText()).toContain('3 ratings. 7 more needed');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'evaluation-screen');
  });

  it('opens a worst case in Review at its turn, by keyboard', async () => {
    const link = page.getByTestId('worst-cases').getByRole('button').first();
    const label = await link.innerText();
    const eventSeq = /turn (\d+)/.exec(label)![1];
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Review' }).waitFor();
    await page.waitForFunction((id) => document.activeElement?.id === `rate-${id}`, eventSeq);
    expect(app.pageErrors).toEqual([]);
  });

  it('switches the background evaluation off and sets its size in Settings, by keyboard', async () => {
    await page.keyboard.press('Control+Shift+Digit6');
    await page.getByRole('heading', { level: 1, name: 'Models & Settings' }).waitFor();
    const section = page.getByRole('region', { name: 'Background evaluation' });
    const toggle = section.getByTestId('schedule-enabled');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Space');
    await section.getByText('Saved: the background evaluation is off.').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('schedule-latest');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await section.getByTestId('schedule-latest').and(page.locator('[value="4"]')).waitFor();
    const { body } = await callApi(app.server, 'evaluation.schedule', {});
    expect(body.value).toMatchObject({ enabled: false, latest: 4 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The Evaluation screen says it is off, and where to switch it.
    await page.keyboard.press('Control+Shift+Digit5');
    expect(await page.getByTestId('schedule-state').innerText()).toContain('Off. Turn it on or off in Settings.');
    expect(app.pageErrors).toEqual([]);
  });
});
