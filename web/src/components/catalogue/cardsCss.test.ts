import { describe, expect, it } from 'vitest';
import { cardsCss } from './cardsCss.ts';
import { CARD_GRID_COLUMNS, orphanFreeLayout, type GridLayout } from './gridLayout.ts';

// The card grid's layouts are fixed rules of the stylesheet, picked by CardGrid.tsx's two marks:
// they hold only while gridLayout.ts's layouts keep one shape whatever the count. This reads the
// rules back into a layout for each count and compares.

const css = cardsCss() as unknown as Record<string, Record<string, Record<string, string>>>;
const span = (rule: Record<string, string> | undefined) =>
  Number(/^span (\d+)$/.exec(rule?.gridColumn ?? 'span 1')![1]);
const tracksOf = (template: string) => Number(/^repeat\((\d+),/.exec(template)![1]);

/** The layout the stylesheet gives `count` cards at the lg width (three columns). */
function lgLayout(count: number): GridLayout {
  const joined = orphanFreeLayout(count, CARD_GRID_COLUMNS.lg).spans.some((s) => s > 1);
  if (!joined) return { tracks: CARD_GRID_COLUMNS.lg, spans: Array<number>(count).fill(1) };
  const endRule = Object.keys(css).find((selector) => selector.includes(':nth-last-of-type'))!;
  const endCount = Number(/-n\+(\d+)/.exec(endRule)![1]);
  return {
    tracks: tracksOf(css['.card-grid[data-joined-end]']!.lg!.gridTemplateColumns!),
    spans: Array.from({ length: count }, (_, index) =>
      span(
        index >= count - endCount ? css[endRule]!.lg : css['.card-grid[data-joined-end] > *']!.lg,
      ),
    ),
  };
}

/** The layout the stylesheet gives `count` cards at the sm and md widths (two columns). */
function smLayout(count: number): GridLayout {
  const firstWide = orphanFreeLayout(count, CARD_GRID_COLUMNS.sm).spans.some((s) => s > 1);
  const first = span(css['.card-grid[data-first-wide] > :first-of-type']!.smToLg);
  return {
    tracks: tracksOf(css['.card-grid']!.gridTemplateColumns!.sm!),
    spans: Array.from({ length: count }, (_, index) => (firstWide && index === 0 ? first : 1)),
  };
}

describe('the card grid’s rules in the stylesheet', () => {
  it.each(Array.from({ length: 40 }, (_, index) => index + 1))(
    'lay out %i cards as gridLayout.ts does, at every width',
    (count) => {
      expect(lgLayout(count)).toEqual(orphanFreeLayout(count, CARD_GRID_COLUMNS.lg));
      expect(smLayout(count)).toEqual(orphanFreeLayout(count, CARD_GRID_COLUMNS.sm));
      expect(tracksOf(css['.card-grid']!.gridTemplateColumns!.base!)).toBe(CARD_GRID_COLUMNS.base);
    },
  );
});
