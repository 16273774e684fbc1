import { defineCalculator, type Values } from '../engine/definition.ts';
import { formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { plainIndian } from './shared/indianPlain.ts';

export const record = {
  id: 125,
  name: 'Atal Pension Yojana Calculator',
  description:
    'Find the monthly Atal Pension Yojana contribution for your age and the pension you want, what you pay in all until 60, and the corpus returned to your nominee.',
  category: 'finance',
  icon: 'landmark',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['retirement-calculator', 'epf-calculator', 'ppf-calculator', 'scss-calculator'],
  group: 'Savings and deposits',
  keywords:
    'apy atal pension yojana pension scheme pfrda unorganised sector guaranteed pension contribution chart nominee',
} satisfies CalculatorRecord;

// Atal Pension Yojana (Government of India, launched 9 May 2015; administered by PFRDA): a
// guaranteed pension of ₹1,000, 2,000, 3,000, 4,000 or 5,000 a month from 60, for a monthly
// contribution fixed by the age at joining (18 to 40), paid until 60. On the death of the
// subscriber and the spouse, the corpus fixed for the pension goes to the nominee: ₹1.7, 3.4,
// 5.1, 6.8 or 8.5 lakh. The contributions are those of the government's indicative chart, as
// published by PFRDA (pfrda.org.in) and the Department of Financial Services; they are not
// worked out by a formula.

export const PENSIONS = [1000, 2000, 3000, 4000, 5000] as const;

/** The corpus returned to the nominee, for each pension, in order. */
export const CORPUS = [170_000, 340_000, 510_000, 680_000, 850_000] as const;

/**
 * The monthly contribution (₹) for each age at joining, 18 to 40, and each pension in order
 * (₹1,000 … ₹5,000 a month), from PFRDA's APY contribution chart.
 */
export const CONTRIBUTIONS: Readonly<Record<number, readonly number[]>> = {
  18: [42, 84, 126, 168, 210],
  19: [46, 92, 138, 183, 228],
  20: [50, 100, 150, 198, 248],
  21: [54, 108, 162, 215, 269],
  22: [59, 117, 177, 234, 292],
  23: [64, 127, 192, 254, 318],
  24: [70, 139, 208, 277, 346],
  25: [76, 151, 226, 301, 376],
  26: [82, 164, 246, 327, 409],
  27: [90, 178, 268, 356, 446],
  28: [97, 194, 292, 388, 485],
  29: [106, 212, 318, 423, 529],
  30: [116, 231, 347, 462, 577],
  31: [126, 252, 379, 504, 630],
  32: [138, 276, 414, 551, 689],
  33: [151, 302, 453, 602, 752],
  34: [165, 330, 495, 659, 824],
  35: [181, 362, 543, 722, 902],
  36: [198, 396, 594, 792, 990],
  37: [218, 436, 654, 870, 1087],
  38: [240, 480, 720, 957, 1196],
  39: [264, 528, 792, 1054, 1318],
  40: [291, 582, 873, 1164, 1454],
};

/** The age the pension starts at, and contributions stop. */
const PENSION_AGE = 60;

const rupees = (value: number) => formatMoney(value, 'INR', 0);

const fields = {
  age: {
    kind: 'integer',
    label: 'Your age when you join',
    unit: 'years',
    default: '25',
    min: 18,
    max: 40,
    stepper: { fewer: 'Younger', more: 'Older' },
    help: 'APY is open from 18 to 40.',
    messages: {
      required: 'Enter your age when you join',
      min: 'APY is open from age 18',
      max: 'APY is open only up to age 40',
    },
  },
  pension: {
    kind: 'choice',
    label: 'Pension you want (a month, from 60)',
    default: '5000',
    options: [
      { value: '1000', label: '₹1,000 a month' },
      { value: '2000', label: '₹2,000 a month' },
      { value: '3000', label: '₹3,000 a month' },
      { value: '4000', label: '₹4,000 a month' },
      { value: '5000', label: '₹5,000 a month' },
    ],
  },
} as const;

type ApyValues = Values<typeof fields>;

const indexOf = (v: Pick<ApyValues, 'pension'>) => PENSIONS.indexOf(Number(v.pension) as 1000);

export default defineCalculator({
  slug: 'atal-pension-yojana-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  outputs: {
    monthly: { label: 'Contribution every month', format: 'money', emphasis: true },
    years: { label: 'Years of contributions', format: 'integer' },
    totalPaid: { label: 'Total paid until 60', format: 'money' },
    corpus: { label: 'Corpus returned to the nominee', format: 'money' },
  },
  compute(v) {
    const index = indexOf(v);
    const monthly = CONTRIBUTIONS[v.age]![index]!;
    const years = PENSION_AGE - v.age;
    return { monthly, years, totalPaid: monthly * 12 * years, corpus: CORPUS[index]! };
  },
  summary: (v, r) =>
    `Joining at ${v.age}, you pay ${rupees(r.monthly)} a month for ${r.years} years for a pension of ` +
    `${rupees(Number(v.pension))} a month from 60.`,
  facts: (v, r) => [
    { label: 'Pension from 60', text: `${rupees(Number(v.pension))} a month, for life` },
    {
      label: 'After you',
      text: `Your spouse gets the same pension for life; after both of you, your nominee gets ${rupees(r.corpus)}`,
    },
  ],
  notes: [
    'The contributions are the government’s chart, fixed when you join. Contributions are debited from your savings account every month (quarterly and half-yearly payments are also offered, at their own chart amounts); a late payment costs ₹1 a month for each ₹100 due. Since 1 October 2022, income-tax payers cannot join.',
  ],
  steps(v, r) {
    return [
      `From the APY contribution chart, joining at ${v.age} for a pension of ${rupees(Number(v.pension))}: ${rupees(r.monthly)} a month`,
      `Years of contributions = ${PENSION_AGE} − ${v.age} = ${r.years}`,
      `Total paid = ${rupees(r.monthly)} × 12 × ${r.years} = ${rupees(r.totalPaid)}`,
      `Corpus returned to the nominee for a ${rupees(Number(v.pension))} pension: ${rupees(r.corpus)} (₹${plainIndian(r.corpus / 100_000)} lakh)`,
    ];
  },
  dataTable: {
    caption: 'APY monthly contribution chart (₹ a month)',
    columns: ['Age at joining', '₹1,000', '₹2,000', '₹3,000', '₹4,000', '₹5,000'],
    rows: Object.entries(CONTRIBUTIONS).map(([age, amounts]) => [
      age,
      ...amounts.map((amount) => plainIndian(amount)),
    ]),
  },
  about: [
    'The Atal Pension Yojana, launched by the Government of India in May 2015 and administered by the Pension Fund Regulatory and Development Authority (PFRDA), guarantees a pension of ₹1,000 to ₹5,000 a month from 60 to citizens who join between 18 and 40 and contribute every month until 60.',
    'The monthly contribution is not worked out by a formula: it is read from the government’s contribution chart, shown under the results, for your age at joining and the pension you choose. The total paid is that contribution × 12 × the years until 60 (no interest counted). The chart is published by PFRDA (pfrda.org.in) and the Department of Financial Services.',
    'From 60 the subscriber gets the pension for life, then the spouse for life; after both, the nominee gets the corpus fixed for the pension: ₹1.7 lakh for ₹1,000 a month; ₹3.4 lakh for ₹2,000; ₹5.1 lakh for ₹3,000; ₹6.8 lakh for ₹4,000; and ₹8.5 lakh for ₹5,000. If the subscriber dies before 60, the spouse may continue the contributions or take the money out.',
    'Contributions count for the section 80CCD(1) deduction under the old regime. Amounts are whole rupees, as in the chart.',
  ],
  faq: [
    {
      question: 'Why does the contribution rise so fast with age?',
      answer:
        'Joining later leaves fewer years to pay and fewer years for the money to grow, so each month’s contribution must be larger: ₹42 at 18 for a ₹1,000 pension, but ₹291 at 40.',
    },
    {
      question: 'Can I change the pension amount later?',
      answer:
        'Yes, once a year, in April: your contribution changes to the chart amount for the new pension, and any difference in the past contributions is settled.',
    },
    {
      question: 'What does my nominee get?',
      answer:
        'After you and your spouse, the nominee gets the corpus fixed for your pension, from ₹1.7 lakh for ₹1,000 a month to ₹8.5 lakh for ₹5,000 a month.',
    },
    {
      question: 'Who can join?',
      answer:
        'Indian citizens aged 18 to 40 with a savings bank or post office account. Since 1 October 2022, anyone who is or has been an income-tax payer cannot join.',
    },
  ],
  references: [
    {
      source:
        'HDFC Bank, Atal Pension Yojana page, indicative contribution table for a ₹1,000 pension: joining at 18, ₹42 a month for 42 years (hdfc.bank.in/hindi/social-security-schemes/atal-pension-yojana)',
      inputs: { age: '18', pension: '1000' },
      expected: { monthly: 42, years: 42 },
      tolerance: 0,
    },
    {
      source: 'HDFC Bank (as above): joining at 40 for a ₹1,000 pension, ₹291 a month for 20 years',
      inputs: { age: '40', pension: '1000' },
      expected: { monthly: 291, years: 20 },
      tolerance: 0,
    },
    {
      source:
        'Bank of Maharashtra, “Atal Pension Yojana” (bankofmaharashtra.in/atal_pension_yojana): for a fixed pension of ₹5,000 a month the subscriber contributes ₹210 a month if joining at 18',
      inputs: { age: '18', pension: '5000' },
      expected: { monthly: 210 },
      tolerance: 0,
    },
    {
      source:
        'Bank of Maharashtra (as above): joining at 40, the oldest age allowed, the contribution is ₹291 a month for a ₹1,000 pension and ₹1,454 a month for ₹5,000; the case below is ₹5,000',
      inputs: { age: '40', pension: '5000' },
      expected: { monthly: 1454 },
      tolerance: 0,
    },
    {
      source:
        'PO Tools blog, “Atal Pension Yojana contribution chart” (August 2024), the chart with the corpus returned to the nominee: joining at 25 for ₹5,000, ₹376 a month, corpus ₹8.5 lakh (potoolsblog.in/2024/08/atal-pension-yojana-contribution-chart.html)',
      inputs: { age: '25', pension: '5000' },
      expected: { monthly: 376, corpus: 850000 },
      tolerance: 0,
    },
  ],
});
