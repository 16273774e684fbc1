import { describe, expect, it } from 'vitest';
import { numberLocaleOf } from '../engine/numberText.ts';
import {
  chooseFrom,
  chooseTo,
  convert,
  CRYPTOCURRENCIES,
  currencyLabel,
  currencySymbol,
  directionOf,
  errorBannerText,
  FIAT_CURRENCIES,
  findCurrency,
  formatCryptoResult,
  formatRate,
  formatUpdatedAt,
  invertRate,
  isUsableRate,
  notAvailableMessage,
  pairFromLink,
  parseAmount,
  preciseResult,
  swapPair,
} from './crypto.ts';

describe('the currency lists (spec section 3)', () => {
  it('lists the ten coins by CoinGecko id, name and symbol, in order', () => {
    expect(CRYPTOCURRENCIES.map((c) => [c.id, c.symbol])).toEqual([
      ['bitcoin', 'BTC'],
      ['ethereum', 'ETH'],
      ['tether', 'USDT'],
      ['binancecoin', 'BNB'],
      ['ripple', 'XRP'],
      ['cardano', 'ADA'],
      ['solana', 'SOL'],
      ['dogecoin', 'DOGE'],
      ['polkadot', 'DOT'],
      ['avalanche-2', 'AVAX'],
    ]);
  });

  it('lists the ten fiat currencies by code and name, in order', () => {
    expect(FIAT_CURRENCIES.map((c) => [c.id, c.name])).toEqual([
      ['usd', 'US Dollar'],
      ['eur', 'Euro'],
      ['jpy', 'Japanese Yen'],
      ['gbp', 'British Pound'],
      ['aud', 'Australian Dollar'],
      ['cad', 'Canadian Dollar'],
      ['chf', 'Swiss Franc'],
      ['cny', 'Chinese Yuan'],
      ['inr', 'Indian Rupee'],
      ['sgd', 'Singapore Dollar'],
    ]);
  });

  it.each([
    ['bitcoin', 'Bitcoin (BTC)'],
    ['avalanche-2', 'Avalanche (AVAX)'],
    ['usd', 'US Dollar (USD)'],
    ['sgd', 'Singapore Dollar (SGD)'],
  ])('labels %s as %s', (id, label) => {
    const currency = findCurrency(id);
    expect(currency).toBeDefined();
    expect(currencyLabel(currency!)).toBe(label);
  });

  it('knows no other currency', () => {
    expect(findCurrency('monopoly-money')).toBeUndefined();
    expect(findCurrency('BTC')).toBeUndefined();
    expect(currencySymbol('tether')).toBe('USDT');
  });
});

describe('formatCryptoResult (spec section 9)', () => {
  describe('below 1e-6: exponent form', () => {
    it.each([
      [1.0276e-7, '1.03e-7'],
      [9.99e-7, '9.99e-7'],
      [9.999e-7, '1.00e-6'],
      [5e-12, '5.00e-12'],
    ])('%s → %s', (value, shown) => {
      expect(formatCryptoResult(value)).toBe(shown);
    });
  });

  describe('from 1e-6 up to (not including) 0.01: 2 decimals', () => {
    it.each([
      [1e-6, '0.00'],
      [0.0000102762, '0.00'],
      [0.0049, '0.00'],
      [0.00999, '0.01'],
    ])('%s → %s', (value, shown) => {
      expect(formatCryptoResult(value)).toBe(shown);
    });
  });

  describe('from 0.01 to 1000 inclusive: 6 significant digits', () => {
    it.each([
      [0.01, '0.01'],
      [0.0123456789, '0.0123457'],
      [0.387611, '0.387611'],
      [1, '1'],
      [29.30222, '29.3022'],
      [999.9994, '999.999'],
      [1000, '1,000'],
    ])('%s → %s', (value, shown) => {
      expect(formatCryptoResult(value)).toBe(shown);
    });
  });

  describe('above 1000: 2 decimals with thousands separators', () => {
    it.each([
      [1000.004, '1,000.00'],
      [1000.006, '1,000.01'],
      [3412.71, '3,412.71'],
      [97312, '97,312.00'],
      [14952733, '14,952,733.00'],
      [1e15, '1,000,000,000,000,000.00'],
    ])('%s → %s', (value, shown) => {
      expect(formatCryptoResult(value)).toBe(shown);
    });
  });

  describe('edge cases', () => {
    it('shows zero (an amount of 0) as 0.00, not in exponent form', () => {
      expect(formatCryptoResult(0)).toBe('0.00');
    });

    it.each([Number.NaN, Number.POSITIVE_INFINITY])('never shows %s', (value) => {
      expect(formatCryptoResult(value)).toBe('—');
    });
  });
});

