import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** How an e2e test plays the trial room: moves that wait for their lines, and counsel played through. */
export function trialRoomMoves(page: Page) {
  const lineCount = () => page.locator('[data-testid="transcript"] > li').count();
  const awaiting = () => page.getByTestId('awaiting').innerText();
  const idle = () => page.waitForFunction(() => !document.querySelector('[data-testid="streaming-answer"]') && !document.querySelector('p.visually-hidden[role="status"]')?.textContent);

  /** Does `act` (a click, a key) and waits until its lines are in and the app is idle again. */
  async function after(act: () => Promise<void>): Promise<void> {
    const before = await lineCount();
    await act();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="transcript"] > li').length > n, before);
    await idle();
  }

  /** Clicks a move's button and waits until its lines are in and the app is idle again. */
  const move = (testId: string) => after(() => page.getByTestId(testId).click());

  /** Lets counsel move and its questions pass until the room awaits `text`. */
  async function playUntil(text: string): Promise<void> {
    for (let i = 0; i < 60 && (await awaiting()) !== text; i++) {
      await move((await awaiting()) === "Opposing counsel's turn." ? 'counsel-turn' : 'pass');
    }
    expect(await awaiting()).toBe(text);
  }

  return { awaiting, idle, after, move, playUntil };
}

export type TrialRoomMoves = ReturnType<typeof trialRoomMoves>;
