import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { resultRows } from '../engine/resultRows.ts';
import nsc, { nscMaturity, thousandTable } from './nsc-calculator.ts';

// Worked by hand (python3, decimal arithmetic) from the NSC (VIII Issue) Scheme, 2019, as amended
// by G.S.R. 284(E): a ₹1,000 certificate's interest each year is rate × its value at the start of
// the year, rounded half-up to the paisa (paragraph 5(3), Table-2); any other amount matures at
// amount ÷ 1,000 × the ₹1,000 maturity value, rounded half-up to the rupee (paragraph 5(2A)).
// 6.8%: 1,000 × 0.068 = 68 → 1,068; × 0.068 = 72.624 → 72.62 → 1,140.62; × 0.068 = 77.56216 →
//   77.56 → 1,218.18; × 0.068 = 82.83624 → 82.84 → 1,301.02; × 0.068 = 88.46936 → 88.47 →
//   1,389.49 (the scheme's own figures).
// 7%: 70, 74.90, 80.143 → 80.14, 85.7493 → 85.75, 91.76 (1,310.79 × 0.07 = 91.7553) → 1,402.55.
// 7.7%: 77, 82.929 → 82.93, 89.31 (1,159.93 × 0.077 = 89.31461), 96.19 (1,249.24 × 0.077 =
//   96.19148), 103.60 (1,345.43 × 0.077 = 103.59811) → 1,449.03.

const run = (texts: Record<string, string>) => evaluate(nsc, texts, '2026-11-29');
const shown = (texts: Record<string, string>) => {
  const evaluation = run(texts);
  const { values, results } = evaluation;
  return {
    results,
    outputs: resultRows(nsc as AnyMode, evaluation, results).rows.map((row) => row.text),
    rows: nsc.table!.rows(values as never, results as never),
    steps: nsc.steps(values as never, results as never),
    summary: nsc.summary!(values as never, results as never, '2026-11-29'),
    facts: nsc.facts!(values as never, results as never),
  };
};

