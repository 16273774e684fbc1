import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import gratuity from './gratuity-calculator.ts';
import { wordsShown } from '../test/wordsShown.ts';

// Expected values worked by hand: salary × 15 × years ÷ 26 (covered) or ÷ 30 (not covered),
// rounded half-up to the paisa; tax-free up to ₹20,00,000.

function run(texts: Record<string, string>) {
  return evaluate(gratuity, texts);
}

describe('the gratuity calculator', () => {
  it('works out the defaults: 50,000 for 10 years is 2,88,461.54', () => {
    // 50,000 × 15 × 10 ÷ 26 = 2,88,461.538…
    expect(run({}).results).toEqual({
      gratuity: 288461.54,
      countedYears: 10,
      wages: 50000,
      taxFree: 288461.54,
      taxable: 0,
    });
  });

  it('counts a part year over six months as a year under the Act, and six months exactly not', () => {
    expect(run({ years: '5', months: '6' }).results?.countedYears).toBe(5);
    expect(run({ years: '5', months: '7' }).results?.countedYears).toBe(6);
    expect(run({ years: '5', months: '' }).results?.countedYears).toBe(5);
  });

  it('ignores part years and divides by 30 when not covered by the Act', () => {
    // 30,000 × 15 × 5 ÷ 30 = 75,000, the 11 months left out.
    expect(
      run({ covered: 'not-covered', salary: '30000', years: '5', months: '11' }).results,
    ).toEqual({ gratuity: 75000, countedYears: 5, wages: 30000, taxFree: 75000, taxable: 0 });
  });

  it('taxes what is above ₹20 lakh and says so', () => {
    // 3,00,000 × 15 × 30 ÷ 26 = 51,92,307.69…
    const { values, results } = run({ salary: '300000', years: '30' });
    expect(results).toEqual({
      gratuity: 5192307.69,
      countedYears: 30,
      wages: 300000,
      taxFree: 2000000,
      taxable: 3192307.69,
    });
    const facts = gratuity.facts!(values as never, results as never);
    expect(facts.map((fact) => fact.label)).toEqual(['Eligibility', 'The ₹20 lakh limit']);
  });

  it('notes that under five years gratuity is due only in some cases', () => {
    const { values, results } = run({ years: '4', months: '11' });
    expect(results?.countedYears).toBe(5);
    expect(gratuity.facts!(values as never, results as never)[0]?.text).toMatch(
      /^Under five years/,
    );
  });

  it('counts at least half of all pay as wages from 21 November 2025, when covered', () => {
    const texts = { salary: '30000', remuneration: '100000', years: '5', months: '0' };
    // Code on Social Security: wages 50,000; 50,000 × 15 × 5 ÷ 26 = 1,44,230.769…
    expect(run({ ...texts, leaving: '2025-11-21' }).results).toMatchObject({
      wages: 50000,
      gratuity: 144230.77,
    });
    // The Payment of Gratuity Act the day before: basic + DA, 30,000 × 15 × 5 ÷ 26 = 86,538.46.
    expect(run({ ...texts, leaving: '2025-11-20' }).results).toMatchObject({
      wages: 30000,
      gratuity: 86538.46,
    });
    // Not covered (15/30): the average basic + DA, whatever the date.
    expect(run({ ...texts, covered: 'not-covered', leaving: '2026-01-01' }).results).toMatchObject({
      wages: 30000,
      gratuity: 75000,
    });
    // Basic + DA already half or more, or all pay left blank: basic + DA.
    expect(run({ ...texts, salary: '60000' }).results?.wages).toBe(60000);
    expect(run({ ...texts, remuneration: '' }).results?.wages).toBe(30000);
    // Half of ₹1,00,001 is ₹50,000.50, kept to the paisa.
    expect(run({ ...texts, remuneration: '100001' }).results?.wages).toBe(50000.5);
  });

  it('adds back only the allowances above half of all pay, leaving out gratuity and retrenchment compensation', () => {
    // The Ministry of Labour's illustration: ₹76,000 = 20,000 basic + DA, 40,000 allowances and
    // 16,000 gratuity and retrenchment compensation; 40,000 − 38,000 = 2,000 is added back.
    const texts = { salary: '20000', remuneration: '76000', excluded: '16000', years: '5' };
    const case1 = run({ ...texts, leaving: '2026-01-01' });
    // 22,000 × 15 × 5 ÷ 26 = 63,461.538…
    expect(case1.results).toMatchObject({ wages: 22000, gratuity: 63461.54 });
    expect(gratuity.steps(case1.values as never, case1.results as never)[1]).toBe(
      'Wages = basic + DA + the allowances above half of all pay = ₹20,000.00 + (₹76,000.00 − ₹20,000.00 − ₹16,000.00 − 50% × ₹76,000.00) = ₹22,000.00',
    );
    // Allowances not above half: basic + DA. Under the Act: basic + DA whatever the allowances.
    expect(run({ ...texts, excluded: '30000' }).results?.wages).toBe(20000);
    expect(run({ ...texts, leaving: '2025-11-20' }).results?.wages).toBe(20000);
    // Blank, it is the larger of basic + DA and half of all pay.
    expect(run({ ...texts, excluded: '' }).results?.wages).toBe(38000);
    // It is part of all pay, beside basic + DA.
    expect(run({ ...texts, excluded: '56001' }).errors.excluded).toBe(
      'This is part of all your pay: it cannot be more than all your pay less basic + DA',
    );
    expect(run({ salary: '20000', excluded: '1000' }).errors.excluded).toBeDefined();
    expect(run({ ...texts, excluded: '56000' }).errors.excluded).toBeUndefined();
  });

  it('shows the wages, and how they were found, only when half of all pay raised them', () => {
    const raised = run({ salary: '30000', remuneration: '100000', leaving: '2026-01-01' });
    expect(gratuity.hiddenOutputs!(raised.values as never)).toEqual([]);
    expect(gratuity.steps(raised.values as never, raised.results as never)[1]).toBe(
      'Wages = the larger of basic + DA and half of all pay = the larger of ₹30,000.00 and 50% × ₹1,00,000.00 = ₹50,000.00',
    );
    const plain = run({ salary: '30000', leaving: '2026-01-01' });
    expect(gratuity.hiddenOutputs!(plain.values as never)).toEqual(['wages']);
    expect(gratuity.steps(plain.values as never, plain.results as never)[1]).toMatch(
      /^Gratuity = salary × 15/,
    );
  });

  it('makes a fixed-term employee eligible after one year from 21 November 2025', () => {
    const eligibility = (texts: Record<string, string>) => {
      const { values, results } = run({ years: '1', months: '3', ...texts });
      return gratuity.facts!(values as never, results as never)[0]?.text;
    };
    expect(eligibility({ employment: 'fixed-term', leaving: '2025-11-21' })).toMatch(
      /^A fixed-term employee with a year or more/,
    );
    expect(eligibility({ employment: 'fixed-term', leaving: '2025-11-20' })).toMatch(
      /^Under five years: gratuity is due only on death or disablement \(fixed-term/,
    );
    expect(eligibility({ employment: 'permanent', leaving: '2025-11-21' })).toMatch(
      /^Under five years/,
    );
    expect(eligibility({ employment: 'fixed-term', years: '0', months: '11' })).toMatch(
      /^Under five years/,
    );
    // The amount is the same formula: 50,000 × 15 × 1 ÷ 26 = 28,846.15 (3 months left out).
    expect(run({ years: '1', months: '3', employment: 'fixed-term' }).results?.gratuity).toBe(
      28846.15,
    );
  });

  it('refuses a date of leaving before the rules it knows, and pay below basic + DA', () => {
    expect(run({ leaving: '2018-03-28' }).errors.leaving).toBe(
      'Enter a date from 29 March 2018, when the rules here begin',
    );
    expect(run({ salary: '50000', remuneration: '40000' }).errors.remuneration).toBe(
      'All your pay cannot be less than your basic salary + DA',
    );
  });

  it('rejects a service of nothing and months past 11', () => {
    expect(run({ years: '0', months: '0' }).errors.years).toBe('Enter the length of your service');
    expect(run({ months: '12' }).errors.months).toBe('Enter 0 to 11 months; 12 months is a year');
    expect(run({ years: '2.5' }).errors.years).toBe('Enter whole years; put the rest in months');
    expect(run({ salary: '0' }).errors.salary).toBe('The salary must be more than ₹0');
  });
});

describe('the gratuity calculator’s words', () => {
  it('says “1 month” and “1 year” in the singular', () => {
    expect(wordsShown(gratuity, { years: '5', months: '1' })).toMatch(
      /1 month is not over six months/,
    );
  });
});
