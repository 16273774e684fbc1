import { describe, expect, it } from 'vitest';
import { chartExtent, compactMoney, labelledPoints, niceTicks } from './chartScale.ts';
import type { ChartSpec } from './definition.ts';

// The axes of the chart drawn on the server for paper.

const chart = (kind: ChartSpec['kind'], data: ChartSpec['data']): ChartSpec => ({
  kind,
  caption: '',
  x: { key: 'year', label: 'Year', tooltip: 'Year' },
  series: [
    { id: 'a', label: 'A', color: 'blue.solid' },
    { id: 'b', label: 'B', color: 'orange.solid' },
  ],
  data,
});

describe('the extent drawn', () => {
  it('is each point’s stack for stacked bars, from 0', () => {
    const data = [
      { year: '1', a: 3226.45, b: 8933.99 },
      { year: '2', a: 11869.37, b: 291.29 },
    ];
    expect(chartExtent(chart('stacked-bars', data))).toEqual({ min: 0, max: 11869.37 + 291.29 });
    expect(chartExtent(chart('lines', data))).toEqual({ min: 0, max: 11869.37 });
  });

  it('reaches below 0 for negative values', () => {
    expect(chartExtent(chart('lines', [{ year: '1', a: -5, b: 10 }]))).toEqual({
      min: -5,
      max: 10,
    });
  });
});

describe('the ticks of the vertical axis', () => {
  it.each([
    [0, 12160.44, [0, 5000, 10000, 15000]],
    [0, 200000, [0, 50000, 100000, 150000, 200000]],
    [0, 1, [0, 0.25, 0.5, 0.75, 1]],
    [-5, 10, [-5, 0, 5, 10]],
    [0, 1161695, [0, 500000, 1000000, 1500000]],
  ])('from %s to %s are %j', (min, max, ticks) => {
    expect(niceTicks(min, max)).toEqual(ticks);
  });

  it('still has two ticks for a flat chart', () => {
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
});

describe('the labels of the axes', () => {
  it('name at most 8 points, spread evenly', () => {
    expect(labelledPoints(5)).toEqual([0, 1, 2, 3, 4]);
    expect(labelledPoints(30)).toEqual([0, 4, 8, 12, 16, 20, 24, 28]);
  });

  it('write amounts compactly, rupees in lakh and crore', () => {
    expect(compactMoney('USD').format(150000)).toBe('$150K');
    expect(compactMoney('INR').format(1200000)).toBe('₹12L');
  });
});
