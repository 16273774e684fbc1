import { describe, expect, it } from 'vitest';
import {
  formatCount,
  unitAfter,
  formatDollars,
  formatFigure,
  formatAsTyped,
  formatMeasure,
  formatNumber,
  formatPercent,
  formatPlain,
  formatScientific,
  formatSignificant,
  shownFigure,
  superscriptOf,
} from './format.ts';

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

  it('rounds up a half that a double holds a hair below it, where Intl rounds it down', () => {
    // 1.15 × 3 is 3.45 exactly; as doubles it is 3.4499999999999997. Half up, 3.45 is 3.5.
    expect(1.15 * 3).toBe(3.4499999999999997);
    expect(formatNumber(1.15 * 3, 1)).toBe('3.5');
    expect(new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(1.15 * 3)).toBe(
      '3.4',
    );
    // 0.29 × 1.5 is 0.435 exactly; as doubles it is 0.43499999999999994: 0.44 to the cent.
    expect(0.29 * 1.5).toBe(0.43499999999999994);
    expect(formatNumber(0.29 * 1.5)).toBe('0.44');
    expect(formatNumber(-0.29 * 1.5)).toBe('-0.44');
    expect(formatSignificant(0.29 * 1.5, 2)).toBe('0.44');
    // A figure that is truly below the half keeps its rounding: the four digits past the one kept
    // are not all 9s, or the 9s run past what a double holds.
    expect(formatNumber(52.11499999999)).toBe('52.11');
    expect(formatNumber(9453988075.256348, 4)).toBe('9,453,988,075.2563');
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

describe('formatCount: a count with its unit', () => {
  it('makes a plural word singular for 1 only', () => {
    expect(formatCount(1, 'points')).toBe('1 point');
    // 'compounded 1 time a year', not '1 times'.
    expect(formatCount(1, 'times')).toBe('1 time');
    expect(formatCount(2, 'times')).toBe('2 times');
    expect(formatCount(0.5, 'points')).toBe('0.5 points');
    expect(formatCount(1, 'years')).toBe('1 year');
    expect(formatCount(1200, 'months')).toBe('1,200 months');
    expect(formatCount(1, 'hours a week')).toBe('1 hour a week');
    expect(formatCount(40, 'hours a week')).toBe('40 hours a week');
    expect(formatCount(1, 'inches')).toBe('1 inch');
  });

  it('leaves a symbol as it is, though it ends in s', () => {
    expect(formatCount(1, 's')).toBe('1 s');
    expect(formatCount(1, 'ms')).toBe('1 ms');
    expect(formatCount(1, 'bps')).toBe('1 bps');
    expect(formatCount(1, 'Mbps')).toBe('1 Mbps');
  });
});

describe('unitAfter: a unit after a figure as shown', () => {
  it('is singular when the figure reads 1, rounded or not', () => {
    expect(unitAfter('1', 'years')).toBe('year');
    expect(unitAfter('1.00', 'years')).toBe('years');
    expect(unitAfter('0.5', 'years')).toBe('years');
    expect(unitAfter('11', 'years')).toBe('years');
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

describe('formatAsTyped: a number echoed as the visitor typed it', () => {
  it('keeps every digit typed, and no more', () => {
    expect(formatAsTyped(1.41421356)).toBe('1.41421356');
    expect(formatAsTyped(1.23456789012)).toBe('1.23456789012');
    expect(formatAsTyped(1234567.5)).toBe('1,234,567.5');
    expect(formatAsTyped(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(formatAsTyped(-0.000001)).toBe('-0.000001');
    expect(formatAsTyped(2.5e-7)).toBe('2.5 × 10⁻⁷');
    expect(formatAsTyped(0)).toBe('0');
  });
});

describe('formatMeasure: a computed measure in a sentence', () => {
  it('gives 8 significant digits in between, and powers of ten where digits would mislead', () => {
    expect(formatMeasure(Math.PI * 25)).toBe('78.539816');
    expect(formatMeasure(0)).toBe('0');
    // 10 decimals would show these as 0.
    expect(formatMeasure(1e-14)).toBe('1 × 10⁻¹⁴');
    expect(formatMeasure(-3.1830988618e-13)).toBe('-3.1830989 × 10⁻¹³');
    expect(formatMeasure(0.000001)).toBe('0.000001');
    // Past 10^16 a double has no more digits than these.
    expect(formatMeasure(7.957747154594767e22)).toBe('7.9577472 × 10²²');
    expect(formatMeasure(999_999_999_999_999)).toBe('999,999,999,999,999');
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

  it('writes a value below a millionth in powers of ten, not as a row of zeros', () => {
    // A binomial P(X = 5) for n = 999, p = 0.5 is about 1.53 × 10⁻²⁸⁷.
    expect(formatFigure(1.5316e-287, 4)).toBe('1.532 × 10⁻²⁸⁷');
    expect(formatFigure(-9.8658764504e-10, 4)).toBe('-9.866 × 10⁻¹⁰');
    expect(formatFigure(0.0000012345, 4)).toBe('0.000001235');
    expect(formatFigure(9.99996e-7, 4)).toBe('1 × 10⁻⁶');
    expect(formatScientific(2.5e21, 4)).toBe('2.5 × 10²¹');
    expect(superscriptOf('-12')).toBe('⁻¹²');
    // The value shown, read back: what a result's band is chosen by.
    expect(shownFigure(1.5316e-287, 4)).toBe(1.532e-287);
    expect(shownFigure(-0.000123456, 2)).toBe(-0.0001235);
    expect(shownFigure(1234.5678, 2)).toBe(1234.57);
  });
});

// The same text as Intl.NumberFormat but for a half a double holds a hair below it (above): none of
// these numbers is one.
describe('the same text as Intl.NumberFormat (en-US), which these functions replace', () => {
  const fixed = (digits: number) =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    });
  const plain = new Intl.NumberFormat('en-US', {
    maximumFractionDigits: 10,
    signDisplay: 'negative',
  });
  const significant = new Intl.NumberFormat('en-US', {
    maximumSignificantDigits: 4,
    signDisplay: 'negative',
  });
  // Below a millionth: '1.532E-287', written 1.532 × 10⁻²⁸⁷.
  const scientific = new Intl.NumberFormat('en-US', {
    notation: 'scientific',
    maximumSignificantDigits: 4,
    signDisplay: 'negative',
  });
  const powersOfTen = (value: number) =>
    scientific
      .format(value)
      .replace(/E(-?\d+)$/, (_, exponent: string) => ` × 10${superscriptOf(exponent)}`);

  // A fixed sequence of numbers (a seeded generator): every magnitude a page shows, the halves
  // where rounding goes one way or the other (2.675, 1.005, 0.125), whole numbers, and the
  // numbers past 1e21 that JavaScript writes with an exponent.
  function* numbers(): Generator<number> {
    let seed = 20261201;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    yield* [0, -0, 0.5, 1.5, 2.5, -0.5, 1.005, 2.675, 0.125, 1.45, 9.995, 99.995, 999999.995];
    yield* [1e21, 1.2345e22, 123456789012345680000, 5e-324, 1e-7, 123e-20, Number.MAX_VALUE];
    for (let index = 0; index < 4000; index += 1) {
      const magnitude = Math.floor(random() * 36) - 12;
      const value = random() * 10 ** magnitude;
      const sign = random() < 0.3 ? -1 : 1;
      yield sign * value;
      // Halves at a few decimals: 12.345, 0.0005, 1234.5.
      const places = Math.floor(random() * 7);
      yield sign * ((Math.floor(random() * 10 ** 6) + 0.5) / 10 ** places);
      yield sign * Math.floor(value);
    }
  }

  it('formatNumber at 0 to 10 decimals', () => {
    const formats = [0, 1, 2, 3, 4, 6, 10].map((digits) => [digits, fixed(digits)] as const);
    for (const value of numbers()) {
      for (const [digits, format] of formats) {
        expect(formatNumber(value, digits), `${value} at ${digits}`).toBe(format.format(value));
      }
    }
  });

  it('formatPlain, and formatFigure with the significant digits of a small value', () => {
    for (const value of numbers()) {
      expect(formatPlain(value), String(value)).toBe(plain.format(value));
      for (const digits of [2, 4]) {
        const small = value !== 0 && Math.abs(value) < 0.5 * 10 ** -digits;
        const expected = !small
          ? fixed(digits).format(value)
          : Math.abs(value) < 1e-6
            ? powersOfTen(value)
            : significant.format(value);
        expect(formatFigure(value, digits), `${value} at ${digits}`).toBe(expected);
      }
    }
  });
});
