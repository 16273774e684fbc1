import { annuityPaymentStep, monthlyRateWorking, stepDigits } from './shared/loanSteps.ts';
import { formatNumber, formatPlain, formatCount } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { amortize, roundedPayment, type Schedule } from './shared/amortize.ts';
import { article } from './shared/dates.ts';

export const record = {
  id: 75,
  name: 'APR Calculator',
  description:
    'Find the annual percentage rate (APR) of a loan with upfront fees: the true yearly cost of borrowing once fees are counted with the interest.',
  category: 'finance',
  icon: 'credit-card',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'loan-emi-calculator',
    'mortgage-calculator',
    'effective-interest-rate-calculator',
    'car-loan-calculator',
    'loan-comparison-calculator',
    'flat-vs-reducing-rate-calculator',
  ],
  group: 'Loans',
  keywords:
    'apr annual percentage rate true cost of loan fees points closing costs origination fee processing fee finance charge amount financed regulation z truth in lending tila kfs',
} satisfies CalculatorRecord;

// The APR of a loan repaid by equal monthly payments, with fees paid at the start (or taken from
// the loan): the yearly rate at which the amount financed, the loan less the fees, equals the
// present value of the payments. That is the actuarial method of US Regulation Z, Appendix J
// (12 CFR part 1026): the monthly rate i that solves A = Σ P_k ÷ (1 + i)^k, times 12 unit
// periods a year. The payments are those of the one loan schedule of shared/amortize.ts (the
// payment rounded half-up to the cent, each month's interest to the cent, the last payment
// clearing the balance), so the APR is worked out from the payments the borrower makes.

/** The loan repaid month by month at its interest rate. */
const scheduleOf = rememberLast(
  (v: { principal: number; rate: number; years: number }): Schedule | null => {
    const months = Math.round(v.years * 12);
    return amortize({
      principal: v.principal,
      rate: v.rate,
      payment: roundedPayment(v.principal, v.rate, months),
      term: months,
    });
  },
);

/** The payments' present value at a monthly rate `i`. */
function presentValueAt(schedule: Schedule, i: number): number {
  let value = 0;
  let discount = 1;
  for (const month of schedule.months) {
    discount /= 1 + i;
    value += (month.payment + month.extra) * discount;
  }
  return value;
}

/**
 * The monthly rate at which the payments' present value is `financed` (Appendix J's unit-period
 * rate), by bisection: the present value falls as the rate rises, so one root is bracketed.
 */
