import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 30,
  name: 'HRA Calculator',
  description: 'Work out the exempt part of your House Rent Allowance and the taxable rest.',
  category: 'finance',
  icon: 'home',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'income-tax-calculator',
    'epf-calculator',
    'gratuity-calculator',
    'salary-converter',
    'in-hand-salary-calculator',
  ],
  group: 'Tax and pay',
  keywords: 'hra house rent allowance exemption',
} satisfies CalculatorRecord;

// House Rent Allowance exemption, section 10(13A) of the Income-tax Act, 1961 with rule 2A: the
// least of (a) the HRA received, (b) rent paid less 10 % of salary, and (c) 50 % of salary in
// Delhi, Mumbai, Kolkata or Chennai, 40 % elsewhere, where salary is basic pay plus the dearness
// allowance that counts for retirement benefits (and any commission at a fixed share of sales).
// The rest of the HRA is taxable. All amounts are for one period, a month or a year, as chosen.

const rupees = (value: number) => formatMoney(value, 'INR');

const fields = {
  period: {
    kind: 'choice',
    label: 'Amounts are',
    default: 'monthly',
    display: 'radio',
    options: [
      { value: 'monthly', label: 'Per month' },
      { value: 'yearly', label: 'Per year' },
    ],
  },
  basic: {
    kind: 'money',
    label: 'Basic salary + DA',
    default: '50000',
    min: 0,
    minExclusive: true,
    max: 1e10,
    help: 'Basic pay plus the dearness allowance that counts for retirement benefits, and any commission at a fixed share of sales.',
    noun: 'basic salary',
    messages: {
      required: 'Enter your basic salary plus DA',
    },
  },
  hra: {
    kind: 'money',
    label: 'HRA received',
    default: '20000',
    min: 0,
    max: 1e10,
    noun: 'HRA',
    messages: {
      required: 'Enter the HRA you receive (0 if none)',
    },
  },
  rent: {
    kind: 'money',
    label: 'Rent paid',
    default: '18000',
    min: 0,
    max: 1e10,
    noun: 'rent',
    messages: {
      required: 'Enter the rent you pay (0 if none)',
    },
  },
  city: {
    kind: 'choice',
    label: 'You live in',
    default: 'metro',
    display: 'radio',
    options: [
      { value: 'metro', label: 'Delhi, Mumbai, Kolkata or Chennai (50%)' },
      { value: 'other', label: 'Any other city (40%)' },
    ],
  },
} as const;

type HraValues = Values<typeof fields>;

/** ' a month' or ' a year'. */
const per = (v: HraValues) => (v.period === 'monthly' ? 'a month' : 'a year');

/** The three amounts of rule 2A and the exemption, the least of them, to the paisa. */
export function hraExemption(v: HraValues) {
  const basic = decimal(v.basic);
  const share = v.city === 'metro' ? 50 : 40;
  const received = roundToCents(v.hra);
  const overTenth = roundToCents(decimal(v.rent).minus(basic.div(10)));
  const rentOverTenth = overTenth.gt(0) ? overTenth : decimal(0);
  const salaryShare = roundToCents(basic.times(share).div(100));
  const exempt = [received, rentOverTenth, salaryShare].reduce((least, x) =>
    x.lt(least) ? x : least,
  );
  return { share, received, rentOverTenth, salaryShare, exempt };
}

