import { describe, expect, it } from 'vitest';
import { formatPercent } from './format.ts';
import {
  decreaseBy,
  increaseBy,
  percentageDifference,
  percentChange,
  percentOf,
  whatPercent,
} from './percentage.ts';

// Reference values are worked out by hand from the definitions (a% of b = b × a ÷ 100, and so on),
// not by running the code under test. Comparisons are relative: toBeCloseTo with a number of
// digits scaled to the expected magnitude, so 5e-10 and 1e14 are both checked to ~10 significant
// digits (a fixed 2 digits would let any tiny answer pass).
function expectNear(actual: number | null | undefined, expected: number) {
  expect(actual).not.toBeNull();
  expect(actual).toBeTypeOf('number');
  const digits = expected === 0 ? 10 : 10 - Math.floor(Math.log10(Math.abs(expected)));
  expect(actual).toBeCloseTo(expected, digits);
}

describe('expectNear (the comparison helper)', () => {
  it('tells tiny numbers apart', () => {
    expect(() => expectNear(1e-9, 2e-9)).toThrow();
    expect(() => expectNear(1.1e15, 1.2e15)).toThrow();
    expect(() => expectNear(null, 0)).toThrow();
    expect(() => expectNear(30.0001, 30)).toThrow();
  });
});

describe('percentOf: value × percentage ÷ 100', () => {
  it.each([
    // [percentage, value, expected]
    [15, 200, 30], // spec default: 15% of 200
    [50, 80, 40],
    [12.5, 80, 10],
    [100, 37.5, 37.5],
    [200, 50, 100],
    [7.5, 19.99, 1.49925],
    [33, 1000, 330],
    [0, 200, 0],
    [15, 0, 0],
  ])('%s%% of %s = %s', (percentage, value, expected) => {
    expectNear(percentOf(percentage, value), expected);
  });

  describe('edge cases', () => {
    it.each([
      [-10, 50, -5], // negative percentage
      [15, -200, -30], // negative value
      [10, 1e15, 1e14], // huge
      [50, 1e-9, 5e-10], // tiny
      [1e-9, 1e9, 0.01], // tiny percentage of a huge value
    ])('%s%% of %s = %s', (percentage, value, expected) => {
      expectNear(percentOf(percentage, value), expected);
    });

    it.each([
      [Number.NaN, 200],
      [15, Number.NaN],
      [Number.POSITIVE_INFINITY, 200],
      [15, Number.NEGATIVE_INFINITY],
      [1e308, 1e308], // overflows to Infinity
    ])('percentOf(%s, %s) is null', (percentage, value) => {
      expect(percentOf(percentage, value)).toBeNull();
    });
  });
});

describe('whatPercent: x ÷ y × 100', () => {
  it.each([
    // [x, y, expected]
    [30, 200, 15], // spec default: 30 is 15% of 200
    [50, 200, 25],
    [1, 3, 100 / 3],
    [2, 3, 200 / 3],
    [200, 200, 100],
    [250, 200, 125],
    [0, 200, 0],
    [21.48925, 19.99, 107.5],
  ])('%s is %s%% of … %s', (x, y, expected) => {
    expectNear(whatPercent(x, y), expected);
  });

  describe('edge cases', () => {
    it.each([
      [-30, 200, -15],
      [30, -200, -15],
      [-30, -200, 15],
      [1e15, 1e15, 100],
      [5e14, 1e15, 50],
      [1e-9, 1e-7, 1],
      [1e-9, 1, 1e-7],
    ])('%s of %s = %s%%', (x, y, expected) => {
      expectNear(whatPercent(x, y), expected);
    });

    it.each([
      [30, 0], // division by zero
      [0, 0],
      [-5, -0],
      [Number.NaN, 200],
      [30, Number.NaN],
      [30, Number.POSITIVE_INFINITY],
      [1e308, 1e-10], // overflows to Infinity
    ])('whatPercent(%s, %s) is null', (x, y) => {
      expect(whatPercent(x, y)).toBeNull();
    });
  });
});

