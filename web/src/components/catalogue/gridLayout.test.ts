import { describe, expect, it } from 'vitest';
import { orphanFreeLayout, type GridLayout } from './gridLayout.ts';

/** The cards of each row, as CSS grid places them: in order, a row until its tracks are full. */
function rows({ tracks, spans }: GridLayout): number[] {
  const result: number[] = [];
  let used = tracks;
  for (const span of spans) {
    if (used + span > tracks) {
      result.push(0);
      used = 0;
    }
    result[result.length - 1]! += 1;
    used += span;
  }
  return result;
}

describe('orphanFreeLayout', () => {
  it("lays out the home page's 7 categories and 4 recent calculators without a lone last card", () => {
    expect(rows(orphanFreeLayout(7, 3))).toEqual([3, 2, 2]);
    expect(rows(orphanFreeLayout(4, 3))).toEqual([2, 2]);
    expect(rows(orphanFreeLayout(7, 2))).toEqual([1, 2, 2, 2]);
    expect(rows(orphanFreeLayout(4, 2))).toEqual([2, 2]);
  });

  it('draws 7 in 3 columns on 6 tracks: three cards a row, then pairs a column and a half wide', () => {
    expect(orphanFreeLayout(7, 3)).toEqual({ tracks: 6, spans: [2, 2, 2, 3, 3, 3, 3] });
    expect(orphanFreeLayout(7, 2)).toEqual({ tracks: 2, spans: [2, 1, 1, 1, 1, 1, 1] });
  });

  it('leaves counts that fill their rows, or leave two or more, as a plain grid', () => {
    expect(orphanFreeLayout(6, 3)).toEqual({ tracks: 3, spans: [1, 1, 1, 1, 1, 1] });
    expect(orphanFreeLayout(5, 3)).toEqual({ tracks: 3, spans: [1, 1, 1, 1, 1] });
    expect(orphanFreeLayout(2, 3)).toEqual({ tracks: 3, spans: [1, 1] });
    expect(orphanFreeLayout(0, 3)).toEqual({ tracks: 3, spans: [] });
  });

  it('keeps one column a card per row, and a single card a row of its own', () => {
    expect(orphanFreeLayout(7, 1)).toEqual({ tracks: 1, spans: [1, 1, 1, 1, 1, 1, 1] });
    expect(orphanFreeLayout(1, 3)).toEqual({ tracks: 3, spans: [1] });
  });

  it('never leaves one card alone on the last row, for any count from 2 to 40 in 2 to 6 columns', () => {
    for (let columns = 2; columns <= 6; columns++) {
      for (let count = 2; count <= 40; count++) {
        const layout = orphanFreeLayout(count, columns);
        const laidOut = rows(layout);
        const context = `${count} cards in ${columns} columns: ${laidOut.join(', ')}`;
        expect(layout.spans, context).toHaveLength(count);
        expect(laidOut.at(-1), context).toBeGreaterThan(1);
        // No row holds more cards than there are columns, and every row but the last is full.
        expect(Math.max(...laidOut), context).toBeLessThanOrEqual(columns);
        const widths = laidOut.map((size, row) => {
          const start = laidOut.slice(0, row).reduce((sum, n) => sum + n, 0);
          return layout.spans.slice(start, start + size).reduce((sum, n) => sum + n, 0);
        });
        expect(
          widths.slice(0, -1).every((width) => width === layout.tracks),
          context,
        ).toBe(true);
      }
    }
  });
});
