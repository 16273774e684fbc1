import { amountInWords } from '../domain/indianNumbers.ts';
import { calculateSip, sipFutureValue } from '../domain/sip.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { decimal, formatMoney } from '../engine/money.ts';
import { plainIndian } from './shared/indianPlain.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 143,
  name: 'SIP vs Lumpsum Calculator',
  description:
    'Compare the same money invested as a monthly SIP or all at once as a lump sum, at the same return.',
  category: 'finance',
  icon: 'chart-line',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['sip-calculator', 'lumpsum-calculator', 'step-up-sip-calculator', 'cagr-calculator'],
  group: 'Investing',
  keywords: 'sip vs lumpsum lump sum one time monthly mutual fund compare comparison',
} satisfies CalculatorRecord;

// The same total T invested two ways for Y years at an expected annual return R:
// - a SIP of T ÷ (12 × Y) a month, paid at the start of each month and compounded monthly at
//   R ÷ 12 (domain/sip.ts, as the SIP calculator): FV = P × ((1 + r)^n − 1) ÷ r × (1 + r);
// - a lump sum of T on the first day, compounded once a year (as the lumpsum calculator):
//   FV = T × (1 + R)^Y.
// Values are rounded half-up to whole rupees; the difference is lump sum − SIP, as shown.

const rupees = (value: number) => formatMoney(value, 'INR', 0);
/** The instalment, to the paisa unless it is whole: ₹1,00,000 over 7 years is ₹1,190.48 a month. */
const instalment = (value: number) => formatMoney(value, 'INR', Number.isInteger(value) ? 0 : 2);
const inWords = (value: number) => (Math.abs(value) >= 100_000 ? amountInWords(value) : null);

const fields = {
  amount: {
    kind: 'money',
    label: 'Total amount to invest',
    default: '1200000',
    min: 0,
    minExclusive: true,
    max: 100_000_000_000,
    help: 'The SIP spreads it in equal monthly instalments; the lump sum invests it on day one.',
    noun: 'amount',
  },
  rate: {
    kind: 'percent',
    label: 'Expected return',
    unit: '% a year',
    default: '12',
    min: 0,
    max: 30,
    noun: 'return',
  },
  years: {
    kind: 'integer',
    label: 'Time period',
    unit: 'years',
    default: '10',
    min: 1,
    max: 40,
    noun: 'period',
  },
} as const;

type Compare = Values<typeof fields>;

const monthlyOf = (v: Compare) => v.amount / (v.years * 12);
const lumpValue = (amount: number, rate: number, years: number) =>
  amount * (1 + rate / 100) ** years;