describe('percentChange: (new − original) ÷ |original| × 100', () => {
  it.each([
    // [original, new, percentageChange, changeAmount]
    [200, 250, 25, 50], // spec default: 200 → 250
    [250, 200, -20, -50],
    [100, 100, 0, 0],
    [50, 0, -100, -50],
    [80, 200, 150, 120],
    [40, 10, -75, -30],
    [19.99, 21.48925, 7.5, 1.49925],
  ])('%s → %s is %s%% (change %s)', (original, newValue, expectedPct, expectedChange) => {
    const result = percentChange(original, newValue);
    expectNear(result?.percentageChange, expectedPct);
    expectNear(result?.changeAmount, expectedChange);
  });

  describe('edge cases', () => {
    it.each([
      [-50, -25, 50, 25], // negative original: rising towards zero is an increase
      [-50, -75, -50, -25],
      [-20, 20, 200, 40],
      [20, -20, -200, -40],
      [1e15, 2e15, 100, 1e15],
      [1e-9, 2e-9, 100, 1e-9],
      [1e-9, 0, -100, -1e-9],
    ])('%s → %s is %s%% (change %s)', (original, newValue, expectedPct, expectedChange) => {
      const result = percentChange(original, newValue);
      expectNear(result?.percentageChange, expectedPct);
      expectNear(result?.changeAmount, expectedChange);
    });

    it.each([
      [0, 5], // original 0: no percentage change exists
      [0, 0],
      [-0, 5],
      [Number.NaN, 250],
      [200, Number.NaN],
      [200, Number.POSITIVE_INFINITY],
      [1e-300, 1e300], // overflows to Infinity
      [1e308, -1e308], // the change itself overflows
    ])('percentChange(%s, %s) is null', (original, newValue) => {
      expect(percentChange(original, newValue)).toBeNull();
    });
  });
});

describe('percentageDifference: |a − b| ÷ |(a + b) ÷ 2| × 100', () => {
  it.each([
    // [a, b, expected]
    [50, 75, 40],
    [75, 50, 40], // symmetric
    [100, 100, 0],
    [10, 20, 200 / 3],
    [0, 10, 200],
    [90, 110, 20],
  ])('between %s and %s is %s%%', (a, b, expected) => {
    expectNear(percentageDifference(a, b), expected);
  });

  describe('edge cases', () => {
    it.each([
      [-50, -75, 40], // two negatives: same as their opposites
      [-10, 30, 400], // mean 10
      [1e15, 3e15, 100],
      [1e-9, 3e-9, 100],
      [1e308, 1e308, 0], // (a + b) would overflow; the mean does not
    ])('between %s and %s is %s%%', (a, b, expected) => {
      expectNear(percentageDifference(a, b), expected);
    });

    it.each([
      [0, 0], // mean 0
      [-5, 5], // mean 0
      [Number.NaN, 5],
      [5, Number.NaN],
      [Number.NEGATIVE_INFINITY, 5],
      [1.7e308, -1.6e308], // |a − b| overflows
    ])('percentageDifference(%s, %s) is null', (a, b) => {
      expect(percentageDifference(a, b)).toBeNull();
    });
  });
});

describe('increaseBy and decreaseBy: value ± value × percentage ÷ 100', () => {
  it.each([
    // [value, percentage, increased, decreased]
    [19.99, 7.5, 21.48925, 18.49075],
    [200, 15, 230, 170],
    [100, 0, 100, 100],
    [100, 100, 200, 0],
    [80, 12.5, 90, 70],
    [0, 50, 0, 0],
  ])('%s ± %s%% = %s / %s', (value, percentage, increased, decreased) => {
    expectNear(increaseBy(value, percentage), increased);
    expectNear(decreaseBy(value, percentage), decreased);
  });

  describe('edge cases', () => {
    it.each([
      [100, 150, 250, -50], // decreasing by more than 100% goes below zero
      [50, -10, 45, 55], // a negative percentage reverses the direction
      [-200, 10, -220, -180],
      [1e15, 10, 1.1e15, 9e14],
      [1e-9, 50, 1.5e-9, 5e-10],
    ])('%s ± %s%% = %s / %s', (value, percentage, increased, decreased) => {
      expectNear(increaseBy(value, percentage), increased);
      expectNear(decreaseBy(value, percentage), decreased);
    });

    it.each([
      [Number.NaN, 10],
      [100, Number.NaN],
      [Number.POSITIVE_INFINITY, 10],
      [1e308, 1e10], // overflows
    ])('increaseBy / decreaseBy(%s, %s) are null', (value, percentage) => {
      expect(increaseBy(value, percentage)).toBeNull();
      expect(decreaseBy(value, percentage)).toBeNull();
    });
  });
});

describe('exact decimal results', () => {
  it('a change of exactly 1,081.575 % is 1,081.575, shown as 1,081.58 (half-up)', () => {
    // By hand: 9.5707575 − 0.81 = 8.7607575; 8.7607575 ÷ 0.81 = 10.81575; × 100 = 1,081.575.
    const change = percentChange(0.81, 9.5707575)!;
    expect(change.percentageChange).toBe(1081.575);
    expect(formatPercent(change.percentageChange)).toBe('1,081.58%');
    expect(change.changeAmount).toBe(8.7607575);
  });
});
