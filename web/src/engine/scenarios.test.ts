import { describe, expect, it } from 'vitest';
import ageCalculator from '../calculators/age-calculator.ts';
import average from '../calculators/average-calculator.ts';
import bloodPressure from '../calculators/blood-pressure-calculator.ts';
import bmr from '../calculators/bmr-calculator.ts';
import cagrCalculator from '../calculators/cagr-calculator.ts';
import loanEmi from '../calculators/loan-emi-calculator.ts';
import mortgage from '../calculators/mortgage-calculator.ts';
import pace from '../calculators/pace-calculator.ts';
import profitMargin from '../calculators/profit-margin-calculator.ts';
import type { AnyMode } from './definition.ts';
import { evaluate } from './evaluate.ts';
import { LINK_LOCALE, numberLocaleOf } from './numberText.ts';
import { scenarioChanges, scenarioRows } from './scenarios.ts';

// Two scenarios side by side: the rows a visitor reads (each result in A, in B, and B − A) and
// the inputs B changes. The EMIs were worked independently (Python's decimal: the annuity
// payment rounded half-up to the paisa, then the month-by-month schedule): ₹10 lakh over 240
// months is ₹8,997.26 at 9% (₹11,59,342.12 of interest, the last EMI ₹8,996.98) and ₹8,678.23 at
// 8.5% (₹10,82,776.63, the last ₹8,679.66).

const both = (definition: AnyMode, a: Record<string, string>, b: Record<string, string>) =>
  scenarioRows(
    definition,
    evaluate(definition, a, '2026-06-15'),
    evaluate(definition, { ...a, ...b }, '2026-06-15'),
    '2026-06-15',
  );

