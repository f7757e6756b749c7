import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { launchChromium, saveScreenshot } from '../support/browser';
import { callApi, projectRoot, startWebMode, type WebModeProcess } from '../support/webMode';
import { buildPack, encryptPack } from '../../main/packs';
import { citedText } from '../../main/rules/FreText';

let server: WebModeProcess;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

async function ask(question: string): Promise<void> {
  const before = await page.locator('[data-testid="transcript"] > li').count();
  await page.getByTestId('question-input').fill(question);
  await page.getByTestId('question-input').press('Control+Enter');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="transcript"] > li').length > n, before);
  await page.getByTestId('question-input').and(page.locator(':enabled')).waitFor();
}

/** Clicks a step button and waits for its transcript line. */
async function step(testId: string, line: string): Promise<void> {
  await page.getByTestId(testId).and(page.locator(':enabled')).click();
  await page.getByTestId('transcript').getByText(line).first().waitFor();
}

beforeAll(async () => {
  server = await startWebMode();
  browser = await launchChromium();
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.url);
  await page.locator('.pack-card').first().waitFor();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an exhibit introduced in the trial room, and the rules at hand (State v. Avery, S-4)', () => {
  it('keeps the 911 transcript out with an element missing, naming it; then, the element laid, admits and publishes it', async () => {
    await page.getByRole('button', { name: 'Trial', exact: true }).click();
    await page.getByTestId('trial-pack').selectOption('state-v-avery');
    await page.locator('[data-testid="trial-witness"] option[value="dale-hutchins"]').waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: /Plaintiff/ }).check();
    await page.getByTestId('trial-witness').selectOption('dale-hutchins');
    await page.getByTestId('trial-start').click();
    await page.getByTestId('transcript').getByText('Direct examination of Dale Hutchins').waitFor();

    await page.locator('[data-exhibit="s4-911-transcript"]').click();
    // The PDF is drawn by pdf.js.
    await page.locator('[data-testid="exhibit-pdf"]:not([data-pages="0"])').waitFor();
    await step('exhibit-mark', 'Exhibit S-4 is marked for identification.');
    await step('exhibit-show', 'Exhibit S-4 is shown to opposing counsel.');
    await step('exhibit-approach', 'Exhibit S-4 is handed to Dale Hutchins.');
    await ask('Do you recognise Exhibit S-4?');
    await ask('How do you know what it is?');
    // Offered with an element missing: counsel objects, and the ruling names the element and links its rule.
    await step('exhibit-offer', 'Sustained. The foundation is incomplete: the witness has not established it is a fair and accurate record of the call.');
    expect(await page.locator('[data-exhibit="s4-911-transcript"]').getAttribute('data-status')).toBe('refused');
    await page.getByTestId('transcript').locator('li', { hasText: 'The foundation is incomplete' }).getByRole('button', { name: 'Read FRE 901' }).click();
    await page.getByTestId('rule-shown').locator('.rule-clause', { hasText: 'sufficient to support a finding' }).waitFor();
    const ruled = await page.getByTestId('rule-shown').locator('.rule-clause').innerText();
    expect(ruled.replace(/\s+/g, ' ')).toBe(citedText('FRE 901')!.text.replace(/\s+/g, ' '));
    // Taken back from the witness on the refusal, the exhibit is handed to it again (a second line).
    await page.getByTestId('exhibit-approach').and(page.locator(':enabled')).click();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="transcript"] > li')].filter((li) => li.textContent?.includes('Exhibit S-4 is handed to Dale Hutchins.')).length === 2);
    await ask('Is it a fair and accurate record of your call?');
    await step('exhibit-offer', 'Without objection, Exhibit S-4 is received.');
    expect(await page.locator('[data-exhibit="s4-911-transcript"]').getAttribute('data-status')).toBe('admitted');
    await step('exhibit-publish', 'Exhibit S-4 is published to the jury.');
    await saveScreenshot(page, 'exhibits-01-published');
    expect(await seriousAxeViolations(page, '.exhibit-panel')).toEqual([]);
  });

  it('searches the rules by words and shows the text of the shipped file', async () => {
    await page.getByTestId('rules-search').fill('business records');
    await page.locator('[data-citation="FRE 803(6)"]').click();
    // The rule is fetched after the click: wait for it, not for whichever rule was on show before.
    await page.getByTestId('rule-shown').locator('h3', { hasText: 'FRE 803(6)' }).waitFor();
    const shown = await page.getByTestId('rule-shown').locator('.rule-clause').innerText();
    expect(shown.replace(/\s+/g, ' ')).toBe(citedText('FRE 803(6)')!.text.replace(/\s+/g, ' '));
    expect(await seriousAxeViolations(page, '.rules-panel')).toEqual([]);
  });

  it("links an objection's rule to its text", async () => {
    await page.getByRole('button', { name: 'Read FRE 611(c)' }).first().click();
    // The rule is fetched when asked for: wait for the panel to show it, then compare with the shipped file.
    await page.getByTestId('rule-shown').locator('[data-citation="FRE 611(c)"], .rule-clause', { hasText: 'Leading' }).first().waitFor();
    const shown = await page.getByTestId('rule-shown').locator('.rule-clause').innerText();
    expect(shown.replace(/\s+/g, ' ')).toBe(citedText('FRE 611(c)')!.text.replace(/\s+/g, ' '));
    expect(pageErrors).toEqual([]);
  });
});

describe('an exhibit of an encrypted pack', () => {
  it('is shown in the trial room without asking for the passphrase again', async () => {
    // A confidential copy of State v. Avery, encrypted as a clinic would send it, imported with its passphrase.
    const folder = mkdtempSync(join(tmpdir(), 'moot-e2e-encrypted-avery-'));
    try {
      cpSync(join(projectRoot, 'scenarios', 'state-v-avery'), folder, { recursive: true });
      const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Record<string, unknown>;
      writeFileSync(join(folder, 'manifest.json'), JSON.stringify({ ...manifest, id: 'avery-locked', confidential: true }));
      const encrypted = await encryptPack((await buildPack(folder)).bytes, 'clinic 2026', 'Avery (locked)');
      const imported = await callApi(server, 'packs.import', { fileBase64: encrypted.toString('base64'), passphrase: 'clinic 2026' });
      expect(imported.body).toMatchObject({ ok: true, value: { pack: { id: 'avery-locked', encrypted: true } } });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    // A page of its own: the first page's app reopens on its running trial.
    const fresh = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    fresh.on('pageerror', (error) => pageErrors.push(error.message));
    await fresh.goto(server.url);
    await fresh.locator('.pack-card').first().waitFor();
    await fresh.getByRole('button', { name: 'Trial', exact: true }).click();
    await fresh.getByTestId('trial-pack').selectOption('avery-locked');
    await fresh.locator('[data-testid="trial-witness"] option[value="dale-hutchins"]').waitFor({ state: 'attached' });
    await fresh.getByTestId('trial-witness').selectOption('dale-hutchins');
    await fresh.getByTestId('trial-start').click();
    await fresh.getByTestId('transcript').getByText('Direct examination of Dale Hutchins').waitFor();
    await fresh.locator('[data-exhibit="s4-911-transcript"]').click();
    await fresh.locator('[data-testid="exhibit-pdf"]:not([data-pages="0"])').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