export default defineCalculator({
  slug: 'sip-vs-lumpsum-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  outputs: {
    lumpValue: { label: 'Lump sum value', format: 'money', caption: inWords },
    sipValue: { label: 'SIP value', format: 'money', caption: inWords },
    difference: {
      label: 'Lump sum minus SIP',
      format: 'money',
      emphasis: true,
      caption: inWords,
    },
    monthly: {
      label: 'Monthly SIP instalment',
      format: 'money',
      decimals: (v) => (Number.isInteger(monthlyOf(v)) ? 0 : 2),
    },
  },
  compute(v) {
    const lump = Math.round(lumpValue(v.amount, v.rate, v.years));
    const sip = Math.round(sipFutureValue(monthlyOf(v), v.rate, v.years * 12));
    return { lumpValue: lump, sipValue: sip, difference: lump - sip, monthly: monthlyOf(v) };
  },
  summary: (v, r) =>
    r.difference === 0
      ? `At ${plainIndian(v.rate)}% a year both ways end with ${rupees(r.lumpValue)}.`
      : `Invested at once, ${rupees(v.amount)} could grow to ${rupees(r.lumpValue)} in ${v.years} ` +
        `year${v.years === 1 ? '' : 's'}; as a SIP of ${instalment(r.monthly)} a month, to ` +
        `${rupees(r.sipValue)}. The ${r.difference > 0 ? 'lump sum' : 'SIP'} ends ` +
        `${rupees(Math.abs(r.difference))} ahead.`,
  steps(v, r) {
    const n = v.years * 12;
    const m = v.rate / 1200;
    const mText = plainIndian(Number(m.toFixed(10)));
    return [
      `SIP instalment = ${plainIndian(v.amount)} ÷ (${v.years} × 12) ${decimal(r.monthly).times(100).mod(1).eq(0) ? '=' : '≈'} ${instalment(r.monthly)} a month for ${n} months`,
      m === 0
        ? `The return is 0, so the SIP is worth what was paid in: ${rupees(r.sipValue)}`
        : `SIP value = ${plainIndian(Number(monthlyOf(v).toFixed(4)))} × ((1 + ${mText})^${n} − 1) ÷ ${mText} × (1 + ${mText}) = ${rupees(r.sipValue)}`,
      `Lump sum value = ${plainIndian(v.amount)} × (1 + ${plainIndian(v.rate / 100)})^${v.years} = ${rupees(r.lumpValue)}`,
      `Difference = ${rupees(r.lumpValue)} − ${rupees(r.sipValue)} = ${rupees(r.difference)}`,
    ];
  },
  charts: {
    title: 'Value year by year',
    build(v, r) {
      const sip = calculateSip({
        monthlyInvestment: monthlyOf(v),
        annualReturnRate: v.rate,
        years: v.years,
      });
      return [
        {
          kind: 'lines',
          caption:
            `The lump sum and the SIP at the end of each year. After ${v.years} year${v.years === 1 ? '' : 's'} ` +
            `the lump sum is worth ${rupees(r.lumpValue)} and the SIP ${rupees(r.sipValue)}.`,
          x: { key: 'year', label: 'Year', tooltip: 'End of year' },
          series: [
            { id: 'lump', label: 'Lump sum', color: 'purple.solid' },
            { id: 'sip', label: 'SIP', color: 'green.solid' },
          ],
          data: [
            { year: '0', lump: v.amount, sip: 0 },
            ...sip.schedule.map((row) => ({
              year: String(row.year),
              lump: Math.round(lumpValue(v.amount, v.rate, row.year)),
              sip: Math.round(row.value),
            })),
          ],
        },
      ];
    },
  },
  table: {
    caption: 'Year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'sipInvested', label: 'SIP invested', format: 'money' },
      { id: 'sip', label: 'SIP value', format: 'money' },
      { id: 'lump', label: 'Lump sum value', format: 'money' },
    ],
    rows(v) {
      return calculateSip({
        monthlyInvestment: monthlyOf(v),
        annualReturnRate: v.rate,
        years: v.years,
      }).schedule.map((row) => ({
        year: row.year,
        sipInvested: Math.round(row.invested),
        sip: Math.round(row.value),
        lump: Math.round(lumpValue(v.amount, v.rate, row.year)),
      }));
    },
  },
  notes: [
    'Both ways assume the same steady return. Real markets rise and fall, and a SIP buys more units when prices are low, which this comparison cannot show.',
  ],
  about: [
    'The SIP pays the total in equal monthly instalments, each at the start of its month, and compounds monthly at the yearly return ÷ 12: FV = P × ((1 + r)^n − 1) ÷ r × (1 + r), the convention of this site’s SIP calculator and of Indian fund houses’ SIP calculators. The lump sum is invested on the first day and compounds once a year: FV = T × (1 + R)^Y, the convention of lumpsum calculators (a return quoted as a CAGR).',
    'Values are rounded half-up to whole rupees, and the difference is the lump sum’s value less the SIP’s as shown. At the same positive return the lump sum always ends ahead, because every rupee is invested for the whole period; a SIP’s money is invested for about half of it on average.',
  ],
  faq: [
    {
      question: 'Why does the lump sum win?',
      answer:
        'With a steady positive return, money invested earlier grows for longer. The lump sum is fully invested from day one, while the SIP’s last instalment is invested for only a month.',
    },
    {
      question: 'When can a SIP do better?',
      answer:
        'When the market falls soon after you would have invested the lump sum. A SIP buys more units at the lower prices, so in a falling-then-rising market it can end ahead. A steady return cannot show this.',
    },
    {
      question: 'Are the two compounded the same way?',
      answer:
        'Not quite: the SIP compounds monthly at the yearly rate ÷ 12, as SIP calculators do, and the lump sum once a year, as lumpsum calculators do. These are the conventions the published figures use.',
    },
    {
      question: 'Does this include taxes and costs?',
      answer: 'No. Expense ratios, exit loads and capital gains tax are left out of both.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 6.7 "Investments", example "Buying Stock in Company ABC" (openstax.org/books/contemporary-mathematics/pages/6-7-investments): $13,000 growing 12.3% a year, compounded annually, for 20 years is worth $132,293.49 (the lump-sum formula; shown here in whole units, so within 0.5)',
      inputs: { amount: '13000', rate: '12.3', years: '20' },
      expected: { lumpValue: 132293.49 },
      tolerance: 0.5,
    },
    {
      source:
        'OpenStax, Principles of Finance 2e, Section 7.3 "Methods for Solving Time Value of Money Problems", "How to Determine Future Value When Other Variables Are Known" (openstax.org/books/principles-finance/pages/7-3-methods-for-solving-time-value-of-money-problems): $2,000 earning 4% annually for 5 years: future value $2,433.31 (within 0.5, as above)',
      inputs: { amount: '2000', rate: '4', years: '5' },
      expected: { lumpValue: 2433.31 },
      tolerance: 0.5,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 6.4 "Compound Interest", example "Interest Compounded Annually" (openstax.org/books/contemporary-mathematics/pages/6-4-compound-interest): Abena’s $1,000 CD at 4% compounded annually is worth $1,124.86 after 3 years (within 0.5, as above)',
      inputs: { amount: '1000', rate: '4', years: '3' },
      expected: { lumpValue: 1124.86 },
      tolerance: 0.5,
    },
    {
      source:
        'YES Securities (YES Bank group, SEBI-registered broker), Lumpsum Calculator worked example (yesinvest.in/calculators/lumpsum-calculator): ₹1,00,000 for 10 years at 12% compounded once a year grows to ₹3,10,585 (approx.)',
      inputs: { amount: '100000', rate: '12', years: '10' },
      expected: { lumpValue: 310585 },
      tolerance: 1,
    },
    {
      source:
        'Angel One (SEBI-registered broker), “₹12 lakhs invested lumpsum or SIP – which will give higher returns?” (angelone.in/news/personal-finance): ₹12 lakh at once for 10 years at 12% is ₹37,27,018; ₹10,000 a month is ₹23,23,391',
      inputs: { amount: '1200000', rate: '12', years: '10' },
      expected: { lumpValue: 3727018, sipValue: 2323391, monthly: 10000 },
      tolerance: 1,
    },
    {
      source:
        'Groww (SEBI-registered broker) SIP calculator worked example: ₹1,000 a month at 12% for 12 months is ₹12,809 (groww.in/calculators/sip-calculator)',
      inputs: { amount: '12000', rate: '12', years: '1' },
      expected: { sipValue: 12809 },
      tolerance: 1,
    },
    {
      source:
        'NDTV Profit, “Rs 12,000 SIP vs Rs 12 lakh lump sum” (ndtvprofit.com/personal-finance): Rs 12,000 a month for 10 years at 12%, Rs 14,40,000 invested, is worth Rs 27,88,068',
      inputs: { amount: '1440000', rate: '12', years: '10' },
      expected: { sipValue: 2788068, monthly: 12000 },
      tolerance: 1,
    },
  ],
});
