import { describe, expect, it } from 'vitest';
import { formatFigure } from '../domain/format.ts';
import { evaluate } from '../engine/evaluate.ts';
import finance, { periodRate } from './finance-calculator.ts';

// Expected values worked out independently with python3 from the TVM equation
// PV × (1 + i)^N + PMT × (1 + i × k) × ((1 + i)^N − 1) ÷ i + FV = 0, i = I/Y ÷ 100 ÷ P/Y (or
// (1 + I/Y ÷ 100 ÷ C/Y)^(C/Y ÷ P/Y) − 1), k = 1 for payments at the beginning. The published
// reference cases run in definitions.test.ts.

const run = (texts: Record<string, string>) => evaluate(finance, texts);

describe('the finance (TVM) calculator', () => {
  it('opens solving FV: $10,000 and $200 a month for 10 years at 6% grow to $50,969.84', () => {
    // python3: 10000 × 1.005^120 + 200 × (1.005^120 − 1) ÷ 0.005 = 18,193.97 + 32,775.87
    // = 50,969.8367 → 50,969.84; interest = −10,000 − 24,000 + 50,969.84 = 16,969.84.
    const { unknown, values, results } = run({});
    expect(unknown).toBe('fv');
    expect(values?.fv).toBe(50969.84);
    expect(results).toEqual({ interest: 16969.84, totalPayments: -24000, periodRate: 0.5 });
    const label = finance.outputs.interest.label;
    expect(typeof label === 'function' && label(values as never)).toBe('Interest earned');
    expect(finance.summary!(values as never, results as never, '')).toEqual([
      'N = 120 periods at I/Y = 6% a year, 12 payments a year made at the end of each period: PV -$10,000.00, PMT -$200.00, FV $50,969.84.',
      'Taken together the cash flows gain $16,969.84: the interest earned.',
    ]);
    const steps = finance.steps(values as never, results as never);
    expect(steps[0]).toBe('Rate per period i = I/Y ÷ 100 ÷ P/Y = 6 ÷ 100 ÷ 12 = 0.005');
    // 1.005^120 = 1.81939673403…, rounded where shown; (1.819396734 − 1) ÷ 0.005 = 163.8793468
    // exactly (python3 fractions).
    expect(steps[1]).toBe(
      'Growth (1 + i)^N = 1.005^120 ≈ 1.819396734; annuity factor ((1 + i)^N − 1) ÷ i = 163.8793468',
    );
    expect(steps[3]).toBe(
      'PV grows to -$10,000.00 × 1.819396734 = -$18,193.97; the payments grow to -$200.00 × 1 × 163.8793468 = -$32,775.87',
    );
    expect(steps[4]).toBe(
      '-$18,193.97 + -$32,775.87 + FV $50,969.84 = 0.00 (0 to the cent: the five values fit)',
    );
    expect(steps[6]).toBe(
      'PV + PMT × N + FV = -$10,000.00 + -$24,000.00 + $50,969.84 = $16,969.84: the interest earned',
    );
  });

  it('solves a loan payment and calls the interest paid', () => {
    // BA II Plus: 360 × −425.84 + 75,000 = −78,302.40 of interest.
    const { values, results } = run({
      solve: 'pmt',
      n: '360',
      iy: '5.5',
      pv: '75000',
      fv: '0',
    });
    expect(values?.pmt).toBe(-425.84);
    expect(results?.interest).toBe(78302.4);
    const label = finance.outputs.interest.label;
    expect(typeof label === 'function' && label(values as never)).toBe('Interest paid');
    expect(finance.summary!(values as never, results as never, '')).toEqual([
      'N = 360 periods at I/Y = 5.5% a year, 12 payments a year made at the end of each period: PV $75,000.00, PMT -$425.84, FV $0.00.',
      'Taken together the cash flows cost $78,302.40: the interest paid.',
    ]);
  });

  it('solves the present value of an annuity: $500 a month for 20 years at 8% is $59,777.15', () => {
    // python3: 500 × (1 − 1.00666…^−240) ÷ 0.00666… = 59,777.1459 → −59,777.15.
    const { values } = run({ solve: 'pv', n: '240', iy: '8', pmt: '500', fv: '0' });
    expect(values?.pv).toBe(-59777.15);
  });

  it('compounds twice a year with monthly payments when C/Y is 2', () => {
    // python3: i = (1 + 0.075 ÷ 2)^(2 ÷ 12) − 1 = 0.006154523919; $330,000 over 300 months is
    // PMT −2,414.1312 → −2,414.13.
    expect(periodRate(7.5, 12, 2)).toBeCloseTo(0.006154523919, 12);
    const { values, results } = run({
      solve: 'pmt',
      n: '300',
      iy: '7.5',
      pv: '330000',
      fv: '0',
      cpy: '2',
    });
    expect(values?.pmt).toBe(-2414.13);
    expect(results?.periodRate).toBeCloseTo(0.6154523919, 9);
    expect(finance.steps(values as never, results as never)[0]).toBe(
      'Rate per period i = (1 + I/Y ÷ 100 ÷ C/Y)^(C/Y ÷ P/Y) − 1 = (1 + 7.5 ÷ 100 ÷ 2)^(2 ÷ 12) − 1 ≈ 0.0061545239',
    );
    const summary = finance.summary!(values as never, results as never, '') as string[];
    expect(summary[0]).toBe(
      'N = 300 periods at I/Y = 7.5% a year, 12 payments a year made at the end of each period, compounded 2 times a year: PV $330,000.00, PMT -$2,414.13, FV $0.00.',
    );
  });

  it('works at 0%: PV + PMT × N + FV = 0', () => {
    expect(run({ n: '10', iy: '0', pv: '-100', pmt: '-10' }).values?.fv).toBe(200);
    expect(run({ solve: 'n', iy: '0', pv: '1000', pmt: '-100', fv: '0' }).values?.n).toBe(10);
    expect(run({ solve: 'pmt', n: '4', iy: '0', pv: '1000', fv: '0' }).values?.pmt).toBe(-250);
  });

  it('solves N with payments at the beginning, to 4 decimals', () => {
    // python3: ln((q − FV) ÷ (q + PV)) ÷ ln(1.005), q = −790 × 1.005 ÷ 0.005: 167.7227522…
    const { values } = run({
      solve: 'n',
      iy: '6',
      pv: '90000',
      pmt: '-790',
      fv: '0',
      timing: 'begin',
    });
    // Shown to 4 decimals; the other figures are worked from the value found.
    expect(values?.n).toBeCloseTo(167.7227522, 7);
    expect(formatFigure(Number(values!.n), 4)).toBe('167.7228');
  });

  it('finds the rate numerically: $8,000 repaid by $200 a month for 4 years is 9.2418%', () => {
    // python3 bisection: 9.241767% a year → 9.2418 to 4 decimals.
    const { values, results } = run({ solve: 'iy', n: '48', pv: '8000', pmt: '-200', fv: '0' });
    expect(values?.iy).toBeCloseTo(9.241767, 6);
    expect(formatFigure(Number(values!.iy), 4)).toBe('9.2418');
    expect(results?.periodRate).toBeCloseTo(0.77015, 5);
  });

  it('checks that the five values fit with the rate found, not with it rounded to show', () => {
    // At I/Y 5.9547 (shown) the sum was $0.04; with the rate found, 5.95471056%, it is 0.
    const { values, results } = run({ solve: 'iy', timing: 'begin' });
    const check = finance.steps(values as never, results as never)[4];
    expect(check).toBe(
      '-$18,112.16 + -$32,857.68 + FV $50,969.84 = 0.00 (0 to the cent: the five values fit)',
    );
  });

  it('says when nothing fits', () => {
    // $100 a month never repays $100,000 at 6% (the interest alone is $500 a month).
    expect(run({ solve: 'n', pv: '100000', pmt: '-100', fv: '0' }).unsolvable).toBe(
      'No number of periods from 0 to 100,000 periods fits these numbers.',
    );
    // Every cash flow paid out: no rate makes them balance.
    expect(run({ solve: 'iy', pv: '-1000', pmt: '-100', fv: '-500' }).unsolvable).toBe(
      'No interest rate from -99% to 100% fits these numbers.',
    );
  });

  it('gives the fields’ messages for invalid input', () => {
    expect(run({ n: '0' }).errors.n).toBe('The number of periods must be more than 0');
    expect(run({ n: '' }).errors.n).toBe('Enter the number of periods');
    expect(run({ ppy: '0' }).errors.ppy).toBe('The number of payments per year must be at least 1');
    expect(run({ ppy: '2.5' }).errors.ppy).toBe('Enter a whole number');
    expect(run({ iy: '-100' }).errors.iy).toBe('The interest rate must be at least -99%');
    expect(run({ cpy: '' }).errors).toEqual({});
  });
  it('writes the annuity factor at 0% as N, not ((1 + i)^N − 1) ÷ i', () => {
    const { values, results } = run({ solve: 'n', iy: '0', fv: '34000' });
    expect(finance.steps(values as never, results as never)[1]).toBe(
      'Growth (1 + i)^N = 1^120 = 1; annuity factor N at i = 0 = 120',
    );
    // 10⁻¹²% a year: i is shown as 0 to 10 digits, so the factor (just above 120) is '≈'.
    const tiny = run({ iy: '0.000000000001' });
    expect(finance.steps(tiny.values as never, tiny.results as never)[1]).toMatch(
      /annuity factor \(\(1 \+ i\)\^N − 1\) ÷ i ≈ 120$/,
    );
  });
  it("solves a loan repaid by exactly its amount at 0%, not at the solver's 6.6 × 10⁻¹⁵ %", () => {
    // $10,000 repaid by 100 × $100: no interest.
    const { values, results } = run({ solve: 'iy', n: '100', pv: '10000', pmt: '-100', fv: '0' });
    expect(values?.iy).toBe(0);
    expect(results?.periodRate).toBe(0);
  });
});