describe('preciseResult: the digits the 2-decimal form of a small result hides', () => {
  it.each([
    [0.0000102762249, '0.0000102762'],
    [1e-6, '0.000001'],
    [0.00999, '0.00999'],
  ])('%s → %s', (value, shown) => {
    expect(preciseResult(value)).toBe(shown);
  });

  it.each([0, 9.99e-7, 0.01, 1, 97312, Number.NaN])('adds nothing for %s', (value) => {
    expect(preciseResult(value)).toBeNull();
  });
});

describe('formatRate: 6 decimals (spec section 9)', () => {
  it.each([
    [97312, '97,312.000000'],
    [3412.71, '3,412.710000'],
    [0.387611, '0.387611'],
    [1 / 97312, '0.000010'],
    [97312 / 3412.71, '28.514582'],
  ])('%s → %s', (rate, shown) => {
    expect(formatRate(rate)).toBe(shown);
  });
});

describe('conversion maths', () => {
  it.each([
    // amount, rate (one `from` in `to`), result
    [1, 97312, 97312],
    [2, 3242.24, 6484.48],
    [0.5, 97312, 48656],
    [0, 97312, 0],
    [100, 1 / 97312, 0.001027622492601118],
  ])('%s at %s is %s', (amount, rate, result) => {
    expect(convert(amount, rate)).toBeCloseTo(result, 12);
  });

  it('gives null instead of Infinity when the result overflows', () => {
    expect(convert(1e305, 97312)).toBeNull();
  });

  it('inverts a fiat→crypto rate back to the coin price', () => {
    expect(invertRate(1 / 97312)).toBeCloseTo(97312, 6);
    expect(invertRate(0)).toBeNull();
  });

  it.each([
    [97312, true],
    [1e-9, true],
    [0, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [null, false],
    [undefined, false],
    ['97312', false],
  ])('a rate of %s is usable: %s', (rate, usable) => {
    expect(isUsableRate(rate)).toBe(usable);
  });
});

describe('parseAmount (spec section 5): a number ≥ 0, anything else ignored', () => {
  it.each([
    ['1', 1],
    ['0', 0],
    ['0.01', 0.01],
    ['2.5', 2.5],
    [' 3 ', 3],
    ['1e3', 1000],
    ['1,000', 1000],
  ])('accepts %j as %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it('reads an amount typed in the visitor’s locale, and nothing a locale does not write', () => {
    const german = numberLocaleOf('de-DE');
    expect(parseAmount('1,5', german)).toBe(1.5);
    expect(parseAmount('1.000', german)).toBe(1000);
    expect(parseAmount('1,5')).toBeNull();
    expect(parseAmount('1.5', german)).toBeNull();
  });

  it.each(['-5', '-0.01', 'abc', '', ' ', '1,00', '1e999', 'Infinity', '0x10'])(
    'ignores %j',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );
});

