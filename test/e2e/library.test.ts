import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPack, encryptPack, generateSigningKey, loadPrivateKey, signPack } from '../../main/packs';
import { seriousAxeViolations } from '../support/axe';
import { launchChromium, saveScreenshot } from '../support/browser';
import { projectRoot, startWebMode, type WebModeProcess } from '../support/webMode';

let server: WebModeProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const work = mkdtempSync(join(tmpdir(), 'moot-library-e2e-'));
const key = generateSigningKey();
const otherKey = generateSigningKey();
const files = {
  kestrelSigned: join(work, 'kestrel-signed.moot'),
  kestrelOtherKey: join(work, 'kestrel-other-key.moot'),
  averyConfidential: join(work, 'avery-confidential.moot'),
  vegaEncrypted: join(work, 'vega.encrypted.moot'),
  kestrelTampered: join(work, 'kestrel-tampered.moot'),
  truncated: join(work, 'truncated.moot'),
  badSchema: join(work, 'bad-schema.moot'),
};

/** Builds the three built-in scenarios into the files a student would receive. */
async function preparePacks(): Promise<void> {
  const scenarios = join(projectRoot, 'scenarios');
  const kestrel = await signPack((await buildPack(join(scenarios, 'kestrel-v-northgate'))).bytes, loadPrivateKey(key.privateKeyPem), 'Prof. Ada Byrne');
  writeFileSync(files.kestrelSigned, kestrel);
  // The same pack, re-signed under the same name by someone else's key.
  writeFileSync(files.kestrelOtherKey, await signPack((await buildPack(join(scenarios, 'kestrel-v-northgate'))).bytes, loadPrivateKey(otherKey.privateKeyPem), 'Prof. Ada Byrne'));

  const averySource = join(work, 'avery-src');
  cpSync(join(scenarios, 'state-v-avery'), averySource, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(averySource, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(join(averySource, 'manifest.json'), JSON.stringify({ ...manifest, confidential: true }));
  writeFileSync(files.averyConfidential, (await buildPack(averySource)).bytes);

  writeFileSync(files.vegaEncrypted, await encryptPack((await buildPack(join(scenarios, 'vega-notice-to-quit'))).bytes, 'clinic 2026', 'Vega: notice to quit'));

  const tampered = Buffer.from(kestrel);
  const at = tampered.indexOf('22.5 knots');
  tampered.write('12.5 knots', at, 'latin1');
  writeFileSync(files.kestrelTampered, tampered);
  writeFileSync(files.truncated, kestrel.subarray(0, 5000));

  // Built by hand-editing the zip's scenario.json, as a careless author might; the builder itself would refuse it.
  const good = (await buildPack(join(scenarios, 'state-v-avery'))).bytes;
  const text = '"memoryQuality": 0.7';
  const broken = Buffer.from(good);
  broken.write('"memoryQuality": 7.0', broken.indexOf(text, broken.indexOf('dale-hutchins')), 'latin1');
  writeFileSync(files.badSchema, broken);
}

async function chooseFile(path: string): Promise<void> {
  await page.getByTestId('pack-file-input').setInputFiles(path);
}

/** Drops a file on the drop zone the way a browser does: a DataTransfer holding a File. */
async function dropFile(path: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name));
      return transfer;
    },
    { base64: readFileSync(path).toString('base64'), name: path.split('/').at(-1)! },
  );
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer });
}

const card = (id: string) => page.getByTestId(`pack-${id}`);

/** Import asks before replacing a pack with the same id; checks what it says, then confirms. */
async function confirmReplacement(says: RegExp, button = 'Replace it'): Promise<void> {
  await answerReplacement(says, button);
  await page.getByTestId('replace-dialog').waitFor({ state: 'detached' });
}

