import { describe, expect, it } from 'vitest';
import { formatRate } from './explain.ts';
import {
  compoundingOf,
  INVESTMENT_DEFAULTS,
  parseInvestmentInputs,
  timingOf,
  type InputValues,
} from './investmentInputs.ts';

function parse(patch: Partial<InputValues>) {
  return parseInvestmentInputs({ ...INVESTMENT_DEFAULTS, ...patch });
}

describe('parseInvestmentInputs', () => {
  it('turns the defaults into numbers', () => {
    expect(parse({})).toEqual({
      inputs: {
        initialInvestment: 10_000,
        monthlyContribution: 200,
        annualReturnRate: 7,
        years: 10,
        compounding: 'monthly',
        timing: 'end',
      },
      errors: {},
    });
  });

  it.each([
    ['10,000', 10_000],
    ['$10,000.50', 10_000.5],
    [' 1 000 000 ', 1_000_000],
    ['0.01', 0.01],
    ['1e3', 1000],
    ['0', 0],
  ])('reads the amount %j as %s', (text, expected) => {
    expect(parse({ initial: text }).inputs?.initialInvestment).toBe(expected);
  });

  it.each([
    ['7%', 7],
    ['6.5 %', 6.5],
    ['-2', -2],
    ['0', 0],
    ['-99', -99],
    ['100', 100],
  ])('reads the rate %j as %s', (text, expected) => {
    expect(parse({ rate: text }).inputs?.annualReturnRate).toBe(expected);
  });

  it.each([
    ['initial', '', 'Enter the initial investment (0 if none).'],
    ['initial', 'abc', 'Enter the initial investment as a number, e.g. 10000.'],
    ['initial', '1e999', 'Enter the initial investment as a number, e.g. 10000.'],
    ['initial', '-0.01', 'The initial investment cannot be negative.'],
    ['initial', '1000000000001', 'Enter an amount up to $1,000,000,000,000.'],
    ['monthly', 'Infinity', 'Enter the monthly contribution as a number, e.g. 200.'],
    ['rate', '-99.01', 'Enter a return from -99% to 100%.'],
    ['rate', '100.5', 'Enter a return from -99% to 100%.'],
    ['rate', '7%%', 'Enter the return as a number, e.g. 7.'],
    ['years', '1.5', 'Enter a whole number of years from 1 to 60.'],
    ['years', '-1', 'Enter a whole number of years from 1 to 60.'],
    ['years', '61', 'Enter a whole number of years from 1 to 60.'],
    ['years', ' ', 'Enter the number of years.'],
  ] as const)('%s = %j: %s', (key, text, message) => {
    const parsed = parse({ [key]: text });
    expect(parsed.inputs).toBeNull();
    expect(parsed.errors).toEqual({ [key]: message });
  });

  it('accepts the limits: 1 and 60 years, a trillion dollars', () => {
    expect(parse({ years: '1' }).inputs?.years).toBe(1);
    expect(parse({ years: '60' }).inputs?.years).toBe(60);
    expect(parse({ monthly: '1,000,000,000,000' }).inputs?.monthlyContribution).toBe(1e12);
  });

  it('refuses both amounts at 0, with the message under the monthly contribution', () => {
    expect(parse({ initial: '0', monthly: '0' })).toEqual({
      inputs: null,
      errors: {
        monthly: 'Enter an initial investment or a monthly contribution: both cannot be 0.',
      },
    });
    expect(parse({ initial: '0' }).inputs).not.toBeNull();
    expect(parse({ monthly: '0' }).inputs).not.toBeNull();
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(parse({ initial: 'x', rate: '', years: '0' }).errors).sort()).toEqual([
      'initial',
      'rate',
      'years',
    ]);
  });
});

describe('compoundingOf and timingOf (values from the URL)', () => {
  it.each(['annually', 'semiannually', 'quarterly', 'monthly', 'daily'])('keeps %s', (value) => {
    expect(compoundingOf(value)).toBe(value);
  });

  it.each(['weekly', '', 'toString', '__proto__', 'Monthly'])(
    'falls back to monthly for %j',
    (value) => {
      expect(compoundingOf(value)).toBe('monthly');
    },
  );

  it('reads the timing, falling back to the end of the month', () => {
    expect(timingOf('start')).toBe('start');
    expect(timingOf('end')).toBe('end');
    expect(timingOf('START')).toBe('end');
    expect(timingOf('')).toBe('end');
  });
});

describe('formatRate', () => {
  it.each([
    [0, '0'],
    [0.005, '0.005'],
    [0.07 / 12, '0.0058333333'],
    [0.0030461446919633, '0.0030461447'],
    [-0.0087, '-0.0087'],
    [8.333333333e-13, '8.33333e-13'],
  ])('%s → %s', (value, expected) => {
    expect(formatRate(value)).toBe(expected);
  });
});