describe('NSC calculator', () => {
  it('works out the scheme’s ₹1,000 table year by year, to the paisa', () => {
    expect(thousandTable(6.8)).toEqual({
      interests: [68, 72.62, 77.56, 82.84, 88.47],
      maturity: 1389.49,
    });
    expect(thousandTable(7)).toEqual({
      interests: [70, 74.9, 80.14, 85.75, 91.76],
      maturity: 1402.55,
    });
    expect(thousandTable(7.7)).toEqual({
      interests: [77, 82.93, 89.31, 96.19, 103.6],
      maturity: 1449.03,
    });
  });

  it('rounds the maturity value to the nearest rupee, 50 paise up', () => {
    // 10 × 1,449.03 = 14,490.30 → 14,490 (India Post's table); 100 × 1,389.49 = 1,38,949;
    // 50 × 1,449.03 = 72,451.50 → 72,452; 1.1 × 1,449.03 = 1,593.933 → 1,594; 1 × 1,389.49 → 1,389.
    expect(nscMaturity(10_000, 7.7)).toBe(14490);
    expect(nscMaturity(100_000, 6.8)).toBe(138949);
    expect(nscMaturity(50_000, 7.7)).toBe(72452);
    expect(nscMaturity(1100, 7.7)).toBe(1594);
    expect(nscMaturity(1000, 6.8)).toBe(1389);
  });

  it('shows ₹1,000 at 6.8% with the scheme’s Table-2 interest, the last year taking the rounding', () => {
    // Years 1 to 4 as Table-2; the 5th year 1,389 − 1,301.02 = 87.98 (Table-2: 88.47, less the
    // 49 paise dropped from 1,389.49). Years 1 to 4: 68 + 72.62 + 77.56 + 82.84 = 301.02.
    const { results, rows, outputs } = shown({ amount: '1000', date: '2021-06-01' });
    expect(results).toEqual({
      maturity: 1389,
      interest: 389,
      rate: 6.8,
      deductible: 301.02,
      thousand: 1389.49,
    });
    expect(outputs).toEqual(['₹1,389', '₹389', '6.80%', '₹301.02', '₹1,389.49']);
    expect(rows).toEqual([
      { year: 1, perThousand: 68, opening: 1000, interest: 68, closing: 1068 },
      { year: 2, perThousand: 72.62, opening: 1068, interest: 72.62, closing: 1140.62 },
      { year: 3, perThousand: 77.56, opening: 1140.62, interest: 77.56, closing: 1218.18 },
      { year: 4, perThousand: 82.84, opening: 1218.18, interest: 82.84, closing: 1301.02 },
      { year: 5, perThousand: 88.47, opening: 1301.02, interest: 87.98, closing: 1389 },
    ]);
  });

  it('grows ₹1,00,000 bought in April 2023 to ₹1,44,903 at 7.7%', () => {
    // 100 × the ₹1,000 table: 7,700, 8,293, 8,931, 9,619; maturity 100 × 1,449.03 = 1,44,903;
    // the 5th year 1,44,903 − 1,34,543 = 10,360. (It was ₹1,44,903.38 as 1,00,000 × 1.077^5.)
    const { results, rows, outputs } = shown({ amount: '100000', date: '2023-04-01' });
    expect(results).toEqual({
      maturity: 144903,
      interest: 44903,
      rate: 7.7,
      deductible: 34543,
      thousand: 1449.03,
    });
    expect(outputs).toEqual(['₹1,44,903', '₹44,903', '7.70%', '₹34,543.00', '₹1,449.03']);
    expect(rows.map((row) => [row.opening, row.interest, row.closing])).toEqual([
      [100000, 7700, 107700],
      [107700, 8293, 115993],
      [115993, 8931, 124924],
      [124924, 9619, 134543],
      [134543, 10360, 144903],
    ]);
  });

  it('makes each year’s interest proportionate to the paisa, and the table add up', () => {
    // ₹1,100 at 7.7%: 1.1 × 77 = 84.70; 1.1 × 82.93 = 91.223 → 91.22; 1.1 × 89.31 = 98.241 →
    // 98.24; 1.1 × 96.19 = 105.809 → 105.81; together 379.97; the 5th year 1,594 − 1,479.97 =
    // 114.03 (1.1 × 103.60 = 113.96, plus the 6.7 paise rounded up to the rupee).
    const { results, rows, steps } = shown({ amount: '1100', date: '2024-01-01' });
    expect(results).toMatchObject({ maturity: 1594, interest: 494, deductible: 379.97 });
    expect(rows.map((row) => row.interest)).toEqual([84.7, 91.22, 98.24, 105.81, 114.03]);
    expect(rows.at(-1)!.closing).toBe(1594);
    expect(steps[2]).toBe(
      'Maturity value = 1,100 ÷ 1,000 × ₹1,449.03 = 1.1 × ₹1,449.03 = ₹1,593.933, rounded to the nearest rupee (paragraph 5(2A): 50 paise or more counts as a rupee) = ₹1,594',
    );
    // ₹50,000: 50 × 1,449.03 = 72,451.50, fifty paise counts as a rupee.
    expect(shown({ amount: '50000', date: '2024-03-20' }).steps[2]).toBe(
      'Maturity value = 50,000 ÷ 1,000 × ₹1,449.03 = 50 × ₹1,449.03 = ₹72,451.50, rounded to the nearest rupee (paragraph 5(2A): 50 paise or more counts as a rupee) = ₹72,452',
    );
  });

  it('takes the rate of the day of purchase: 6.8%, then 7% from January 2023', () => {
    // 100 × 1,389.49 = 1,38,949; 100 × 1,402.55 = 1,40,255; 10 × 1,449.03 = 14,490.30 → 14,490.
    expect(run({ amount: '100000', date: '2022-12-31' }).results?.maturity).toBe(138949);
    expect(run({ amount: '100000', date: '2023-01-01' }).results?.maturity).toBe(140255);
    expect(run({ amount: '100000', date: '2023-03-31' }).results?.rate).toBe(7);
    expect(run({ amount: '10000', date: '2023-04-01' }).results?.maturity).toBe(14490);
  });

  it('says what was calculated, with the visitor’s numbers', () => {
    const { steps, summary, facts } = shown({ amount: '100000', date: '2024-03-20' });
    expect(summary).toBe(
      '₹1,00,000 in an NSC bought on 20 March 2024 earns 7.7% a year, compounded yearly, and pays ₹1,44,903 on 20 March 2029.',
    );
    expect(steps).toEqual([
      'The NSC rate in force on 20 March 2024 is 7.7% a year; it holds for the whole 5 years',
      'A ₹1,000 certificate earns 7.7% of its value at the start of each year, rounded to the paisa: ₹77.00, ₹82.93, ₹89.31, ₹96.19 and ₹103.60, so it is worth ₹1,449.03 after 5 years (paragraph 5(3) of the scheme)',
      'Maturity value = 1,00,000 ÷ 1,000 × ₹1,449.03 = 100 × ₹1,449.03 = ₹1,44,903',
      'Interest earned = ₹1,44,903 − ₹1,00,000 = ₹44,903',
      'Each year’s interest is the ₹1,000 figure × 100, to the paisa; years 1 to 4, reinvested and deductible under section 80C: ₹34,543.00. The 5th year’s is what is left to the maturity value, ₹10,360.00, so it takes up the rounding to the rupee',
    ]);
    expect(facts[0]).toEqual({ label: 'Matures on', text: '20 March 2029' });
    expect(facts[1]!.text).toContain('the ₹1,00,000 you invest, and the ₹34,543.00 of interest');
    expect(facts).toHaveLength(2);
  });

  it('states the scheme’s rounding, with its paragraph', () => {
    const about = nsc.about.join(' ');
    expect(about).toContain(
      'paragraph 5(2A) makes the maturity value of any other amount proportionate to the ₹1,000 figure, with any fraction of a rupee rounded off to the nearest rupee',
    );
    expect(about).toContain('the 5th year’s interest is what is left to the maturity value');
  });

  it('says when the rate used is the last one it holds', () => {
    const { facts } = shown({ amount: '100000', date: '2026-11-29' });
    expect(facts[2]?.text).toContain('uses the latest rate it holds, 7.7%');
  });

  it('accepts ₹1,000 and more in multiples of ₹100 only', () => {
    expect(run({ amount: '999', date: '2024-01-01' }).errors.amount).toBe(
      'An NSC is at least ₹1,000',
    );
    expect(run({ amount: '1000', date: '2024-01-01' }).errors).toEqual({});
    expect(run({ amount: '1050', date: '2024-01-01' }).errors.amount).toBe(
      'NSCs are bought in multiples of ₹100: enter ₹1,000, ₹1,100, ₹1,200 …',
    );
    expect(run({ amount: '', date: '2024-01-01' }).errors.amount).toBeDefined();
  });

  it('refuses a date before the rates it holds', () => {
    expect(run({ amount: '1000', date: '2020-03-31' }).errors.date).toBe(
      'Enter a date from 1 April 2020, when the rules here begin',
    );
  });
});
