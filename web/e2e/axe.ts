import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core in the page with the WCAG 2.x A and AA rules; returns the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol rather than as an inline <script>, which the site's
  // Content-Security-Policy rightly refuses; once per page, which the colour modes' runs share.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource}\n;true`);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Every rule still runs on every node; axe just skips naming the nodes that pass, which
      // nothing here reads and which took a good part of each run.
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

/** A readable summary for a failed expectation. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Axe in the site's light and dark modes (as its colour mode button sets them). */
export function axeInBothModes(page: Page): Promise<string[]> {
  return axeInModes(page, ['light', 'dark']);
}

/** Axe in each of the site's colour `modes`, as its colour mode button sets them. */
export async function axeInModes(
  page: Page,
  modes: readonly ('light' | 'dark')[],
): Promise<string[]> {
  // Colours are measured as they settle, not halfway through a transition to the other mode.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const found: string[] = [];
  for (const mode of modes) {
    await page.evaluate((next) => {
      const root = document.documentElement;
      root.classList.remove('light', 'dark');
      root.classList.add(next);
      root.style.colorScheme = next;
    }, mode);
    found.push(...describeViolations(await axeViolations(page)).map((v) => `${mode}: ${v}`));
  }
  return found;
}
