import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { launchChromium, saveScreenshot } from '../support/browser';
import { callApi, startWebMode, type WebModeProcess } from '../support/webMode';

let server: WebModeProcess;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startWebMode();
  browser = await launchChromium();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('agent settings in Models & Settings', () => {
  it('saves each agent’s provider and dials through labelled controls', async () => {
    await page.goto(server.url);
    await page.locator('nav button[data-screen="models"]').click();
    const form = page.getByRole('form', { name: 'Agent settings' });
    await form.waitFor();
    expect(await form.getByLabel('Judge: plays with').inputValue()).toBe('local');

    await form.getByLabel('Judge: plays with').selectOption('rules');
    await form.getByLabel('Witnesses: plays with').selectOption('cloud');
    await form.getByLabel('Judge: ruling style').selectOption('terse');
    await form.getByLabel('Opposing counsel: intentional error rate').fill('0.1');
    await form.getByLabel('Opposing counsel: error subtlety').fill('0.8');
    await form.getByLabel('Client (consultations): temperature').fill('0.4');
    await form.getByLabel('Judge: cloud model').fill('clinic-judge-70b');
    expect(await form.getByLabel('Witnesses: verbosity').count()).toBe(0);
    await form.getByLabel('Witnesses: override the scenario’s profiles').check();
    await form.getByLabel('Witnesses: verbosity').fill('0.2');
    // A cleared dial is not 0: the box stays empty while typing and shows the last good value when left.
    const strictness = form.getByLabel('Judge: strictness');
    await strictness.fill('');
    expect(await strictness.inputValue()).toBe('');
    await strictness.blur();
    expect(await strictness.inputValue()).toBe('0.5');
    // Each dial says what it does and what its ends mean.
    expect(await page.locator(`#${await form.getByLabel('Judge: leaning to sustain').getAttribute('aria-describedby')}`.replace(/:/g, '\\:')).innerText()).toBe(
      'Which way a close call goes: 0 overrule, 0.5 even, 1 sustain. From 0 to 1.',
    );
    await form.getByRole('button', { name: 'Save agent settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Agent settings saved' }).waitFor();
    // The notice appears beside the Save button, not at the top of the page.
    const saveBox = (await form.getByRole('button', { name: 'Save agent settings' }).boundingBox())!;
    const noticeBox = (await page.getByRole('status').filter({ hasText: 'Agent settings saved' }).boundingBox())!;
    expect(Math.abs(noticeBox.y - saveBox.y)).toBeLessThan(200);
    await saveScreenshot(page, 'settings-agents');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const { body } = await callApi(server, 'settings.agents');
    expect(body.value).toMatchObject({
      judge: { provider: 'rules', rulingStyle: 'terse', cloudModel: 'clinic-judge-70b', strictness: 0.5 },
      witness: { provider: 'cloud', profileOverride: { verbosity: 0.2 } },
      opposingCounsel: { intentionalErrorRate: 0.1, errorSubtlety: 0.8 },
      client: { temperature: 0.4 },
    });

    // The saved values come back into the form after a reload.
    await page.reload();
    await page.locator('nav button[data-screen="models"]').click();
    await form.waitFor();
    expect(await form.getByLabel('Judge: cloud model').inputValue()).toBe('clinic-judge-70b');
    expect(await form.getByLabel('Witnesses: verbosity').inputValue()).toBe('0.2');
    expect(await form.getByLabel('Opposing counsel: error subtlety').inputValue()).toBe('0.8');
  });
});
