import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import homeLoan, { maxLoan } from './home-loan-emi-calculator.ts';

// Values worked out independently with Python's decimal module (the EMI rounded half-up to the
// paisa, each month's interest rounded half-up, the last EMI clearing the balance).
const run = (texts: Record<string, string>) => evaluate(homeLoan, texts);

describe('home loan EMI calculator', () => {
  it('starts with ₹60 lakh, ₹15 lakh down, 8.5% for 20 years', () => {
    const { values, results } = run({});
    expect(values!.loanAmount).toBe(4500000);
    // Python: EMI 39,052.05; interest 48,72,489.04; fee 45,00,000 × 0.5% = 22,500.
    expect(results).toMatchObject({
      emi: 39052.05,
      totalInterest: 4872489.04,
      totalPayment: 9372489.04,
      fee: 22500,
      ltv: 75,
      ltvCap: 80,
      maxLoan: 4800000,
    });
    expect(homeLoan.facts!(values as never, results as never)[0]!.text).toBe(
      'Within the limit: 75.00% of the property, at most 80% for this loan.',
    );
  });

  it('applies the RBI caps by the size of the loan', () => {
    // ₹35 lakh home: 90% is ₹31.5 lakh, above ₹30 lakh, where 80% (₹28 lakh) applies: ₹30 lakh.
    expect(maxLoan(3500000)).toBe(3000000);
    // ₹1 crore: 80% is ₹80 lakh, above ₹75 lakh; 75% is ₹75 lakh: ₹75 lakh.
    expect(maxLoan(10000000)).toBe(7500000);
    expect(maxLoan(12000000)).toBe(9000000);
    const { values, results } = run({ downPayment: '300000', propertyValue: '3000000' });
    expect(results!.ltvCap).toBe(90);
    expect(results!.ltv).toBe(90);
    const over = run({ downPayment: '500000' });
    expect(homeLoan.facts!(over.values as never, over.results as never)[0]!.text).toBe(
      'Above the limit: 91.67% of the property, but at most 80% for this loan; a bank would lend at most ₹48,00,000.00.',
    );
    expect(values).toBeTruthy();
  });

  it('solves for the down payment from the loan amount', () => {
    const { values } = run({ solve: 'downPayment', loanAmount: '5000000' });
    expect(values!.downPayment).toBe(1000000);
  });

  it('refuses a tenure over 30 years', () => {
    expect(run({ years: '31' }).errors.years).toBe('The tenure can be at most 30 years');
  });

  it('takes part-prepayments', () => {
    // ₹50 lakh at 8% for 20 years with ₹6 lakh in month 60: 41 months sooner (Livemint example).
    const { results } = run({
      propertyValue: '6250000',
      downPayment: '1250000',
      rate: '8',
      prepayMonth: '60',
      prepayAmount: '600000',
    });
    expect(results!.payoffMonth).toBe(199);
    expect(results!.interestSaved).toBeCloseTo(1129697.25, 2);
  });

  it('shows the loan and the fee in the steps', () => {
    const { values, results } = run({});
    const steps = homeLoan.steps(values as never, results as never);
    expect(steps[0]).toBe(
      'Loan = property value − down payment = ₹60,00,000.00 − ₹15,00,000.00 = ₹45,00,000.00',
    );
    expect(steps.at(-1)).toBe('Processing fee = ₹45,00,000.00 × 0.5% = ₹22,500.00');
    // Python: the 240th EMI, which clears the balance, is ₹39,049.09.
    expect(homeLoan.summary!(values as never, results as never, '')).toBe(
      '239 EMIs of ₹39,052.05 and a last one of ₹39,049.09 repay a loan of ₹45,00,000.00 with ₹48,72,489.04 of interest; with the ₹22,500.00 processing fee the loan costs ₹48,94,989.04.',
    );
  });

  it('writes the EMI step with digits enough to check by hand at a rate of 0.01%', () => {
    // r = 0.01 ÷ 1200; 1 − (1 + r)^−240 = 0.00199799301603… (Python's decimal, 40 digits), and
    // ₹45,00,000 × 0.000008333333333 ÷ 0.001997993016 = ₹18,768.834 (Python), the ₹18,768.83 shown.
    // Written as 1 − 0.998002007, the step came to ₹18,768.76.
    const { values, results } = run({ rate: '0.01' });
    const steps = homeLoan.steps(values as never, results as never);
    expect(steps[2]).toBe(
      'Monthly rate r = 0.01 ÷ 12 ÷ 100 ≈ 0.000008333333333; months n = 20 × 12 = 240',
    );
    expect(steps[3]).toBe(
      'EMI = P × r ÷ (1 − (1 + r)^−n) = ₹45,00,000.00 × 0.000008333333333 ÷ 0.001997993016 ≈ ₹18,768.83',
    );
  });
});
