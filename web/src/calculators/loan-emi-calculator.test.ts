import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { Big } from '../engine/money.ts';
import loanEmi from './loan-emi-calculator.ts';
import { readPrepayments, UNREAD } from './shared/paymentEvents.ts';

// The published reference cases (in the definition) run in definitions.test.ts; these are the
// edge cases and conventions the page states. Values worked by hand with Python's decimal module.

const run = (texts: Record<string, string>) => evaluate(loanEmi, texts);

describe('loan EMI calculator', () => {
  it('starts with ₹10 lakh at 8.5% for 240 months: EMI ₹8,678.23, totals from the schedule', () => {
    // 1000000 × r × (1 + r)^240 ÷ ((1 + r)^240 − 1), r = 8.5/1200: 8,678.2323… → 8,678.23.
    // The bank schedule worked independently (Python's decimal: each month interest = balance ×
    // 8.5 ÷ 1200 rounded half-up to the paisa, the 240th instalment clearing the rest): the last
    // EMI is ₹8,679.66, and the 240 instalments add up to ₹20,82,776.63, not 240 × 8,678.23.
    expect(run({}).results).toEqual({
      emi: 8678.23,
      totalPayment: 2082776.63,
      totalInterest: 1082776.63,
      lastEmi: 8679.66,
      // No extra payments: nothing saved, repaid in the 240th month, the EMI unchanged.
      interestSaved: 0,
      payoffMonth: 240,
      finalEmi: 8678.23,
    });
  });

  it('writes the loan in lakhs in its steps, as its ₹ figures are', () => {
    const { values, results } = run({});
    const steps = loanEmi.steps(values as never, results as never);
    expect(steps[2]).toMatch(/^EMI = P × r × \(1 \+ r\)\^n ÷ \(\(1 \+ r\)\^n − 1\) = 10,00,000 × /);
  });

  it('writes its EMI step with digits enough to check by hand at a rate of 0.01%', () => {
    // r = 0.01 ÷ 1200; (1 + r)^240 − 1 = 0.00200199298403… (Python's decimal, 40 digits), and
    // 10,00,000 × 0.000008333333333 × 1.002001993 ÷ 0.002001992984 = 4,170.851 (Python). Written
    // to 10 decimals, r was 0.0000083333 and (1 + r)^n − 1 0.002001993: the step came to 4,170.84.
    const { values, results } = run({ rate: '0.01' });
    const steps = loanEmi.steps(values as never, results as never);
    expect(steps[0]).toBe('Monthly rate r = 0.01 ÷ 12 ÷ 100 ≈ 0.000008333333333');
    expect(steps[2]).toBe(
      'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1) = 10,00,000 × 0.000008333333333 × 1.002001993 ' +
        '÷ 0.002001992984 ≈ ₹4,170.85',
    );
  });

  it('gives the textbook ₹8,884.88 on ₹1 lakh at 12% for 12 months', () => {
    expect(run({ principal: '100000', rate: '12', months: '12' }).results?.emi).toBe(8884.88);
  });

  it('shows totals that are the sums of its schedule', () => {
    const { values, results } = run({ principal: '500000', rate: '9', months: '60' });
    // Worked independently (as above): 59 × 10,379.18 + a last EMI of 10,378.97 = 6,22,750.59,
    // of which 1,22,750.59 is interest (60 × 10,379.18 would say 6,22,750.80).
    expect(results).toEqual({
      emi: 10379.18,
      totalPayment: 622750.59,
      totalInterest: 122750.59,
      lastEmi: 10378.97,
      interestSaved: 0,
      payoffMonth: 60,
      finalEmi: 10379.18,
    });
    const rows = loanEmi.table!.rows(values as never, results as never);
    const sum = (id: 'principalPaid' | 'interestPaid') =>
      rows.reduce((total, row) => total.plus(row[id]!), new Big(0)).toNumber();
    expect(sum('interestPaid')).toBe(results!.totalInterest);
    expect(sum('principalPaid') + sum('interestPaid')).toBe(results!.totalPayment);
  });

  it('charges ₹0.00 of interest at 0% (240 × ₹4,166.67 would be ₹0.80 too much)', () => {
    // ₹10,00,000 ÷ 240 = 4,166.666… → 4,166.67; 239 × 4,166.67 = 9,95,834.13, so the last EMI
    // is 10,00,000 − 9,95,834.13 = 4,165.87.
    expect(run({ rate: '0' }).results).toEqual({
      emi: 4166.67,
      totalPayment: 1000000,
      totalInterest: 0,
      lastEmi: 4165.87,
      interestSaved: 0,
      payoffMonth: 240,
      finalEmi: 4166.67,
    });
  });

  it('takes the tenure in whole months: 1.3 years (15.6 months) is not a tenure', () => {
    expect(run({ months: '15.6' }).errors.months).toBe(
      'Enter the tenure as a whole number of months',
    );
    expect(run({ months: '1.3' }).errors.months).toBe(
      'Enter the tenure as a whole number of months',
    );
  });

  it('solves for the tenure: the shortest whose EMI is at most the one given', () => {
    // The default EMI, ₹8,678.23, is the 240-month EMI rounded down by 0.23 paise: 240 months,
    // the last EMI settling the rest, not a 241st instalment of a few paise.
    expect(run({ solve: 'months' }).values?.months).toBe(240);
    // ₹10,000 a month on ₹5 lakh at 9%: n = −ln(1 − 500000 × 0.0075 ÷ 10000) ÷ ln(1.0075)
    // = 62.90…, so 63 instalments, the last smaller.
    const { values, results } = run({
      principal: '500000',
      rate: '9',
      emi: '10000',
      solve: 'months',
    });
    expect(values?.months).toBe(63);
    expect(results?.lastEmi).toBeLessThan(10000);
  });

  it('says so when an EMI never repays the loan', () => {
    // ₹5,000 a month is less than the first month's interest on ₹10 lakh at 8.5% (₹7,083.33).
    const { results, unsolvable } = run({
      principal: '1000000',
      rate: '8.5',
      emi: '5000',
      solve: 'months',
    });
    expect(results).toBeNull();
    expect(unsolvable).toBe('No loan tenure in months from 6 to 480 months fits these numbers.');
  });

  it('gives each field’s message for what it cannot use', () => {
    expect(run({ principal: '0' }).errors.principal).toBe('The loan amount must be at least ₹1');
    expect(run({ principal: '0.5' }).errors.principal).toBe('The loan amount must be at least ₹1');
    expect(run({ principal: '' }).errors.principal).toBe('Enter the loan amount');
    expect(run({ rate: '-1' }).errors.rate).toBe('The interest rate cannot be negative');
    expect(run({ months: '5' }).errors.months).toBe('The tenure must be at least 6 months');
    expect(run({ months: '481' }).errors.months).toBe(
      'The tenure can be at most 480 months (40 years)',
    );
  });
});

