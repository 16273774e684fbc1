import { describe, expect, it } from 'vitest';
import { formatDollars, formatFigure, formatNumber, formatPercent, formatPlain } from './format.ts';

describe('formatNumber: 2 decimals with thousands separators (en-US)', () => {
  it.each([
    [30, '30.00'],
    [0, '0.00'],
    [21.48925, '21.49'],
    [1.005, '1.01'], // rounds half away from zero as written (toFixed would say 1.00)
    [1234567.891, '1,234,567.89'],
    [-50, '-50.00'],
    [-1234.5, '-1,234.50'],
    [-0.001, '0.00'], // never '-0.00'
    [1e15, '1,000,000,000,000,000.00'],
    [1e-9, '0.00'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('takes another count of decimals', () => {
    expect(formatNumber(1234.56789, 4)).toBe('1,234.5679');
    expect(formatNumber(1234.56789, 0)).toBe('1,235');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'never shows %s',
    (value) => {
      expect(formatNumber(value)).toBe('—');
      expect(formatPercent(value)).toBe('—');
      expect(formatPlain(value)).toBe('—');
    },
  );
});

describe('formatPercent', () => {
  it.each([
    [15, '15.00%'],
    [100 / 3, '33.33%'],
    [-20, '-20.00%'],
    [12345.678, '12,345.68%'],
  ])('%s → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('formatPlain: the number as a person writes it', () => {
  it.each([
    [200, '200'],
    [19.99, '19.99'],
    [1.49925, '1.49925'],
    [0.1 + 0.2, '0.3'], // float noise beyond 10 decimals is dropped
    [-50, '-50'],
    [1e-9, '0.000000001'],
    [1e15, '1,000,000,000,000,000'],
    [-0, '0'],
  ])('%s → %s', (value, expected) => {
    expect(formatPlain(value)).toBe(expected);
  });
});

describe('formatDollars', () => {
  it.each([
    [7.5, '$7.50'],
    [57.5, '$57.50'],
    [1013.3706196517716, '$1,013.37'],
    [1234567.891, '$1,234,567.89'],
    [-5, '-$5.00'],
    [-0.001, '$0.00'],
    [Number.NaN, '—'],
  ])('%s → %s', (value, expected) => {
    expect(formatDollars(value)).toBe(expected);
  });
});

describe('formatFigure', () => {
  it('shows fixed decimals, or the significant digits of a small value that would show as 0', () => {
    expect(formatFigure(30)).toBe('30.00');
    expect(formatFigure(0)).toBe('0.00');
    // 0.1% of 0.2 = 0.0002; 0.004 is not 0.00 either.
    expect(formatFigure(0.0002)).toBe('0.0002');
    expect(formatFigure(-0.004)).toBe('-0.004');
    expect(formatFigure(0.005)).toBe('0.01');
    expect(formatFigure(0.000123456)).toBe('0.0001235');
    expect(formatPercent(0.0004)).toBe('0.0004%');
  });
});
