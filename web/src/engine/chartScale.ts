import type { ChartSpec } from './definition.ts';
import type { Currency } from './money.ts';

// The scale of a chart's vertical axis and the labels of both axes, for the chart drawn as plain
// SVG (SvgChart.tsx). Pure.

/** Amounts as an axis shows them: compact, Indian amounts in lakh and crore (₹12L, ₹1.2Cr). */
export function compactMoney(currency: Currency): Intl.NumberFormat {
  return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
}

/** The lowest and highest values drawn: each point's stack for stacked bars, else each value. */
export function chartExtent(chart: ChartSpec): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const point of chart.data) {
    const values = chart.series.map((series) => Number(point[series.id]) || 0);
    if (chart.kind === 'stacked-bars') {
      max = Math.max(
        max,
        values.filter((value) => value > 0).reduce((a, b) => a + b, 0),
      );
      min = Math.min(
        min,
        values.filter((value) => value < 0).reduce((a, b) => a + b, 0),
      );
    } else {
      max = Math.max(max, ...values);
      min = Math.min(min, ...values);
    }
  }
  return { min, max };
}

/**
 * Round ticks from at or below `min` to at or above `max`, about `count` steps apart, each step
 * 1, 2, 2.5 or 5 times a power of ten (0, 50,000, 100,000 …).
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!(max > min)) return [min, min + 1];
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((each) => each >= rough)!;
  const ticks: number[] = [];
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  for (let index = first; index <= last; index++)
    ticks.push(Number((index * step).toPrecision(12)));
  return ticks;
}

/** The indexes of the points whose labels the horizontal axis shows: at most `most`, spread. */
export function labelledPoints(points: number, most = 8): number[] {
  const every = Math.max(1, Math.ceil(points / most));
  const shown: number[] = [];
  for (let index = 0; index < points; index += every) shown.push(index);
  return shown;
}
