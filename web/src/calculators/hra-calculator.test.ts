import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import hra from './hra-calculator.ts';

// Expected values worked by hand: exempt = least of (HRA, rent − 10% of salary, 50%/40% of
// salary), each to the paisa; taxable = HRA − exempt.

function run(texts: Record<string, string>) {
  return evaluate(hra, texts);
}

describe('the HRA calculator', () => {
  it('works out the defaults: basic 50,000, HRA 20,000, rent 18,000 in a metro', () => {
    // (a) 20,000; (b) 18,000 − 5,000 = 13,000; (c) 25,000.
    const { values, results } = run({});
    expect(results).toEqual({
      exempt: 13000,
      taxable: 7000,
      received: 20000,
      rentOverTenth: 13000,
      salaryShare: 25000,
    });
    expect(hra.facts!(values as never, results as never)).toEqual([
      { label: 'The least amount', text: '(b), rent paid less 10% of salary' },
      { label: 'Over a year of the same amounts', text: '₹1,56,000.00 exempt, ₹84,000.00 taxable' },
      {
        label: 'Rent that would raise the exemption',
        text: 'Up to ₹7,000.00 more rent a month would be exempt as well',
      },
    ]);
  });

  it('uses 40% of salary outside the four metros', () => {
    // (c) 40% of 50,000 = 20,000 < HRA 30,000 and rent − 10% = 35,000.
    const { results } = run({ hra: '30000', rent: '40000', city: 'other' });
    expect(results).toMatchObject({ exempt: 20000, taxable: 10000, salaryShare: 20000 });
  });

  it('exempts nothing when the rent is not above 10% of salary, or there is none', () => {
    const low = run({ rent: '5000' });
    expect(low.results).toMatchObject({ exempt: 0, taxable: 20000, rentOverTenth: 0 });
    expect(hra.summary!(low.values as never, low.results as never, '')).toBe(
      'None of your HRA is exempt: the rent is not more than 10% of your salary.',
    );
    const none = run({ rent: '0' });
    expect(hra.summary!(none.values as never, none.results as never, '')).toBe(
      'None of your HRA is exempt: you pay no rent.',
    );
  });

  it('works to the paisa', () => {
    // Basic 33,333: 10% is 3,333.30, so (b) = 10,000 − 3,333.30 = 6,666.70; (c) 16,666.50.
    expect(run({ basic: '33333', hra: '20000', rent: '10000' }).results).toEqual({
      exempt: 6666.7,
      taxable: 13333.3,
      received: 20000,
      rentOverTenth: 6666.7,
      salaryShare: 16666.5,
    });
  });

  it('gives twelve times the monthly figures for a year of the same amounts', () => {
    const yearly = run({ period: 'yearly', basic: '600000', hra: '240000', rent: '216000' });
    expect(yearly.results).toMatchObject({ exempt: 156000, taxable: 84000 });
    const label = hra.outputs.exempt.label as (v: never) => string;
    expect(label(yearly.values as never)).toBe('Exempt HRA (a year)');
  });

  it('rejects values outside the fields’ ranges with their messages', () => {
    expect(run({ basic: '0' }).errors.basic).toBe('The basic salary must be more than ₹0');
    expect(run({ rent: '-1' }).errors.rent).toBe('The rent cannot be negative');
    expect(run({ hra: '' }).errors.hra).toBe('Enter the HRA you receive (0 if none)');
  });
});
