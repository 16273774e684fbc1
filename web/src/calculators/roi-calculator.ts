import { formatNumber, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { cents, decimal, formatMoney } from '../engine/money.ts';
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
  updatedAt: '2026-11-25',
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
      max: 1e15,
      help: 'All you put in, fees included.',
    },
    returned: {
      kind: 'money',
      label: 'Amount returned',
      default: '16000',
      min: 0,
      max: 1e15,
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
    `is a return of ${formatNumber(r.roi, 2)}%` +
    (v.years > 0
      ? `, or ${formatNumber(r.annualRoi, 2)}% a year over ${formatPlain(v.years)} years.`
      : '.'),
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const steps = [
      `Gain = returned − invested = ${money(v.returned)} − ${money(v.invested)} = ${money(r.gain)}`,
      `ROI = gain ÷ invested × 100 = ${money(r.gain)} ÷ ${money(v.invested)} × 100 ≈ ${formatNumber(r.roi, 2)}%`,
    ];
    if (v.years > 0) {
      steps.push(
        `Annualised ROI = (1 + ROI)^(1 ÷ years) − 1 = (1 + ${formatPlain(Number((r.roi / 100).toPrecision(10)))})^(1 ÷ ${formatPlain(v.years)}) − 1 ≈ ${formatNumber(r.annualRoi, 2)}%`,
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
        'EconWiki, "ROI": $100 invested in a stock sold for $120 is a $20 gain and an ROI of 20% (econwiki.wikidot.com/roi)',
      inputs: { invested: '100', returned: '120', years: '' },
      expected: { gain: 20, roi: 20 },
      tolerance: 0.005,
    },
    {
      source:
        'DocElf, "Annualized ROI calculator", example 1: $10,000 of stock sold after 3 years for $16,000 is an annualised ROI of 16.96% (docelf.com/calculators/annualized-roi-calculator)',
      inputs: { invested: '10000', returned: '16000', years: '3' },
      expected: { annualRoi: 16.96, roi: 60 },
      tolerance: 0.005,
    },
    {
      source:
        'CalculatorLib, "Return on investment (annualized)" worked example: $10,000 growing to $15,000 in 3 years is an ROI of 50% and about 14.47% a year (calculatorlib.com/return-on-investment-annualized-calculator)',
      inputs: { invested: '10000', returned: '15000', years: '3' },
      expected: { roi: 50, annualRoi: 14.47 },
      tolerance: 0.005,
    },
    {
      source:
        'FinanceKit, "Return on investment calculator", example 1: 2,000 invested returning 1,500 is a loss of 500, an ROI of −25% (financekit.net/functions/return-on-investment-calculator)',
      inputs: { invested: '2000', returned: '1500', years: '' },
      expected: { gain: -500, roi: -25 },
      tolerance: 0.005,
    },
    {
      source:
        'FinanceKit (as above), example 2: 1,000 invested returning 1,200 is a gain of 200, an ROI of 20%',
      inputs: { invested: '1000', returned: '1200', years: '' },
      expected: { gain: 200, roi: 20 },
      tolerance: 0.005,
    },
  ],
});