describe('loan EMI with extra payments', () => {
  // ₹10 lakh at 8.5% over 240 months: ₹10,82,776.63 of interest without extra payments. Each case
  // worked independently month by month with Python's decimal (see shared/amortize.test.ts).
  it('takes one-time prepayments from a link, months and amounts joined by ~ in row order', () => {
    const { results, values } = run({ prepayMonth: '12~24', prepayAmount: '100000~50000' });
    expect(results).toEqual({
      emi: 8678.23,
      totalPayment: 1658365.22,
      totalInterest: 658365.22,
      lastEmi: 7031.43,
      interestSaved: 424411.41,
      payoffMonth: 174,
      finalEmi: 8678.23,
    });
    // The table is the schedule with the prepayments: its sums are the totals shown.
    const rows = loanEmi.table!.rows(values as never, results as never);
    const sum = (id: string) =>
      rows.reduce((total, row) => total.plus(row[id]!), new Big(0)).toNumber();
    expect(sum('extraPaid')).toBe(150000);
    expect(sum('interestPaid')).toBe(results!.totalInterest);
    expect(sum('principalPaid')).toBe(1000000);
    expect(rows).toHaveLength(15);
    expect(rows.at(-1)?.balance).toBe(0);
  });

  it.each([
    ['₹5,000 every month', { extraMonthly: '5000' }, 104, 669067.37],
    ['₹50,000 every twelfth month', { extraYearly: '50000' }, 120, 595287.65],
  ])('saves interest and months with %s', (_, texts, payoffMonth, interestSaved) => {
    expect(run(texts).results).toMatchObject({ emi: 8678.23, payoffMonth, interestSaved });
  });

  it('reduces the EMI instead when asked, keeping the tenure', () => {
    const { results } = run({
      extraYearly: '50000',
      prepayMonth: '12',
      prepayAmount: '100000',
      reduce: 'payment',
    });
    // Recomputed after each extra payment, the EMI ends at ₹488.35; the yearly extra clears the
    // rest in month 168.
    expect(results).toMatchObject({
      emi: 8678.23,
      finalEmi: 488.35,
      payoffMonth: 168,
      totalInterest: 542333.32,
      interestSaved: 540443.31,
    });
  });

  it('shows what extra payments change only when there are some', () => {
    const plain = run({});
    expect(loanEmi.hiddenOutputs!(plain.values as never)).toEqual([
      'interestSaved',
      'payoffMonth',
      'finalEmi',
    ]);
    expect(loanEmi.table!.hiddenColumns!(plain.values as never)).toEqual(['extraPaid']);
    const shorter = run({ extraMonthly: '5000' });
    expect(loanEmi.hiddenOutputs!(shorter.values as never)).toEqual(['finalEmi']);
    const lower = run({ extraMonthly: '5000', reduce: 'payment' });
    expect(loanEmi.hiddenOutputs!(lower.values as never)).toEqual([]);
  });

  it('says what they save under the results and in the steps', () => {
    const { values, results } = run({ prepayMonth: '12~24', prepayAmount: '100000~50000' });
    expect(loanEmi.summary!(values as never, results as never, '2026-01-01')).toEqual([
      'Without extra payments, 240 instalments (20 years) of ₹8,678.23, the last ₹8,679.66, repay ₹10,00,000.00 with ₹10,82,776.63 of interest.',
      'With the extra payments, the loan is repaid in month 174 (14 years 6 months), 5 years 6 months sooner, with ₹4,24,411.41 less interest.',
    ]);
    const steps = loanEmi.steps(values as never, results as never);
    expect(steps).toContain(
      'Extra payments, each made with its month’s EMI and taken straight off the balance: ₹1,00,000.00 in month 12; ₹50,000.00 in month 24',
    );
    expect(steps).toContain(
      'Total payment = EMIs ₹15,08,365.22 + extra payments ₹1,50,000.00 = ₹16,58,365.22',
    );
    expect(steps).toContain(
      'Interest saved = the interest without extra payments − with them = ₹10,82,776.63 − ₹6,58,365.22 = ₹4,24,411.41',
    );
  });

  it('leaves out a blank row, and refuses a row it cannot use, with the message beside it', () => {
    expect(run({ prepayMonth: '12~', prepayAmount: '100000~' }).results?.payoffMonth).toBe(
      run({ prepayMonth: '12', prepayAmount: '100000' }).results?.payoffMonth,
    );
    const words = {
      instalment: 'EMI',
      term: 'tenure',
      maxAmount: 1e11,
      maxAmountText: '₹10,000 crore',
      maxMonths: 480,
    };
    const rows = (months: string, amounts: string, last?: number) =>
      readPrepayments(months, amounts, words, last).rows.map(({ monthError, amountError }) => ({
        monthError,
        amountError,
      }));
    expect(rows('0~12~~500', '1000~~-5~', 240)).toEqual([
      { monthError: 'The month must be from 1 (the first EMI) to 480', amountError: undefined },
      { monthError: undefined, amountError: 'Enter the amount of this prepayment' },
      {
        monthError: 'Enter the month of this prepayment',
        amountError: 'The prepayment must be more than 0',
      },
      {
        monthError: 'The month must be from 1 (the first EMI) to 480',
        amountError: 'Enter the amount of this prepayment',
      },
    ]);
    expect(rows('150', '1000', 120)).toEqual([
      { monthError: 'Month 150 is after the last EMI (month 120)', amountError: undefined },
    ]);
    // A cell still as typed that cannot be read is never calculated with.
    expect(rows('12', `${UNREAD}50,000.5.5`)[0]?.amountError).toBeDefined();
    // The calculation waits for them, naming the column at fault.
    expect(run({ months: '120', prepayMonth: '150', prepayAmount: '1000' })).toMatchObject({
      results: null,
      errors: { prepayMonth: 'Correct the month of the prepayment marked' },
    });
    expect(run({ prepayMonth: '12', prepayAmount: `${UNREAD}abc` }).errors).toEqual({
      prepayAmount: 'Correct the amount of the prepayment marked',
    });
  });

  it('takes at most 20 prepayments', () => {
    const many = Array.from({ length: 21 }, (_, i) => String(i + 1)).join('~');
    const amounts = Array.from({ length: 21 }, () => '1000').join('~');
    expect(run({ prepayMonth: many, prepayAmount: amounts }).errors).toEqual({
      prepayMonth: 'At most 20 prepayments can be made',
    });
  });
});