export function unitPeriodRate(schedule: Schedule, financed: number): number {
  const excess = (i: number) => presentValueAt(schedule, i) - financed;
  // Payments that repay no more than is financed, to the cent, are at 0%: a sum of cents a
  // hair over in binary gave an interest-free loan an APR of 1.3 × 10⁻¹³%.
  if (excess(0) < 0.005) return 0;
  // The payments' present value at a rate i is at most their sum ÷ (1 + i), below the amount
  // financed once i reaches sum ÷ financed: the root is under that, however large the fees.
  let low = 0;
  let high = 0.01;
  const bound = presentValueAt(schedule, 0) / financed;
  while (excess(high) > 0 && high < bound) high *= 2;
  high = Math.min(high, bound);
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2;
    if (middle === low || middle === high) break;
    if (excess(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

export default defineCalculator({
  slug: 'apr-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    principal: {
      kind: 'money',
      label: 'Loan amount',
      default: '200000',
      min: 0,
      minExclusive: true,
      max: 1e12,
      help: 'What you sign for, fees included if they are added to the loan.',
    },
    rate: {
      kind: 'percent',
      label: 'Interest rate (per year)',
      default: '6',
      min: 0,
      max: 100,
      help: 'The nominal rate the payments are worked out at.',
    },
    years: {
      kind: 'number',
      label: 'Loan term',
      unit: 'years',
      default: '30',
      min: 0,
      minExclusive: true,
      max: 50,
      noun: 'loan term',
      help: 'Monthly payments; part of a year in months ÷ 12: 2.5 years is 30 months.',
    },
    fees: {
      kind: 'money',
      label: 'Upfront fees',
      default: '4000',
      min: 0,
      max: 1e12,
      help: 'Finance charges paid at the start or taken from the loan: origination, points, processing fees.',
      messages: {
        required: 'Enter the upfront fees (0 if none)',
      },
    },
  },
  validate(v) {
    const errors: { years?: string; fees?: string } = {};
    const months = v.years * 12;
    if (Math.abs(months - Math.round(months)) > 1e-6 || Math.round(months) < 1) {
      errors.years = 'Enter a term of whole months: years × 12 must be a whole number';
    }
    if (v.fees >= v.principal) errors.fees = 'The fees must be less than the loan amount';
    // A loan of $1,000 and $999.999 of fees finances nothing to the cent: no rate fits.
    else if (roundToCents(decimal(v.principal).minus(v.fees)).lte(0)) {
      errors.fees = 'The fees must leave at least a cent of the loan financed';
    }
    return errors;
  },
  outputs: {
    apr: { label: 'APR (per year)', format: 'percent', emphasis: true },
    payment: { label: 'Monthly payment', format: 'money', emphasis: true },
    financeCharge: { label: 'Total interest and fees', format: 'money' },
    amountFinanced: { label: 'Amount financed (loan − fees)', format: 'money' },
    totalInterest: { label: 'Total interest', format: 'money' },
    totalPayments: {
      label: (v) => `Total of ${formatCount(Math.round(v.years * 12), 'payments')}`,
      format: 'money',
    },
  },
  compute(v) {
    const schedule = scheduleOf(v)!;
    const financed = roundToCents(decimal(v.principal).minus(v.fees)).toNumber();
    return {
      apr: unitPeriodRate(schedule, financed) * 12 * 100,
      payment: schedule.payment,
      financeCharge: decimal(schedule.totalInterest).plus(roundToCents(v.fees)).toNumber(),
      amountFinanced: financed,
      totalInterest: schedule.totalInterest,
      totalPayments: schedule.totalPaid,
    };
  },
  summary: (v, r) =>
    `With ${formatMoney(v.fees, v.currency)} of fees, ${article(v.principal)} ${formatMoney(v.principal, v.currency)} ` +
    `loan at ${formatPlain(v.rate)}% costs an APR of ${formatNumber(r.apr, 2)}% a year ` +
    `(${formatNumber(r.apr - v.rate, 2)} percentage points more than its rate).`,
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const schedule = scheduleOf(v)!;
    const months = Math.round(v.years * 12);
    const monthly = v.rate / 1200;
    const i = r.apr / 1200;
    return [
      `Months n = ${formatPlain(v.years)} × 12 = ${months}; monthly rate r = ${monthlyRateWorking(v.rate, stepDigits(v.principal))}`,
      monthly === 0
        ? `Payment = loan ÷ n = ${money(v.principal)} ÷ ${months} ≈ ${money(r.payment)}`
        : annuityPaymentStep(
            'Payment',
            { amount: v.principal, text: money(v.principal) },
            v.rate,
            months,
            money(r.payment),
          ),
      `Each month's interest is rounded to the cent; the last payment, ${money(schedule.lastPayment)}, clears the balance: total interest ${money(r.totalInterest)}`,
      `Amount financed A = loan − fees = ${money(v.principal)} − ${money(v.fees)} = ${money(r.amountFinanced)}`,
      `Monthly rate i at which the payments are worth A today (Σ payment ÷ (1 + i)^k = A, found numerically) = ${formatNumber(i * 100, 6)}%`,
      `APR = 12 × i = 12 × ${formatNumber(i * 100, 6)}% ≈ ${formatNumber(r.apr, 2)}%`,
      `Total interest and fees = ${money(r.totalInterest)} + ${money(v.fees)} = ${money(r.financeCharge)}`,
    ];
  },
  table: {
    caption: 'Repayment schedule, year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'principalPaid', label: 'Principal paid', format: 'money' },
      { id: 'interestPaid', label: 'Interest paid', format: 'money' },
      { id: 'balance', label: 'Balance', format: 'money' },
    ],
    rows: (v) =>
      scheduleOf(v)!.years.map(({ year, principalPaid, interestPaid, balance }) => ({
        year,
        principalPaid,
        interestPaid,
        balance,
      })),
  },
  about: [
    'The APR is the yearly rate at which the amount financed equals the present value of the payments: A = Σ P ÷ (1 + i)^k over the n monthly payments, and APR = 12 × i. A is the loan amount less the upfront fees, the money you actually get; the payments are those worked out on the full loan at its interest rate. This is the actuarial method of US Regulation Z (Truth in Lending, 12 CFR part 1026), Appendix J, for a loan whose first payment is due a month after it is made; the RBI’s Key Facts Statement APR for Indian loans is worked out the same way.',
    'The monthly payment is P × r ÷ (1 − (1 + r)^−n), with r the interest rate ÷ 12, rounded half-up to the cent. Each month’s interest is the balance × r, rounded half-up to the cent, and the last payment clears what is left, so it may differ from the others by a few cents; the APR is worked out from those payments. The unit-period rate i is found by bisection to far better than Regulation Z’s tolerance of 1/8 of a percentage point, and the APR is shown to two decimals.',
    'Fees are the finance charges paid when the loan is made, whether you pay them in cash or they are taken from the loan: origination and processing fees, discount points, required insurance paid upfront. Fees added to the loan instead are part of the loan amount: enter the loan with them and the same fees. Late fees, prepayment charges and odd first periods are not included. Like every APR, it assumes the loan runs its full term: repaid early, the fees weigh more.',
  ],
  faq: [
    {
      question: 'What is the difference between the interest rate and the APR?',
      answer:
        'The interest rate sets the payments. The APR also counts the upfront fees: it is the rate at which the payments repay only the money you actually receive, so it is higher whenever there are fees.',
    },
    {
      question: 'Why does a shorter loan have a higher APR for the same fees?',
      answer:
        'The fees are spread over fewer payments. $2,000 of fees on $100,000 at 6% adds about 0.19 percentage points over 30 years, but about 0.84 over 5 years.',
    },
    {
      question: 'Is the APR the same as the effective annual rate?',
      answer:
        'No. A US APR is a nominal rate: the monthly rate × 12. The effective annual rate compounds the monthly rate over a year, so it is a little higher.',
    },
    {
      question: 'Which fees count in the APR?',
      answer:
        'Charges you must pay to get the loan: origination, processing and underwriting fees, points, required insurance. Fees that depend on what happens later, such as late or prepayment charges, do not.',
    },
  ],
  references: [
    {
      source:
        'HP 12c Financial Calculator User’s Guide (Hewlett-Packard, 2005), Section 12, "Annual Percentage Rate Calculations With Fees", Example 1: $60,000 for 30 years at 11½% with 2 points ($1,200) pays $594.17 a month at an APR of 11.76%',
      inputs: { principal: '60000', rate: '11.5', years: '30', fees: '1200' },
      expected: { payment: 594.17, apr: 11.76 },
      tolerance: 0.005,
    },
    {
      source:
        'HP 12c User’s Guide (as above), Example 2: the same mortgage with a $150 fee, an APR of 11.53%',
      inputs: { principal: '60000', rate: '11.5', years: '30', fees: '150' },
      expected: { apr: 11.53 },
      tolerance: 0.005,
    },
    {
      source:
        'HP 12c Platinum User’s Guide (Hewlett-Packard, 2007), Section 12, Example 2: $160,000 for 30 years at 5.5% with a $750 fee pays $908.46 a month at an APR of 5.54%',
      inputs: { principal: '160000', rate: '5.5', years: '30', fees: '750' },
      expected: { payment: 908.46, apr: 5.54 },
      tolerance: 0.005,
    },
    {
      source:
        'CalculatorSoup, Annual Percentage Rate (APR) Calculator: a $100,000 30-year mortgage at 6% with $4,000 of closing costs rolled into the loan ($104,000 owed) pays $623.53 at an APR of 6.3698% (calculatorsoup.com/calculators/financial/apr.php)',
      inputs: { principal: '104000', rate: '6', years: '30', fees: '4000' },
      expected: { payment: 623.53, apr: 6.3698 },
      tolerance: 0.00005,
    },
    {
      source:
        'Calculated Industries, Mortgage Qualifier Plus (model 3442) User’s Guide, "APR and Total Finance Charges", example "Finding APR, Total Finance Charges (Excluding Mortgage Insurance)" (manualarchiveguide.com/manuals/Calculated-Industries-3442-User-Manual-2834031?page=41): $250,000 for 30 years at 8% with 1.5 points and $550 of fees ($4,300) pays $1,834.41 a month; APR 8.18%, amount financed $245,700.00',
      inputs: { principal: '250000', rate: '8', years: '30', fees: '4300' },
      expected: { payment: 1834.41, apr: 8.18, amountFinanced: 245700 },
      tolerance: 0.005,
    },
  ],
});
