import { formatNumber } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator, type NumberField } from '../engine/definition.ts';
import { decimal, formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { unitPeriodRate } from './apr-calculator.ts';
import { amortize, roundedPayment } from './shared/amortize.ts';

export const record = {
  id: 139,
  name: 'Loan Comparison Calculator',
  description:
    'Compare two or three loan offers side by side: the monthly payment, total interest, fees, total cost and APR of each, and which is cheapest.',
  category: 'finance',
  icon: 'divide',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['apr-calculator', 'loan-emi-calculator', 'refinance-calculator', 'car-loan-calculator'],
  group: 'Loans',
  keywords:
    'compare offers side by side apr fees origination processing fee total cost cheapest lender quotes',
} satisfies CalculatorRecord;

// Two or three loan offers, each scheduled by the one loan model (shared/amortize.ts: the payment
// rounded half-up to the cent, each month's interest rounded half-up to the cent, the last
// payment clearing the balance). The cost of borrowing is the schedule's interest plus the
// upfront fees; the total paid is every payment plus the fees. The APR is the apr-calculator's:
// the actuarial method of US Regulation Z, Appendix J (unitPeriodRate), on the amount financed,
// the loan less its fees. The cheapest offer is the one with the lowest cost of borrowing.

type Offer = 'A' | 'B' | 'C';

const amount = (fallback: string): NumberField => ({
  kind: 'money',
  label: 'Loan amount',
  default: fallback,
  min: 0,
  minExclusive: true,
  max: 1e12,
});
const rate = (fallback: string): NumberField => ({
  kind: 'percent',
  label: 'Interest rate (per year)',
  default: fallback,
  min: 0,
  max: 100,
});
const term = (fallback: string): NumberField => ({
  kind: 'integer',
  label: 'Term',
  unit: 'months',
  default: fallback,
  min: 1,
  max: 600,
  noun: 'term in months',
  messages: { invalid: 'Enter the term as a whole number of months' },
});
const fees = (fallback: string): NumberField => ({
  kind: 'money',
  label: 'Upfront fees',
  default: fallback,
  min: 0,
  max: 1e12,
  help: 'Origination, processing and other fees paid when the loan is made.',
  messages: { required: 'Enter the upfront fees (0 if none)' },
});
const whenThree = { when: { offers: '3' } } as const;

interface OfferValues {
  amount: number;
  rate: number;
  months: number;
  fees: number;
}

/** One offer's payment, interest, fees, total paid and APR. */
function offerResults({ amount: principal, rate: r, months, fees: charged }: OfferValues) {
  const schedule = amortize({
    principal,
    rate: r,
    payment: roundedPayment(principal, r, months),
    term: months,
  })!;
  const financed = decimal(principal).minus(charged).toNumber();
  return {
    payment: schedule.payment,
    interest: schedule.totalInterest,
    cost: decimal(schedule.totalInterest).plus(charged).toNumber(),
    total: decimal(schedule.totalPaid).plus(charged).toNumber(),
    apr: financed > 0 ? unitPeriodRate(schedule, financed) * 1200 : NaN,
  };
}

type Values3 = {
  offers: '2' | '3';
  amountA: number;
  rateA: number;
  monthsA: number;
  feesA: number;
  amountB: number;
  rateB: number;
  monthsB: number;
  feesB: number;
  amountC?: number;
  rateC?: number;
  monthsC?: number;
  feesC?: number;
};

function offersOf(v: Values3): { offer: Offer; values: OfferValues }[] {
  const list: { offer: Offer; values: OfferValues }[] = [
    {
      offer: 'A',
      values: { amount: v.amountA, rate: v.rateA, months: v.monthsA, fees: v.feesA },
    },
    {
      offer: 'B',
      values: { amount: v.amountB, rate: v.rateB, months: v.monthsB, fees: v.feesB },
    },
  ];
  if (v.offers === '3') {
    list.push({
      offer: 'C',
      values: { amount: v.amountC!, rate: v.rateC!, months: v.monthsC!, fees: v.feesC! },
    });
  }
  return list;
}

/** The offers with the lowest cost of borrowing (more than one on a tie). */
function cheapest(v: Values3): Offer[] {
  const costs = offersOf(v).map(({ offer, values }) => ({
    offer,
    cost: offerResults(values).cost,
  }));
  const least = Math.min(...costs.map((item) => item.cost));
  return costs.filter((item) => item.cost === least).map((item) => item.offer);
}

export default defineCalculator({
  slug: 'loan-comparison-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    offers: {
      kind: 'choice',
      label: 'Offers to compare',
      default: '2',
      display: 'radio',
      options: [
        { value: '2', label: 'Two' },
        { value: '3', label: 'Three' },
      ],
    },
    amountA: { ...amount('20000'), label: 'Offer A: loan amount', noun: 'loan amount of offer A' },
    rateA: { ...rate('6'), label: 'Offer A: interest rate (per year)', noun: 'rate of offer A' },
    monthsA: { ...term('60'), label: 'Offer A: term', noun: 'term of offer A in months' },
    feesA: { ...fees('0'), label: 'Offer A: upfront fees', noun: 'fees of offer A' },
    amountB: { ...amount('20000'), label: 'Offer B: loan amount', noun: 'loan amount of offer B' },
    rateB: { ...rate('5.5'), label: 'Offer B: interest rate (per year)', noun: 'rate of offer B' },
    monthsB: { ...term('60'), label: 'Offer B: term', noun: 'term of offer B in months' },
    feesB: { ...fees('600'), label: 'Offer B: upfront fees', noun: 'fees of offer B' },
    amountC: {
      ...amount('20000'),
      ...whenThree,
      label: 'Offer C: loan amount',
      noun: 'loan amount of offer C',
    },
    rateC: {
      ...rate('6.5'),
      ...whenThree,
      label: 'Offer C: interest rate (per year)',
      noun: 'rate of offer C',
    },
    monthsC: {
      ...term('48'),
      ...whenThree,
      label: 'Offer C: term',
      noun: 'term of offer C in months',
    },
    feesC: { ...fees('0'), ...whenThree, label: 'Offer C: upfront fees', noun: 'fees of offer C' },
  },
  validate(v) {
    const errors: Record<string, string> = {};
    for (const { offer, values } of offersOf(v)) {
      if (values.fees >= values.amount) {
        errors[`fees${offer}`] = `The fees of offer ${offer} must be less than its loan amount`;
      }
    }
    return errors;
  },
  outputs: {
    paymentA: { label: 'Offer A: monthly payment', format: 'money', emphasis: true },
    paymentB: { label: 'Offer B: monthly payment', format: 'money', emphasis: true },
    paymentC: { label: 'Offer C: monthly payment', format: 'money', emphasis: true },
    costA: { label: 'Offer A: interest + fees', format: 'money' },
    costB: { label: 'Offer B: interest + fees', format: 'money' },
    costC: { label: 'Offer C: interest + fees', format: 'money' },
    aprA: { label: 'Offer A: APR', format: 'percent' },
    aprB: { label: 'Offer B: APR', format: 'percent' },
    aprC: { label: 'Offer C: APR', format: 'percent' },
    interestA: { label: 'Offer A: total interest', format: 'money' },
    interestB: { label: 'Offer B: total interest', format: 'money' },
    interestC: { label: 'Offer C: total interest', format: 'money' },
    totalA: { label: 'Offer A: total paid, fees included', format: 'money' },
    totalB: { label: 'Offer B: total paid, fees included', format: 'money' },
    totalC: { label: 'Offer C: total paid, fees included', format: 'money' },
    // A negative difference is B costing less: 'B costs more than A by -$277.92' said the opposite.
    costDifferenceBA: { label: 'Offer B’s interest + fees minus A’s', format: 'money' },
  },
  hiddenOutputs: (v) =>
    v.offers === '3' ? [] : ['paymentC', 'costC', 'aprC', 'interestC', 'totalC'],
  compute(v) {
    const [a, b, c] = offersOf(v).map(({ values }) => offerResults(values));
    const none = { payment: 0, interest: 0, cost: 0, total: 0, apr: 0 };
    const third = c ?? none;
    return {
      paymentA: a!.payment,
      paymentB: b!.payment,
      paymentC: third.payment,
      costA: a!.cost,
      costB: b!.cost,
      costC: third.cost,
      aprA: a!.apr,
      aprB: b!.apr,
      aprC: third.apr,
      interestA: a!.interest,
      interestB: b!.interest,
      interestC: third.interest,
      totalA: a!.total,
      totalB: b!.total,
      totalC: third.total,
      costDifferenceBA: decimal(b!.cost).minus(a!.cost).toNumber(),
    };
  },
  summary(v) {
    const money = (value: number) => formatMoney(value, v.currency);
    const best = cheapest(v);
    const results = offersOf(v).map(({ offer, values }) => ({ offer, ...offerResults(values) }));
    if (best.length > 1) {
      const named = `${best.slice(0, -1).join(', ')} and ${best.at(-1)}`;
      return `Offers ${named} cost the same: ${money(results.find((item) => item.offer === best[0])!.cost)} of interest and fees.`;
    }
    const winner = results.find((item) => item.offer === best[0])!;
    const others = results
      .filter((item) => item.offer !== winner.offer)
      .map(
        (item) =>
          `${money(decimal(item.cost).minus(winner.cost).toNumber())} less than offer ${item.offer}`,
      )
      .join(' and ');
    return `Offer ${winner.offer} is cheapest: ${money(winner.cost)} of interest and fees, ${others}.`;
  },
  facts(v) {
    return [
      {
        label: 'Cheapest',
        text: cheapest(v)
          .map((offer) => `Offer ${offer}`)
          .join(', '),
      },
    ];
  },
  steps(v) {
    const money = (value: number) => formatMoney(value, v.currency);
    return offersOf(v).flatMap(({ offer, values }) => {
      const r = offerResults(values);
      return [
        `Offer ${offer}: ${
          values.rate === 0
            ? `payment = P ÷ n at 0% = ${money(values.amount)} ÷ ${values.months} ${decimal(values.amount).div(values.months).eq(r.payment) ? '=' : '≈'}`
            : `payment = P × r ÷ (1 − (1 + r)^−n) with P = ${money(values.amount)}, r = ${formatNumber(values.rate, 4)}% ÷ 12, n = ${values.months} ≈`
        } ${money(r.payment)}; interest (each month’s rounded to the cent, the last payment clearing the balance) = ${money(r.interest)}`,
        `Offer ${offer}: cost = interest + fees = ${money(r.interest)} + ${money(values.fees)} = ${money(r.cost)}; APR, the yearly rate at which the payments repay ${money(decimal(values.amount).minus(values.fees).toNumber())} (the loan less its fees) ≈ ${formatNumber(r.apr, 2)}%`,
      ];
    });
  },
  about: [
    'Each offer’s monthly payment is P × r ÷ (1 − (1 + r)^−n): P the loan amount, r the yearly rate ÷ 12 ÷ 100, n the term in months, rounded half-up to the cent. Each month’s interest is the balance × r, rounded half-up to the cent, and the last payment clears the balance; the total interest is the sum of that schedule.',
    'The cost of borrowing is the total interest plus the upfront fees, and the total paid is every payment plus the fees. The cheapest offer is the one with the lowest cost of borrowing: for offers of the same amount, the one you pay least for in all. A shorter term usually costs less in all but has a higher payment, so both are shown.',
    'The APR counts the fees with the interest as one yearly rate: the rate at which the payments repay the amount financed, the loan less its fees, by the actuarial method of US Regulation Z (12 CFR part 1026, Appendix J), the method of this site’s APR calculator. The RBI’s Key Facts Statement gives the APR of an Indian loan the same way. Prepayment charges and insurance are not included.',
  ],
  faq: [
    {
      question: 'Is the offer with the lowest rate always cheapest?',
      answer:
        'No. Fees can outweigh a lower rate: on $20,000 over 5 years, 5.5% with a $600 fee costs $322.08 more in all than 6% with no fee (these two offers are the page’s defaults).',
    },
    {
      question: 'Should I compare APRs or total cost?',
      answer:
        'Both. The APR puts fees and interest in one rate for loans of different sizes and terms; the total cost says in money what each offer costs if you keep it to the end.',
    },
    {
      question: 'What if the offers have different terms?',
      answer:
        'The longer term has the lower payment but usually the higher total interest. Compare the cost if you can afford the higher payment, and the payment if you cannot.',
    },
  ],
  references: [
    {
      source:
        'Consumer Financial Protection Bureau, loan-calc (the CFPB’s open-source payment library), README “Usage” (github.com/cfpb/loan-calc): paymentCalc for $200,000 at 5% over 180 months “returns 1581.59”',
      inputs: { amountA: '200000', rateA: '5', monthsA: '180', feesA: '0' },
      expected: { paymentA: 1581.59 },
      tolerance: 0.005,
    },
    {
      source:
        'Consumer Financial Protection Bureau, loan-calc README (as above): totalInterest for $200,000 at 5% over 360 months “returns 186511.57”, the unrounded payment times 360 less the loan; here the payments are in whole cents and the last one clears the balance, so within $2',
      inputs: { amountB: '200000', rateB: '5', monthsB: '360', feesB: '0' },
      expected: { interestB: 186511.57 },
      tolerance: 2,
    },
    {
      source:
        'Microsoft, Visual FoxPro 9 Language Reference, “PAYMENT( ) Function”, example (learn.microsoft.com/previous-versions/visualstudio/foxpro/aa978129(v=vs.71)): $100,000 at 10.5% a year over 20 years of monthly payments “Displays 998.38”',
      inputs: { amountA: '100000', rateA: '10.5', monthsA: '240', feesA: '0' },
      expected: { paymentA: 998.38 },
      tolerance: 0.005,
    },
    {
      source:
        'Texas Instruments, BA Real Estate Guidebook (1996), “Other Financial Tools”, example “Finding the APR of a Refinanced Loan”, page 76 (easymanua.ls/texas-instruments/ba-real-estate/manual?p=77): a balance of $101,569.75 refinanced at 8.5% over 30 years with 2 points plus a $500 fee (here $2,531.40 of fees) pays “PMT = -780.98” at an “APR= 8.78”; as a third offer',
      inputs: {
        offers: '3',
        amountC: '101569.75',
        rateC: '8.5',
        monthsC: '360',
        feesC: '2531.40',
      },
      expected: { paymentC: 780.98, aprC: 8.78 },
      tolerance: 0.005,
    },
    {
      source:
        'HP 12c Financial Calculator User’s Guide (Hewlett-Packard, 2005), Section 12, “Annual Percentage Rate Calculations With Fees”, Example 1: $60,000 for 30 years at 11½% with $1,200 of points pays $594.17 a month at an APR of 11.76%',
      inputs: {
        amountA: '60000',
        rateA: '11.5',
        monthsA: '360',
        feesA: '1200',
      },
      expected: { paymentA: 594.17, aprA: 11.76 },
      tolerance: 0.005,
    },
    {
      source:
        'HP 12c User’s Guide (as above), Example 2: the same mortgage with a $150 fee, an APR of 11.53%',
      inputs: {
        amountB: '60000',
        rateB: '11.5',
        monthsB: '360',
        feesB: '150',
      },
      expected: { aprB: 11.53 },
      tolerance: 0.005,
    },
  ],
});
