import type { Page } from 'playwright-core';
import { isTabs, type AnyCalculator, type AnyMode } from '../src/engine/definition.ts';
import { evaluate } from '../src/engine/evaluate.ts';
import { resultRows } from '../src/engine/resultRows.ts';

// The result in view on a phone (issue 26, section 3): every calculator keeps its headline figure
// on the first screen of a phone, or a bar at the bottom repeats it while the results are further
// down. The walk over every calculator (tools/definitions.e2e.ts) checks it on each.

/** The texts of the headline figures a calculator's defaults show on a day (its big outputs). */
export function defaultFigures(calculator: AnyCalculator, today: string): string[] {
  const mode = isTabs(calculator) ? calculator.tabs[0].mode : (calculator as AnyMode);
  // A calculator that starts empty (BMI) shows no figure until Calculate.
  if (mode.startsEmpty) return [];
  const evaluation = evaluate(mode, {}, today);
  const { values, results } = evaluation;
  if (!values || !results) return [];
  if (mode.headline) return [mode.headline.text(values, results, today)];
  return resultRows(mode, evaluation, results)
    .rows.filter((row) => row.big)
    .map((row) => row.text);
}

/**
 * Waits until the headline figures are on the first screen: each wholly in sight in the results
 * (with nothing over it), or the bar shown in the screen with every one of them.
 */
export async function headlineInSight(page: Page, figures: string[]): Promise<void> {
  await page.waitForFunction(
    (texts) => {
      const results = document.querySelector('#root [role=status]');
      const inResults = (text: string) => {
        // The innermost elements of the results whose text is the figure (a figure may show
        // twice: P(A and B) and P(B and not A) are both 0.2000): one of them in sight.
        const holders = [...(results?.querySelectorAll('*') ?? [])].filter(
          (element) =>
            element.textContent?.trim() === text &&
            ![...element.children].some((child) => child.textContent?.trim() === text),
        );
        return holders.some((holder) => {
          const { top, bottom, left, right } = holder.getBoundingClientRect();
          if (top < 0 || bottom > innerHeight) return false;
          // Not under the bar (or anything else) where it is drawn.
          const seen = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          return seen !== null && (holder.contains(seen) || seen.contains(holder));
        });
      };
      if (texts.every(inResults)) return true;
      const shown = document.querySelector('[data-headline-bar]');
      if (!shown) return false;
      const box = shown.getBoundingClientRect();
      return (
        box.top >= 0 &&
        box.bottom <= innerHeight + 1 &&
        texts.every((text) => shown.textContent?.includes(text))
      );
    },
    figures,
    { timeout: 10_000 },
  );
}
