import { formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 31,
  name: 'Gratuity Calculator',
  description:
    'Estimate the gratuity due when you leave a job, from your last drawn salary and years of service.',
  category: 'finance',
  icon: 'briefcase',
  iconBg: 'yellow',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: ['epf-calculator', 'income-tax-calculator', 'retirement-calculator'],
  keywords: 'gratuity payment of gratuity act employee',
} satisfies CalculatorRecord;

// Gratuity in India. Covered by the Payment of Gratuity Act, 1972 (section 4): 15 days' wages for
// each completed year of service or part of a year over six months, a day's wage being the
// monthly basic + DA ÷ 26: gratuity = salary × 15 × years ÷ 26. Not covered (income-tax section
// 10(10)(iii)): half a month's average salary for each completed year, fractions ignored:
// salary × 15 × years ÷ 30. Tax-free up to ₹20 lakh for a private-sector employee.

const rupees = (value: number) => formatMoney(value, 'INR');

/** The most gratuity that is tax-free (section 10(10)) and that the Act requires, ₹20 lakh. */
export const TAX_FREE_LIMIT = 2_000_000;

const fields = {
  covered: {
    kind: 'choice',
    label: 'Your employer is',
    default: 'covered',
    display: 'radio',
    options: [
      { value: 'covered', label: 'Covered by the Gratuity Act (15/26)' },
      { value: 'not-covered', label: 'Not covered (15/30)' },
    ],
    help: 'The Act covers shops and firms with 10 or more employees on any day in the last year.',
  },
  salary: {
    kind: 'money',
    label: 'Last drawn basic salary + DA (a month)',
    default: '50000',
    min: 0,
    minExclusive: true,
    max: 1e9,
    help: 'Not covered by the Act: the average basic + DA of the last 10 months.',
    messages: {
      required: 'Enter your monthly basic salary plus DA',
      min: 'The salary must be more than ₹0',
      max: 'The salary can be at most ₹100 crore a month',
    },
  },
  years: {
    kind: 'integer',
    label: 'Years of service',
    unit: 'years',
    default: '10',
    min: 0,
    max: 60,
    messages: {
      required: 'Enter the completed years of service',
      min: 'The years cannot be negative',
      max: 'The years of service can be at most 60',
      invalid: 'Enter whole years; put the rest in months',
    },
  },
  months: {
    kind: 'integer',
    label: 'And months',
    unit: 'months',
    default: '0',
    min: 0,
    max: 11,
    blankValue: 0,
    sameRow: true,
    help: 'Months beyond the whole years, 0 to 11.',
    messages: {
      required: 'Enter the months beyond whole years (0 if none)',
      min: 'The months cannot be negative',
      max: 'Enter 0 to 11 months; 12 months is a year',
      invalid: 'Enter a whole number of months',
    },
  },
} as const;

type GratuityValues = Values<typeof fields>;

/** The years the formula counts: over six months rounds up when covered, else only whole years. */
export function yearsCounted(v: Pick<GratuityValues, 'covered' | 'years' | 'months'>): number {
  return v.covered === 'covered' && v.months > 6 ? v.years + 1 : v.years;
}

