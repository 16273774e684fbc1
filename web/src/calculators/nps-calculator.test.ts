import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import nps from './nps-calculator.ts';

// Expected figures worked out with python3 from the formulas in the module's comment:
// corpus = C × ((1 + r)^n − 1) ÷ r × (1 + r), r = rate ÷ 1200, rounded half-up to the rupee.

const run = (texts: Record<string, string>) => evaluate(nps, texts, '2026-11-29');

function shown(texts: Record<string, string>) {
  const { values, results, errors } = run(texts);
  expect(errors).toEqual({});
  return {
    results: results!,
    summary: nps.summary!(values as never, results as never, '2026-11-29'),
    steps: nps.steps(values as never, results as never),
  };
}

describe('NPS calculator', () => {
  it('works out the defaults: ₹5,000 a month from 30 to 60 at 10%, 40% annuity at 6%', () => {
    // 5000 × ((1 + 10/1200)^360 − 1) ÷ (10/1200) × (1 + 10/1200) = 1,13,96,626.62 → 1,13,96,627;
    // annuity 40% = 45,58,650.8 → 45,58,651; lump sum 68,37,976; pension 45,58,651 × 0.005 = 22,793.
    const { results, summary, steps } = shown({});
    expect(results).toEqual({
      corpus: 11396627,
      annuity: 4558651,
      lumpSum: 6837976,
      pension: 22793,
      invested: 1800000,
    });
    expect(summary).toBe(
      '₹5,000 a month from age 30 to 60 at 10% a year could build ₹1,13,96,627: ₹68,37,976 to withdraw and a pension of about ₹22,793 a month.',
    );
    expect(steps).toEqual([
      'n = (60 − 30) × 12 = 360 monthly contributions; r = 10 ÷ 12 ÷ 100 ≈ 0.0083333333',
      'Corpus = 5,000 × ((1 + 0.0083333333)^360 − 1) ÷ 0.0083333333 × (1 + 0.0083333333) = ₹1,13,96,627',
      'Annuity amount = ₹1,13,96,627 × 40% = ₹45,58,651',
      'Lump sum = ₹1,13,96,627 − ₹45,58,651 = ₹68,37,976',
      'Monthly pension = ₹45,58,651 × 6% ÷ 12 = ₹22,793',
      'Contributed = 5,000 × 360 = ₹18,00,000',
    ]);
  });

  it('lets a non-government subscriber annuitise only 20%', () => {
    // 10,000 a month for 25 years at 12%: corpus 1,89,76,351; 20% = 37,95,270.2 → 37,95,270;
    // pension at 7% = 37,95,270 × 7 ÷ 1200 = 22,139.08 → 22,139.
    const { results } = shown({
      monthly: '10000',
      age: '35',
      rate: '12',
      annuityShare: '20',
      annuityRate: '7',
    });
    expect(results).toMatchObject({
      corpus: 18976351,
      annuity: 3795270,
      lumpSum: 15181081,
      pension: 22139,
    });
  });

  it('holds a government subscriber to 40%', () => {
    expect(run({ sector: 'government', annuityShare: '30' }).errors).toEqual({
      annuityShare: 'Government employees must use at least 40% for the annuity',
    });
    expect(run({ sector: 'government', annuityShare: '40' }).errors).toEqual({});
    expect(run({ annuityShare: '19' }).errors.annuityShare).toBe(
      'The annuity share must be at least 20% (PFRDA exit rules)',
    );
  });

  it('at a 0% return the corpus is what was paid in, and all of it can buy the annuity', () => {
    // 2,000 × 12 months from 59 to 60 = 24,000; 100% annuity at 0% pays nothing.
    const { results, steps } = shown({
      monthly: '2000',
      age: '59',
      rate: '0',
      annuityShare: '100',
      annuityRate: '0',
    });
    expect(results).toEqual({
      corpus: 24000,
      annuity: 24000,
      lumpSum: 0,
      pension: 0,
      invested: 24000,
    });
    expect(steps[1]).toBe('r is 0, so the corpus is what was paid in: 2,000 × 12 = ₹24,000');
  });

  it('checks the ages and the amounts', () => {
    expect(run({ age: '60' }).errors).toEqual({
      retirementAge: 'The retirement age must be more than your current age',
    });
    expect(run({ retirementAge: '59' }).errors.retirementAge).toBe(
      'The retirement age must be at least 60 years',
    );
    expect(run({ monthly: '0' }).errors.monthly).toBe('The contribution must be more than ₹0');
    expect(run({ age: '17' }).errors.age).toBe('The age must be at least 18 years');
  });

  it('matches every published example', () => {
    const checks = referenceChecks(nps, '2026-11-29');
    expect(checks).toHaveLength(4);
    for (const check of checks) {
      expect(check.problem).toBeNull();
      expect(check.figures.length).toBeGreaterThan(0);
      expect(check.matches).toBe(true);
    }
  });

  it('credits contributions at the end of each month when asked, a corpus (1 + r) times smaller', () => {
    // 5000 × ((1 + 9/1200)^360 − 1) ÷ (9/1200) = 91,53,717.42 → 91,53,717 (Python decimal);
    // annuity 40% = 36,61,486.97 → 36,61,487; lump sum 54,92,230; pension × 0.5% = 18,307.
    const { results, summary, steps } = shown({ rate: '9', timing: 'end' });
    expect(results).toEqual({
      corpus: 9153717,
      annuity: 3661487,
      lumpSum: 5492230,
      pension: 18307,
      invested: 1800000,
    });
    expect(summary).toBe(
      '₹5,000 a month from age 30 to 60 at 9% a year credited at the end of each month could build ₹91,53,717: ₹54,92,230 to withdraw and a pension of about ₹18,307 a month.',
    );
    expect(steps[1]).toBe('Corpus = 5,000 × ((1 + 0.0075)^360 − 1) ÷ 0.0075 = ₹91,53,717');
    // At the start of each month, one month's more growth: 91,53,717.42 × 1.0075 = 92,22,370.30.
    expect(shown({ rate: '9' }).results.corpus).toBe(9222370);
  });
  it('rounds half a rupee up, as it says, in the annuity and the pension', () => {
    // At 0%, ₹250 a month for 12 months is ₹3,000; 20.15% of it is ₹604.50 → ₹605, lump sum
    // ₹2,395. ₹100 for 60 months is ₹6,000, all in the annuity at 2.3%: ₹11.50 a month → ₹12.
    expect(
      evaluate(nps, {
        monthly: '250',
        age: '59',
        retirementAge: '60',
        rate: '0',
        annuityShare: '20.15',
      }).results,
    ).toMatchObject({ corpus: 3000, annuity: 605, lumpSum: 2395 });
    expect(
      evaluate(nps, {
        monthly: '100',
        age: '55',
        retirementAge: '60',
        rate: '0',
        annuityShare: '100',
        annuityRate: '2.3',
      }).results,
    ).toMatchObject({ annuity: 6000, pension: 12 });
  });
});
