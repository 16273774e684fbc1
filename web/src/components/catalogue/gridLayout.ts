/** The catalogue grid's columns by screen width (spec section 9): 1, then 2 from sm, 3 from lg. */
export const CARD_GRID_COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

/** How a grid of cards is laid out: equal tracks across, and each card's width in tracks. */
export interface GridLayout {
  tracks: number;
  /** Card by card, in order; the grid places them row by row. */
  spans: number[];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a * b) / gcd(a, b);

/**
 * A layout of `count` cards, at most `columns` a row, whose last row never holds a single card
 * (a lone card at the end reads as a mistake). Only a count one more than a multiple of
 * `columns` needs one; any other count keeps one card per column, rows filled in order.
 * - Three columns or more: the lone card joins the last full row, and those cards share two
 *   rows as evenly as they can, each as wide as its row allows: 7 in 3 columns are rows of
 *   3, 2, 2 (the twos a column and a half wide), 4 are 2, 2, and 5 in 4 columns are 3, 2.
 *   So the grid keeps its column count and only its end is drawn wider.
 * - Two columns: 2 + 1 cannot be split so, and three across would be too narrow on the
 *   screens that show two columns, so the first card spans both: 7 are rows of 1, 2, 2, 2.
 */
export function orphanFreeLayout(count: number, columns: number): GridLayout {
  if (columns < 2 || count <= columns || count % columns !== 1) {
    return { tracks: columns, spans: Array<number>(count).fill(1) };
  }
  if (columns === 2) {
    return { tracks: 2, spans: [2, ...Array<number>(count - 1).fill(1)] };
  }
  const joined = columns + 1;
  const lastRows = [Math.ceil(joined / 2), Math.floor(joined / 2)];
  const tracks = lastRows.reduce(lcm, columns);
  return {
    tracks,
    spans: [
      ...Array<number>(count - joined).fill(tracks / columns),
      ...lastRows.flatMap((size) => Array<number>(size).fill(tracks / size)),
    ],
  };
}
