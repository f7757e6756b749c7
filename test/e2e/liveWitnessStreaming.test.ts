import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../support/appSession';
import { saveScreenshot } from '../support/browser';
import { startFakeOpenAiServer } from '../support/fakeOpenAiServer';
import { callApi } from '../support/webMode';

// A model witness's answer streams into the room as it is generated and checked, sentence by
// sentence, before the turn is stored. The model is an OpenAI-compatible server on loopback (the
// network boundary, faked): it streams a two-sentence answer grounded word for word in Mei-Lin
// Zhao's affidavit, one word every PIECE_MS, and tells counsel not to object.
const FIRST = 'I have worked as a clerk at the QuickStop Market, 1190 Harbor Avenue, since June 2024.';
const SECOND = 'I usually work the evening shift, 3 p.m. to 11 p.m., by myself.';
const PIECE_MS = 60;
const NO_OBJECTION = JSON.stringify({ object: false, ground: 'none', rule: '', isIntentionallyIncorrect: false });

let app: AppSession;
let page: Page;
let model: Awaited<ReturnType<typeof startFakeOpenAiServer>>;

beforeAll(async () => {
  model = await startFakeOpenAiServer({ streamPieces: `${FIRST} ${SECOND}`.split(/(?<=\s)/), pieceDelayMs: PIECE_MS, structuredContent: NO_OBJECTION });
  app = await openApp();
  page = app.page;
  const set = async (name: string, input: unknown) => expect((await callApi(app.server, name, input)).body).toMatchObject({ ok: true });
  await set('models.updateCloudSettings', { enabled: true, baseUrl: model.baseUrl, model: 'clinic-llama', apiKey: 'sk-test' });
  await set('settings.updateAgents', { opposingCounsel: { provider: 'cloud' }, witness: { provider: 'cloud' }, judge: { provider: 'rules' } });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await model?.close();
});

describe('a model witness streams live into the trial room', () => {
  it('shows the question in flight, then the first checked sentence before the answer is in the record', async () => {
    await page.getByRole('button', { name: 'Trial', exact: true }).click();
    await page.getByTestId('trial-pack').selectOption('state-v-avery');
    await page.locator('[data-testid="trial-witness"] option[value="mei-lin-zhao"]').waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: /Plaintiff/ }).check();
    await page.getByTestId('trial-witness').selectOption('mei-lin-zhao');
    await page.getByTestId('trial-start').click();
    await page.getByTestId('question-input').and(page.locator(':enabled')).waitFor();

    // Every text the streaming line shows, and whether the record already held the answer then.
    await page.evaluate(() => {
      const seen: { text: string; inRecord: boolean }[] = [];
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="streaming-answer"] .text')?.textContent;
        const inRecord = [...document.querySelectorAll('[data-testid="transcript"] > li')].some((line) => line.textContent?.includes('QuickStop Market'));
        if (text && seen.at(-1)?.text !== text) seen.push({ text, inRecord });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByTestId('question-input').fill('Where do you work?');
    await page.getByTestId('question-input').press('Control+Enter');
    const inFlight = page.getByTestId('in-flight');
    await inFlight.getByText('Where do you work?').waitFor();
    await saveScreenshot(page, 'streaming-01-in-flight');
    await page.locator('[data-testid="streaming-answer"] .text', { hasText: FIRST }).waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'streaming-02-first-sentence');
    await page.locator('[data-testid="transcript"] > li', { hasText: SECOND }).waitFor({ timeout: 30_000 });

    const seen = await page.evaluate(() => (window as unknown as { __seen: { text: string; inRecord: boolean }[] }).__seen);
    // The first sentence was on screen alone, checked and whole, while the turn was not yet stored.
    expect(seen[0]).toEqual({ text: FIRST, inRecord: false });
    expect(seen.at(-1)?.text).toBe(`${FIRST} ${SECOND}`);
    expect(await page.getByTestId('transcript').innerText()).toContain(`${FIRST} ${SECOND}`);
    // The witness's words came from the model over the network door, as a streamed request.
    expect(model.requests.some((request) => request.body.stream === true && JSON.stringify(request.body.messages).includes('Where do you work?'))).toBe(true);
    expect(app.pageErrors).toEqual([]);
  }, 90_000);
});
