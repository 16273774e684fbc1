import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  formatIndianNumber,
  formatRupees,
  formatRupeesCompact,
  groupIndianDigits,
} from './indianNumbers.ts';

describe('groupIndianDigits', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['99999', '99,999'],
    ['100000', '1,00,000'],
    ['1161695', '11,61,695'],
    ['10000000', '1,00,00,000'],
    ['123456789', '12,34,56,789'],
    ['1234567890123', '12,34,56,78,90,123'],
  ])('%s → %s', (digits, expected) => {
    expect(groupIndianDigits(digits)).toBe(expected);
  });
});

describe('formatIndianNumber', () => {
  it.each([
    [1161695, 0, '11,61,695'],
    [1161695.38, 0, '11,61,695'],
    [1161695.5, 0, '11,61,696'],
    [1234.5, 2, '1,234.50'],
    [0.005, 2, '0.01'],
    [-600000, 0, '-6,00,000'],
    [-0.2, 0, '0'],
    [1e21, 0, '1,00,00,00,00,00,00,00,00,00,000'],
  ])('%d with %d decimals → %s', (value, digits, expected) => {
    expect(formatIndianNumber(value, digits)).toBe(expected);
  });

  it('never shows a non-finite number', () => {
    expect(formatIndianNumber(Number.NaN)).toBe('—');
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatRupees', () => {
  it.each([
    [1161695, '₹11,61,695'],
    [1161695.3817, '₹11,61,695'],
    [600000, '₹6,00,000'],
    [561695, '₹5,61,695'],
    [9991479.19, '₹99,91,479'],
    [12809.33, '₹12,809'],
    [500, '₹500'],
    [0, '₹0'],
    [-500, '-₹500'],
    [-0.4, '₹0'],
    [100000000, '₹10,00,00,000'],
  ])('%d → %s', (value, expected) => {
    expect(formatRupees(value)).toBe(expected);
  });

  it('never shows a non-finite number', () => {
    expect(formatRupees(Number.NaN)).toBe('—');
  });
});

describe('amountInWords', () => {
  it.each([
    [1161695, '11.62 lakh'],
    [12500000, '1.25 crore'],
    [600000, '6 lakh'],
    [561695, '5.62 lakh'],
    [1160000, '11.6 lakh'],
    [100000, '1 lakh'],
    [9991479, '99.91 lakh'],
    [9999999, '1 crore'],
    [99999, '99,999'],
    [10000000, '1 crore'],
    [1687163, '16.87 lakh'],
    [575752923851, '57,575.29 crore'],
    [60000, '60,000'],
    [12809, '12,809'],
    [1000, '1,000'],
    [999, '999'],
    [500.4, '500'],
    [0, '0'],
    [-1161695, '-11.62 lakh'],
  ])('%d → %s', (value, expected) => {
    expect(amountInWords(value)).toBe(expected);
  });

  it('never shows a non-finite number', () => {
    expect(amountInWords(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatRupeesCompact', () => {
  it.each([
    [0, '₹0'],
    [750, '₹750'],
    [50000, '₹50K'],
    [200000, '₹2L'],
    [1161695, '₹11.6L'],
    [12000000, '₹1.2Cr'],
    [9990000, '₹1Cr'],
    [-500000, '-₹5L'],
  ])('%d → %s', (value, expected) => {
    expect(formatRupeesCompact(value)).toBe(expected);
  });
});