export default defineCalculator({
  slug: 'hra-calculator',
  currency: 'INR',
  fields,
  outputs: {
    exempt: { label: (v) => `Exempt HRA (${per(v)})`, format: 'money' },
    taxable: { label: (v) => `Taxable HRA (${per(v)})`, format: 'money' },
    received: { label: '(a) HRA received', format: 'money' },
    rentOverTenth: { label: '(b) Rent paid − 10% of salary', format: 'money' },
    salaryShare: {
      label: (v) => `(c) ${v.city === 'metro' ? '50' : '40'}% of salary`,
      format: 'money',
    },
  },
  compute(v) {
    const { received, rentOverTenth, salaryShare, exempt } = hraExemption(v);
    return {
      exempt: exempt.toNumber(),
      taxable: received.minus(exempt).toNumber(),
      received: received.toNumber(),
      rentOverTenth: rentOverTenth.toNumber(),
      salaryShare: salaryShare.toNumber(),
    };
  },
  summary: (v, r) =>
    r.exempt === 0
      ? `None of your HRA is exempt: ${v.rent > 0 ? 'the rent is not more than 10% of your salary' : 'you pay no rent'}.`
      : `${rupees(r.exempt)} of your ${rupees(r.received)} HRA is exempt ${per(v)}; ${rupees(r.taxable)} is taxable.`,
  facts(v, r) {
    const yearly = (value: number) =>
      rupees(v.period === 'monthly' ? decimal(value).times(12).toNumber() : value);
    const least =
      r.exempt === r.received
        ? '(a), the HRA received'
        : r.exempt === r.rentOverTenth
          ? '(b), rent paid less 10% of salary'
          : `(c), ${v.city === 'metro' ? '50' : '40'}% of salary`;
    const facts = [{ label: 'The least amount', text: least }];
    if (v.period === 'monthly') {
      facts.push({
        label: 'Over a year of the same amounts',
        text: `${yearly(r.exempt)} exempt, ${yearly(r.taxable)} taxable`,
      });
    }
    if (
      r.rentOverTenth > 0 &&
      r.exempt === r.rentOverTenth &&
      r.exempt < r.received &&
      r.exempt < r.salaryShare
    ) {
      const more = decimal(Math.min(r.received, r.salaryShare)).minus(r.exempt);
      facts.push({
        label: 'Rent that would raise the exemption',
        text: `Up to ${rupees(more.toNumber())} more rent ${per(v)} would be exempt as well`,
      });
    }
    return facts;
  },
  steps(v, r) {
    const share = v.city === 'metro' ? 50 : 40;
    return [
      `(a) HRA received = ${rupees(r.received)}`,
      `(b) Rent paid − 10% of salary = ${rupees(v.rent)} − ${rupees(decimal(v.basic).div(10).round(2, Big.roundHalfUp).toNumber())} = ${rupees(r.rentOverTenth)}${v.rent < v.basic / 10 ? ' (no less than 0)' : ''}`,
      `(c) ${share}% of salary = ${share}% × ${rupees(v.basic)} = ${rupees(r.salaryShare)}`,
      `Exempt HRA = least of (a), (b) and (c) = ${rupees(r.exempt)}`,
      `Taxable HRA = HRA received − exempt HRA = ${rupees(r.received)} − ${rupees(r.exempt)} = ${rupees(r.taxable)}`,
    ];
  },
  notes: [
    'The HRA exemption is allowed only in the old tax regime; in the new regime, the default, all HRA is taxable. Rent receipts are needed, and the landlord’s PAN when rent passes ₹1 lakh a year. Where salary, HRA or rent changes during the year, work out each part of the year separately and add them up.',
  ],
  about: [
    'Section 10(13A) of the Income-tax Act, 1961 and rule 2A of the Income-tax Rules exempt the least of three amounts: (a) the HRA actually received; (b) the rent paid less 10% of salary; (c) 50% of salary for a home in Delhi, Mumbai, Kolkata or Chennai, or 40% anywhere else. The rest of the HRA is taxable as salary.',
    '“Salary” here is basic pay plus the dearness allowance that counts for retirement benefits, plus any commission paid as a fixed share of sales; other allowances are left out. Each amount is for the same period: enter monthly amounts for a month’s figures, or yearly ones for the year. Amounts are rounded half-up to the paisa.',
    'The rule applies for FY 2025-26 (AY 2026-27) under the old regime only. If you pay rent but get no HRA, section 80GG may give a smaller deduction instead.',
  ],
  faq: [
    {
      question: 'Which cities count as metros for HRA?',
      answer:
        'For this rule only Delhi, Mumbai, Kolkata and Chennai, where 50% of salary applies. Bengaluru, Hyderabad, Pune and every other city use 40%. The draft Income-tax Rules, 2026 (rule 279, published in February 2026 for the Income-tax Act, 2025) add Bengaluru, Hyderabad, Pune and Ahmedabad to the 50% cities from 1 April 2026; this page keeps the four cities until the final rule is confirmed here, so in those cities check the 50% figure with your employer.',
    },
    {
      question: 'Can I claim HRA in the new tax regime?',
      answer:
        'No. The HRA exemption is one of the exemptions given up in the new regime, so all HRA received is taxable there.',
    },
    {
      question: 'Why is none of my HRA exempt?',
      answer:
        'Usually because the rent is not more than 10% of your basic salary plus DA, so amount (b) is zero. Living in your own home, or paying no rent, also gives no exemption.',
    },
    {
      question: 'Can I pay rent to my parents and claim HRA?',
      answer:
        'Yes, if you really pay it and they own the home; they must show the rent as their income. Rent paid to a spouse is usually not accepted.',
    },
  ],
  references: [
    {
      // The yearly salary for HRA is basic + DA (the circular presumes DA counts for retirement
      // benefits): 3,50,000 + 2,00,000 = 5,50,000.
      source:
        'CBDT, circular "Income-tax deduction from salaries under section 192" (e.g. Circular No. 05/2011, 16 August 2011), Annexure I, Example 4, "Illustrative calculation of House Rent Allowance U/s 10(13A) in respect of residential accommodation situated in Delhi": salary ₹3,50,000, DA ₹2,00,000, HRA ₹1,40,000, rent paid ₹1,44,000 a year; least of (a) HRA received = 1,40,000, (b) rent in excess of 10% of salary (1,44,000 − 55,000) = 89,000, (c) 50% of salary (basic + DA) = 2,75,000, so ₹89,000 exempt (reproduced at geod.in/?p=30000 and govtempdiary.com/2022/12/income-tax-calculation-example-4-for-salary-employees-2023-24/300425)',
      inputs: { period: 'yearly', basic: '550000', hra: '140000', rent: '144000', city: 'metro' },
      expected: { received: 140000, rentOverTenth: 89000, salaryShare: 275000, exempt: 89000 },
      tolerance: 0.005,
    },
    {
      // Salary for HRA is basic + DA (the problem says DA forms part of salary for retirement
      // benefits): (40,000 + 6,000) × 12 = 5,52,000; the commission is not on turnover, so it is
      // left out, as the solution leaves it out.
      source:
        'ICAI (Board of Studies), study material for Income-tax Law, "Salaries", concept problem: Mr. Raj Kumar, at Kanpur, has a basic pay of ₹40,000 and DA of ₹6,000 a month (DA forms part of salary for retirement benefits), a commission (not on turnover, so not salary for HRA, as the solution leaves it out), a motor car and HRA of ₹15,000 a month, and pays rent of ₹16,000 a month; least of (a) HRA received ₹1,80,000, (b) rent paid less 10% of salary ₹1,92,000 − ₹55,200 = ₹1,36,800, (c) 40% of salary ₹2,20,800, so ₹1,36,800 exempt and ₹43,200 taxable (reproduced in CA Kishan Kumar, "Salary" notes, ICAI study material questions, scribd.com/document/646182035)',
      inputs: { period: 'yearly', basic: '552000', hra: '180000', rent: '192000', city: 'other' },
      expected: {
        received: 180000,
        rentOverTenth: 136800,
        salaryShare: 220800,
        exempt: 136800,
        taxable: 43200,
      },
      tolerance: 0.005,
    },
    {
      // The yearly salary for HRA is basic + DA: 2,50,000 + 1,00,000 = 3,50,000 (DA presumed to
      // count for retirement benefits, as the circular says).
      source:
        'CBDT, Circular No. 08/2012 (5 October 2012), "Income-tax deduction from salaries during the financial year 2012-13 under section 192", Annexure I, HRA example: salary ₹2,50,000, DA ₹1,00,000, HRA ₹1,40,000, rent paid ₹1,44,000 a year; least of (a) actual HRA received = 1,40,000, (b) rent in excess of 10% of salary (including DA) (1,44,000 − 35,000) = 1,09,000, (c) 50% of salary (basic + DA) = 1,75,000, so ₹1,09,000 exempt (reproduced at ram-a-singh.blogspot.com/2012/12/how-to-calculate-hra-for-income-tax.html)',
      inputs: { period: 'yearly', basic: '350000', hra: '140000', rent: '144000', city: 'metro' },
      expected: { received: 140000, rentOverTenth: 109000, salaryShare: 175000, exempt: 109000 },
      tolerance: 0.005,
    },
    {
      source:
        'CiteHR, "HRA exemption" (worked example): HRA ₹15,000, basic ₹30,000, no DA, rent ₹12,000 a month in Mumbai: ₹9,000 exempt, ₹6,000 taxable (citehr.com/amp.php?t=274751)',
      inputs: { period: 'monthly', basic: '30000', hra: '15000', rent: '12000', city: 'metro' },
      expected: { exempt: 9000, taxable: 6000 },
      tolerance: 0.005,
    },
    {
      source:
        'Income Tax Management, "House Rent Allowance – Section 10(13A) & Rule 2A": basic ₹30,000 + DA ₹5,000, HRA ₹15,000, rent ₹12,000 a month in Mumbai; for the year ₹1,02,000 exempt and ₹78,000 taxable (incometaxmanagement.in/house-rent-allowance-hra-section-1013a-rule-2a)',
      inputs: { period: 'yearly', basic: '420000', hra: '180000', rent: '144000', city: 'metro' },
      expected: { salaryShare: 210000, rentOverTenth: 102000, exempt: 102000, taxable: 78000 },
      tolerance: 0.005,
    },
    {
      source:
        'Most Popular Calculators, HRA calculator example: basic ₹50,000, HRA ₹20,000, rent ₹25,000 in Mumbai: ₹20,000 exempt (mostpopularcalculators.com/calculator/hra)',
      inputs: { period: 'monthly', basic: '50000', hra: '20000', rent: '25000', city: 'metro' },
      expected: { exempt: 20000, taxable: 0 },
      tolerance: 0.005,
    },
    {
      source:
        'HRA Calculator India, "How to use", Bangalore example: basic ₹75,000, HRA ₹30,000, rent ₹22,000 a month: ₹14,500 exempt (hracalculator.co.in/how-to-use)',
      inputs: { period: 'monthly', basic: '75000', hra: '30000', rent: '22000', city: 'other' },
      expected: { exempt: 14500, salaryShare: 30000 },
      tolerance: 0.005,
    },
    {
      source:
        'HRA Calculator India, "Formula", Mumbai scenario: basic ₹75,000, HRA ₹25,000, rent ₹20,000 a month: ₹12,500 exempt (hracalculator.co.in/formula)',
      inputs: { period: 'monthly', basic: '75000', hra: '25000', rent: '20000', city: 'metro' },
      expected: { exempt: 12500 },
      tolerance: 0.005,
    },
  ],
});