export default defineCalculator({
  slug: 'gratuity-calculator',
  currency: 'INR',
  fields,
  validate: (v) =>
    v.years === 0 && v.months === 0 ? { years: 'Enter the length of your service' } : {},
  outputs: {
    gratuity: { label: 'Gratuity', format: 'money' },
    countedYears: { label: 'Years counted', format: 'integer' },
    taxFree: { label: 'Tax-free part', format: 'money' },
    taxable: { label: 'Taxable part', format: 'money' },
  },
  compute(v) {
    const counted = yearsCounted(v);
    const divisor = v.covered === 'covered' ? 26 : 30;
    const gratuity = roundToCents(decimal(v.salary).times(15).times(counted).div(divisor));
    const taxFree = gratuity.gt(TAX_FREE_LIMIT) ? decimal(TAX_FREE_LIMIT) : gratuity;
    return {
      gratuity: gratuity.toNumber(),
      countedYears: counted,
      taxFree: taxFree.toNumber(),
      taxable: gratuity.minus(taxFree).toNumber(),
    };
  },
  summary: (_v, r) =>
    `${formatPlain(r.countedYears)} years counted at 15 days’ salary each: ${rupees(r.gratuity)}.`,
  facts(v, r) {
    const service = v.years + v.months / 12;
    const facts = [
      {
        label: 'Eligibility',
        text:
          service >= 5
            ? 'Five or more years of continuous service: gratuity is due on leaving, retiring or resigning'
            : 'Under five years: gratuity is due only on death or disablement, or to a fixed-term employee after one year',
      },
    ];
    if (r.gratuity > TAX_FREE_LIMIT) {
      facts.push({
        label: 'The ₹20 lakh limit',
        text: 'Only ₹20,00,000 is tax-free, and it is also the most the law requires an employer to pay; anything more is up to your employer and taxed as salary',
      });
    }
    return facts;
  },
  notes: [
    'An estimate. Gratuity paid to central and state government employees is wholly tax-free. Since 21 November 2025 the Code on Social Security, 2020 has replaced the Payment of Gratuity Act, 1972: the formula is the same, but fixed-term employees qualify after one year, and the Code’s wider meaning of wages may raise the salary your gratuity is worked on. Check the figure your employer uses.',
  ],
  steps(v, r) {
    const covered = v.covered === 'covered';
    const divisor = covered ? 26 : 30;
    const rounding = covered
      ? v.months > 6
        ? `${formatPlain(v.months)} months is over six months, so it counts as a year`
        : v.months > 0
          ? `${formatPlain(v.months)} months is not over six months, so it is left out`
          : 'no part year'
      : v.months > 0
        ? 'part years are left out when not covered by the Act'
        : 'no part year';
    return [
      `Service: ${formatPlain(v.years)} years ${formatPlain(v.months)} months; ${rounding}: ${formatPlain(r.countedYears)} years counted`,
      `Gratuity = salary × 15 × years ÷ ${divisor} = ${rupees(v.salary)} × 15 × ${formatPlain(r.countedYears)} ÷ ${divisor} ≈ ${rupees(r.gratuity)}`,
      `Tax-free part = the smaller of the gratuity and ₹20,00,000 = ${rupees(r.taxFree)}; taxable part = ${rupees(r.taxable)}`,
    ];
  },
  about: [
    'Covered by the Payment of Gratuity Act, 1972: gratuity = last drawn monthly salary × 15 × years of service ÷ 26. Fifteen days’ wages are paid for each year, and a month is taken as 26 working days. A part year of more than six months counts as a whole year (6 months exactly does not). Salary is basic pay plus dearness allowance.',
    'Not covered by the Act: gratuity = average monthly salary of the last 10 months × 15 × completed years ÷ 30 (income-tax section 10(10)(iii)); part years are ignored.',
    'Gratuity is due after five years of continuous service, on retiring, resigning or being laid off, and at any time on death or disablement. For a private-sector employee it is tax-free up to ₹20 lakh over a working life, the ceiling also set by the Act; the rest is taxed as salary. Amounts are rounded half-up to the paisa.',
  ],
  faq: [
    {
      question: 'Why divide by 26?',
      answer:
        'The Act takes a month as 26 working days (four Sundays off), so 15 days’ wages are monthly salary × 15 ÷ 26. Employers not covered by the Act divide by 30.',
    },
    {
      question: 'Do 4 years and 7 months count as 5 years?',
      answer:
        'For the amount under the Act, yes: a part year over six months counts as a year. For eligibility, courts have held that 4 years and 240 days of work in the fifth year count as five years of continuous service, but employers differ; check with yours.',
    },
    {
      question: 'Is gratuity taxable?',
      answer:
        'Up to ₹20 lakh in all is tax-free for private-sector employees (section 10(10)); government employees’ gratuity is wholly exempt. Any excess is taxed as salary in the year you receive it.',
    },
  ],
  references: [
    {
      source:
        'EasyCalculation, "Gratuity calculation India examples", example 1: basic ₹15,000 + DA ₹3,000, 6 years: ₹62,307.69 (easycalculation.com/finance/gratuity-calculation-india-examples.php)',
      inputs: { covered: 'covered', salary: '18000', years: '6', months: '0' },
      expected: { gratuity: 62307.69 },
      tolerance: 0.005,
    },
    {
      source:
        'EasyCalculation (as above), example 2: basic ₹50,000 + DA ₹8,000, 5 years: ₹1,67,307.69',
      inputs: { covered: 'covered', salary: '58000', years: '5', months: '0' },
      expected: { gratuity: 167307.69 },
      tolerance: 0.005,
    },
    {
      source:
        'EasyCalculation, "Learn gratuity calculation (India)": basic ₹25,000 + DA ₹2,000, 10 years: ₹1,55,769.23 (easycalculation.com/finance/learn-gratuity-calculation-india.php)',
      inputs: { covered: 'covered', salary: '27000', years: '10', months: '0' },
      expected: { gratuity: 155769.23 },
      tolerance: 0.005,
    },
    {
      source:
        'CiteHR, gratuity question (worked example): 8 years 7 months on a last basic of ₹6,000 counts as 9 years: ₹31,154 (citehr.com/amp.php?t=148103)',
      inputs: { covered: 'covered', salary: '6000', years: '8', months: '7' },
      expected: { gratuity: 31154, countedYears: 9 },
      tolerance: 0.5,
    },
  ],
});
