import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectionGround } from '../../shared/domain';
import { seriousAxeViolations } from '../support/axe';
import { launchChromium, saveScreenshot } from '../support/browser';
import { startWebMode, type WebModeProcess } from '../support/webMode';

// The rules cast with a fixed seed is deterministic: with seed 4, counsel objects to the leading
// question (q4) and its first question on cross is deliberately defective. The test still reads
// the defect from the debug panel rather than hard-coding it, so a retuned engine fails loudly
// only where behaviour really changed.
const SEED = 4;
const WITNESS = 'dr-priya-ramanathan';
const QUESTIONS = [
  'Please tell the court about your qualifications.',
  'What were you asked to determine?',
  'What did you review?',
  "The ferry was going 22.5 knots at 06:41:10, wasn't it?",
  "What speed did the ferry's transponder report at 06:41:10?",
  'Did you check the speed independently of the reported figures?',
  'How far did the ferry travel between 06:38:10 and 06:41:10?',
  'What does the damage tell you about the speed at impact?',
  'What is a safe speed in that visibility?',
  'How far does a craft of this type need to stop at 21 knots?',
];
const LEADING = 3;

let server: WebModeProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
let finalScore = Number.NaN;


const transcriptText = () => page.getByTestId('transcript').innerText();
const score = async () => Number(await page.getByTestId('score-value').innerText());

/** Records each text the streaming answer shows, and the longest gap between animation frames. */
async function watchStreaming(): Promise<void> {
  await page.evaluate(() => {
    const probe = { texts: new Set<string>(), longest: 0, on: true, observer: null as MutationObserver | null };
    (window as unknown as { __probe: typeof probe }).__probe = probe;
    probe.observer = new MutationObserver(() => {
      const text = document.querySelector('[data-testid="streaming-answer"] .text')?.textContent;
      if (text) probe.texts.add(text);
    });
    probe.observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    let last = performance.now();
    const tick = (now: number) => {
      probe.longest = Math.max(probe.longest, now - last);
      last = now;
      if (probe.on) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function stopWatching(): Promise<{ texts: number; longestFrameMs: number }> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __probe: { texts: Set<string>; longest: number; on: boolean; observer: MutationObserver } }).__probe;
    probe.on = false;
    probe.observer.disconnect();
    return { texts: probe.texts.size, longestFrameMs: probe.longest };
  });
}

async function ask(question: string): Promise<void> {
  const before = await page.locator('[data-testid="transcript"] > li').count();
  await page.getByTestId('question-input').fill(question);
  await page.getByTestId('question-input').press('Control+Enter');
  // The move is done when its lines are in and the question box is free again.
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="transcript"] > li').length > n, before);
  await page.waitForFunction(() => !document.querySelector('[data-testid="streaming-answer"]'));
  await page.getByTestId('question-input').and(page.locator(':enabled')).waitFor();
}

