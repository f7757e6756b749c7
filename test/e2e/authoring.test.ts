import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { launchChromium, saveScreenshot } from '../support/browser';
import { casePacketPdf } from '../support/casePacketFixture';
import { projectRoot, startWebMode, type WebModeProcess } from '../support/webMode';

let server: WebModeProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const work = mkdtempSync(join(tmpdir(), 'moot-authoring-e2e-'));
const savedPack = join(work, 'reyes-v-dalton.moot');

const AFFIDAVIT =
  'My name is Maria Reyes. I am a nurse at Mercy Hospital. On 3 May I was cycling home on Elm Street. The delivery truck ran the red light and hit my bicycle. I broke my left wrist.';

const region = (name: string) => page.getByRole('region', { name, exact: true });
const status = () => page.getByTestId('check-status');

/** Types into a field the way a person does: focus, select what is there, type. */
async function type(field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** Presses a button from the keyboard. */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
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

describe('authoring a pack in Chromium, by keyboard', () => {
  it('writes a small trial pack from scratch, with the checks beside the fields', async () => {
    await page.keyboard.press('Control+Shift+9');
    await page.getByRole('heading', { level: 1, name: 'Authoring' }).waitFor();
    await press(page.getByRole('button', { name: 'New trial pack' }));
    await status().getByText(/problems keep this draft from becoming a pack/).waitFor();

    const about = region('About the pack');
    await type(about.getByLabel('Title'), 'Reyes v. Dalton Haulage');
    await type(about.getByLabel('Author'), 'Prof. Ada Byrne');
    await type(about.getByLabel('Licence'), 'CC BY 4.0');
    await type(about.getByLabel('Category'), 'Negligence');
    await type(about.getByLabel('Summary'), 'A cyclist sues the haulier whose truck ran a red light.');
    // The pack id follows the title until the author writes one.
    expect(await about.getByLabel('Pack id').inputValue()).toBe('reyes-v-dalton-haulage');

    const theCase = region('The case');
    await type(theCase.getByLabel('Caption'), 'Reyes v. Dalton Haulage Ltd');
    await type(theCase.getByLabel('Claims or charges'), 'Negligence');
    await type(theCase.getByLabel('Burden of proof, in words'), 'The plaintiff must prove negligence on the balance of probabilities.');
    await type(theCase.getByLabel("Plaintiff's theory of the case"), 'The truck ran the red light.');
    await type(theCase.getByLabel("Defense's theory of the case"), 'The light was amber.');
    const parties = region('Parties');
    await type(parties.getByRole('group', { name: /^Party 1/ }).getByLabel('Name'), 'Maria Reyes');
    await type(parties.getByRole('group', { name: /^Party 1/ }).getByLabel('Who the party is'), 'The cyclist.');
    await type(parties.getByRole('group', { name: /^Party 2/ }).getByLabel('Name'), 'Dalton Haulage Ltd');
    await type(parties.getByRole('group', { name: /^Party 2/ }).getByLabel('Who the party is'), 'The haulier.');

    const witness = region('Witnesses').getByRole('group', { name: /^Witness 1/ });
    await type(witness.getByLabel('Name'), 'Maria Reyes');
    await type(witness.getByLabel('Role'), 'Nurse and cyclist');
    await type(witness.getByLabel('Affidavit'), AFFIDAVIT);

    const elicit = region('Elicits').getByRole('group', { name: /^Elicit 1/ });
    await type(elicit.getByLabel('The fact'), 'The delivery truck ran the red light');
    await type(elicit.getByLabel('Category'), 'liability');
    await type(elicit.getByLabel('Model questions'), 'What did the delivery truck do at the light?');
    // A photograph dropped in becomes an exhibit with its file in the pack.
    const photo = join(projectRoot, 'scenarios/state-v-avery/exhibits/s1-photo-array.png');
    const dataTransfer = await page.evaluateHandle(({ base64, name }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/png' }));
      return transfer;
    }, { base64: readFileSync(photo).toString('base64'), name: 'Junction photo.png' });
    await page.getByTestId('exhibit-drop-zone').dispatchEvent('drop', { dataTransfer });
    const exhibit = region('Exhibits').getByRole('group', { name: 'Exhibit 1: Junction photo' });
    expect(await exhibit.getByLabel('File in the pack').inputValue()).toBe('exhibits/Junction-photo.png');
    await type(exhibit.getByLabel('What it shows'), 'The junction of Elm Street and Mill Road.');
    // The affidavit sentence that supports the elicit shows under it.
    await page.getByTestId('support-elicits[0]').getByText('The delivery truck ran the red light and hit my bicycle.').waitFor();
    await status().getByText(/^Valid/).waitFor();
    expect(await seriousAxeViolations(page, '.shell')).toEqual([]);
  });

  it('shows a live error beside the field, and clears it once fixed', async () => {
    const weight = region('Elicits').getByRole('group', { name: /^Elicit 1/ }).getByLabel('Weight');
    await type(weight, '0');
    const messages = page.getByTestId('messages-elicits[0].weight');
    await messages.getByText('A weight must be non-zero: its sign says which side benefits.').waitFor();
    expect(await weight.getAttribute('aria-invalid')).toBe('true');
    // The field points at its message, for screen readers.
    expect(await weight.getAttribute('aria-describedby')).toBe(await messages.getAttribute('id'));
    await status().getByText('1 problem keeps this draft from becoming a pack.').waitFor();
    await saveScreenshot(page, 'authoring-live-error');
    expect(await seriousAxeViolations(page, '.shell')).toEqual([]);
    // Trying a draft with a problem is refused, and says where.
    await press(page.getByRole('button', { name: 'Try it' }));
    await page.getByTestId('authoring-error').getByText(/elicits\[0\]\.weight/).waitFor();
    await press(page.getByTestId('authoring-error').getByRole('button', { name: 'Dismiss' }));

    await type(weight, '6');
    await messages.waitFor({ state: 'detached' });
    expect(await weight.getAttribute('aria-invalid')).toBeNull();
    await status().getByText(/^Valid/).waitFor();
  });

  it('tries the draft: a trial starts on it', async () => {
    await press(page.getByRole('button', { name: 'Try it' }));
    await page.getByRole('heading', { level: 1, name: 'Trial' }).waitFor();
    await expect.poll(() => page.getByTestId('trial-pack').inputValue()).toBe('draft-reyes-v-dalton-haulage');
    await press(page.getByTestId('trial-start'));
    await page.getByTestId('transcript').getByText('Direct examination of Maria Reyes').waitFor();
    // Back in Authoring, the draft is as it was left.
    await page.keyboard.press('Control+Shift+9');
    expect(await region('About the pack').getByLabel('Title').inputValue()).toBe('Reyes v. Dalton Haulage');
  });

  it('makes a signing key, saves the pack as a signed .moot, and the Library shows it signed by a trusted key', async () => {
    await type(page.getByLabel('Sign packs as'), 'Prof. Ada Byrne');
    await page.keyboard.press('Enter');
    await page.getByTestId('signing-key').getByText(/^Signing key: Prof\. Ada Byrne/).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Sign as Prof. Ada Byrne' }).isChecked()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), press(page.getByRole('button', { name: 'Save as .moot' }))]);
    expect(download.suggestedFilename()).toBe('reyes-v-dalton-haulage.moot');
    await download.saveAs(savedPack);
    await page.getByTestId('authoring-notice').getByText('Saved reyes-v-dalton-haulage.moot, signed by Prof. Ada Byrne.').waitFor();
    await page.getByText('No unsaved changes.').waitFor();
    await press(page.getByRole('button', { name: 'Save as a folder' }));
    await page.getByTestId('authoring-notice').getByText(/^Saved the folder .*drafts\/reyes-v-dalton-haulage\.$/).waitFor();
    // The saved folder can be opened again from this screen.
    await page.locator('option[value="folder:reyes-v-dalton-haulage"]').waitFor({ state: 'attached' });

    await page.keyboard.press('Control+Shift+1');
    await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
    await page.getByTestId('pack-file-input').setInputFiles(savedPack);
    const card = page.getByTestId('pack-reyes-v-dalton-haulage');
    await card.getByTestId('signature-badge').getByText('Signed by Prof. Ada Byrne (trusted key)').waitFor();
    expect(await card.textContent()).toContain('1 witnesses, 1 elicits, 1 exhibits');
    await saveScreenshot(page, 'authoring-signed-in-library');
  });

  it('asks before unsaved changes are dropped, and opens a built-in pack as a copy', async () => {
    await page.keyboard.press('Control+Shift+9');
    await type(region('About the pack').getByLabel('Summary'), 'A cyclist sues a haulier.');
    await page.getByText('Unsaved changes.').waitFor();
    await page.getByRole('combobox', { name: 'Open a pack' }).selectOption('library:state-v-avery');
    await press(page.getByRole('button', { name: 'Open', exact: true }));
    const dialog = page.getByTestId('discard-dialog');
    await dialog.waitFor();
    expect(await seriousAxeViolations(page, '.shell')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await region('About the pack').getByLabel('Summary').inputValue()).toBe('A cyclist sues a haulier.');

    await press(page.getByRole('button', { name: 'Open', exact: true }));
    await press(dialog.getByRole('button', { name: 'Drop the changes' }));
    await page.getByTestId('authoring-notice').getByText('Opened a copy of the built-in pack, as "state-v-avery-copy".').waitFor();
    expect(await region('About the pack').getByLabel('Pack id').inputValue()).toBe('state-v-avery-copy');
    await status().getByText(/^Valid/).waitFor({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
  });

  it('names the file when a case packet cannot be read, and keeps the draft', async () => {
    await page.getByTestId('packet-file-input').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') });
    await page.getByTestId('authoring-error').getByText(/^notes\.pdf is not a PDF, a Word document \(DOCX\) or a picture/).waitFor();
    expect(await region('About the pack').getByLabel('Pack id').inputValue()).toBe('state-v-avery-copy');
    expect(await seriousAxeViolations(page, '.shell')).toEqual([]);
    await press(page.getByTestId('authoring-error').getByRole('button', { name: 'Dismiss' }));
  });

  it('drafts a pack from a case packet (a text PDF): progress by stage, the unsaved-changes guard, then the witnesses and notes', async () => {
    const packet = join(work, 'carver.pdf');
    writeFileSync(packet, await casePacketPdf());
    // Every state of the progress row, as the page shows it (the row goes once the draft is back).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { packetProgressSeen: string[] }).packetProgressSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="packet-progress"] [role="status"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), press(page.getByRole('button', { name: 'Draft from a case packet…' }))]);
    await chooser.setFiles(packet);
    // The open copy of State v. Avery has unsaved changes: the drafted pack asks before replacing it.
    const dialog = page.getByTestId('discard-dialog');
    await dialog.waitFor();
    await page.getByTestId('packet-progress').waitFor({ state: 'detached' });
    const seen = await page.evaluate(() => (window as unknown as { packetProgressSeen: string[] }).packetProgressSeen);
    // The row shows the file at once, then the job's stages as they arrive (a small packet may pass
    // several between two frames), and goes when the draft is back.
    expect(seen[0]).toBe('Sending carver.pdf…');
    for (const text of seen.slice(1)) {
      expect(text).toMatch(/^carver\.pdf: (Starting…|Read page \d+ of \d+\.|Reading the packet's structure…|Drafted the scenario\.|Checking the draft against the pack format…|Done\.)$/);
    }
    await press(dialog.getByRole('button', { name: 'Drop the changes' }));

    await page.getByTestId('authoring-notice').getByText(/^Drafted from carver\.pdf: 3 witnesses, \d+ proposed elicits\. Check each before you save\.$/).waitFor();
    const witnesses = region('Witnesses');
    expect(await witnesses.getByRole('group', { name: /^Witness \d+/ }).count()).toBe(3);
    expect(await witnesses.getByRole('group', { name: 'Witness 1: Nora Quinn' }).getByLabel('Affidavit').inputValue()).toContain('I was at the front desk');
    await witnesses.getByRole('group', { name: /^Witness \d+: Laura Carver$/ }).waitFor();
    expect(await region('The case').getByLabel('Caption').inputValue()).toBe('State v. Daniel Carver');
    await page.getByText('Unsaved changes.').waitFor();
    // What the packet did not cover is listed, to fill in before saving.
    expect(await page.getByTestId('packet-notes').getByRole('listitem').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'authoring-drafted-from-packet');
    expect(await seriousAxeViolations(page, '.shell')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
