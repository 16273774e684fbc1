import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import afford from './house-affordability-calculator.ts';

// Expected figures worked out by hand and with python3: caps = income ÷ 12 × 28 % and
// income ÷ 12 × 36 % − debts; P&I = the smaller − tax ÷ 12 − insurance ÷ 12 − HOA; loan = P&I ×
// (1 − (1 + r)^−n) ÷ r rounded down to the dollar; price = loan + down payment.

const run = (texts: Record<string, string>) => evaluate(afford, texts, '2026-11-29');

function shown(texts: Record<string, string>) {
  const { values, results, errors } = run(texts);
  expect(errors).toEqual({});
  return {
    results: results!,
    summary: afford.summary!(values as never, results as never, '2026-11-29'),
    facts: afford.facts!(values as never, results as never),
    steps: afford.steps(values as never, results as never),
  };
}

describe('House affordability calculator', () => {
  it('works out the defaults, limited by the front-end ratio', () => {
    // $90,000 ÷ 12 = $7,500: 28% = $2,100; 36% − $500 = $2,200. P&I = 2,100 − 300 − 100 = 1,700;
    // at 6.5% for 360 months the loan is 268,958.39 → $268,958 (payment $1,700.00); + $50,000.
    const { results, summary, facts, steps } = shown({});
    expect(results).toEqual({
      price: 318958,
      loan: 268958,
      housing: 2100,
      pi: 1700,
      frontCap: 2100,
      backCap: 2200,
    });
    expect(summary).toBe(
      'You could afford a home of about $318,958 with $50,000 down: a $268,958 loan and $2,100.00 a month for housing, limited by the front-end ratio (28% of income for housing).',
    );
    expect(facts).toEqual([{ label: 'Limited by', text: 'The front-end ratio' }]);
    expect(steps).toEqual([
      'Gross monthly income = $90,000 ÷ 12 = $7,500.00',
      'Front-end limit = $7,500.00 × 28% = $2,100.00',
      'Back-end limit = $7,500.00 × 36% − $500.00 of debts = $2,200.00',
      'Housing budget = the smaller, $2,100.00, set by the front-end ratio (28% of income for housing)',
      'Principal and interest = $2,100.00 − $300.00 tax − $100.00 insurance = $1,700.00',
      'Loan = $1,700.00 × (1 − (1 + 0.005416666667)^−360) ÷ 0.005416666667 = $268,958.39, rounded down to $268,958',
      'Home price = $268,958 + $50,000 down = $318,958',
    ]);
  });

  it('says when the back-end ratio limits, with HOA dues', () => {
    // $60,000: $5,000 a month; 28% = 1,400; 36% − 600 = 1,200 (the limit). P&I = 1,200 − 200 −
    // 100 = 900 at 7% for 30 years: 135,276.81 → $135,276; + $20,000 = $155,276.
    const base = {
      income: '60000',
      debts: '600',
      down: '20000',
      rate: '7',
      tax: '2400',
      insurance: '1200',
    };
    const { results, facts } = shown(base);
    expect(results).toMatchObject({
      price: 155276,
      loan: 135276,
      housing: 1200,
      pi: 900,
      backCap: 1200,
    });
    expect(facts).toEqual([{ label: 'Limited by', text: 'The back-end ratio' }]);
    // $150 of HOA dues: P&I = 1,200 − 200 − 100 − 150 = 750: 112,730.68 → $112,730; + $20,000.
    const withHoa = shown({ ...base, hoa: '150' });
    expect(withHoa.results).toMatchObject({ pi: 750, loan: 112730, price: 132730 });
    expect(withHoa.steps[4]).toBe(
      'Principal and interest = $1,200.00 − $200.00 tax − $100.00 insurance − $150.00 HOA = $750.00',
    );
  });

  it('takes FHA ratios and a shorter term', () => {
    // $75,000: $6,250; 31% = 1,937.50; 43% − 0 = 2,687.50. P&I = 1,937.50 − 487.50 − 100 = 1,350
    // at 6% for 180 months: 159,979.74 → $159,979.
    const { results } = shown({
      income: '75000',
      debts: '0',
      down: '0',
      rate: '6',
      term: '15',
      tax: '5850',
      insurance: '1200',
      frontRatio: '31',
      backRatio: '43',
    });
    expect(results).toEqual({
      price: 159979,
      loan: 159979,
      housing: 1937.5,
      pi: 1350,
      frontCap: 1937.5,
      backCap: 2687.5,
    });
  });

  it('takes tax and insurance a month each to the cent, as the steps and the breakdown show them', () => {
    // $3,650 ÷ 12 = $304.17 and $1,250 ÷ 12 = $104.17: P&I = 2,100 − 304.17 − 104.17 = $1,691.66
    // (rounded as a sum, 408.33, it was $1,691.67 beside a step that subtracts to .66).
    const { results, steps } = shown({ tax: '3650', insurance: '1250' });
    expect(results).toMatchObject({ pi: 1691.66 });
    expect(steps).toContain(
      'Principal and interest = $2,100.00 − $304.17 tax − $104.17 insurance = $1,691.66',
    );
  });

  it('says a 0% loan is rounded down to the dollar', () => {
    // $100,000 ÷ 12 × 28% = 2,333.33 − 300 − 100 = $1,933.33 × 360 = $695,998.80 → $695,998.
    const { results, steps } = shown({ rate: '0', income: '100000' });
    expect(results).toMatchObject({ loan: 695998 });
    expect(steps).toContain(
      'At 0% the loan is the payments added up: $1,933.33 × 360 = $695,998.80, rounded down to $695,998',
    );
  });

  it('says when debts or costs leave nothing for the loan', () => {
    expect(run({ debts: '2700' }).errors).toEqual({
      debts: 'Your debts already take all of the back-end ratio: no mortgage payment fits',
    });
    expect(run({ tax: '30000' }).errors).toEqual({
      tax: 'Taxes, insurance and HOA dues take the whole housing budget: no loan payment fits',
    });
    expect(run({ income: '0' }).errors.income).toBe('The annual income must be more than $0');
  });

  it('matches every published example', () => {
    const checks = referenceChecks(afford, '2026-11-29');
    expect(checks).toHaveLength(4);
    for (const check of checks) {
      expect(check.problem).toBeNull();
      expect(check.figures.length).toBeGreaterThan(0);
      expect(check.matches).toBe(true);
    }
  });
});