beforeAll(async () => {
  server = await startWebMode();
  browser = await launchChromium();
  // axe is injected as a script, which the app's CSP rightly refuses; this context bypasses it.
  context = await browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const began = Date.now();
  await page.goto(server.url);
  await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
  await page.locator('.pack-card').first().waitFor();
  // A figure, not an assertion: time from navigation to a usable Library (packs listed).
  console.log(`[trial e2e] time to interactive in web mode: ${Date.now() - began} ms`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a full rules-cast trial in Chromium', () => {
  it('opens the Trial screen and starts as the plaintiff with a chosen witness and seed', async () => {
    await page.getByRole('button', { name: 'Trial', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Trial' }).waitFor();
    await page.getByTestId('trial-pack').selectOption('kestrel-v-northgate');
    await page.locator(`[data-testid="trial-witness"] option[value="${WITNESS}"]`).waitFor({ state: 'attached' });
    await page.getByRole('radio', { name: /Plaintiff/ }).check();
    await page.getByTestId('trial-witness').selectOption(WITNESS);
    await page.getByTestId('trial-seed').fill(String(SEED));
    await saveScreenshot(page, 'trial-01-setup');
    expect(await seriousAxeViolations(page, '.shell')).toEqual([]);
    await page.getByTestId('trial-start').click();
    await page.getByTestId('transcript').getByText('Direct examination of Dr. Priya Ramanathan').waitFor();
    expect(await page.getByTestId('examination').innerText()).toBe('Direct');
    // Kestrel is an advanced scenario: the checklist starts hidden, one button (or Alt+L) away.
    expect(await page.getByTestId('elicit-list').count()).toBe(0);
    await page.getByRole('button', { name: 'Show elicits' }).click();
    expect(await page.getByTestId('elicit-list').locator('li').count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Affidavit of Dr. Priya Ramanathan' }).waitFor();
    // The pack's stipulations and special instructions are in the case file, one click away.
    const agreed = page.getByTestId('stipulations');
    await agreed.getByRole('heading', { name: 'Stipulations and instructions' }).click();
    await agreed.getByText('The Halloran Point fog station recorded visibility of 180 metres').waitFor();
    await agreed.getByText('Each side may call three witnesses.').waitFor();
    await saveScreenshot(page, 'trial-02-room');
    expect(await seriousAxeViolations(page, '.shell')).toEqual([]);
  });

  it('examines on direct with 10 questions: the leading one is objected to and sustained under FRE 611(c), the rephrase is answered', async () => {
    for (const [index, question] of QUESTIONS.entries()) {
      if (index === 1) await watchStreaming();
      await ask(question);
      if (index === 1) {
        const { texts, longestFrameMs } = await stopWatching();
        // The answer grew on screen delta by delta, not in one piece.
        expect(texts).toBeGreaterThan(3);
        console.log(`[trial e2e] streamed answer: ${texts} partial renders, longest frame ${longestFrameMs.toFixed(1)} ms`);
      }
      if (index === LEADING) {
        const banner = page.getByTestId('ruling-banner');
        expect(await banner.innerText()).toMatch(/Sustained \(counsel's objection, FRE 611\(c\)\)/);
        expect(await transcriptText()).toMatch(/Opposing counsel:\s*Objection, leading \(FRE 611\(c\)\)/);
        await saveScreenshot(page, 'trial-03-leading-sustained');
      }
      if (index === LEADING + 1) {
        // The rephrased, open question is answered, establishes an elicit and moves the score.
        const lines = page.locator('[data-testid="transcript"] > li');
        expect(await lines.filter({ hasText: 'Witness:' }).last().innerText()).toContain('22.5 knots');
        expect(await page.locator('[data-testid="elicit-list"] li[data-established="true"]').count()).toBeGreaterThan(0);
        expect(await page.getByTestId('score-deltas').innerText()).toMatch(/\+\d/);
        await saveScreenshot(page, 'trial-04-elicit-established');
      }
    }
    expect(await score()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="transcript"] > li[data-kind="question"]').count()).toBe(10);
  });

  it('warns before a near-repeat question', async () => {
    await page.getByTestId('question-input').fill('What did you review?');
    await page.getByTestId('duplicate-warning').filter({ hasText: 'your earlier question "What did you review?"' }).waitFor();
    expect(await page.getByTestId('duplicate-warning').innerText()).toContain('The court will block it');
    // The earlier question is quoted, never named by its id.
    expect(await page.getByTestId('duplicate-warning').innerText()).not.toMatch(/\bq\d+\b/);
    await page.getByTestId('question-input').fill('');
  });

  it("lets counsel cross-examine and sustains the student's objection to its defective question", async () => {
    await page.getByTestId('end-examination').click();
    await page.getByTestId('examination').getByText('Cross').waitFor();
    // Counsel cross-examines the student's own witness: the cross outline (the student's tool for
    // their own crosses) is not shown.
    expect(await page.getByTestId('cross-outline').count()).toBe(0);
    await page.getByTestId('debug-toggle').click();
    await page.getByTestId('counsel-turn').click();
    await page.getByTestId('pending-question').waitFor();
    const defect = ObjectionGround.parse(await page.getByTestId('debug-defect').getAttribute('data-defect'));
    await saveScreenshot(page, 'trial-05-counsel-question');
    const before = await score();
    await page.locator(`[data-ground="${defect}"]`).click();
    await page.getByTestId('ruling-banner').getByText('Sustained').waitFor();
    // The student's own objection sustained is good news: the banner is the green one, and says whose objection it was.
    expect(await page.getByTestId('ruling-banner').getAttribute('class')).toContain('good');
    expect(await page.getByTestId('ruling-banner').innerText()).toContain('your objection');
    expect(await score()).toBeGreaterThan(before);
    expect(await transcriptText()).toMatch(/You:\s*Objection/);
    await saveScreenshot(page, 'trial-06-objection-sustained');
    expect(await seriousAxeViolations(page, '.shell')).toEqual([]);
  });

  it('resumes after a reload with the transcript and score intact', async () => {
    const lines = await page.locator('[data-testid="transcript"] > li').count();
    const total = await score();
    await page.reload();
    await page.getByRole('button', { name: 'Trial', exact: true }).click();
    await page.getByTestId('score-value').waitFor();
    expect(await page.locator('[data-testid="transcript"] > li').count()).toBe(lines);
    expect(await score()).toBe(total);
    finalScore = total;
    expect(await page.getByTestId('examination').innerText()).toBe('Cross');
    await saveScreenshot(page, 'trial-07-resumed');
  });

  it('opens the Review with the annotated transcript and the charts', async () => {
    await page.getByTestId('open-review').click();
    await page.getByTestId('annotated-transcript').waitFor();
    for (const chart of ['score', 'elicits', 'objections']) await page.getByTestId(`chart-${chart}`).locator('svg').first().waitFor();
    expect(await page.getByTestId('annotated-transcript').innerText()).toMatch(/Sustained/);
    expect(await page.locator('[data-annotation="made"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-annotation="intentional"]').count()).toBeGreaterThan(0);
    expect(Number(await page.getByTestId('review-total').innerText())).toBe(finalScore);
    await saveScreenshot(page, 'trial-08-review');
    expect(await seriousAxeViolations(page, '.shell')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('resuming after the app restarts', () => {
  let restarted: WebModeProcess;
  let fresh: Page;
  beforeAll(async () => {
    // A second web-mode process on the first one's data folder stands for the app started again.
    restarted = await startWebMode({ env: { MOOT_DATA_DIR: server.dataDir } });
    fresh = await context.newPage();
    await fresh.goto(restarted.url);
    await fresh.getByRole('button', { name: 'Trial', exact: true }).click();
    await fresh.getByRole('button', { name: /^Resume Kestrel Fisheries/ }).first().click();
    await fresh.getByTestId('score-value').waitFor();
  }, 60_000);
  afterAll(async () => {
    await fresh?.close();
    await restarted?.stop();
  });

  it('lists the stored trial in a fresh process and reopens it with its transcript and score', async () => {
    expect(Number(await fresh.getByTestId('score-value').innerText())).toBe(finalScore);
    expect(await fresh.getByTestId('examination').innerText()).toBe('Cross');
    expect(await fresh.locator('[data-testid="transcript"] > li[data-kind="question"]').count()).toBe(QUESTIONS.length + 1);
    // The room says the session goes on with the cast recorded in its log (issue 21, finding 6).
    expect(await fresh.getByTestId('cast-note').innerText()).toBe('This session continues with the rules cast it started with.');
    await saveScreenshot(fresh, 'trial-10-resumed-after-restart');
  });

  it('continues live after the restart: counsel takes its next turn', async () => {
    expect(await fresh.getByTestId('awaiting').innerText()).toBe("Opposing counsel's turn.");
    const before = await fresh.locator('[data-testid="transcript"] > li').count();
    await fresh.getByTestId('counsel-turn').click({ timeout: 5_000 });
    await fresh.waitForFunction((n) => document.querySelectorAll('[data-testid="transcript"] > li').length > n, before);
    expect(await fresh.getByTestId('trial-error').count()).toBe(0);
  });
});

describe('the trial by keyboard alone', () => {
  it('starts, asks, lets counsel cross, objects with Alt+digit and reviews without the mouse', async () => {
    const keyboardPage = await context.newPage();
    await keyboardPage.goto(server.url);
    await keyboardPage.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
    await keyboardPage.evaluate(() => localStorage.clear());
    const kb = keyboardPage.keyboard;
    /** Presses Tab until the focused element matches, as a keyboard user would. */
    async function tabTo(selector: string, limit = 60): Promise<void> {
      for (let i = 0; i < limit; i++) {
        if (await keyboardPage.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
        await kb.press('Tab');
      }
      throw new Error(`Tab never reached ${selector}`);
    }
    await tabTo('[data-screen="trial"]');
    await kb.press('Enter');
    await keyboardPage.getByRole('heading', { level: 1, name: 'Trial' }).waitFor();
    await keyboardPage.locator(`[data-testid="trial-witness"] option[value="${WITNESS}"]`).waitFor({ state: 'attached' });
    await tabTo('[data-testid="trial-witness"]');
    // A select changes with the arrow keys; pick the witness by moving until it is chosen.
    for (let i = 0; i < 10 && (await keyboardPage.getByTestId('trial-witness').inputValue()) !== WITNESS; i++) await kb.press('ArrowDown');
    expect(await keyboardPage.getByTestId('trial-witness').inputValue()).toBe(WITNESS);
    await tabTo('[data-testid="trial-seed"]');
    await kb.type(String(SEED));
    await kb.press('Enter');
    // The question box takes the focus when it is the student's turn.
    for (const [index, question] of QUESTIONS.entries()) {
      // The question box takes the focus back whenever it is the student's turn again.
      await keyboardPage.waitForFunction(() => document.activeElement?.id === 'question-input' && !(document.activeElement as HTMLTextAreaElement).value);
      await kb.type(question);
      await kb.press('Control+Enter');
      if (index === LEADING) await keyboardPage.getByTestId('ruling-banner').getByText('Sustained').waitFor();
    }
    await keyboardPage.waitForFunction(() => document.activeElement?.id === 'question-input' && !(document.activeElement as HTMLTextAreaElement).value);
    await kb.press('Alt+KeyN');
    await keyboardPage.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'counsel-turn');
    await kb.press('Alt+KeyD');
    await kb.press('Enter');
    await keyboardPage.getByTestId('pending-question').waitFor();
    const defect = ObjectionGround.parse(await keyboardPage.getByTestId('debug-defect').getAttribute('data-defect'));
    const index = ObjectionGround.options.indexOf(defect);
    if (index < 9) {
      await kb.press(`Alt+Digit${index + 1}`);
    } else {
      await tabTo(`[data-ground="${defect}"]`);
      await kb.press('Enter');
    }
    await keyboardPage.getByTestId('ruling-banner').getByText('Sustained').waitFor();
    await kb.press('?');
    await keyboardPage.getByTestId('shortcuts-help').waitFor();
    await saveScreenshot(keyboardPage, 'trial-09-keyboard-shortcuts');
    await kb.press('Escape');
    await kb.press('Alt+KeyR');
    await keyboardPage.getByTestId('annotated-transcript').waitFor();
    await keyboardPage.close();
  });
});

describe('the other screens', () => {
  it('shows the data folder, the workspace, the catalog with fit notes and the privacy note, and backs up', async () => {
    await page.locator('[data-screen="models"]').click();
    await page.getByRole('heading', { level: 1, name: 'Models & Settings' }).waitFor();
    await page.getByTestId('data-dir').getByText(server.dataDir).waitFor();
    await page.getByTestId('workspace-state').getByText(/^ready/).waitFor();
    await page.locator('[data-model]').first().waitFor();
    expect(await page.getByTestId('fit-note').count()).toBe(await page.locator('[data-model]').count());
    expect(await page.getByTestId('privacy').innerText()).toContain('confidential are never sent');
    // Web mode downloads the backup; the desktop app would ask where to save it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup').click()]);
    expect(download.suggestedFilename()).toMatch(/\.sqlite$/);
    await page.getByText(/Backed up \d+ bytes/).waitFor();
    await saveScreenshot(page, 'settings-01');
  });

  it('has no serious accessibility violations on Library, Models & Settings and About', async () => {
    for (const [screen, heading] of [
      ['library', 'Library'],
      ['models', 'Models & Settings'],
      ['about', 'About'],
    ] as const) {
      await page.locator(`[data-screen="${screen}"]`).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect({ screen, violations: await seriousAxeViolations(page, '.shell') }).toEqual({ screen, violations: [] });
    }
  });
});