describe('choosing currencies (spec section 4)', () => {
  it.each([
    // A coin as 'from': crypto→fiat; a coin in 'to' is reset to US Dollar.
    [{ from: 'bitcoin', to: 'usd' }, 'ethereum', { from: 'ethereum', to: 'usd' }],
    [{ from: 'bitcoin', to: 'eur' }, 'solana', { from: 'solana', to: 'eur' }],
    [{ from: 'usd', to: 'bitcoin' }, 'ethereum', { from: 'ethereum', to: 'usd' }],
    [{ from: 'eur', to: 'ethereum' }, 'ethereum', { from: 'ethereum', to: 'usd' }],
    // A fiat currency as 'from': fiat→crypto; if 'to' was fiat it takes the coin 'from' held.
    [{ from: 'usd', to: 'bitcoin' }, 'eur', { from: 'eur', to: 'bitcoin' }],
    [{ from: 'ethereum', to: 'usd' }, 'gbp', { from: 'gbp', to: 'ethereum' }],
    [{ from: 'bitcoin', to: 'usd' }, 'usd', { from: 'usd', to: 'bitcoin' }],
    [{ from: 'eur', to: 'usd' }, 'jpy', { from: 'jpy', to: 'bitcoin' }],
  ])('from %j, choosing %s as from gives %j', (pair, id, expected) => {
    expect(chooseFrom(pair, id)).toEqual(expected);
  });

  it.each([
    // A coin as 'to': fiat→crypto; a coin in 'from' is reset to US Dollar.
    [{ from: 'usd', to: 'bitcoin' }, 'ethereum', { from: 'usd', to: 'ethereum' }],
    [{ from: 'bitcoin', to: 'usd' }, 'ethereum', { from: 'usd', to: 'ethereum' }],
    [{ from: 'bitcoin', to: 'eur' }, 'bitcoin', { from: 'usd', to: 'bitcoin' }],
    [{ from: 'jpy', to: 'usd' }, 'dogecoin', { from: 'jpy', to: 'dogecoin' }],
    // A fiat currency as 'to': crypto→fiat; if 'from' was fiat it takes the coin 'to' held.
    [{ from: 'bitcoin', to: 'usd' }, 'inr', { from: 'bitcoin', to: 'inr' }],
    [{ from: 'usd', to: 'solana' }, 'eur', { from: 'solana', to: 'eur' }],
    [{ from: 'eur', to: 'usd' }, 'gbp', { from: 'bitcoin', to: 'gbp' }],
  ])('from %j, choosing %s as to gives %j', (pair, id, expected) => {
    expect(chooseTo(pair, id)).toEqual(expected);
  });

  it.each([
    [{ from: 'bitcoin', to: 'usd' }, 'crypto-to-fiat'],
    [{ from: 'usd', to: 'bitcoin' }, 'fiat-to-crypto'],
    [{ from: 'bitcoin', to: 'ethereum' }, 'crypto-to-fiat'],
  ])('the direction of %j is %s', (pair, direction) => {
    expect(directionOf(pair)).toBe(direction);
  });

  it('swaps from and to, flipping the direction', () => {
    const swapped = swapPair({ from: 'bitcoin', to: 'usd' });
    expect(swapped).toEqual({ from: 'usd', to: 'bitcoin' });
    expect(directionOf(swapped)).toBe('fiat-to-crypto');
    expect(swapPair(swapped)).toEqual({ from: 'bitcoin', to: 'usd' });
  });
});

describe('pairFromLink', () => {
  it.each([
    [null, null, { from: 'bitcoin', to: 'usd' }],
    ['ethereum', 'eur', { from: 'ethereum', to: 'eur' }],
    ['bitcoin', 'ethereum', { from: 'bitcoin', to: 'ethereum' }],
    ['tether', 'bitcoin', { from: 'tether', to: 'bitcoin' }],
    ['usd', 'bitcoin', { from: 'usd', to: 'bitcoin' }],
    ['monopoly-money', 'eur', { from: 'bitcoin', to: 'eur' }],
    ['ethereum', 'XYZ', { from: 'ethereum', to: 'usd' }],
    ['__proto__', 'constructor', { from: 'bitcoin', to: 'usd' }],
  ])('?from=%s&to=%s opens %j', (from, to, pair) => {
    expect(pairFromLink(from, to)).toEqual(pair);
  });
});

describe('formatUpdatedAt: when the prices were fetched, in local time', () => {
  const fetched = new Date(2025, 2, 28, 10, 42, 5).toISOString();

  it('gives the time alone on the same day', () => {
    expect(formatUpdatedAt(fetched, new Date(2025, 2, 28, 23, 59, 59))).toBe('10:42:05 AM');
    expect(
      formatUpdatedAt(new Date(2025, 2, 28, 22, 5, 9).toISOString(), new Date(2025, 2, 28, 23)),
    ).toBe('10:05:09 PM');
  });

  it('adds the date on another day (stale prices can be old)', () => {
    expect(formatUpdatedAt(fetched, new Date(2025, 2, 29, 0, 0, 1))).toBe(
      'Mar 28, 2025, 10:42:05 AM',
    );
  });

  it('never shows Invalid Date', () => {
    expect(formatUpdatedAt('not a date')).toBe('an unknown time');
  });
});

describe('messages (spec section 8)', () => {
  it('names the pair when its rate is not available', () => {
    expect(notAvailableMessage({ from: 'bitcoin', to: 'usd' })).toBe(
      'Exchange rate data not available for bitcoin/usd',
    );
  });

  it('adds the advice to the banner', () => {
    expect(errorBannerText('Failed to fetch exchange rate data')).toBe(
      'Failed to fetch exchange rate data. Please try a different currency pair or try again later.',
    );
  });
});
