import { formatPercent, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { cents, decimal, formatMoney, MAX_AMOUNT } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 32,
  name: 'ROI Calculator',
  description:
    'Find the return on an investment, in total and per year, from what you put in and what you got back.',
  category: 'finance',
  icon: 'chart-line',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'cagr-calculator',
    'lumpsum-calculator',
    'compound-interest-calculator',
    'profit-margin-calculator',
    'break-even-calculator',
    'irr-calculator',
    'stock-average-calculator',
    'brokerage-calculator',
  ],
  group: 'Investing',
  keywords: 'roi return on investment profit gain',
} satisfies CalculatorRecord;

// Return on investment: ROI = (amount returned − amount invested) ÷ amount invested, and, over a
// holding period of t years, the annualised ROI (1 + ROI)^(1/t) − 1, the yearly rate that
// compounds to the same total (Inch Calculator's "ROI calculator" formulas). The years are
// optional: left blank, only the total ROI is shown. Amounts are shown in the currency the
// visitor picks.

/** The annualised ROI, in %, of a total ROI (in %) over `years`. */
export function annualised(roi: number, years: number): number {
  return ((1 + roi / 100) ** (1 / years) - 1) * 100;
}

export default defineCalculator({
  slug: 'roi-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    invested: {
      kind: 'money',
      label: 'Amount invested',
      default: '10000',
      min: 0,
      minExclusive: true,
      max: MAX_AMOUNT,
      help: 'All you put in, fees included.',
    },
    returned: {
      kind: 'money',
      label: 'Amount returned',
      default: '16000',
      min: 0,
      max: MAX_AMOUNT,
      help: 'What you got back or what it is worth now, income received included.',
      messages: {
        required: 'Enter the amount returned (0 if nothing)',
      },
    },
    years: {
      kind: 'number',
      label: 'Holding period (optional)',
      unit: 'years',
      default: '3',
      min: 0,
      max: 100,
      blankValue: 0,
      help: 'Leave blank (or 0) for the total ROI only. 18 months is 1.5 years.',
      messages: {
        required: 'Enter the holding period in years, or leave it blank',
      },
    },
  },
  outputs: {
    roi: { label: 'ROI', format: 'percent' },
    gain: { label: 'Gain or loss', format: 'money' },
    annualRoi: { label: 'Annualised ROI (per year)', format: 'percent' },
  },
  compute(v) {
    const gain = decimal(cents(v.returned)).minus(cents(v.invested));
    const roi = gain.div(cents(v.invested)).times(100).toNumber();
    return {
      roi,
      gain: gain.toNumber(),
      annualRoi: v.years > 0 ? annualised(roi, v.years) : 0,
    };
  },
  hiddenOutputs: (v) => (v.years > 0 ? [] : ['annualRoi']),
  summary: (v, r) =>
    `${r.gain < 0 ? 'A loss' : 'A gain'} of ${formatMoney(Math.abs(r.gain), v.currency)} on ` +
    `${formatMoney(v.invested, v.currency)} ` +
    `is a return of ${formatPercent(r.roi)}` +
    (v.years > 0
      ? `, or ${formatPercent(r.annualRoi)} a year over ${formatPlain(v.years)} ${v.years === 1 ? 'year' : 'years'}.`
      : '.'),
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const steps = [
      `Gain = returned − invested = ${money(v.returned)} − ${money(v.invested)} = ${money(r.gain)}`,
      `ROI = gain ÷ invested × 100 = ${money(r.gain)} ÷ ${money(v.invested)} × 100 ≈ ${formatPercent(r.roi)}`,
    ];
    if (v.years > 0) {
      steps.push(
        `Annualised ROI = (1 + ROI)^(1 ÷ years) − 1 = (1 + ${formatPlain(Number((r.roi / 100).toPrecision(10)))})^(1 ÷ ${formatPlain(v.years)}) − 1 ≈ ${formatPercent(r.annualRoi)}`,
      );
    }
    return steps;
  },
  about: [
    'ROI = (amount returned − amount invested) ÷ amount invested × 100. The amount returned is everything the investment gave back: the sale price or present value plus any income received along the way, such as dividends or rent. Count fees and costs in the amount invested.',
    'A total ROI says nothing about time: 60% over 3 years and over 10 years are very different. Given a holding period, the calculator also shows the annualised ROI, (1 + ROI)^(1 ÷ years) − 1: the yearly rate that, compounded, gives the same total. It is the CAGR of the investment. Some sites divide the total ROI by the years instead; that simple average ignores compounding and overstates long holdings.',
    'The ROI is worked out from amounts rounded to the cent and shown to two decimals. It leaves out taxes and inflation, and money added or taken out part way through.',
  ],
  faq: [
    {
      question: 'What is a good ROI?',
      answer:
        'Compare the annualised ROI with what else the money could have earned over the same years and at a similar risk: a deposit rate, a bond yield or a broad index fund, and with inflation.',
    },
    {
      question: 'Can ROI be negative?',
      answer:
        'Yes: when less comes back than was put in, the ROI is negative. Getting nothing back is an ROI of −100%.',
    },
    {
      question: 'What is the difference between ROI and annualised ROI?',
      answer:
        'ROI is the whole return over the holding period. Annualised ROI spreads it into an equal yearly rate with compounding, so investments held for different lengths of time can be compared.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 6.7 "Investments", example "Stock Price Increases" (openstax.org/books/contemporary-mathematics/pages/6-7-investments): Vincent buys 100 shares at $21.87 ($2,187.00) and sells them at $29.15 ($2,915.00): “He made $728.00”, a return on investment of $728 ÷ $2,187 = 33.29%',
      inputs: { invested: '2187', returned: '2915', years: '' },
      expected: { gain: 728, roi: 33.29 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.7 (as above), examples "Return on Investment for a Bond" and "Annual Return on Investment for a Bond": Muriel’s $3,000 bond pays $660 in all over 4 years, ROI = 660 ÷ 3,000 = 0.22 (22%), and an annual return of (3,660 ÷ 3,000)^(1/4) − 1 = 0.050969',
      inputs: { invested: '3000', returned: '3660', years: '4' },
      expected: { gain: 660, roi: 22, annualRoi: 5.0969 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.7 (as above), example "Return on Investment for Stock in Company ABC": $13,000 worth $132,293.49 after 20 years is an ROI of 9.176422, or 917.64%, and an annual return of 0.1230, or 12.3%',
      inputs: { invested: '13000', returned: '132293.49', years: '20' },
      expected: { roi: 917.64, annualRoi: 12.3 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 6.6 "Methods of Savings", example "Calculating Return on Investment", part 2 (openstax.org/books/contemporary-mathematics/pages/6-6-methods-of-savings): a $2,500 money market deposit worth $2,682.20 after 4 years, ROI = $182.20 ÷ $2,500 = 0.07288',
      inputs: { invested: '2500', returned: '2682.20', years: '' },
      expected: { gain: 182.2, roi: 7.288 },
      tolerance: 0.00005,
    },
    {
      source:
        'FinanceKit, "Return on investment calculator", example 1: 2,000 invested returning 1,500 is a loss of 500, an ROI of −25% (financekit.net/functions/return-on-investment-calculator)',
      inputs: { invested: '2000', returned: '1500', years: '' },
      expected: { gain: -500, roi: -25 },
      tolerance: 0.005,
    },
  ],
});
