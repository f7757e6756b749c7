import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../support/appSession';
import { saveScreenshot } from '../support/browser';

// A criminal pack (State v. Avery) in the room: the student's side is the prosecution, and the
// transcript names people, questions and facts in words, never by their ids.
let app: AppSession;
let page: Page;

beforeAll(async () => {
  app = await openApp();
  page = app.page;
}, 60_000);

afterAll(() => app?.close());

// One move: the question (or its blocked repeat) enters the record, then the box is free again.
const asked = '[data-testid="transcript"] > li[data-kind="question"], [data-testid="transcript"] > li[data-kind="blocked"]';
const ask = async (question: string) => {
  const before = await page.locator(asked).count();
  await page.getByTestId('question-input').fill(question);
  await page.getByTestId('ask').click();
  await page.locator(asked).nth(before).waitFor({ timeout: 30_000 });
  await page.getByTestId('question-input').and(page.locator(':enabled')).waitFor();
};

describe('the trial room in words (criminal pack)', () => {
  it('calls the student counsel for the prosecution, and the phase the prosecution’s case', async () => {
    await page.getByRole('button', { name: 'Trial', exact: true }).click();
    await page.getByTestId('trial-pack').selectOption('state-v-avery');
    await page.locator('[data-testid="trial-witness"] option[value="mei-lin-zhao"]').waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: /Plaintiff/ }).check();
    await page.getByTestId('trial-witness').selectOption('mei-lin-zhao');
    await page.getByTestId('trial-seed').fill('3');
    await page.getByTestId('trial-start').click();
    await page.getByText('You are counsel for the prosecution.').waitFor();
    expect(await page.getByTestId('phase-indicator').innerText()).toContain("Prosecution's case");
    expect(await page.locator('[data-testid="transcript"] > li').first().innerText()).toBe('Direct examination of Mei-Lin Zhao by the prosecution');
    expect(await page.locator('.room-header').innerText()).not.toMatch(/plaintiff/i);
  });

  it('quotes the earlier question a repeat was blocked for, and names established facts by label', async () => {
    await ask('Where do you work?');
    await ask('Where do you work?');
    const transcript = await page.getByTestId('transcript').innerText();
    expect(transcript).toContain('"Where do you work?" was not put to the witness: it repeats your earlier question "Where do you work?".');
    // No id of a question, an elicit or an outline point anywhere in the record.
    expect(transcript).not.toMatch(/\bq\d+\b|Elicit established|[a-z]+-[a-z]+-[a-z0-9-]+/);
    await saveScreenshot(page, 'wording-01-criminal-room');
    expect(app.pageErrors).toEqual([]);
  });

  it('reopens the trial after a reload, with the unsent question still in the box', async () => {
    await page.getByTestId('question-input').fill('And what time did your shift end?');
    await page.reload();
    await page.getByText('You are counsel for the prosecution.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Trial');
    expect(await page.getByTestId('question-input').inputValue()).toBe('And what time did your shift end?');
    // Asking it empties the box for good.
    await ask('And what time did your shift end?');
    await page.reload();
    await page.getByText('You are counsel for the prosecution.').waitFor();
    expect(await page.getByTestId('question-input').inputValue()).toBe('');
  });
});
