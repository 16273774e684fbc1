import { formatPercent } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { decimal, formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { equalsOrAbout } from './shared/exactDecimal.ts';
import {
  bracketTax,
  FILING_STATUSES,
  TAX_YEAR_OPTIONS,
  TAX_YEAR_STARTS,
  US_TAX_RULES,
  usRulesOf,
  type FilingStatus,
} from './shared/usTaxRules.ts';

export const record = {
  id: 131,
  name: 'US Income Tax Calculator',
  description:
    'Estimate US federal income tax for 2024, 2025 or 2026 by filing status: taxable income, tax by bracket, marginal and effective rate.',
  category: 'finance',
  icon: 'landmark',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: ['us-paycheck-calculator', '401k-calculator', 'roth-ira-calculator', 'salary-converter'],
  group: 'Tax and pay',
  keywords:
    'federal income tax irs tax brackets 1040 tax bracket calculator standard deduction marginal tax rate effective tax rate mfj hoh usa',
} satisfies CalculatorRecord;

// US federal income tax (IRC §1(j) rates, §63 standard deduction) for one year's ordinary
// income: taxable income = gross income − the standard deduction for the filing status (never
// below 0), taxed in slices at 10 %, 12 %, 22 %, 24 %, 32 %, 35 % and 37 % by the year's
// thresholds (shared/usTaxRules.ts). Each slice's tax is worked to the cent, as the IRS's Tax
// Computation Worksheet does; the Tax Table in the Form 1040 instructions (for taxable income
// under $100,000) taxes the middle of each $50 row and rounds to the dollar, so it may differ by
// a few dollars.

const fields = {
  taxYear: {
    kind: 'choice',
    label: 'Tax year',
    default: '2026',
    options: TAX_YEAR_OPTIONS,
    starts: TAX_YEAR_STARTS,
  },
  status: {
    kind: 'choice',
    label: 'Filing status',
    default: 'single',
    options: FILING_STATUSES,
  },
  income: {
    kind: 'money',
    label: 'Gross income (a year)',
    default: '75000',
    min: 0,
    max: 1_000_000_000,
    noun: 'income',
    help: 'Wages and other ordinary income, after pre-tax 401(k) and similar deductions.',
    messages: { required: 'Enter your income (0 if none)' },
  },
} as const;

type TaxValues = Values<typeof fields>;

const dollars = (value: number) => formatMoney(value, 'USD');
const wholeDollars = (value: number) => formatMoney(value, 'USD', 0);

function taxOf(v: TaxValues) {
  const rules = usRulesOf(v.taxYear);
  const deduction = rules.standardDeduction[v.status];
  const taxable = Math.max(0, decimal(v.income).minus(deduction).toNumber());
  return { deduction, taxable, ...bracketTax(taxable, rules.brackets[v.status]) };
}

const statusName = (status: FilingStatus) =>
  FILING_STATUSES.find((option) => option.value === status)!.label.toLowerCase();

export default defineCalculator({
  slug: 'us-income-tax-calculator',
  currency: 'USD',
  fields,
  rules: { table: US_TAX_RULES, field: 'taxYear' },
  outputs: {
    tax: { label: 'Federal income tax', format: 'money', emphasis: true },
    taxableIncome: { label: 'Taxable income', format: 'money' },
    marginalRate: { label: 'Marginal tax rate', format: 'percent' },
    effectiveRate: { label: 'Effective tax rate (of gross income)', format: 'percent' },
    afterTax: { label: 'Income after federal income tax', format: 'money' },
  },
  compute(v) {
    const t = taxOf(v);
    return {
      tax: t.tax,
      taxableIncome: t.taxable,
      // Under the standard deduction the next dollar of gross income is not taxed yet.
      marginalRate: v.income < t.deduction ? 0 : t.marginalRate,
      effectiveRate: v.income > 0 ? (t.tax / v.income) * 100 : 0,
      afterTax: decimal(v.income).minus(t.tax).toNumber(),
    };
  },
  summary(v, r) {
    if (r.tax === 0) {
      return `For ${v.taxYear}, filing ${statusName(v.status)}, ${dollars(v.income)} is within the ${wholeDollars(taxOf(v).deduction)} standard deduction: no federal income tax.`;
    }
    return `For ${v.taxYear}, filing ${statusName(v.status)}, the federal income tax on ${dollars(v.income)} is ${dollars(r.tax)}: ${formatPercent(r.effectiveRate)} of your income, with the next dollar taxed at ${r.marginalRate}%.`;
  },
  steps(v, r) {
    const t = taxOf(v);
    const steps = [
      `Taxable income = gross income − standard deduction (${v.taxYear}, ${statusName(v.status)}) = ${dollars(v.income)} − ${wholeDollars(t.deduction)} = ${dollars(t.taxable)}${v.income < t.deduction ? ' (not below $0)' : ''}`,
      ...t.parts.map(
        (part) =>
          `${part.rate}% × (${dollars(part.to)} − ${wholeDollars(part.from)}) = ${dollars(part.tax)}`,
      ),
    ];
    if (t.parts.length > 0) {
      steps.push(
        `Tax = ${t.parts.map((part) => dollars(part.tax)).join(' + ')} = ${dollars(r.tax)}`,
      );
    }
    const rate = formatPercent(r.effectiveRate);
    // '≈' where 2 decimals round the share (7,670 ÷ 75,000 = 10.2266…%); no share of $0.
    const effective =
      v.income === 0
        ? `Effective rate = ${rate} (no income to divide by)`
        : `Effective rate = ${dollars(r.tax)} ÷ ${dollars(v.income)} ${equalsOrAbout(decimal(r.tax).div(v.income).times(100), rate.replace('%', ''))} ${rate}`;
    steps.push(
      `${effective}; marginal rate (the next dollar) = ${r.marginalRate}%${v.income < t.deduction ? ` (${t.marginalRate}% from ${wholeDollars(t.deduction)})` : ''}`,
    );
    return steps;
  },
  table: {
    caption: 'Tax by bracket',
    columns: [
      { id: 'rate', label: 'Rate (%)', format: 'integer' },
      { id: 'from', label: 'Taxable income from', format: 'money' },
      { id: 'to', label: 'To', format: 'money' },
      { id: 'tax', label: 'Tax', format: 'money' },
    ],
    rows: (v) => taxOf(v).parts.map((part) => ({ ...part })),
  },
  facts(v) {
    const rules = usRulesOf(v.taxYear);
    const thresholds = rules.brackets[v.status];
    return [
      {
        label: `${v.taxYear} brackets, ${statusName(v.status)}`,
        text: `10% to ${wholeDollars(thresholds[0]!)}, ${thresholds
          .map((from, i) => `${[12, 22, 24, 32, 35, 37][i]}% above ${wholeDollars(from)}`)
          .join(', ')}`,
      },
      {
        label: 'Standard deduction',
        text: `${wholeDollars(rules.standardDeduction[v.status])} (${v.taxYear})`,
      },
    ];
  },
  notes: [
    'An estimate of regular federal income tax on ordinary income, not tax advice. It takes the standard deduction (not itemized deductions, the extra amounts for age 65 or blindness, or the 2025–2028 senior, tips and overtime deductions) and leaves out credits (child tax credit, earned income credit), capital gains rates, the alternative minimum tax, self-employment tax and state income tax.',
  ],
  about: [
    'Taxable income is your gross income less the standard deduction for your filing status (IRC §63). It is taxed in slices (IRC §1(j)): 10% on the first slice, then 12%, 22%, 24%, 32%, 35% and 37% on the income above each threshold. Only the income inside a bracket is taxed at its rate, so moving into a higher bracket never lowers what you keep.',
    'The thresholds and standard deductions are those the IRS publishes for each year: Rev. Proc. 2023-34 for 2024, Rev. Proc. 2024-40 for 2025 (with the standard deduction raised to $15,750 single, $31,500 married filing jointly and $23,625 head of household by the One Big Beautiful Bill Act of 4 July 2025), and Rev. Proc. 2025-32 for 2026 ($16,100, $32,200 and $24,150). Married filing separately uses the single figures except the 35% bracket, which ends at half the joint figure.',
    'Each slice is worked to the cent, as the Tax Computation Worksheet does. The Tax Table in the Form 1040 instructions, used for taxable income under $100,000, taxes the middle of each $50 row and rounds to whole dollars, so your return may differ by a few dollars. The marginal rate is the rate on your next dollar of taxable income; the effective rate is the tax as a share of your gross income.',
  ],
  faq: [
    {
      question: 'What is the difference between the marginal and the effective rate?',
      answer:
        'The marginal rate is what the next dollar of income would be taxed at. The effective rate is your whole tax divided by your income, always lower, because the first slices are taxed at 10% and 12% and the standard deduction is not taxed at all.',
    },
    {
      question: 'Does a raise that puts me in a higher bracket lower my take-home pay?',
      answer:
        'No. Only the income above the threshold is taxed at the higher rate; everything below it is taxed as before.',
    },
    {
      question: 'Which standard deduction applies to 2025?',
      answer:
        'The One Big Beautiful Bill Act raised it to $15,750 (single and married filing separately), $31,500 (married filing jointly) and $23,625 (head of household) from the $15,000, $30,000 and $22,500 the IRS had announced in Rev. Proc. 2024-40. The calculator uses the higher figures.',
    },
    {
      question: 'What income should I enter?',
      answer:
        'Your income for the year that is taxed at ordinary rates: wages (box 1 of Form W-2, which is already after pre-tax 401(k) and health contributions), interest, and similar income. Long-term capital gains and qualified dividends are taxed at lower rates not covered here.',
    },
    {
      question: 'Does it include state tax or Social Security?',
      answer:
        'No: it is federal income tax only. The US paycheck calculator adds Social Security and Medicare tax to what is withheld from each paycheck.',
    },
  ],
  references: [
    {
      source:
        'IRS Rev. Proc. 2023-34, §3.01 Table 3 (single, 2024): taxable income over $609,350 pays $183,647.25 plus 37% of the excess; with the $14,600 standard deduction, gross income $623,950 (irs.gov/pub/irs-drop/rp-23-34.pdf)',
      inputs: { taxYear: '2024', status: 'single', income: '623950' },
      expected: { taxableIncome: 609350, tax: 183647.25 },
      tolerance: 0.005,
    },
    {
      source:
        'IRS Rev. Proc. 2023-34, §3.01 Table 1 (single): over $47,150 but not over $100,525, $5,426 plus 22% of the excess; taxable income $47,150 (gross $61,750)',
      inputs: { taxYear: '2024', status: 'single', income: '61750' },
      expected: { taxableIncome: 47150, tax: 5426 },
      tolerance: 0.005,
    },
    {
      source:
        'IRS Rev. Proc. 2023-34, §3.01 Table 4 (married filing separately, 2024): over $365,600, $98,334.75 plus 37% of the excess (gross $380,200 with the $14,600 standard deduction)',
      inputs: { taxYear: '2024', status: 'married-separately', income: '380200' },
      expected: { tax: 98334.75, marginalRate: 37 },
      tolerance: 0.005,
    },
    {
      source:
        'IRS Rev. Proc. 2024-40, §3.01 Table 1 (married filing jointly, 2025): over $96,950 but not over $206,700, $11,157 plus 22% of the excess; with the $31,500 standard deduction of the One Big Beautiful Bill Act (Jackson Hewitt, jacksonhewitt.com, "How does the One Big Beautiful Bill impact the standard deduction"), gross $128,450',
      inputs: { taxYear: '2025', status: 'married-jointly', income: '128450' },
      expected: { taxableIncome: 96950, tax: 11157, marginalRate: 22 },
      tolerance: 0.005,
    },
    {
      source:
        'IRS Rev. Proc. 2025-32 (2026, single): over $105,700 but not over $201,775, $17,966 plus 24% of the excess; standard deduction $16,100 (irs.gov newsroom, "IRS releases tax inflation adjustments for tax year 2026")',
      inputs: { taxYear: '2026', status: 'single', income: '121800' },
      expected: { taxableIncome: 105700, tax: 17966, marginalRate: 24 },
      tolerance: 0.005,
    },
    {
      source:
        'IRS Rev. Proc. 2025-32 (2026): standard deduction $24,150 for a head of household, so income up to it has no taxable income and no tax',
      inputs: { taxYear: '2026', status: 'head-of-household', income: '24150' },
      expected: { taxableIncome: 0, tax: 0, effectiveRate: 0 },
      tolerance: 0.005,
    },
  ],
});
