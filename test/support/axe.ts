import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { projectRoot } from './webMode';

let axeSource: string | null = null;

/**
 * Serious and critical axe-core findings under `selector`. The script is evaluated through the
 * debugging protocol, which the app's CSP does not govern (a script tag would rightly be refused).
 */
export async function seriousAxeViolations(page: Page, selector = 'main'): Promise<string[]> {
  axeSource ??= readFileSync(join(projectRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate(async (root) => {
    type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Element) => Promise<AxeResult> } }).axe;
    const target = document.querySelector(root);
    if (!target) throw new Error(`axe: nothing matches ${root}`);
    const result = await axe.run(target);
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, selector);
}
