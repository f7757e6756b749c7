import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../support/appSession';
import { seriousAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { makeTempDir } from '../support/storeFixtures';
import { callApi } from '../support/webMode';

// Three students on one machine each export a progress file from the Progress screen; the
// instructor opens all three in the Class view.
let app: AppSession;
let page: Page;
const downloads = makeTempDir('moot-class-');

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1280, height: 900 } });
  page = app.page;
}, 90_000);
afterAll(async () => {
  await app?.close();
  downloads.remove();
});

async function useName(name: string): Promise<void> {
  const picker = page.getByTestId('profile-picker');
  await picker.getByLabel('Your name').fill(name);
  await picker.getByRole('button', { name: 'Use this name' }).click();
  await page.getByTestId('profile-status').filter({ hasText: `Working as ${name}` }).waitFor();
}

const STUDENTS: readonly [string, readonly string[]][] = [
  ['Ana', ['Where were you that evening?', 'What did you see next?']],
  ['Ben', ["You saw the man, didn't you?", 'Where were you and what did you see?', "You were there, weren't you?"]],
  ['Cy', ['Describe the store.', "You saw the knife, didn't you?"]],
];

describe('class progress', () => {
  const files: string[] = [];

  it('exports a signed progress file per student from the Progress screen', async () => {
    const { dir } = downloads;
    for (const [name, questions] of STUDENTS) {
      await useName(name);
      const started = await callApi(app.server, 'trial.start', { packId: 'state-v-avery', playerSide: 'plaintiff', seed: 5 });
      const sessionId = (started.body.value as { status: { sessionId: string } }).status.sessionId;
      for (const question of questions) expect((await callApi(app.server, 'trial.ask', { sessionId, question })).body.ok).toBe(true);
      await page.keyboard.press('Control+Shift+Digit8');
      const panel = page.getByTestId('export-progress');
      await panel.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export progress file' }).click()]);
      expect(download.suggestedFilename()).toBe(`moot-progress-${name}.json`);
      const path = join(dir, download.suggestedFilename());
      writeFileSync(path, readFileSync(await download.path(), 'utf8'));
      files.push(path);
      await panel.getByRole('status').filter({ hasText: `Saved moot-progress-${name}.json` }).waitFor();
    }
    const ana = JSON.parse(readFileSync(files[0]!, 'utf8')) as { body: { student: { name: string }; transcripts?: unknown } };
    expect(ana.body.student.name).toBe('Ana');
    expect(ana.body.transcripts).toBeUndefined();
  }, 120_000);

  it('opens three progress files in the Class view: students, who needs help, skill spread and packs, axe clean and by keyboard', async () => {
    await page.keyboard.press('Control+Shift+Digit0');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Class');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // By keyboard: the file input takes focus like any control; the files are then chosen.
    const input = page.getByLabel('Open progress files');
    await input.focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('class-files-input');
    await input.setInputFiles(files);
    const students = page.getByTestId('class-students');
    await students.waitFor();
    expect(await students.locator('tbody th').allTextContents()).toEqual(['Ana', 'Ben', 'Cy']);
    expect(await students.locator('tbody tr td:nth-child(3)').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^valid \(key /)]) as unknown as string[]);
    const open = page.getByTestId('class-skills').locator('[data-skill="form.direct.open"] td');
    // Ana asked 2 of 2 open on direct, Ben 0 of 3 (one compound), Cy 1 of 2.
    expect((await open.allTextContents()).slice(0, 3)).toEqual(['100 %', '0 %', '50 %']);
    expect(await page.getByTestId('class-packs').textContent()).toMatch(/3 sessions by Ana, Ben, Cy/);
    expect(await page.getByTestId('class-needs-help').textContent()).toContain('Ben');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'class-view');

    // A file that is not a progress file is named, and the class stays.
    const bad = join(files[0]!, '..', 'notes.json');
    writeFileSync(bad, '{"hello": 1}');
    await input.setInputFiles([bad]);
    await page.getByTestId('class-problems').filter({ hasText: 'notes.json is not a Moot progress file' }).waitFor();
    expect(await students.locator('tbody th').count()).toBe(3);
  }, 90_000);
});