/** Answers the open replace question; a second question may follow in its place. */
async function answerReplacement(says: RegExp, button = 'Replace it'): Promise<void> {
  const dialog = page.getByTestId('replace-dialog');
  await dialog.waitFor();
  expect(await page.getByTestId('replace-message').textContent()).toMatch(says);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

beforeAll(async () => {
  await preparePacks();
  server = await startWebMode();
  browser = await launchChromium();
  context = await browser.newContext({ acceptDownloads: true });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.url);
  await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the Library in Chromium', () => {
  it('lists the three built-in scenarios with their badges', async () => {
    for (const id of ['kestrel-v-northgate', 'state-v-avery', 'vega-notice-to-quit']) {
      await card(id).waitFor();
      expect(await card(id).getByTestId('signature-badge').textContent()).toBe('Unsigned');
      expect(await card(id).getByTestId('confidentiality-badge').textContent()).toBe('Not confidential');
    }
    expect(await card('kestrel-v-northgate').textContent()).toContain('6 witnesses, 21 elicits, 5 exhibits');
  });

  it('imports a signed pack by file picker and shows the signer fingerprint', async () => {
    await chooseFile(files.kestrelSigned);
    await confirmReplacement(/already in the Library \("Kestrel Fisheries v. Northgate Ferries"\). Replacing it: it replaces a built-in pack/);
    await page.getByTestId('library-notice').getByText('Replaced "Kestrel Fisheries v. Northgate Ferries" from kestrel-signed.moot.').waitFor();
    // Not yet a trusted key: the badge says which key signed, not who.
    expect(await card('kestrel-v-northgate').getByTestId('signature-badge').textContent()).toBe(`Signed by an unknown key (${key.fingerprint})`);
    // The focus lands on the imported pack's card, not on the page body.
    await page.waitForFunction(() => document.activeElement?.id === 'pack-title-kestrel-v-northgate');
  });

  it('names the signer once its key is trusted in Settings, and refuses a private key', async () => {
    await page.locator('nav button[data-screen="models"]').click();
    await page.getByRole('heading', { level: 1, name: 'Models & Settings' }).waitFor();
    await page.getByTestId('trusted-keys-empty').waitFor();
    const privateFile = join(work, 'prof.key');
    writeFileSync(privateFile, key.privateKeyPem);
    await page.getByLabel('Whose key').fill('Prof. Ada Byrne');
    await page.getByTestId('trusted-key-file').setInputFiles(privateFile);
    await page.locator('[data-message-at="keys"][role="alert"]').getByText('The key file is a private key').waitFor();
    await page.locator('[data-message-at="keys"][role="alert"]').getByRole('button', { name: 'Dismiss' }).click();

    const publicFile = join(work, 'prof.pub');
    writeFileSync(publicFile, key.publicKeyPem);
    // By keyboard: the name, then Enter opens the chooser.
    await page.getByLabel('Whose key').fill('Prof. Ada Byrne');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByLabel('Whose key').press('Enter')]);
    await chooser.setFiles(publicFile);
    await page.getByTestId('trusted-keys').getByText(key.fingerprint).waitFor();
    await page.getByText(`Packs signed with key ${key.fingerprint} now show as signed by Prof. Ada Byrne.`).waitFor();

    await page.locator('nav button[data-screen="library"]').click();
    await card('kestrel-v-northgate').getByTestId('signature-badge').getByText('Signed by Prof. Ada Byrne (trusted key)').waitFor();
    await saveScreenshot(page, 'library-trusted-key');
  });

  it('imports a confidential pack by drag and drop', async () => {
    await dropFile(files.averyConfidential);
    await confirmReplacement(/replaces a built-in pack/);
    await page.getByTestId('library-notice').getByText('from avery-confidential.moot').waitFor();
    expect(await card('state-v-avery').getByTestId('confidentiality-badge').textContent()).toBe('Confidential: stays on this device');
  });

  it('asks for the passphrase of an encrypted pack, says when it is wrong, and imports with the right one', async () => {
    await chooseFile(files.vegaEncrypted);
    const dialog = page.getByRole('dialog', { name: 'Encrypted pack: Vega: notice to quit' });
    await dialog.waitFor();
    await page.getByLabel('Passphrase').fill('wrong guess');
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').getByText('That passphrase is wrong.').waitFor();
    // The dialog keeps focus inside it: Tab from the last control comes back to the passphrase field.
    await dialog.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pack-passphrase');
    await page.getByLabel('Passphrase').fill('clinic 2026');
    await dialog.getByRole('button', { name: 'Unlock and import' }).click();
    await dialog.waitFor({ state: 'detached' });
    await confirmReplacement(/replaces a built-in pack/);
    expect(await card('vega-notice-to-quit').getByTestId('encryption-badge').textContent()).toBe('Encrypted file, unlocked');
  });

  it('exports a pack as the same bytes it imported', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Kestrel Fisheries v. Northgate Ferries' }).click()]);
    expect(download.suggestedFilename()).toBe('kestrel-v-northgate.moot');
    expect(readFileSync(await download.path()).equals(readFileSync(files.kestrelSigned))).toBe(true);
  });

  it('asks a second time before a signed pack is replaced by one signed with another key', async () => {
    const signedByTrusted = 'Signed by Prof. Ada Byrne (trusted key)';
    await chooseFile(files.kestrelOtherKey);
    await answerReplacement(/the new file is signed by a different key.*a second confirmation follows/);
    // The second question, on its own: cancelling it keeps the pack signed by the trusted key.
    const second = page.getByRole('dialog', { name: 'kestrel-other-key.moot is signed by a different key. Replace the pack anyway?' });
    await second.waitFor();
    expect(await second.getByTestId('replace-message').textContent()).toContain(`signed by the key ${key.fingerprint}; the new file is signed by a different key, ${otherKey.fingerprint}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await second.getByRole('button', { name: 'Keep the current pack' }).click();
    await page.getByTestId('library-notice').getByText('Kept the pack already in the Library; kestrel-other-key.moot was not imported.').waitFor();
    expect(await card('kestrel-v-northgate').getByTestId('signature-badge').textContent()).toBe(signedByTrusted);

    // Confirmed twice, the new key's pack replaces it, and the badge says the key is unknown.
    await chooseFile(files.kestrelOtherKey);
    await answerReplacement(/signed by a different key/);
    await page.getByRole('dialog', { name: /is signed by a different key/ }).waitFor();
    await confirmReplacement(/second time/, 'Replace it and trust the new key');
    await page.getByTestId('library-notice').getByText('Replaced "Kestrel Fisheries v. Northgate Ferries" from kestrel-other-key.moot.').waitFor();
    expect(await card('kestrel-v-northgate').getByTestId('signature-badge').textContent()).toBe(`Signed by an unknown key (${otherKey.fingerprint})`);
  });

  it('shows a tampered signed pack as altered, with the reason in its details', async () => {
    await chooseFile(files.kestrelTampered);
    await confirmReplacement(/the stored pack is signed and the new file is not/);
    await page.getByTestId('library-notice').getByText('from kestrel-tampered.moot').waitFor();
    expect(await card('kestrel-v-northgate').getByTestId('signature-badge').textContent()).toBe('Altered since it was made');
    await page.getByRole('button', { name: 'Details of Kestrel Fisheries v. Northgate Ferries' }).click();
    await page.getByTestId('pack-details').getByText('scenario.json does not match its sha256 in the manifest.').waitFor();
    await saveScreenshot(page, 'library-altered');
  });

  it('gives a precise error for a corrupt file and for a schema error, and stores nothing', async () => {
    const before = await page.locator('.pack-card').count();
    await chooseFile(files.truncated);
    const error = page.getByTestId('library-error');
    await error.getByText('Could not import truncated.moot.').waitFor();
    // A plain sentence first; the zip library's own words only under Details.
    expect(await error.locator('p').first().textContent()).toContain('This file is not a Moot pack, or it is damaged or incomplete');
    expect(await error.locator('p').first().textContent()).not.toMatch(/central directory/i);
    const detail = page.getByTestId('library-error-detail');
    expect(await detail.locator('p').isVisible()).toBe(false);
    await detail.getByText('Details').click();
    expect(await detail.locator('p').textContent()).toMatch(/central directory/i);

    await chooseFile(files.badSchema);
    await error.getByText('Could not import bad-schema.moot.').waitFor();
    expect(await page.getByTestId('library-error-path').textContent()).toBe('scenario.json: witnesses[1].profile.memoryQuality');
    expect(await error.textContent()).toContain('Too big');
    expect(await page.locator('.pack-card').count()).toBe(before);
    await saveScreenshot(page, 'library-error');
  });

  it('has no serious accessibility violations (axe-core)', async () => {
    await page.getByTestId('pack-kestrel-v-northgate').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('opens a pack\'s details inside its card with the focus on them, and Escape returns the focus to the button', async () => {
    const button = page.getByRole('button', { name: 'Details of Vega: notice to quit' });
    await button.focus();
    await page.keyboard.press('Enter');
    const details = card('vega-notice-to-quit').getByTestId('pack-details');
    await details.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'details-title');
    expect(await details.isVisible()).toBe(true);
    // In view, not at the top of the page away from the card.
    const box = (await details.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(viewport.height);
    expect(box.y + 40).toBeGreaterThan(0);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Details of Vega: notice to quit');
  });

  it('deletes a pack from the keyboard after confirmation', async () => {
    await page.getByRole('button', { name: 'Delete State v. Avery' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Confirm deleting State v. Avery' }).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('library-notice').getByText('Deleted "State v. Avery".').waitFor();
    expect(await card('state-v-avery').count()).toBe(0);
    // The focus goes to the card that took its place, not to the page body.
    await page.waitForFunction(() => /^pack-title-/.test(document.activeElement?.id ?? '') && document.activeElement?.id !== 'pack-title-state-v-avery');
    expect(pageErrors).toEqual([]);
  });
});
