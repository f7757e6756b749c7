import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { openApp, type AppSession } from '../support/appSession';
import { saveScreenshot } from '../support/browser';

// The rules cast on State v. Avery: the open question is answered without objection, so the
// classifier line can only come from the live `trial.debug` stream, never from a stored objection.
const PACK = 'state-v-avery';
const WITNESS = 'mei-lin-zhao';
const OPEN_QUESTION = 'How were the lights in the store?';
// About the events, not the witness's own background (where leading is allowed as a preliminary matter).
const LEADING_QUESTION = "The man at the counter was holding a knife, wasn't he?";

let app: AppSession;
let page: Page;

async function ask(question: string): Promise<void> {
  const before = await page.locator('[data-testid="transcript"] > li').count();
  await page.getByTestId('question-input').fill(question);
  await page.getByTestId('question-input').press('Control+Enter');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="transcript"] > li').length > n, before);
  await page.waitForFunction(() => !document.querySelector('[data-testid="streaming-answer"]'));
  await page.getByTestId('question-input').and(page.locator(':enabled')).waitFor();
  // The question just asked is not flagged as a repeat of itself (a check fired mid-move is dropped).
  expect(await page.getByTestId('duplicate-warning').count()).toBe(0);
  await page.waitForTimeout(300);
  expect(await page.getByTestId('duplicate-warning').count()).toBe(0);
}


beforeAll(async () => {
  app = await openApp();
  page = app.page;
  await page.getByRole('button', { name: 'Trial', exact: true }).click();
  await page.getByTestId('trial-pack').selectOption(PACK);
  await page.locator(`[data-testid="trial-witness"] option[value="${WITNESS}"]`).waitFor({ state: 'attached' });
  await page.getByRole('radio', { name: /Plaintiff/ }).check();
  await page.getByTestId('trial-witness').selectOption(WITNESS);
  await page.getByTestId('trial-seed').fill('1');
  await page.getByTestId('trial-start').click();
  await page.getByTestId('question-input').and(page.locator(':enabled')).waitFor();
}, 60_000);

afterAll(() => app?.close());

describe('the debug panel streams agent decisions', () => {
  it('shows the cast, the classifier on a question counsel lets pass, and the memory write', async () => {
    await page.getByTestId('debug-toggle').click();
    await page.getByRole('region', { name: 'Debug: agent decisions' }).waitFor();
    expect(await page.getByTestId('debug-cast').innerText()).toMatch(/^rules \(seed 1\)/);
    expect(await page.getByTestId('debug-analysis').innerText()).toMatch(/ask a question/);

    await ask(OPEN_QUESTION);
    expect(await page.locator('[data-testid="transcript"] > li[data-kind="objection"]').count()).toBe(0);
    const analysis = page.getByTestId('debug-analysis');
    await page.locator('[data-testid="debug-analysis"][data-question="q1"]').waitFor();
    expect(await analysis.innerText()).toMatch(/^q1, your question: .+; counsel let it pass/);
    // The memory write lands after the answer, off its path: it arrives on the stream a moment later.
    await page.locator('[data-testid="debug-memory"] li[data-op="written"]').waitFor();
    expect(await page.locator('[data-testid="debug-memory"] li[data-op="written"]').first().innerText()).toMatch(/^turn 1, mei-lin-zhao: written: \d+ chunks? in [\d.]+ ms$/);
    expect(await page.locator('[data-testid="debug-memory"] li[data-op="enqueued"]').count()).toBe(1);
    await saveScreenshot(page, 'debug-01-no-objection');
    expect(await seriousAxeViolations(page, '.shell')).toEqual([]);
  });

  it("shows the classifier's grounds on a leading question, whatever counsel does with them", async () => {
    await ask(LEADING_QUESTION);
    await page.locator('[data-testid="debug-analysis"][data-question="q2"]').waitFor();
    expect(await page.getByTestId('debug-analysis').innerText()).toMatch(/^q2, your question: leading 0\.\d+ \(".+"\)/);
    const objected = (await page.locator('[data-testid="transcript"] > li[data-kind="objection"]').count()) > 0;
    expect(await page.getByTestId('debug-analysis').innerText()).toContain(objected ? 'counsel objected' : 'counsel let it pass');
    await saveScreenshot(page, 'debug-02-leading');
  });

  it('forgets the stream when closed and watches afresh when reopened', async () => {
    await page.getByTestId('debug-toggle').click();
    expect(await page.getByTestId('debug-panel').count()).toBe(0);
    await page.getByTestId('debug-toggle').click();
    expect(await page.getByTestId('debug-analysis').innerText()).toMatch(/ask a question/);
    expect(await page.getByTestId('debug-memory').count()).toBe(0);
    expect(app.pageErrors).toEqual([]);
  });
});
