import { describe, expect, it } from 'vitest';
import { formatNumber } from './format.ts';
import {
  convert,
  CURRENCIES,
  currencyName,
  exchangeRate,
  parseCurrencyCode,
  ratePerUsd,
  type CurrencyCode,
} from './currency.ts';

// Reference values worked out separately with Python's decimal module (30 significant digits,
// ROUND_HALF_UP), from the spec's rate table (section 9): Decimal(amount) / rate[from] * rate[to].
// For example 1000 INR → USD is 1000 / 83.44 = 11.98465963566634707…, shown as 11.98
// (83.44 × 12 = 1001.28, so 1000 INR is a little under 12 USD).

describe('the demonstration rate table (spec section 9)', () => {
  it('holds the ten currencies, in order, with their rates per 1 USD and names', () => {
    expect(CURRENCIES.map((c) => [c.code, c.perUsd, c.name])).toEqual([
      ['USD', 1, 'US Dollar'],
      ['EUR', 0.92, 'Euro'],
      ['GBP', 0.79, 'British Pound'],
      ['JPY', 150.76, 'Japanese Yen'],
      ['AUD', 1.54, 'Australian Dollar'],
      ['CAD', 1.37, 'Canadian Dollar'],
      ['CHF', 0.89, 'Swiss Franc'],
      ['CNY', 7.24, 'Chinese Yuan'],
      ['AED', 3.67, 'UAE Dirham'],
      ['INR', 83.44, 'Indian Rupee'],
    ]);
  });
});

describe('convert: amount ÷ rate[from] × rate[to]', () => {
  it.each<[number, CurrencyCode, CurrencyCode, number, string]>([
    // [amount, from, to, exact result (15 significant digits), shown with 2 decimals]
    [100, 'USD', 'EUR', 92, '92.00'], // the spec's default
    [100, 'EUR', 'USD', 108.695652173913, '108.70'],
    [1000, 'INR', 'USD', 11.9846596356663, '11.98'],
    [5000, 'JPY', 'GBP', 26.2005837092067, '26.20'],
    [250, 'GBP', 'INR', 26405.0632911392, '26,405.06'],
    [1, 'USD', 'JPY', 150.76, '150.76'],
    [1, 'CHF', 'CNY', 8.13483146067416, '8.13'],
    [99.99, 'AUD', 'CAD', 88.9521428571429, '88.95'],
    [1234567.89, 'AED', 'EUR', 309482.95880109, '309,482.96'],
    [10000, 'CNY', 'JPY', 208232.044198895, '208,232.04'],
    [1, 'JPY', 'INR', 0.553462456885115, '0.55'],
    [50, 'CAD', 'CHF', 32.4817518248175, '32.48'],
  ])('%s %s → %s = %s (%s)', (amount, from, to, exact, shown) => {
    const result = convert(amount, from, to);
    expect(result).not.toBeNull();
    expect(Math.abs((result ?? 0) - exact)).toBeLessThanOrEqual(Math.abs(exact) * 1e-12);
    expect(formatNumber(result ?? Number.NaN)).toBe(shown);
  });
});

describe('exchangeRate: 1 from = rate[to] ÷ rate[from] to, shown with 4 decimals', () => {
  it.each<[CurrencyCode, CurrencyCode, string, string]>([
    // [from, to, rate, inverse rate]
    ['USD', 'EUR', '0.9200', '1.0870'], // '1 USD = 0.9200 EUR', '1 EUR = 1.0870 USD'
    ['EUR', 'USD', '1.0870', '0.9200'],
    ['INR', 'USD', '0.0120', '83.4400'],
    ['JPY', 'GBP', '0.0052', '190.8354'],
    ['GBP', 'INR', '105.6203', '0.0095'],
    ['USD', 'JPY', '150.7600', '0.0066'],
    ['CHF', 'CNY', '8.1348', '0.1229'],
    ['AED', 'EUR', '0.2507', '3.9891'],
    ['CNY', 'JPY', '20.8232', '0.0480'],
  ])('1 %s = %s %s', (from, to, rate, inverse) => {
    expect(formatNumber(exchangeRate(from, to), 4)).toBe(rate);
    expect(formatNumber(exchangeRate(to, from), 4)).toBe(inverse);
  });
});

describe('edge cases', () => {
  it('the same currency gives the amount back and a rate of exactly 1', () => {
    for (const { code } of CURRENCIES) {
      expect(convert(123.45, code, code)).toBe(123.45);
      expect(exchangeRate(code, code)).toBe(1);
    }
  });

  it('a round trip returns the amount', () => {
    for (const from of CURRENCIES) {
      for (const to of CURRENCIES) {
        const there = convert(1000, from.code, to.code) ?? Number.NaN;
        expect(convert(there, to.code, from.code)).toBeCloseTo(1000, 9);
      }
    }
  });

  it('tiny amounts keep their precision (shown as 0.00 with 2 decimals)', () => {
    expect(convert(0.01, 'USD', 'EUR')).toBeCloseTo(0.0092, 15);
    expect(formatNumber(convert(0.001, 'USD', 'EUR') ?? Number.NaN)).toBe('0.00');
    expect(convert(1e-9, 'INR', 'USD')).toBeCloseTo(1.198465963566635e-11, 24);
  });

  it('huge amounts keep thousands separators', () => {
    expect(formatNumber(convert(1e12, 'USD', 'JPY') ?? Number.NaN)).toBe('150,760,000,000,000.00');
    expect(convert(1e300, 'INR', 'JPY')).toBeCloseTo(1.8068072866730585e300, -285);
  });

  it('a result too large for a number is null, never Infinity', () => {
    expect(convert(1e308, 'USD', 'JPY')).toBeNull();
    expect(convert(Number.MAX_VALUE, 'EUR', 'USD')).toBeNull();
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'convert(%s) is null',
    (amount) => {
      expect(convert(amount, 'USD', 'EUR')).toBeNull();
    },
  );

  it('reads codes from a URL whatever their case, and refuses others', () => {
    expect(parseCurrencyCode('eur')).toBe('EUR');
    expect(parseCurrencyCode(' INR ')).toBe('INR');
    expect(parseCurrencyCode('XYZ')).toBeNull();
    expect(parseCurrencyCode('')).toBeNull();
    expect(parseCurrencyCode(null)).toBeNull();
    expect(parseCurrencyCode('toString')).toBeNull();
  });

  it('names and rates by code', () => {
    expect(currencyName('AED')).toBe('UAE Dirham');
    expect(ratePerUsd('INR')).toBe(83.44);
  });
});

describe('exact decimal conversion', () => {
  it('3,080.39 EUR is exactly 5,156.305 AUD, shown as 5,156.31 (half-up)', () => {
    // By hand: 3,080.39 × 1.54 = 4,743.8006; ÷ 0.92 = 5,156.305.
    const aud = convert(3080.39, 'EUR', 'AUD')!;
    expect(aud).toBe(5156.305);
    expect(formatNumber(aud)).toBe('5,156.31');
  });
});