describe('two scenarios side by side', () => {
  it('gives each result in both, with the difference B − A as shown', () => {
    const loan = { principal: '1000000', rate: '9', months: '240' };
    expect(both(loanEmi, loan, { rate: '8.5' })).toEqual([
      { id: 'emi', label: 'Monthly EMI', a: '₹8,997.26', b: '₹8,678.23', difference: '−₹319.03' },
      {
        id: 'totalInterest',
        label: 'Total interest',
        a: '₹11,59,342.12',
        b: '₹10,82,776.63',
        difference: '−₹76,565.49',
      },
      {
        id: 'totalPayment',
        label: 'Total payment',
        a: '₹21,59,342.12',
        b: '₹20,82,776.63',
        difference: '−₹76,565.49',
      },
      { id: 'lastEmi', label: 'Last EMI', a: '₹8,996.98', b: '₹8,679.66', difference: '−₹317.32' },
    ]);
  });

  it('shows a result only one scenario has, without a difference', () => {
    const rows = both(loanEmi, {}, { prepayMonth: '12', prepayAmount: '100000' });
    expect(rows.find((row) => row.id === 'interestSaved')).toMatchObject({
      a: '—',
      difference: null,
    });
    expect(rows.find((row) => row.id === 'emi')?.difference).toBe('Same');
  });

  it('solves both for the same unknown, and names labels that differ in each', () => {
    const rows = both(loanEmi, { solve: 'months', emi: '10000' }, { emi: '12000' });
    // ₹10 lakh at 8.5%: ₹10,000 a month takes 175 months, ₹12,000 takes 127 (by the annuity
    // formula n = −ln(1 − P·r ÷ EMI) ÷ ln(1 + r), rounded up: 174.57… and 126.41…).
    expect(rows[0]).toEqual({
      id: 'months',
      label: 'Loan tenure',
      a: '175',
      b: '127',
      difference: '−48',
    });
    const term = both(mortgage, { start: '2026-01' }, { term: '15' });
    expect(term.find((row) => row.id === 'totalPayment')?.label).toBe(
      'Total of 360 payments / Total of 180 payments',
    );
  });

  it('gives the difference of two percentages in percentage points', () => {
    // 10,000 grown to 19,500 is 95% of growth; to 20,000, 100%: 5 points more.
    const rows = both(
      cagrCalculator,
      { start: '10000', end: '19500', years: '3' },
      { end: '20000' },
    );
    expect(rows.find((row) => row.id === 'totalGrowth')).toEqual({
      id: 'totalGrowth',
      label: 'Total growth',
      a: '95.00%',
      b: '100.00%',
      difference: '+5.00 pp',
    });
  });

  it('tells apart percentages near 100% in the decimals they are shown with', () => {
    // Margins of 19,999 ÷ 20,000 = 99.995% and 99,999 ÷ 100,000 = 99.999%: 0.004 points apart,
    // not "Same" as both would be at 2 decimals.
    const rows = both(profitMargin, { cost: '1', price: '20000' }, { price: '100000' });
    expect(rows.find((row) => row.id === 'margin')).toMatchObject({
      a: '99.995%',
      b: '99.999%',
      difference: '+0.004 pp',
    });
  });

  it('compares a headline in words, without a difference', () => {
    const rows = both(ageCalculator, { dob: '1990-06-15' }, { dob: '2000-06-15' });
    expect(rows[0]).toMatchObject({ id: 'headline', difference: null });
    expect(rows[0]?.a).toMatch(/^36 years/);
    expect(rows[0]?.b).toMatch(/^26 years/);
  });

  it('names a coded result in both, and says only whether it differs', () => {
    // 2017 ACC/AHA guideline, Table 6: 125/85 mmHg is stage 1 hypertension, 142/85 stage 2.
    const reading = { systolic: '125', diastolic: '85' };
    const category = (b: Record<string, string>) =>
      both(bloodPressure, reading, b).find((row) => row.id === 'category');
    expect(category({ systolic: '142' })).toEqual({
      id: 'category',
      label: 'Category',
      a: 'Stage 1 hypertension',
      b: 'Stage 2 hypertension',
      difference: 'Differs',
    });
    expect(category({ systolic: '132' })?.difference).toBe('Same');
  });

  it('lists the inputs B changes, as the visitor reads them, in each scenario’s signs', () => {
    const german = numberLocaleOf('de-DE');
    expect(
      scenarioChanges(
        loanEmi,
        { principal: '1000000', rate: '9', months: '240' },
        LINK_LOCALE,
        { principal: '1.000.000', rate: '8,5', months: '240', reduce: 'payment' },
        german,
      ),
    ).toEqual([
      { label: 'Interest rate (per year)', a: '9%', b: '8.5%' },
      {
        label: 'Extra payments reduce',
        a: 'The tenure: the same EMI, repaid sooner',
        b: 'The EMI: a lower one, the same tenure',
      },
    ]);
  });

  it('compares a list of numbers by its numbers, whatever the signs they were typed in', () => {
    const german = numberLocaleOf('de-DE');
    const a = { numbers: '4.5, 3.2' };
    expect(scenarioChanges(average, a, LINK_LOCALE, { numbers: '4,5, 3,2' }, german)).toEqual([]);
    // Other separators, the same numbers: no change.
    expect(scenarioChanges(average, a, LINK_LOCALE, { numbers: '4,5 3,2' }, german)).toEqual([]);
    expect(
      scenarioChanges(average, a, LINK_LOCALE, { numbers: '4.5; 3.2\n' }, LINK_LOCALE),
    ).toEqual([]);
    expect(scenarioChanges(average, a, LINK_LOCALE, { numbers: '4,5, 3,3' }, german)).toEqual([
      { label: 'Numbers', a: '4.5, 3.2', b: '4,5, 3,3' },
    ]);
  });

  it('lists a quantity, a duration and their units as changed, in each scenario’s signs', () => {
    const german = numberLocaleOf('de-DE');
    const person = { sex: 'male', age: '30', weight: '70', weightUnit: 'kg', height: '175' };
    expect(
      scenarioChanges(bmr, person, LINK_LOCALE, { ...person, weight: '80,5' }, german),
    ).toEqual([{ label: 'Weight', a: '70 kg', b: '80.5 kg' }]);
    // A weight typed in another unit is shown in that unit.
    expect(
      scenarioChanges(
        bmr,
        person,
        LINK_LOCALE,
        { ...person, weightUnit: 'lb', weight: '154,32' },
        german,
      ),
    ).toEqual([{ label: 'Weight', a: '70 kg', b: '154.32 lb' }]);
    const run = { distance: '10', distanceUnit: 'km', time: '50:00', pace: '5:00', paceUnit: 'km' };
    expect(
      scenarioChanges(
        pace,
        run,
        LINK_LOCALE,
        { ...run, distance: '21.0975', time: '1:45:00' },
        LINK_LOCALE,
      ),
    ).toEqual([
      { label: 'Distance', a: '10 km', b: '21.0975 km' },
      { label: 'Time', a: '50:00', b: '1:45:00' },
    ]);
  });
});
