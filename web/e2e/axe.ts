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

/** The WCAG rules whose answer depends on colours: all a change of colour mode can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core in the page with the WCAG 2.x A and AA rules (or only `rules`, by id); returns
 * the violations.
 */
export async function axeViolations(
  page: Page,
  rules?: readonly string[],
  exclude: readonly string[] = [],
): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol rather than as an inline <script>, which the site's
  // Content-Security-Policy rightly refuses; once per page, which the colour modes' runs share.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource}\n;true`);
  // Sections below the first screen are drawn only as they near it (content-visibility: auto);
  // axe reads colours and boxes from what is drawn, so the whole page is drawn for it.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return page.evaluate(
    async ({ rules, exclude }) => {
      const axe = (
        window as unknown as {
          axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const context = exclude.length
        ? { exclude: exclude.map((selector) => [selector]) }
        : document;
      const result = await axe.run(context, {
        runOnly: rules
          ? { type: 'rule', values: rules }
          : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
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
    },
    { rules, exclude },
  );
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

/**
 * Axe in each of the site's colour `modes`, as its colour mode button sets them, leaving out
 * the parts of the page matching `exclude` (CSS selectors).
 */
export async function axeInModes(
  page: Page,
  modes: readonly ('light' | 'dark')[],
  exclude: readonly string[] = [],
): Promise<string[]> {
  // Colours are measured as they settle, not halfway through a transition to the other mode.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const found: string[] = [];
  for (const [index, mode] of modes.entries()) {
    await page.evaluate((next) => {
      const root = document.documentElement;
      root.classList.remove('light', 'dark');
      root.classList.add(next);
      root.style.colorScheme = next;
    }, mode);
    // A mode changes only colours (a class on <html>, read by CSS alone): the page and its
    // layout stay as they were, so after the first mode only the colour rules can answer
    // differently. All the rules took 0.2–0.7 s of the browser's CPU per run here, the
    // colour rules alone about two thirds of that.
    const rules = index === 0 ? undefined : COLOUR_RULES;
    const violations = await axeViolations(page, rules, exclude);
    found.push(...describeViolations(violations).map((v) => `${mode}: ${v}`));
  }
  return found;
}
