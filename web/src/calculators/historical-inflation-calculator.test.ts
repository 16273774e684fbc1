import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import inflation, { adjust } from './historical-inflation-calculator.ts';
import { CPI_U } from './historical-inflation-calculator/cpiU.ts';

function run(texts: Record<string, string>) {
  return evaluate(inflation, texts);
}

describe('the historical inflation calculator', () => {
  it('holds the BLS annual averages from 1913 to 2025', () => {
    expect(Object.keys(CPI_U).map(Number)).toEqual(
      Array.from({ length: 2025 - 1913 + 1 }, (_, i) => 1913 + i),
    );
    // Spot checks against the BLS table cpiai.txt (02-20-2014) and BLS annual averages.
    expect([CPI_U[1913], CPI_U[1920], CPI_U[1933], CPI_U[1984], CPI_U[2001]]).toEqual([
      9.9, 20.0, 13.0, 103.9, 177.1,
    ]);
    expect([CPI_U[2007], CPI_U[2008], CPI_U[2013], CPI_U[2024], CPI_U[2025]]).toEqual([
      207.342, 215.303, 232.957, 313.689, 321.943,
    ]);
  });

  it('shows $100 of 1970 in 2024 dollars by default', () => {
    // 100 × 313.689 ÷ 38.8 = 808.4768… → $808.48; 313.689 ÷ 38.8 − 1 = 708.48%;
    // (313.689 ÷ 38.8)^(1/54) − 1 = 3.946%.
    const { values, results } = run({});
    expect(results?.value).toBe(808.48);
    expect(results?.change).toBeCloseTo(708.4768, 3);
    expect(results?.averageRate).toBeCloseTo(3.9462, 3);
    expect(inflation.summary!(values as never, results as never, '')).toEqual([
      '$100.00 in 1970 buys what $808.48 bought in 2024.',
      'Prices rose 708.48% from 1970 to 2024, by the US CPI-U annual averages.',
    ]);
    expect(inflation.steps(values as never, results as never)).toEqual([
      'CPI-U annual average: 1970 = 38.8; 2024 = 313.689',
      'Equivalent amount = $100.00 × 313.689 ÷ 38.8 ≈ $808.48',
      'Change in prices = 313.689 ÷ 38.8 − 1 ≈ 708.48%',
      'Average inflation = (313.689 ÷ 38.8)^(1/54) − 1 ≈ 3.95% a year',
    ]);
  });

  it('goes back in time and through deflation', () => {
    // 100 × 38.8 ÷ 313.689 = 12.3689… → $12.37.
    expect(run({ fromYear: '2024', toYear: '1970' }).results?.value).toBe(12.37);
    // 1929 (17.1) to 1933 (13.0): 1,000 × 13 ÷ 17.1 = 760.2339… → $760.23, prices fell 23.98%.
    const { values, results } = run({ amount: '1000', fromYear: '1929', toYear: '1933' });
    expect(results?.value).toBe(760.23);
    expect(results?.change).toBeCloseTo(-23.9766, 3);
    expect(inflation.summary!(values as never, results as never, '')).toEqual([
      '$1,000.00 in 1929 buys what $760.23 bought in 1933.',
      'Prices fell 23.98% from 1929 to 1933, by the US CPI-U annual averages.',
    ]);
  });

  it('shows an amount past the cent as typed in the step it is multiplied in', () => {
    // 0.005 × 321.943 ÷ 9.9 = 0.1626 → $0.16 (the step read "$0.01 × 321.943 ÷ 9.9").
    const { values, results } = run({ amount: '0.005', fromYear: '1913', toYear: '2025' });
    expect(inflation.steps(values as never, results as never)[1]).toBe(
      'Equivalent amount = $0.005 × 321.943 ÷ 9.9 ≈ $0.16',
    );
  });

  it('compares prices as they were when looking back, not as a fall from 2025 to 1913', () => {
    // 1913 (9.9) against 2025 (321.943): 9.9 ÷ 321.943 − 1 = −96.92%: lower then.
    const back = run({ amount: '1', fromYear: '2025', toYear: '1913' });
    expect(
      (inflation.summary!(back.values as never, back.results as never, '') as string[])[1],
    ).toBe('Prices in 1913 were 96.92% lower than in 2025, by the US CPI-U annual averages.');
    // 1929 (17.1) against 1933 (13.0): 17.1 ÷ 13 − 1 = 31.54% higher then.
    const crash = run({ amount: '100', fromYear: '1933', toYear: '1929' });
    expect(
      (inflation.summary!(crash.values as never, crash.results as never, '') as string[])[1],
    ).toBe('Prices in 1929 were 31.54% higher than in 1933, by the US CPI-U annual averages.');
  });

  it('leaves the amount as it is within one year', () => {
    expect(adjust(250, 1999, 1999)).toMatchObject({ value: 250, change: 0, averageRate: 0 });
    const { values, results } = run({ amount: '250', fromYear: '1999', toYear: '1999' });
    expect(inflation.steps(values as never, results as never)).toHaveLength(3);
    expect(inflation.summary!(values as never, results as never, '')).toBe(
      '$250.00 in 1999 is $250.00 in the same year.',
    );
  });

  it('refuses years outside the table', () => {
    expect(run({ fromYear: '1912' }).errors.fromYear).toBe('The CPI-U starts in 1913');
    expect(run({ toYear: '2026' }).errors.toYear).toBe('The latest annual average is for 2025');
    expect(run({ toYear: '' }).errors.toYear).toBe('Enter a year from 1913 to 2025');
    expect(run({ amount: '-5' }).errors.amount).toBe('The amount cannot be negative');
  });
});
