import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../support/appSession';
import { seriousAxeViolations } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { startFakeOpenAiServer } from '../support/fakeOpenAiServer';
import { callApi } from '../support/webMode';

// The student crosses the prosecution's eyewitness and moves to strike an answer that runs on
// past a yes. The witness is a model on loopback (the network boundary, faked) that answers every
// question with "Yes." and five sentences of Mei-Lin Zhao's own affidavit (grounded, so the
// answer stands), which no yes/no question asks for. Counsel and the judge are the rules cast.
const SPEECH = [
  'Yes.',
  'I was terrified.',
  'I kept looking at the knife.',
  'I opened the register and put the money on the counter.',
  'I would say he was at the counter for a couple of minutes.',
  'I was shaking and I was not thinking clearly.',
].join(' ');

let app: AppSession;
let page: Page;
let model: Awaited<ReturnType<typeof startFakeOpenAiServer>>;

beforeAll(async () => {
  model = await startFakeOpenAiServer({ streamPieces: SPEECH.split(/(?<=\s)/) });
  app = await openApp();
  page = app.page;
  const set = async (name: string, input: unknown) => expect((await callApi(app.server, name, input)).body).toMatchObject({ ok: true });
  await set('models.updateCloudSettings', { enabled: true, baseUrl: model.baseUrl, model: 'clinic-llama', apiKey: 'sk-test' });
  await set('settings.updateAgents', { opposingCounsel: { provider: 'rules' }, witness: { provider: 'cloud' }, judge: { provider: 'rules' } });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await model?.close();
});

/** Lets counsel's direct run: its turns, and no objection to its questions, until the student may ask. */
async function untilStudentAsks(): Promise<void> {
  const question = page.getByTestId('question-input').and(page.locator(':enabled'));
  const counsel = page.getByTestId('counsel-turn').and(page.locator(':enabled'));
  const pass = page.getByTestId('pass').and(page.locator(':enabled'));
  // Counted in moves, not time: on a busy machine each move simply takes longer.
  for (let move = 0; move < 60; move++) {
    await question.or(counsel).or(pass).first().waitFor({ timeout: 60_000 });
    if (await question.count()) return;
    if (await counsel.count()) await counsel.click();
    else if (await pass.count()) await pass.click();
  }
  throw new Error('The student never got to ask.');
}

describe('moving to strike an answer in the trial room', () => {
  it('strikes a yes that runs on: the judge sustains, says why, and the answer is marked struck', async () => {
    await page.getByRole('button', { name: 'Trial', exact: true }).click();
    await page.getByTestId('trial-pack').selectOption('state-v-avery');
    await page.locator('[data-testid="trial-witness"] option[value="mei-lin-zhao"]').waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: /Defense/ }).check();
    await page.getByTestId('trial-witness').selectOption('mei-lin-zhao');
    await page.getByTestId('trial-start').click();
    await untilStudentAsks();

    const strike = page.getByTestId('move-to-strike');
    expect(await strike.isDisabled()).toBe(true);
    await page.getByTestId('question-input').fill('Were the store lights on?');
    await page.getByTestId('question-input').press('Control+Enter');
    await page.locator('[data-testid="transcript"] > li.line-answer', { hasText: 'I was shaking' }).last().waitFor({ timeout: 30_000 });
    await strike.and(page.locator(':enabled')).waitFor();
    // By keyboard: Alt+S moves to strike.
    await page.keyboard.press('Alt+KeyS');

    const ruling = page.locator('[data-testid="transcript"] > li.line-ruling', { hasText: /struck/ });
    await ruling.waitFor({ timeout: 30_000 });
    expect(await ruling.innerText()).toMatch(/Sustained\. After the yes or no the witness goes on to what was not asked\. The answer is struck\./);
    expect(await page.locator('[data-testid="transcript"] > li.line-strike').last().innerText()).toMatch(/Move to strike the answer as nonresponsive/);
    const struck = page.locator('[data-testid="transcript"] > li.line-answer[data-struck="true"]');
    await struck.waitFor();
    expect(await struck.locator('del').innerText()).toContain('I was shaking');
    expect(await strike.isDisabled()).toBe(true);
    await saveScreenshot(page, 'strike-01-struck');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  }, 180_000);
});
